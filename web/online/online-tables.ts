import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { NAME_MAX_LENGTH, checkName } from "../../runtime/index.js";
import { asSentence } from "./as-sentence.js";
import { botName, playerLabel } from "../../runtime/index.js";
import type { GameIndexEntry } from "../session/game-entry.js";
import { formGroup, theme } from "../theme.js";
import { joinTable, listTables, serverAvailable, type OnlineTableSummary } from "./online-api.js";
import { rememberToken, rememberedToken } from "./online-links.js";

/**
 * The lobby's online part, shown only when a game server is behind the page: tables with open
 * seats to join or watch, and finished games to replay.
 * @event online - `detail` is `{available}`: whether a server answered (the lobby then offers online tables).
 */
@customElement("online-tables")
export class OnlineTables extends LitElement {
  static override styles = [
    theme,
    formGroup,
    css`
      :host { display: block; max-width: 760px; margin: 0 auto 24px; }
      ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
      li { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; }
      input { font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; min-height: 44px; }
      button, a.button { min-height: 44px; }
      a.button { display: inline-flex; align-items: center; padding: 0 10px; border: 1px solid var(--line); border-radius: 6px; color: inherit; text-decoration: none; }
      .error { color: #a00; }
      small { color: var(--muted); }
    `,
  ];

  /** Games compiled into the page, for their titles. */
  @property({ attribute: false }) games: GameIndexEntry[] = [];

  @state() private available = false;
  @state() private open: OnlineTableSummary[] = [];
  @state() private finished: OnlineTableSummary[] = [];
  @state() private name = "";
  @state() private error = "";
  private timer: ReturnType<typeof setInterval> | undefined;

  override connectedCallback() {
    super.connectedCallback();
    void this.refresh(true);
    this.timer = setInterval(() => void this.refresh(false), 5000);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  private async refresh(first: boolean) {
    if (first) {
      this.available = await serverAvailable();
      this.dispatchEvent(new CustomEvent("online", { detail: { available: this.available }, bubbles: true, composed: true }));
    }
    if (!this.available) return;
    const [o, f] = await Promise.all([listTables(false), listTables(true)]);
    if (o.ok) this.open = o.value.tables;
    if (f.ok) this.finished = f.value.tables;
  }

  override render() {
    if (!this.available) return nothing;
    return html`<fieldset>
        <legend>Online tables</legend>
        <label>Your name <input maxlength=${NAME_MAX_LENGTH} .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} data-testid="online-name" /></label>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        ${this.open.length ? html`<ul>${this.open.map((t) => this.row(t, false))}</ul>` : html`<p><small>No table is waiting. Create one above with “Create online table”.</small></p>`}
      </fieldset>
      ${this.finished.length
        ? html`<fieldset>
            <legend>Finished games</legend>
            <ul>${this.finished.map((t) => this.row(t, true))}</ul>
          </fieldset>`
        : nothing}`;
  }

  private row(t: OnlineTableSummary, done: boolean) {
    const title = this.games.find((g) => g.game === t.game)?.title ?? t.game;
    const mine = rememberedToken(t.id);
    return html`<li data-table=${t.id}>
      <b>${title}</b>
      <small>${t.moves} moves</small>
      ${t.seededBy ? html`<small data-seeded title="The seed was chosen, not drawn in secret: whoever chose it can know every hidden card.">seeded by ${t.seededBy}</small>` : nothing}
      ${t.seats.map(
        (s) => html`<span>${playerLabel(s.seat)}: ${s.kind === "bot" ? botName(s.bot) : s.joined ? (s.name ?? "taken") : s.kind === "open" ? html`<button data-join=${s.seat} @click=${() => this.join(t, s.seat)}>Join</button>` : "reserved"}</span>`,
      )}
      ${done
        ? html`<a class="button" href=${`./?table=${t.id}&replay=1`}>Replay</a>`
        : html`<a class="button" href=${`./?table=${t.id}`}>${mine ? "Back to my seat" : "Watch"}</a>`}
    </li>`;
  }

  private async join(t: OnlineTableSummary, seat: number) {
    // The server refuses the same names; saying so here spares a round trip and names the field.
    const typed = this.name.trim() ? checkName(this.name) : undefined;
    if (typed && !typed.ok) {
      this.error = `Your name: ${typed.error}.`;
      return;
    }
    const name = typed?.name ?? playerLabel(seat);
    const r = await joinTable(t.id, name, undefined, seat);
    if (!r.ok || !r.value.token) {
      this.error = r.ok ? "The server gave no seat." : asSentence(r.error);
      void this.refresh(false);
      return;
    }
    rememberToken(t.id, r.value.token);
    location.assign(`./?table=${t.id}`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "online-tables": OnlineTables;
  }
}
