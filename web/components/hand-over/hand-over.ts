import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { seatName } from "../../session/seat-style.js";
import { theme } from "../../theme.js";

/**
 * The screen shown between two people at one device: nothing private, only whose turn it is.
 * @event take-seat - the named player is at the screen.
 */
@customElement("hand-over")
export class HandOver extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: grid; place-items: center; min-height: 420px; }
      .card { text-align: center; padding: 32px 48px; background: var(--paper); border: 1px solid var(--line); border-radius: 12px; }
      h2 { margin: 0 0 8px; font-size: 26px; }
      p { color: var(--muted); margin: 0 0 20px; }
      button { font-size: 18px; padding: 8px 24px; }
    `,
  ];

  /** The seat the device goes to. */
  @property({ type: Number }) seat = 0;

  override render() {
    const who = seatName(this.seat);
    return html`<div class="card" role="dialog" aria-labelledby="h">
      <h2 id="h">Pass the device to ${who}</h2>
      <p>Everyone else, look away: ${who}'s cards will be shown.</p>
      <button class="legal" @click=${this.take}>I am ${who} — show my cards (Enter)</button>
    </div>`;
  }

  override firstUpdated() {
    this.renderRoot.querySelector("button")?.focus();
  }

  private take() {
    this.dispatchEvent(new CustomEvent("take-seat", { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "hand-over": HandOver;
  }
}
