import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { counterText } from "../../../runtime/index.js";
import type { PlayerView, Program, StateValue } from "../../../runtime/index.js";
import type { NumberedOption } from "../../session/numbered-options.js";
import { zoneInPlay, type TableLayout, type ZoneLayout } from "../../session/table-layout.js";
import { changedComponents } from "../../session/view-changes.js";
import { componentBoxes } from "../../session/deep-dom.js";
import { theme } from "../../theme.js";
import type { CardMarks } from "../zone-view/zone-view.js";
import type { ScoreLine } from "../score-sheet/score-sheet.js";
import type { ZoomPane } from "../zoom-pane/zoom-pane.js";
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
import "../game-card/game-card.js";
import "../zoom-pane/zoom-pane.js";

/**
 * The table for one seat's view: the prompt, the boards, the seat's own area, the other seats, the
 * shared zones and the log. Wide screens put the others, the shared zones and the log in a side
 * column; narrow ones stack everything, the prompt first and the seat's own area next.
 * @event close-sheet - the player closed the score sheet.
 */
@customElement("game-table")
export class GameTable extends LitElement {
  static override styles = [
    theme,
    css`
      :host { position: relative; display: grid; grid-template-columns: minmax(0, 1fr) minmax(260px, 320px); gap: 10px; align-items: start; }
      .main, .side { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
      /* As tall as the side column, so the sticky prompt stays on screen however far the page scrolls. */
      .main { align-self: stretch; }
      decision-prompt { position: sticky; top: 0; z-index: 3; }
      .others { display: flex; flex-direction: column; gap: 6px; }
      .boards { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; min-width: 0; }
      .boards > zoom-pane { flex: 1 1 360px; }
      .boards > * { max-width: 100%; min-width: 0; }
      track-view { overflow-x: auto; }
      .stack { display: flex; flex-direction: column; gap: 6px; }
      .shared { display: flex; flex-wrap: wrap; gap: 5px; align-content: flex-start; padding: 6px; border-radius: var(--radius); background: var(--felt); }
      .shared h2 { flex-basis: 100%; margin: 0; font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
      .counters { display: flex; gap: 6px; flex-wrap: wrap; font-size: 13px; flex-basis: 100%; }
      .counter { border: 1px solid var(--line); background: var(--paper); border-radius: 10px; padding: 0 8px; }
      /* The log is always at hand: first in the side column and sticky on a laptop, a drawer on a phone. */
      .log-box { display: flex; flex-direction: column; order: -1; position: sticky; top: 0; z-index: 2; background: var(--background, #eef0f2); }
      .log-box game-log { height: 260px; }
      .log-close, .log-toggle { display: none; }
      .legend { display: flex; flex-wrap: wrap; gap: 4px 10px; font-size: 12px; padding: 4px 8px; background: var(--paper); border: 1px solid var(--line);
        border-radius: var(--radius); }
      .legend h3 { flex-basis: 100%; margin: 0; font-size: 12px; text-transform: uppercase; color: var(--muted); }
      .legend span { display: inline-flex; align-items: center; gap: 4px; }
      .swatch { display: inline-grid; place-items: center; width: 22px; height: 18px; border-radius: 4px; border: 1px solid var(--line);
        background-size: cover; font-size: 12px; }
      [hidden] { display: none !important; }
      .sheet { position: fixed; z-index: 20; left: 50%; top: 64px; transform: translateX(-50%); width: min(820px, calc(100vw - 16px));
        max-height: calc(100vh - 80px); overflow: auto; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35); border-radius: 12px; }
      /* Floated and sticky: the title wraps beside it, never under it, and it stays at hand while the sheet scrolls. */
      .sheet button.close { position: sticky; top: 8px; float: right; margin: 8px; min-height: 44px; z-index: 1; }
      .inspector { position: fixed; z-index: 15; right: 12px; bottom: 12px; pointer-events: none; filter: drop-shadow(0 10px 24px rgba(0, 0, 0, 0.35)); }
      @media (max-width: 899px) {
        :host { display: flex; flex-direction: column; align-items: stretch; gap: 8px; }
        .main, .side { display: contents; }
        decision-prompt { order: 1; }
        .mine { order: 2; }
        .boards { order: 3; }
        /* When the choices are on a board, the board comes right under the prompt. */
        :host(.on-board) .boards { order: 2; }
        :host(.on-board) .mine { order: 3; }
        .legend { order: 4; }
        .others { order: 5; }
        .shared { order: 6; }
        .log-box { display: none; }
        .log-box.open { display: flex; position: fixed; left: 0; right: 0; bottom: 0; top: auto; height: 65vh; z-index: 25; padding: 8px;
          background: var(--paper); box-shadow: 0 -8px 30px rgba(0, 0, 0, 0.3); border-radius: 12px 12px 0 0; }
        .log-box.open game-log { flex: 1; height: auto; }
        .log-close { display: block; align-self: flex-end; min-height: 44px; }
        .log-toggle { display: block; position: fixed; right: 10px; bottom: 10px; z-index: 24; min-height: 44px; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3); }
        .inspector { left: 50%; right: auto; transform: translateX(-50%); bottom: 8px; }
      }
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
  /** The options the game is played with: zones of modes and modules that are off are left out. */
  @property({ attribute: false }) gameOptions: Record<string, unknown> = {};
  /** Each seat's running score when the layout's score is a query; undefined otherwise. */
  @property({ attribute: false }) scores?: number[];
  /** Components the seat picked in a move still being made (e.g. the pawn about to move). */
  @property({ attribute: false }) selected: Set<number> = new Set();
  /** Components that decided the game (the winning line), marked once it is over. */
  @property({ attribute: false }) decisive: Set<number> = new Set();
  /** Whether the score sheet is open (at the end of the game). */
  @property({ type: Boolean }) sheetOpen = false;
  /** Why Undo is unavailable, shown in the prompt (empty when it is available). */
  @property() undoNote = "";
  /** Other people with an action on offer now (hot-seat reactions), passed to the prompt. */
  @property({ attribute: false }) reactions: { seat: number; label: string }[] = [];
  /** Whether the shown person asked for the screen to take an action on offer. */
  @property({ type: Boolean }) acting = false;
  /** Map destinations further than one move, reachable in one gesture: location → the moves on the way. */
  @property({ attribute: false }) paths: Map<number, unknown[]> = new Map();

  /** Components moved or changed by the last moves the seat saw. */
  @state() private last: Set<number> = new Set();
  @state() private inspected = -1;
  /** Whether the log drawer is open (phones). */
  @state() private logOpen = false;
  /** Where components were drawn before this update, for the move animation. */
  private boxesBefore?: Map<number, DOMRect>;
  /** The options last brought into view, so a re-render does not undo the player's own panning. */
  private revealed = "";

  protected override willUpdate(changed: PropertyValues<this>) {
    const old = changed.get("view") as PlayerView | undefined;
    // A card shown enlarged may have moved away from under the pointer: a new view puts it away.
    if (changed.has("view") && old) this.inspected = -1;
    if (changed.has("view") && old && this.view && old.seat === this.view.seat && old !== this.view) {
      const moved = changedComponents(old, this.view);
      if (moved.size || old.log.length !== this.view.log.length) this.last = moved;
      if (moved.size && this.isConnected && !reducedMotion()) this.boxesBefore = componentBoxes(this.renderRoot);
    } else if (changed.has("view") && old && old.seat !== this.view.seat) this.last = new Set();
  }

  protected override updated() {
    if (this.boxesBefore) {
      const before = this.boxesBefore;
      this.boxesBefore = undefined;
      void this.animateMoves(before, this.last);
    }
    const key = this.options.map((o) => `${o.decision.choice}=${String(o.option.value)}`).join("|") + [...this.paths.keys()].join(",");
    if (key === this.revealed) return;
    this.revealed = key;
    if (key) void this.revealChoice();
  }

  /** Components that moved slide from where they were to where they are (Web Animations API); off under reduced motion. */
  private async animateMoves(before: Map<number, DOMRect>, moved: Set<number>) {
    await new Promise((done) => requestAnimationFrame(done));
    const now = componentBoxes(this.renderRoot);
    for (const id of moved) {
      const a = before.get(id);
      const b = now.get(id);
      if (!b) continue;
      const el = findCid(this.renderRoot, id);
      if (!el) continue;
      if (a && (Math.abs(a.left - b.left) > 2 || Math.abs(a.top - b.top) > 2)) {
        el.animate([{ transform: `translate(${a.left - b.left}px, ${a.top - b.top}px)` }, { transform: "none" }], { duration: 320, easing: "ease-out" });
      } else {
        el.animate([{ transform: "scale(0.85)", opacity: 0.4 }, { transform: "none", opacity: 1 }], { duration: 260, easing: "ease-out" });
      }
    }
  }

  /** A new decision frames each board holding its choices on them (zoomed so each is a finger wide). */
  private async revealChoice() {
    await new Promise((done) => requestAnimationFrame(done));
    for (const pane of this.renderRoot.querySelectorAll<ZoomPane>("zoom-pane")) {
      const board = pane.querySelector("graph-map, polyomino-grid, board-view");
      if (board?.shadowRoot?.querySelector("[data-option], [data-path], [data-frame]")) pane.frame();
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
    const shared = Object.entries(v.counters).filter(([name, value]) => {
      const l = this.layout.counters[name];
      return !Array.isArray(value) && l?.kind !== "player" && !l?.hidden && (!l || zoneInPlay(l, this.gameOptions)) && !(l?.from !== undefined && typeof value === "number" && value < l.from);
    });
    const seats = Array.from({ length: v.players }, (_, p) => p);
    const inPlay = (z: ZoneLayout) => zoneInPlay(z, this.gameOptions);
    const sharedZones = this.layout.shared.filter(inPlay);
    const boards = sharedZones.filter((z) => z.board || z.graph || z.polyomino);
    const small = sharedZones.filter((z) => z.dice);
    const loose = sharedZones.filter((z) => !drawnZone(z) && !(z.hideEmpty && !((v.zones[z.name] as number[] | undefined)?.length)));
    const drawn = boards.length + small.length + this.layout.tracks.length > 0;
    const marked = new Set([...this.last, ...this.selected, ...this.decisive]);
    const onBoard = this.paths.size > 0 || boards.some((z) => ((v.zones[z.name] as number[] | undefined) ?? []).some((id) => options.has(id)));
    this.classList.toggle("on-board", onBoard);
    return html`${v.result && this.sheetOpen
        ? html`<div class="sheet" role="dialog" aria-label="Final scores">
            <button class="close" @click=${() => this.dispatchEvent(new CustomEvent("close-sheet", { bubbles: true, composed: true }))}>✕ Close</button>
            <score-sheet .result=${v.result} .players=${v.players} .seats=${this.seats} .breakdown=${this.breakdown} .lines=${this.lines}></score-sheet></div>`
        : nothing}
      <div class="main">
        <decision-prompt
          .options=${this.options}
          .seat=${v.seat}
          .human=${this.seats[v.seat] === "human"}
          .waitingFor=${v.waitingFor}
          .over=${v.result !== null}
          .undoNote=${this.undoNote}
          .lastLine=${lastSentence(this.lines)}
          .reactions=${this.reactions}
          .acting=${this.acting}
        ></decision-prompt>
        ${drawn
          ? html`<h2 class="sr">Boards</h2><div class="boards">
              ${boards.map((z) => html`<zoom-pane .label=${z.label}>${this.board(z, options, marked)}</zoom-pane>`)}
              ${this.layout.tracks.map((t) => html`<track-view .track=${t} .view=${v} .program=${this.program}></track-view>`)}
              ${small.length ? html`<div class="stack">${small.map((z) => this.board(z, options, marked))}</div>` : nothing}
            </div>`
          : nothing}
        ${this.layout.legend.length
          ? html`<div class="legend" aria-label="Map legend"><h3>Legend</h3>${this.layout.legend.map(
              (l) => html`<span><span class="swatch" aria-hidden="true" style=${`${l.color ? `background-color:${l.color};` : ""}${l.art ? `background-image:url("${l.art}");` : ""}`}
                >${l.art ? "" : (l.shape ?? "")}</span>${l.label}</span>`,
            )}</div>`
          : nothing}
        ${v.seat >= 0 ? html`<div class="mine">${this.panel(v.seat, marks, options, marked)}</div>` : nothing}
      </div>
      <div class="side">
        <div class="others">${seats.filter((p) => p !== v.seat).map((p) => this.panel(p, marks, options, marked))}</div>
        <section class="shared" aria-label="Shared area" ?hidden=${!shared.length && !loose.length}>
          <h2>Table</h2>
          ${shared.length
            ? html`<div class="counters">${shared.map(([n, value]) => html`<span class="counter">${this.layout.counters[n]?.label ?? n}: <b>${counterText(this.program, n, value as StateValue)}</b></span>`)}</div>`
            : nothing}
          ${loose.map(
            (z) => html`<zone-view
              .program=${this.program}
              .cardLayout=${this.layout.card}
              .label=${z.label}
              .kind=${z.kind}
              .ids=${(v.zones[z.name] as number[] | undefined) ?? []}
              .marks=${marks}
              .options=${options}
              .last=${marked}
              small
            ></zone-view>`,
          )}
        </section>
        <div class=${`log-box${this.logOpen ? " open" : ""}`} id="log-box">
          <button class="log-close" @click=${() => (this.logOpen = false)}>✕ Close the log</button>
          <game-log .lines=${this.lines} .players=${v.players}></game-log>
        </div>
      </div>
      <button class="log-toggle" aria-controls="log-box" aria-expanded=${this.logOpen ? "true" : "false"} @click=${() => (this.logOpen = !this.logOpen)}>☰ Log</button>
      ${this.inspected >= 0
        ? html`<div class="inspector" aria-hidden="true"><game-card large .program=${this.program} .layout=${this.layout.card} .cid=${this.inspected}></game-card></div>`
        : nothing}`;
  }

  override connectedCallback() {
    super.connectedCallback();
    this.addEventListener("card-inspect", this.onInspect as EventListener);
    // A tap anywhere puts away a card shown enlarged by a long press.
    this.addEventListener("pointerdown", () => (this.inspected = -1), { capture: true });
  }

  private readonly onInspect = (e: CustomEvent<{ cid: number }>) => {
    this.inspected = e.detail.cid;
  };

  /** A shared zone drawn as a board of its kind. */
  private board(z: ZoneLayout, options: Map<number, number>, marked: Set<number>) {
    const v = this.view;
    const ids = (v.zones[z.name] as number[] | undefined) ?? [];
    // One case per kind of zone (a tagged union): a new board kind fails the type check until it is drawn here.
    switch (z.kind) {
      case "graph":
        return html`<graph-map .program=${this.program} .graph=${z.graph} .card=${this.layout.card} .label=${z.label} .ids=${ids} .view=${v} .options=${options}
          .paths=${this.paths} .last=${marked}></graph-map>`;
      case "polyomino":
        return html`<polyomino-grid .program=${this.program} .grid=${z.polyomino} .card=${this.layout.card} .label=${z.label} .ids=${ids} .view=${v}
          .options=${options} .last=${marked}></polyomino-grid>`;
      case "dice":
        return html`<dice-tray .program=${this.program} .dice=${z.dice} .card=${this.layout.card} .label=${z.label} .ids=${ids} .view=${v} .options=${options}
          .last=${marked}></dice-tray>`;
      case "board":
        return html`<board-view .program=${this.program} .board=${z.board} .card=${this.layout.card} .attrs=${this.layout.attrs} .label=${z.label} .ids=${ids}
          .view=${v} .options=${options} .last=${marked} .selected=${this.selected} .decisive=${this.decisive}></board-view>`;
      case "deck":
      case "hand":
      case "tableau":
      case "market":
        return nothing;
      default: {
        const never: never = z;
        return never;
      }
    }
  }

  private panel(p: number, marks: Map<number, CardMarks>, options: Map<number, number>, marked: Set<number>) {
    return html`<player-panel
      .program=${this.program}
      .layout=${this.layout}
      .view=${this.view}
      .seat=${p}
      .kind=${this.seats[p] ?? "human"}
      ?compact=${p !== this.view.seat}
      .marks=${marks}
      .options=${options}
      .last=${marked}
      .gameOptions=${this.gameOptions}
      .scores=${this.scores}
    ></player-panel>`;
  }
}

/** Whether a zone is drawn in the board area rather than as cards. */
function drawnZone(z: ZoneLayout): boolean {
  return Boolean(z.board || z.graph || z.polyomino || z.dice);
}

function reducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The newest log sentence that is not a heading: what just happened. */
function lastSentence(lines: readonly string[]): string {
  for (let i = lines.length - 1; i >= 0; i--) if (!/^— .* —$/.test(lines[i]!)) return lines[i]!;
  return "";
}

function findCid(root: ParentNode, id: number): HTMLElement | undefined {
  for (const el of root.querySelectorAll<HTMLElement>("*")) {
    if (el.dataset?.cid === String(id)) return el;
    if (el.shadowRoot) {
      const hit = findCid(el.shadowRoot, id);
      if (hit) return hit;
    }
  }
  return undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    "game-table": GameTable;
  }
}
