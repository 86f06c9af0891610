import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { NAME_MAX_LENGTH, checkName } from "../../runtime/index.js";
import { asSentence } from "./as-sentence.js";
import { botName, playerLabel } from "../../runtime/index.js";
import type { GameEntry } from "../session/game-entry.js";
import type { StartRequest } from "../components/game-lobby/game-lobby.js";
import { formGroup, theme } from "../theme.js";
import { createTable, type SeatSpec } from "./online-api.js";
import { absoluteLink, rememberToken } from "./online-links.js";

interface Created {
  id: string;
  invites: { seat: number; link?: string }[];
  spectator: string;
}

/**
 * Creating an online table from the lobby's choices: each person's seat is open (anyone may take
 * it) or reserved (only its invite link), bots stay bots; then one invite link per seat and a
 * spectator link to hand out.
 * @event back - the player went back to the lobby.
 */
@customElement("online-create")
export class OnlineCreate extends LitElement {
  static override styles = [
    theme,
    formGroup,
    css`
      :host { display: block; max-width: 760px; margin: 24px auto; }
      h1 { margin: 0 0 12px; font-size: 24px; }
      .seat { display: grid; grid-template-columns: 90px 1fr 1fr auto; gap: 8px; align-items: center; margin: 6px 0; }
      input, select { font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; min-height: 44px; }
      .link { display: grid; grid-template-columns: 150px 1fr auto; gap: 8px; align-items: center; margin: 6px 0; }
      .link input { width: 100%; font-family: ui-monospace, monospace; font-size: 12px; }
      .actions { display: flex; gap: 10px; }
      button { min-height: 44px; }
      .primary { background: var(--accent); color: #fff; border-color: var(--accent); }
      .error { color: #a00; }
      @media (max-width: 560px) { .seat, .link { grid-template-columns: 1fr; } }
    `,
  ];

  /** The game chosen in the lobby. */
  @property({ attribute: false }) entry!: GameEntry;
  /** The lobby's setup and seats. */
  @property({ attribute: false }) request!: StartRequest;

  @state() private kinds: ("open" | "reserved")[] = [];
  @state() private names: string[] = [];
  @state() private mine = -1;
  @state() private created?: Created;
  @state() private error = "";
  @state() private busy = false;
  /** Whether the table plays the lobby's seed (then marked "seeded by" for everyone) instead of a secret one the server draws. */
  @state() private ownSeed = false;

  override connectedCallback() {
    super.connectedCallback();
    this.kinds = this.request.seats.map(() => "open");
    this.names = this.request.seats.map(() => "");
    this.mine = this.request.seats.findIndex((k) => k === "human");
  }

  override render() {
    if (this.created) return this.links(this.created);
    const seats = this.request.seats;
    return html`<h1>Online table: ${this.entry.title}</h1>
      <fieldset>
        <legend>Seats</legend>
        ${seats.map((k, p) =>
          k === "human"
            ? html`<div class="seat">
                <b>${playerLabel(p)}</b>
                <select aria-label=${`${playerLabel(p)} seat`} data-online-seat=${p} @change=${(e: Event) => this.setKind(p, (e.target as HTMLSelectElement).value as "open" | "reserved")}>
                  <option value="open" ?selected=${this.kinds[p] === "open"}>Open: anyone may take it</option>
                  <option value="reserved" ?selected=${this.kinds[p] === "reserved"}>Reserved: only its invite link</option>
                </select>
                <input aria-label=${`${playerLabel(p)} name`} data-online-name=${p} maxlength=${NAME_MAX_LENGTH} placeholder="Name (optional)" .value=${this.names[p] ?? ""}
                  @input=${(e: Event) => this.setName(p, (e.target as HTMLInputElement).value)} />
                <label><input type="radio" name="mine" .checked=${this.mine === p} @change=${() => (this.mine = p)} /> my seat</label>
              </div>`
            : html`<div class="seat"><b>${playerLabel(p)}</b><span>Bot (${k === "bot" ? "auto" : k}), plays on the server</span></div>`,
        )}
      </fieldset>
      <label class="own-seed"
        ><input type="checkbox" data-online-own-seed .checked=${this.ownSeed} @change=${(e: Event) => (this.ownSeed = (e.target as HTMLInputElement).checked)} />
        Play the lobby's seed ${this.request.setup.seed} instead of a secret one. Everyone at the table will see “Seeded by ${this.seederName()}”: whoever knows a seed can know every hidden card.</label
      >
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <div class="actions">
        <button @click=${() => this.dispatchEvent(new CustomEvent("back", { bubbles: true, composed: true }))}>Back</button>
        <button class="primary" ?disabled=${this.busy} @click=${this.create}>Create the table</button>
      </div>`;
  }

  private links(c: Created) {
    return html`<h1>Table created: ${this.entry.title}</h1>
      <p>Send each person their seat's link; it is their key to the seat, so keep it private. The spectator link shows only what everybody may see.</p>
      <fieldset>
        <legend>Invite links</legend>
        ${c.invites.map((inv) =>
          inv.link
            ? html`<div class="link">
                <span>${playerLabel(inv.seat)}${inv.seat === this.mine ? " (you)" : ""}</span>
                <input readonly aria-label=${`${playerLabel(inv.seat)} invite link`} data-invite=${inv.seat} .value=${inv.link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
                ${inv.seat === this.mine
                  ? html`<button class="primary" data-take-seat @click=${() => this.go(inv.link!)}>Take my seat</button>`
                  : html`<button @click=${() => void navigator.clipboard?.writeText(inv.link!)}>Copy</button>`}
              </div>`
            : html`<div class="link"><span>${playerLabel(inv.seat)}</span><span>${botName(this.request.seats[inv.seat])}</span><span></span></div>`,
        )}
        <div class="link">
          <span>Spectators</span>
          <input readonly aria-label="Spectator link" data-spectator .value=${c.spectator} />
          <button @click=${() => this.go(c.spectator)}>Watch</button>
        </div>
      </fieldset>`;
  }

  private setKind(p: number, k: "open" | "reserved") {
    this.kinds = this.kinds.map((x, i) => (i === p ? k : x));
  }

  private setName(p: number, name: string) {
    this.names = this.names.map((x, i) => (i === p ? name : x));
  }

  private go(link: string) {
    location.assign(link);
  }

  /** Who a chosen seed is shown as chosen by: the creator's own seat's name, else "the creator". */
  private seederName(): string {
    const mine = this.names[this.mine]?.trim();
    const c = mine ? checkName(mine) : undefined;
    return c?.ok ? c.name : "the creator";
  }

  private async create() {
    // The server refuses the same names; saying so here names the seat and spares a round trip.
    for (const [p, raw] of this.names.entries()) {
      const c = raw.trim() ? checkName(raw) : undefined;
      if (c && !c.ok) {
        this.error = `${playerLabel(p)}'s name: ${c.error}.`;
        return;
      }
    }
    this.error = "";
    this.busy = true;
    const seats: SeatSpec[] = this.request.seats.map((k, p) => {
      const name = this.names[p]?.trim();
      if (k !== "human") return { kind: "bot", bot: k === "bot" ? "auto" : k };
      return { kind: this.kinds[p] ?? "open", ...(name ? { name } : {}) };
    });
    const { setup } = this.request;
    const seed = this.ownSeed ? { seed: setup.seed >>> 0, seededBy: this.seederName() } : {};
    const r = await createTable({ game: this.request.game, players: setup.players, ...seed, options: setup.options ?? {}, seats });
    this.busy = false;
    if (!r.ok) {
      this.error = asSentence(r.error);
      return;
    }
    const mine = r.value.seats.find((s) => s.seat === this.mine);
    if (mine?.token) rememberToken(r.value.id, mine.token);
    this.created = {
      id: r.value.id,
      invites: r.value.seats.map((s) => (s.invite ? { seat: s.seat, link: absoluteLink(s.invite) } : { seat: s.seat })),
      spectator: absoluteLink(r.value.spectator),
    };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "online-create": OnlineCreate;
  }
}
