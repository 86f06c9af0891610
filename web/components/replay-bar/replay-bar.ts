import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { seatName } from "../../session/seat-style.js";
import { theme } from "../../theme.js";

/**
 * Step-by-step controls over a finished game: first, back, forward, last, a slider and whose view.
 * @event replay - `detail` is `{index}` to move, `{seat}` to change the view, or `{exit: true}`.
 */
@customElement("replay-bar")
export class ReplayBar extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; }
      .bar { display: flex; align-items: center; gap: 8px; padding: 6px 10px; background: var(--accent-soft); border-bottom: 1px solid var(--line); }
      input[type="range"] { flex: 1; }
      .pos { font-variant-numeric: tabular-nums; min-width: 110px; }
    `,
  ];

  /** Moves shown so far (0 = the start). */
  @property({ type: Number }) index = 0;
  /** Moves in the whole game. */
  @property({ type: Number }) total = 0;
  /** Whose view is shown. */
  @property({ type: Number }) seat = 0;
  /** Number of seats. */
  @property({ type: Number }) players = 0;

  override render() {
    return html`<div class="bar" role="toolbar" aria-label="Replay">
      <b>Replay</b>
      <button @click=${() => this.go(0)} aria-label="First">⏮</button>
      <button @click=${() => this.go(this.index - 1)} aria-label="Back one move" data-action="back">◀</button>
      <button @click=${() => this.go(this.index + 1)} aria-label="Forward one move" data-action="forward">▶</button>
      <button @click=${() => this.go(this.total)} aria-label="Last">⏭</button>
      <input type="range" min="0" max=${this.total} .value=${String(this.index)} aria-label="Move"
        @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))} />
      <span class="pos" data-testid="replay-pos">move ${this.index} / ${this.total}</span>
      <label>View of <select @change=${(e: Event) => this.send({ seat: Number((e.target as HTMLSelectElement).value) })}>
        ${Array.from({ length: this.players }, (_, p) => html`<option value=${p} ?selected=${p === this.seat}>${seatName(p)}</option>`)}
      </select></label>
      <button @click=${() => this.send({ exit: true })}>Close replay</button>
    </div>`;
  }

  private go(i: number) {
    this.send({ index: Math.max(0, Math.min(this.total, i)) });
  }

  private send(detail: Record<string, unknown>) {
    this.dispatchEvent(new CustomEvent("replay", { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "replay-bar": ReplayBar;
  }
}
