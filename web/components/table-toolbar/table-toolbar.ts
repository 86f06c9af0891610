import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { theme } from "../../theme.js";
import { readJsonFile } from "../../session/save-files.js";

/** Bot speeds on offer: delay in milliseconds between two bot moves. */
export const SPEEDS: { label: string; ms: number }[] = [
  { label: "Slow", ms: 1200 },
  { label: "Normal", ms: 500 },
  { label: "Fast", ms: 150 },
  { label: "Instant", ms: 0 },
];

/**
 * The bar above the table: game title, new game, undo, the score sheet, and a menu (inline on wide
 * screens) with save, load, share, replay and bot speed. Every button is at least 44 px high.
 * @event toolbar - `detail.action` is one of lobby, undo, scores, save, share, replay; `detail.json` comes with load; `detail.speed` with speed.
 */
@customElement("table-toolbar")
export class TableToolbar extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; }
      .bar { position: relative; display: flex; align-items: center; gap: 6px; min-height: 52px; padding: 4px 8px; background: var(--ink); color: #fff; }
      button, select, .file { background: #2f3944; color: #fff; border: 1px solid #56616d; border-radius: 6px; min-height: 44px; min-width: 44px; font: inherit;
        padding: 3px 10px; white-space: nowrap; }
      button:disabled { opacity: 0.55; }
      .title { font-weight: 700; font-size: inherit; margin: 0 auto 0 0; min-width: 0; line-height: 1.15; overflow-wrap: anywhere; }
      .moves { color: #c5ccd3; font-size: 13px; white-space: nowrap; }
      .file { cursor: pointer; display: inline-flex; align-items: center; text-decoration: none; }
      .file input { width: 0; height: 0; opacity: 0; position: absolute; }
      .file:focus-within { outline: 3px solid #8fc3ff; }
      .menu { display: flex; align-items: center; gap: 6px; }
      .menu label.speed { display: inline-flex; align-items: center; gap: 4px; white-space: nowrap; }
      .more { display: none; }
      @media (max-width: 999px) {
        .more { display: inline-block; }
        .menu { display: none; position: absolute; right: 6px; top: calc(100% + 2px); z-index: 20; flex-direction: column; align-items: stretch;
          padding: 8px; background: var(--ink); border-radius: 0 0 8px 8px; box-shadow: 0 8px 20px rgba(0, 0, 0, 0.35); min-width: 180px; }
        .menu.open { display: flex; }
      }
      @media (max-width: 599px) {
        .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        .bar { gap: 4px; padding: 4px 6px; }
        .title { font-size: 14px; }
        .moves { font-size: 12px; }
        button { padding: 3px 6px; }
      }
    `,
  ];

  /** The game's title. */
  @property() heading = "";
  /** Moves played so far. */
  @property({ type: Number }) moves = 0;
  /** Whether undo is allowed now. */
  @property({ type: Boolean }) canUndo = false;
  /** Why undo is not allowed now (its button's tooltip and description). */
  @property() undoNote = "";
  /** Whether the replay can be opened (the game is over). */
  @property({ type: Boolean }) canReplay = false;
  /** Whether the game is over (the score sheet can be reopened). */
  @property({ type: Boolean }) over = false;
  /** The game's latest balance report (dev server only; empty hides the link). */
  @property() report = "";
  /** Current bot delay in ms. */
  @property({ type: Number }) speed = 500;
  @state() private open = false;

  override render() {
    const undoTip = this.canUndo ? "Take back your last choice (U)" : this.undoNote || "Nothing to take back";
    return html`<div class="bar" role="toolbar" aria-label="Game controls">
      <h1 class="title">${this.heading}</h1>
      <span class="moves" aria-live="off">${this.moves} move${this.moves === 1 ? "" : "s"}</span>
      <button @click=${() => this.fire("lobby")} title="Back to the lobby" data-action="lobby">⌂<span class="label"> New game</span></button>
      <button @click=${() => this.fire("undo")} ?disabled=${!this.canUndo} title=${undoTip} data-action="undo">↶<span class="label"> Undo</span></button>
      ${this.over ? html`<button @click=${() => this.fire("scores")} data-action="scores" title="Open the score sheet">★<span class="label"> Scores</span></button>` : nothing}
      <button class="more" aria-expanded=${this.open ? "true" : "false"} aria-controls="menu" @click=${() => (this.open = !this.open)} aria-label="More: save, load, share, replay, bot speed">☰</button>
      <div class=${`menu${this.open ? " open" : ""}`} id="menu">
        <button @click=${() => this.fire("save")} title="Download the game as a JSON file" data-action="save">⤓ Save</button>
        <label class="file" title="Load a saved game (JSON)">⤒ Load<input type="file" accept=".json,application/json" @change=${this.load} data-action="load" /></label>
        <button @click=${() => this.fire("share")} title="Copy a link holding the seed and the moves" data-action="share">⇪ Share</button>
        <button @click=${() => this.fire("replay")} ?disabled=${!this.canReplay} title="Step through the whole game" data-action="replay">▶ Replay</button>
        ${this.report ? html`<a class="file" href=${this.report} target="_blank" rel="noopener" data-action="balance-report" title="The latest \`menagerie balance\` report of this game (opens in a new tab)">📊 Balance report</a>` : nothing}
        <label class="speed">Bots
          <select @change=${(e: Event) => this.dispatch({ action: "speed", speed: Number((e.target as HTMLSelectElement).value) })} data-action="speed" aria-label="Bot speed">
            ${SPEEDS.map((s) => html`<option value=${s.ms} ?selected=${s.ms === this.speed}>${s.label}</option>`)}
          </select>
        </label>
      </div>
    </div>`;
  }

  private fire(action: string) {
    this.open = false;
    this.dispatch({ action });
  }

  private dispatch(detail: Record<string, unknown>) {
    this.dispatchEvent(new CustomEvent("toolbar", { detail, bubbles: true, composed: true }));
  }

  private async load(e: Event) {
    this.open = false;
    const read = await readJsonFile(e);
    if (read) this.dispatch({ action: "load", json: read.json, name: read.name });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "table-toolbar": TableToolbar;
  }
}
