import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameEntry, GameIndexEntry } from "../../session/game-entry.js";
import type { GameCatalog } from "../../session/game-catalog.js";
import type { StoredGame } from "../../session/autosave.js";
import { Engine, botDescription, botName, playerLabel } from "../../../runtime/index.js";
import type { GameSetup, OptionDef } from "../../../runtime/index.js";
import { SEAT_KINDS, type SeatKind } from "../../session/game-session.js";
import { defaultNames } from "../../session/seat-style.js";
import { words } from "../../session/table-layout.js";
import { formGroup, theme } from "../../theme.js";
import { readJsonFile } from "../../session/save-files.js";
import { CampaignStore } from "../../session/campaign-store.js";
import "../campaign-picker/campaign-picker.js";
import "../expansion-list/expansion-list.js";

/** What the lobby asks the table to start. */
export interface StartRequest {
  game: string;
  setup: GameSetup;
  seats: SeatKind[];
  /** Each seat's name at the table (people's as typed, bots' by their level). */
  names?: string[];
  /** The person holding each seat (several seats may share one); absent: one person per seat. */
  holders?: number[];
  /** The stored campaign the game is played in (its record is in `setup.campaign`). */
  campaign?: string;
}

/**
 * Choosing a game, its options, the seats (human or bot) and the seed; resuming or deleting a game
 * kept in the browser; or loading a saved game. A game's program is loaded when it is chosen.
 * @event start-game - `detail` is a StartRequest.
 * @event resume-game - `detail` is `{id}` of a kept game.
 * @event delete-game - `detail` is `{id}` of a kept game.
 * @event load-game - `detail` is `{json}`, the parsed save file.
 * @event create-online - `detail` is a StartRequest, for a table on the game server (web/online/).
 */
@customElement("game-lobby")
export class GameLobby extends LitElement {
  static override styles = [
    theme,
    formGroup,
    css`
      :host { display: block; max-width: 760px; margin: 16px auto; }
      .kept { display: grid; gap: 6px; }
      .kept-game { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; }
      .kept-game span { flex: 1 1 180px; }
      button, select, input[type="number"], .game { min-height: 44px; }
      @media (max-width: 599px) { .row { grid-template-columns: 1fr; gap: 2px; } h1 { font-size: 24px; } }
      h1 { margin: 0 0 4px; font-size: 28px; }
      .sub { color: var(--muted); margin: 0 0 18px; }
      .games { display: grid; gap: 6px; }
      .game { display: flex; gap: 8px; align-items: center; padding: 6px 8px; border: 1px solid var(--line); border-radius: 6px; }
      .game.selected { border: 2px solid var(--accent); background: var(--accent-soft); }
      .row { display: grid; grid-template-columns: 200px 1fr; gap: 8px; align-items: center; margin: 6px 0; }
      .row small { display: block; color: var(--muted); }
      .seats { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 6px; }
      .seats .level { display: block; color: #555; font-size: 12px; line-height: 1.3; }
      .seats label { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
      .seats select, .seats input.name { width: 100%; min-width: 0; }
      input.name { font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; min-height: 44px; }
      /* Fields never run past their box on a phone. */
      input, select { max-width: 100%; box-sizing: border-box; }
      .row > * { min-width: 0; }
      select, input[type="number"] { font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; min-height: 32px; }
      .actions { display: flex; gap: 10px; align-items: center; }
      .start { font-size: 18px; padding: 8px 28px; background: var(--accent); color: #fff; border-color: var(--accent); }
      .error { color: #a00; white-space: pre-wrap; border-left: 4px solid #a00; padding-left: 8px; }
      .error.content { font-family: ui-monospace, monospace; font-size: 12px; overflow-x: auto; }
      .actions { flex-wrap: wrap; }
    `,
  ];

  /** Games that compiled (the catalogue's list). */
  @property({ attribute: false }) games: GameIndexEntry[] = [];
  /** Loads the chosen game's program. */
  @property({ attribute: false }) catalog?: GameCatalog;
  /** Unfinished games kept in the browser. */
  @property({ attribute: false }) kept: StoredGame[] = [];
  /** Games left out because of content errors. */
  @property({ attribute: false }) contentErrors: { game: string; message: string }[] = [];
  /** A message to show (e.g. why a start or a load was refused). */
  @property() error = "";
  /** Whether a game server is behind the page, so online tables can be created. */
  @property({ type: Boolean }) online = false;

  @state() private game = "";
  @state() private players = 2;
  @state() private seats: SeatKind[] = [];
  /** Names typed for people's seats (empty: the default). */
  @state() private names: string[] = [];
  @state() private seed = randomSeed();
  @state() private options: Record<string, string> = {};
  @state() private holders: number[] = [];
  @state() private campaign = "";
  /** Where campaigns are kept. */
  @property({ attribute: false }) campaigns = new CampaignStore();
  /** The chosen game's loaded entry (undefined while it loads). */
  @state() private loaded?: GameEntry;
  private engines = new Map<string, Engine>();

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has("games") && !this.games.some((g) => g.game === this.game) && this.games[0]) this.selectGame(this.games[0].game);
  }

  override render() {
    const entry = this.entry();
    return html`<h1>Menagerie</h1>
      <p class="sub">Pick a game, seat people and bots, and play.</p>
      ${this.kept.length
        ? html`<fieldset data-testid="kept-games">
            <legend>Unfinished games</legend>
            <div class="kept">
              ${this.kept.map(
                (k) => html`<div class="kept-game">
                  <span><b>${k.title}</b> · ${k.save.setup.players} player${k.save.setup.players === 1 ? "" : "s"} · move ${k.moves} · ${new Date(k.updated).toLocaleString()}</span>
                  <button class="legal" data-resume=${k.id} @click=${() => this.fire("resume-game", { id: k.id })} aria-label=${`Resume ${k.title} at move ${k.moves}`}>Resume</button>
                  <button data-delete=${k.id} @click=${() => this.fire("delete-game", { id: k.id })} aria-label=${`Delete the game of ${k.title} at move ${k.moves}`}>Delete</button>
                </div>`,
              )}
            </div>
          </fieldset>`
        : nothing}
      <fieldset>
        <legend>Game</legend>
        <div class="games" role="radiogroup" aria-label="Game">
          ${this.games.map(
            (g) => html`<label class=${`game${g.game === this.game ? " selected" : ""}`}>
              <input type="radio" name="game" .checked=${g.game === this.game} @change=${() => this.selectGame(g.game)} value=${g.game} />
              <b>${g.title}</b> <small>(${g.players.min === g.players.max ? g.players.min : `${g.players.min}–${g.players.max}`} player${g.players.max === 1 ? "" : "s"})</small>
            </label>`,
          )}
          ${this.games.length ? nothing : html`<p>No game compiled. Run <code>npx menagerie validate &lt;game&gt;</code> to see why.</p>`}
        </div>
        ${this.contentErrors.map((e) => html`<p class="error content">${e.game} has content errors and is left out:\n${e.message}</p>`)}
      </fieldset>
      ${entry ? this.setupForm(entry) : nothing}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <div class="actions">
        <button class="start" ?disabled=${!entry} @click=${() => this.start()}>${entry || !this.game ? "Start game" : "Loading the game…"}</button>
        ${this.online ? html`<button ?disabled=${!entry} @click=${() => this.start("create-online")}>Create online table</button>` : nothing}
        <label>Load a saved game <input type="file" accept=".json,application/json" @change=${this.load} data-testid="load-lobby" /></label>
      </div>`;
  }

  private setupForm(entry: GameEntry) {
    const { min, max } = entry.program.players;
    const defaults = this.defaults(entry);
    return html`<fieldset>
        <legend>Players and seed</legend>
        <div class="row">
          <label for="players">Players</label>
          <select id="players" @change=${(e: Event) => this.setPlayers(Number((e.target as HTMLSelectElement).value))}>
            ${range(min, max).map((n) => html`<option value=${n} ?selected=${n === this.players}>${n}</option>`)}
          </select>
        </div>
        <div class="seats">
          ${this.seats.map(
            (k, p) => html`<label>${playerLabel(p)}
              <select data-seat=${p} @change=${(e: Event) => this.setSeat(p, (e.target as HTMLSelectElement).value as SeatKind)}>
                ${seatChoices(entry.program).map((c) => html`<option value=${c.kind} ?selected=${k === c.kind} title=${c.description}>${c.label}</option>`)}
              </select>${k === "human"
                ? html`<input class="name" type="text" data-name=${p} maxlength="24" aria-label=${`Name of ${playerLabel(p)}`} placeholder=${playerLabel(p)}
                    .value=${this.names[p] ?? ""} @input=${(e: Event) => this.setName(p, (e.target as HTMLInputElement).value)} />`
                : html`<small class="bot-name">${defaultNames(this.seats)[p]}</small><small class="level" data-level=${p}>${botDescription(k === "bot" ? "auto" : k)}</small>`}${this.holderField(p)}</label>`,
          )}
        </div>
        <div class="row">
          <label for="seed">Seed <small>same seed, same shuffles</small></label>
          <span><input id="seed" type="number" .value=${String(this.seed)} @change=${(e: Event) => (this.seed = Number((e.target as HTMLInputElement).value) | 0)} />
            <button @click=${() => (this.seed = randomSeed())}>New seed</button></span>
        </div>
      </fieldset>
      ${plainOptions(entry.program).length
        ? html`<fieldset>
            <legend>Options</legend>
            ${plainOptions(entry.program).map((o) => this.optionField(entry, o, defaults[o.name]))}
          </fieldset>`
        : nothing}
      <expansion-list .program=${entry.program} .on=${Object.keys(this.options).filter((k) => this.options[k] === "true")}
        @expansion-toggle=${(e: CustomEvent<{ name: string; on: boolean }>) => {
          this.options = { ...this.options, [e.detail.name]: e.detail.on ? "true" : "" };
          this.fitPlayers(entry);
        }}></expansion-list>
      <campaign-picker .program=${entry.program} .store=${this.campaigns} .selected=${this.campaign}
        @campaign-change=${(e: CustomEvent<{ id: string }>) => (this.campaign = e.detail.id)}></campaign-picker>`;
  }

  /** For a person's seat after another person's: who plays it (its own player, or the person of an earlier seat). */
  private holderField(p: number) {
    const earlier = this.seats.flatMap((k, q) => (k === "human" && q < p ? [q] : []));
    if (this.seats[p] !== "human" || !earlier.length) return nothing;
    const held = this.holders[p] ?? p;
    return html`<select data-holder=${p} aria-label=${`Who plays ${playerLabel(p)}`} @change=${(e: Event) => this.setHolder(p, Number((e.target as HTMLSelectElement).value))}>
      <option value=${p} ?selected=${held === p}>its own player</option>
      ${earlier.map((q) => html`<option value=${this.holders[q] ?? q} ?selected=${held === (this.holders[q] ?? q)}>whoever plays ${playerLabel(q)}</option>`)}
    </select>`;
  }

  private setHolder(p: number, holder: number) {
    const next = this.seats.map((_, q) => this.holders[q] ?? q);
    next[p] = holder;
    this.holders = next;
  }

  private optionField(entry: GameEntry, o: OptionDef, def: unknown) {
    const id = `opt-${o.name}`;
    const value = this.options[o.name] ?? "";
    const set = (v: string) => {
      this.options = { ...this.options, [o.name]: v };
      this.fitPlayers(entry);
    };
    const label = html`<label for=${id}>${words(o.name)}${o.description ? html`<small>${o.description}</small>` : nothing}</label>`;
    if (o.type.kind === "bool") {
      return html`<div class="row">${label}<select id=${id} @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}>
        <option value="" ?selected=${value === ""}>default (${def ? "yes" : "no"})</option>
        <option value="true" ?selected=${value === "true"}>yes</option>
        <option value="false" ?selected=${value === "false"}>no</option>
      </select></div>`;
    }
    if (o.type.kind === "enum") {
      const members = entry.program.enums[o.type.name] ?? [];
      return html`<div class="row">${label}<select id=${id} @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}>
        <option value="" ?selected=${value === ""}>default (${typeof def === "string" ? words(def) : String(def)})</option>
        ${members.map((m) => html`<option value=${m} ?selected=${value === m}>${words(m)}</option>`)}
      </select></div>`;
    }
    if (o.type.kind === "int") {
      return html`<div class="row">${label}<input id=${id} type="number" min=${o.type.min ?? ""} max=${o.type.max ?? ""} placeholder=${`default (${String(def)})`}
        .value=${value} @change=${(e: Event) => set((e.target as HTMLInputElement).value)} /></div>`;
    }
    return html`<div class="row">${label}<input id=${id} placeholder=${`default (${String(def)})`} .value=${value}
      @change=${(e: Event) => set((e.target as HTMLInputElement).value)} /></div>`;
  }

  private entry(): GameEntry | undefined {
    return this.loaded?.game === this.game ? this.loaded : undefined;
  }

  private selectGame(game: string) {
    this.game = game;
    this.options = {};
    this.campaign = "";
    const item = this.games.find((g) => g.game === game);
    if (item) this.setPlayers(Math.min(Math.max(this.players, item.players.min), item.players.max));
    void this.catalog?.load(game).then((e) => {
      if (e && this.game === game) {
        this.loaded = e;
        this.fitPlayers(e);
      }
    });
  }

  /**
   * An option that needs another player count (solo, or an expansion that allows more players, switched
   * off) sets it: the count nearest the chosen one that the rules accept with the options chosen.
   */
  private fitPlayers(entry: GameEntry) {
    const engine = this.engine(entry);
    const options = this.chosenOptions(entry);
    if (engine.start({ players: this.players, seed: 1, options }).ok) return;
    const { min, max } = entry.program.players;
    const fits = range(min, max)
      .filter((n) => engine.start({ players: n, seed: 1, options }).ok)
      .sort((a, b) => Math.abs(a - this.players) - Math.abs(b - this.players))[0];
    if (fits !== undefined) this.setPlayers(fits);
  }

  private engine(entry: GameEntry): Engine {
    let engine = this.engines.get(entry.game);
    if (!engine) this.engines.set(entry.game, (engine = new Engine(entry.program)));
    return engine;
  }

  private fire(name: string, detail: unknown) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private setPlayers(n: number) {
    this.players = n;
    this.seats = Array.from({ length: n }, (_, p) => this.seats[p] ?? (p === 0 ? "human" : "bot"));
  }

  private setSeat(p: number, kind: SeatKind) {
    this.seats = this.seats.map((k, i) => (i === p ? kind : k));
    // A seat that is no longer a person's is nobody's to hold, and nobody holds seats through it.
    if (kind !== "human") this.holders = this.seats.map((_, q) => (q === p || this.holders[q] === p ? q : (this.holders[q] ?? q)));
  }

  /** Option values as the engine would set them from what is filled in so far (a default may depend on the campaign chosen). */
  private defaults(entry: GameEntry): Record<string, unknown> {
    const engine = this.engine(entry);
    const record = this.campaign ? this.campaigns.record(entry.program, this.campaign) : undefined;
    const r = engine.start({ players: this.players, seed: 1, options: this.chosenOptions(entry), ...(record?.ok ? { campaign: record.state } : {}) });
    if (r.ok) return r.state.opts;
    const bare = engine.start({ players: this.players, seed: 1 });
    return bare.ok ? bare.state.opts : {};
  }

  private chosenOptions(entry: GameEntry): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const o of entry.program.options) {
      const v = this.options[o.name];
      if (v === undefined || v === "") continue;
      out[o.name] = o.type.kind === "bool" ? v === "true" : o.type.kind === "int" ? Number(v) : v;
    }
    return out;
  }

  private setName(p: number, name: string) {
    const next = [...this.names];
    next[p] = name;
    this.names = next;
  }

  private start(event: "start-game" | "create-online" = "start-game") {
    const entry = this.entry();
    if (!entry) return;
    const setup: GameSetup = { players: this.players, seed: this.seed, options: this.chosenOptions(entry) };
    if (this.campaign) {
      const record = this.campaigns.record(entry.program, this.campaign);
      if (!record.ok) {
        this.error = `The campaign cannot be played: ${record.error.message}`;
        return;
      }
      setup.campaign = record.state;
    }
    const holders = this.seats.map((_, p) => (this.seats[p] === "human" ? (this.holders[p] ?? p) : p));
    const detail: StartRequest = {
      game: entry.game,
      setup,
      seats: [...this.seats],
      names: defaultNames(this.seats).map((d, p) => (this.seats[p] === "human" ? this.names[p]?.trim() || d : d)),
      ...(holders.some((h, p) => h !== p) ? { holders } : {}),
      ...(this.campaign ? { campaign: this.campaign } : {}),
    };
    this.dispatchEvent(new CustomEvent<StartRequest>(event, { detail, bubbles: true, composed: true }));
  }

  private async load(e: Event) {
    const read = await readJsonFile(e);
    if (!read) return;
    if (read.json === undefined) {
      this.error = `${read.name} is not a JSON file`;
      return;
    }
    this.dispatchEvent(new CustomEvent("load-game", { detail: { json: read.json }, bubbles: true, composed: true }));
  }
}

/** Options other than expansions' (those are listed with their descriptions by expansion-list). */
function plainOptions(program: { options: OptionDef[]; expansions?: { name: string }[] }): OptionDef[] {
  return program.options.filter((o) => !program.expansions?.some((x) => x.name === o.name));
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

/** A fresh seed for a new game. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

declare global {
  interface HTMLElementTagNameMap {
    "game-lobby": GameLobby;
  }
}

/** The seat kinds offered for a game: a person, then every bot level (the planner only when the game gives it a heuristic). */
function seatChoices(program: { heuristic?: unknown }): { kind: SeatKind; label: string; description: string }[] {
  const bots = SEAT_KINDS.filter((k) => k !== "human" && (k !== "planner" || program.heuristic));
  return [{ kind: "human" as SeatKind, label: "Human", description: "" }, ...bots.map((kind) => ({ kind, label: botName(kind), description: botDescription(kind === "bot" ? "auto" : kind) }))];
}
