import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { playerLabel } from "../../../runtime/index.js";
import type { NumberedOption } from "../../session/numbered-options.js";
import { theme } from "../../theme.js";

/**
 * The current decision of the shown seat: its prompt and every legal option as a numbered button.
 * @event choose - an option was picked; `detail` is `{value, choice}`.
 */
@customElement("decision-prompt")
export class DecisionPrompt extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; }
      .box { min-height: 84px; padding: 6px 12px; border-radius: var(--radius); background: var(--paper); border: 1px solid var(--line); }
      .box.mine { border: 2px solid var(--legal); }
      .who { font-size: 12px; color: var(--muted); }
      .prompt { font-weight: 700; font-size: 16px; margin: 0 0 4px; }
      .options { display: flex; flex-wrap: wrap; gap: 5px; max-height: 84px; overflow-y: auto; padding: 3px; }
      .options button { display: inline-flex; gap: 6px; align-items: center; }
      .pass { border-style: dashed; }
      .waiting { color: var(--muted); }
    `,
  ];

  /** The shown seat's legal options, numbered. */
  @property({ attribute: false }) options: NumberedOption[] = [];
  /** The seat whose view is shown. */
  @property({ type: Number }) seat = 0;
  /** Whether that seat is played by a person (bots' options are shown, not clickable). */
  @property({ type: Boolean }) human = true;
  /** Seats the game waits for. */
  @property({ attribute: false }) waitingFor: number[] = [];
  /** Set when the game is over. */
  @property({ type: Boolean }) over = false;

  override render() {
    if (this.over) return html`<div class="box" role="status"><div class="prompt">The game is over.</div></div>`;
    const first = this.options[0];
    // A long list of cards or spaces is easier to pick from the table itself; the full list stays one click away.
    const many = this.options.filter((o) => o.component !== undefined).length > 12;
    const others = this.waitingFor.filter((p) => p !== this.seat).map(playerLabel);
    if (!first || !this.human) {
      return html`<div class="box" role="status">
        <div class="who">${this.seat >= 0 ? playerLabel(this.seat) : "Spectator"}</div>
        <div class="prompt waiting">${this.waitingFor.length ? `Waiting for ${this.waitingFor.map(playerLabel).join(", ")}…` : "…"}</div>
      </div>`;
    }
    return html`<div class="box mine" role="group" aria-label="Your decision">
      <div class="who">${playerLabel(this.seat)}, your decision${others.length ? html` · also waiting for ${others.join(", ")}` : nothing}</div>
      <div class="prompt" id="prompt">${first.decision.prompt}</div>
      <div class="options" aria-labelledby="prompt">
        ${(many ? this.options.filter((o) => o.component === undefined) : this.options).map(
          (o) => html`<button class=${`legal${o.option.value === null ? " pass" : ""}`} data-option=${o.n} data-value=${String(o.option.value)}
            @click=${() => this.choose(o)}><span class="key" aria-hidden="true">${o.n <= 9 ? o.n : o.n === 10 ? 0 : "·"}</span>${o.option.label}</button>`,
        )}
        ${many
          ? html`<details><summary>${this.options.length} options: pick the highlighted spaces or cards on the table, or list them all</summary>
              ${this.options.filter((o) => o.component !== undefined).map(
                (o) => html`<button class="legal" data-option=${o.n} @click=${() => this.choose(o)}>${o.n <= 9 ? html`<span class="key" aria-hidden="true">${o.n}</span>` : nothing}${o.option.label}</button>`,
              )}
            </details>`
          : nothing}
      </div>
    </div>`;
  }

  private choose(o: NumberedOption) {
    this.dispatchEvent(new CustomEvent("choose", { detail: { value: o.option.value, choice: o.decision.choice }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "decision-prompt": DecisionPrompt;
  }
}
