import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { counterText } from "../../../runtime/index.js";
import type { PlayerView, Program, StateValue } from "../../../runtime/index.js";
import type { NumberedOption } from "../../session/numbered-options.js";
import type { TableLayout, ZoneLayout } from "../../session/table-layout.js";
import { theme } from "../../theme.js";
import type { CardMarks } from "../zone-view/zone-view.js";
import type { ScoreLine } from "../score-sheet/score-sheet.js";
import "../zone-view/zone-view.js";
import "../board-view/board-view.js";
import "../graph-map/graph-map.js";
import "../polyomino-grid/polyomino-grid.js";
import "../track-view/track-view.js";
import "../dice-tray/dice-tray.js";
import "../player-panel/player-panel.js";
import "../decision-prompt/decision-prompt.js";
import "../game-log/game-log.js";
import "../score-sheet/score-sheet.js";

/** The table for one seat's view: shared zones, the other seats, the seat's own area, prompt and log. */
@customElement("game-table")
export class GameTable extends LitElement {
  static override styles = [
    theme,
    css`
      :host { position: relative; display: grid; grid-template-columns: minmax(0, 1fr) 320px; gap: 10px; min-height: 0; height: 100%; }
      .main, .side { display: flex; flex-direction: column; gap: 6px; min-width: 0; min-height: 0; }
      .others { flex: 0 0 auto; display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 6px; }
      .mine { flex: 1 1 auto; min-height: 0; overflow-y: auto; }
      /* Boards keep a readable height (a whole map on a large screen); the seat's own area scrolls instead. */
      .boards { flex: 1 1 auto; min-height: min(440px, 45%); overflow: auto; display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-start; }
      .stack { display: flex; flex-direction: column; gap: 6px; }
      .mine.beside-board { flex: 0 1 auto; max-height: 40%; min-height: 110px; }
      .shared { flex: 0 1 auto; max-height: 58%; overflow-y: auto; display: flex; flex-wrap: wrap; gap: 5px; align-content: flex-start;
        padding: 6px; border-radius: var(--radius); background: var(--felt); }
      .shared > h3, game-log::part(title) { margin: 0; }
      .shared h3 { flex-basis: 100%; margin: 0; font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
      .counters { display: flex; gap: 6px; flex-wrap: wrap; font-size: 13px; flex-basis: 100%; }
      .counter { border: 1px solid var(--line); background: var(--paper); border-radius: 10px; padding: 0 8px; }
      game-log { flex: 1 1 0; min-height: 160px; }
      [hidden] { display: none !important; }
      .sheet { position: absolute; z-index: 2; left: 50%; top: 90px; transform: translateX(-50%); width: min(820px, 90vw);
        box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35); border-radius: 12px; }
      .sheet button { position: absolute; right: 10px; top: 10px; }
    `,
  ];

  /** The program being played. */
  @property({ attribute: false }) program!: Program;
  /** The table layout. */
  @property({ attribute: false }) layout!: TableLayout;
  /** The shown seat's view: all the table ever renders. */
  @property({ attribute: false }) view!: PlayerView;
  /** Log sentences for the shown seat. */
  @property({ attribute: false }) lines: string[] = [];
  /** Seat kinds. */
  @property({ attribute: false }) seats: string[] = [];
  /** The shown seat's legal options (empty when it is not theirs to move). */
  @property({ attribute: false }) options: NumberedOption[] = [];
  /** Breakdown lines for the score sheet. */
  @property({ attribute: false }) breakdown: ScoreLine[] = [];
  /** Other people with an action on offer now (hot-seat reactions), passed to the prompt. */
  @property({ attribute: false }) reactions: { seat: number; label: string }[] = [];
  /** Whether the shown person asked for the screen to take an action on offer. */
  @property({ type: Boolean }) acting = false;
  /** Whether the player closed the score sheet to look at the table. */
  @state() private sheetClosed = false;

  /** The options last brought into view, so a re-render does not undo the player's own scrolling. */
  private revealed = "";

  protected override willUpdate() {
    if (!this.view?.result) this.sheetClosed = false;
  }

  protected override updated() {
    const key = this.options.map((o) => `${o.decision.choice}=${String(o.option.value)}`).join("|");
    if (key === this.revealed) return;
    this.revealed = key;
    if (key) void this.revealChoice();
  }

  /** On a small screen the board area scrolls: a new decision whose choices are on a board scrolls the first one into view. */
  private async revealChoice() {
    // Nested components render in later microtasks and change the area's height: measure after the next frame.
    await new Promise((done) => requestAnimationFrame(done));
    const area = this.renderRoot.querySelector<HTMLElement>(".boards");
    if (!area) return;
    for (const el of area.querySelectorAll<HTMLElement>("graph-map, polyomino-grid, dice-tray, board-view")) {
      const target = el.shadowRoot?.querySelector("[data-option]");
      if (!target) continue;
      const box = area.getBoundingClientRect();
      const r = target.getBoundingClientRect();
      if (r.top < box.top) area.scrollTop -= box.top - r.top + 8;
      else if (r.bottom > box.bottom) area.scrollTop += r.bottom - box.bottom + 8;
      if (r.left < box.left) area.scrollLeft -= box.left - r.left + 8;
      else if (r.right > box.right) area.scrollLeft += r.right - box.right + 8;
      return;
    }
  }

  override render() {
    const v = this.view;
    const marks = new Map<number, CardMarks>();
    for (const [name, ids] of Object.entries(v.marks)) {
      const l = this.layout.marks[name];
      for (const id of ids) {
        const m = marks.get(id) ?? { labels: [], sideways: false };
        m.labels.push(l?.label ?? name);
        m.sideways ||= l?.sideways ?? false;
        marks.set(id, m);
      }
    }
    const options = new Map<number, number>();
    for (const o of this.options) if (o.component !== undefined && !options.has(o.component)) options.set(o.component, o.n);
    const shared = Object.entries(v.counters).filter(([name, value]) => !Array.isArray(value) && this.layout.counters[name]?.kind !== "player" && !this.layout.counters[name]?.hidden);
    const seats = Array.from({ length: v.players }, (_, p) => p);
    const boards = this.layout.shared.filter((z) => z.board || z.graph || z.polyomino);
    const small = this.layout.shared.filter((z) => z.dice);
    const drawn = boards.length + small.length + this.layout.tracks.length > 0;
    return html`<div class="main">
        ${v.result && !this.sheetClosed
          ? html`<div class="sheet"><score-sheet .result=${v.result} .players=${v.players} .seats=${this.seats} .breakdown=${this.breakdown}></score-sheet>
              <button @click=${() => (this.sheetClosed = true)} aria-label="Close the score sheet">✕ Close</button></div>`
          : nothing}
        <decision-prompt
          .options=${this.options}
          .seat=${v.seat}
          .human=${this.seats[v.seat] === "human"}
          .waitingFor=${v.waitingFor}
          .over=${v.result !== null}
          .reactions=${this.reactions}
          .acting=${this.acting}
        ></decision-prompt>
        <div class="others">${seats.filter((p) => p !== v.seat).map((p) => this.panel(p, marks, options))}</div>
        ${drawn
          ? html`<div class="boards">
              ${boards.map((z) => this.board(z, options))}
              ${this.layout.tracks.map((t) => html`<track-view .track=${t} .view=${v}></track-view>`)}
              ${small.length ? html`<div class="stack">${small.map((z) => this.board(z, options))}</div>` : nothing}
            </div>`
          : nothing}
        ${v.seat >= 0 ? html`<div class=${`mine${drawn ? " beside-board" : ""}`}>${this.panel(v.seat, marks, options)}</div>` : nothing}
      </div>
      <div class="side">
        <section class="shared" aria-label="Shared area" ?hidden=${!shared.length && !this.layout.shared.some((z) => !drawnZone(z))}>
          <h3>Table</h3>
          ${shared.length
            ? html`<div class="counters">${shared.map(([n, value]) => html`<span class="counter">${this.layout.counters[n]?.label ?? n}: <b>${counterText(this.program, n, value as StateValue)}</b></span>`)}</div>`
            : nothing}
          ${this.layout.shared.filter((z) => !drawnZone(z)).map(
            (z) => html`<zone-view
              .program=${this.program}
              .cardLayout=${this.layout.card}
              .label=${z.label}
              .kind=${z.kind}
              .ids=${(v.zones[z.name] as number[] | undefined) ?? []}
              .marks=${marks}
              .options=${options}
              small
            ></zone-view>`,
          )}
        </section>
        <game-log .lines=${this.lines}></game-log>
      </div>`;
  }

  /** A shared zone drawn as a board of its kind. */
  private board(z: ZoneLayout, options: Map<number, number>) {
    const v = this.view;
    const ids = (v.zones[z.name] as number[] | undefined) ?? [];
    if (z.graph) {
      return html`<graph-map .program=${this.program} .graph=${z.graph} .card=${this.layout.card} .label=${z.label} .ids=${ids} .view=${v} .options=${options}></graph-map>`;
    }
    if (z.polyomino) {
      return html`<polyomino-grid .program=${this.program} .grid=${z.polyomino} .card=${this.layout.card} .label=${z.label} .ids=${ids} .view=${v}
        .options=${options}></polyomino-grid>`;
    }
    if (z.dice) {
      return html`<dice-tray .program=${this.program} .dice=${z.dice} .card=${this.layout.card} .label=${z.label} .ids=${ids} .view=${v} .options=${options}></dice-tray>`;
    }
    return html`<board-view .program=${this.program} .board=${z.board} .card=${this.layout.card} .attrs=${this.layout.attrs} .label=${z.label} .ids=${ids}
      .view=${v} .options=${options}></board-view>`;
  }

  private panel(p: number, marks: Map<number, CardMarks>, options: Map<number, number>) {
    return html`<player-panel
      .program=${this.program}
      .layout=${this.layout}
      .view=${this.view}
      .seat=${p}
      .kind=${this.seats[p] ?? "human"}
      ?compact=${p !== this.view.seat}
      .marks=${marks}
      .options=${options}
    ></player-panel>`;
  }
}

/** Whether a zone is drawn in the board area rather than as cards. */
function drawnZone(z: ZoneLayout): boolean {
  return Boolean(z.board || z.graph || z.polyomino || z.dice);
}

declare global {
  interface HTMLElementTagNameMap {
    "game-table": GameTable;
  }
}
