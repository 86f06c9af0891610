import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
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
 * The bar above the table: game title, new game, undo, save, load, share, replay and bot speed.
 * @event toolbar - `detail.action` is one of lobby, undo, save, share, replay; `detail.json` comes with load; `detail.speed` with speed.
 */
@customElement("table-toolbar")
export class TableToolbar extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; }
      .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; height: 48px; padding: 0 10px; background: var(--ink); color: #fff; }
      .bar button, .bar select, .file { background: #2f3944; color: #fff; border: 1px solid #56616d; border-radius: 6px; min-height: 32px; font: inherit; padding: 3px 10px; }
      .title { font-weight: 700; margin-right: auto; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
      .moves { color: #c5ccd3; font-size: 13px; }
      .file { cursor: pointer; display: inline-flex; align-items: center; }
      .file input { width: 0; height: 0; opacity: 0; position: absolute; }
      .file:focus-within { outline: 3px solid #8fc3ff; }
      .notice { flex-basis: 100%; }
    `,
  ];

  /** The game's title. */
  @property() heading = "";
  /** Moves played so far. */
  @property({ type: Number }) moves = 0;
  /** Whether undo is allowed now. */
  @property({ type: Boolean }) canUndo = false;
  /** Whether the replay can be opened (the game is over). */
  @property({ type: Boolean }) canReplay = false;
  /** Current bot delay in ms. */
  @property({ type: Number }) speed = 500;

  override render() {
    return html`<div class="bar" role="toolbar" aria-label="Game controls">
      <span class="title">${this.heading}</span>
      <span class="moves" aria-live="off">${this.moves} move${this.moves === 1 ? "" : "s"}</span>
      <button @click=${() => this.fire("lobby")} title="Back to the lobby">⌂ New game</button>
      <button @click=${() => this.fire("undo")} ?disabled=${!this.canUndo} title="Take back your last choice (U)" data-action="undo">↶ Undo</button>
      <button @click=${() => this.fire("save")} title="Download the game as a JSON file" data-action="save">⤓ Save</button>
      <label class="file" title="Load a saved game (JSON)">⤒ Load<input type="file" accept=".json,application/json" @change=${this.load} data-action="load" /></label>
      <button @click=${() => this.fire("share")} title="Copy a link holding the seed and the moves" data-action="share">⇪ Share</button>
      <button @click=${() => this.fire("replay")} ?disabled=${!this.canReplay} title="Step through the whole game" data-action="replay">▶ Replay</button>
      <label>Bots
        <select @change=${(e: Event) => this.dispatch({ action: "speed", speed: Number((e.target as HTMLSelectElement).value) })} data-action="speed" aria-label="Bot speed">
          ${SPEEDS.map((s) => html`<option value=${s.ms} ?selected=${s.ms === this.speed}>${s.label}</option>`)}
        </select>
      </label>
    </div>${nothing}`;
  }

  private fire(action: string) {
    this.dispatch({ action });
  }

  private dispatch(detail: Record<string, unknown>) {
    this.dispatchEvent(new CustomEvent("toolbar", { detail, bubbles: true, composed: true }));
  }

  private async load(e: Event) {
    const read = await readJsonFile(e);
    if (read) this.dispatch({ action: "load", json: read.json, name: read.name });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "table-toolbar": TableToolbar;
  }
}
