import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { seatName } from "../../session/seat-style.js";
import { optionKey, type NumberedOption } from "../../session/numbered-options.js";
import { theme } from "../../theme.js";

/**
 * The current decision of the shown seat: its prompt and every legal option as a numbered button.
 * Actions on offer at any time (reactions) are extra buttons that never hold the game up.
 * @event choose - an option was picked; `detail` is `{value, choice}`.
 * @event let-act - another person asks for the screen to take an action on offer; `detail` is `{seat}`.
 * @event done-acting - the person who asked for the screen to act gives it back.
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
      .last { font-size: 13px; color: var(--muted); margin: 0 0 4px; }
      .last b { color: var(--ink); font-weight: 600; }
      .undo-note { font-size: 12px; color: var(--muted); margin: 2px 0 0; }
      .options button { min-height: 44px; }
      .more { font-size: 12px; color: var(--muted); text-align: center; border-top: 1px dashed var(--line); margin-top: 2px; }
      @media (max-width: 599px) {
        .box { min-height: 0; padding: 4px 8px; }
        .prompt { font-size: 15px; }
        .options { max-height: 104px; }
        /* What just happened stays in sight on a phone (bots move between the player's turns), in two lines at most. */
        .last { font-size: 12px; margin: 0 0 2px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
      }
      .anytime { display: flex; flex-wrap: wrap; gap: 5px; align-items: center; font-size: 13px; padding: 3px; }
      .anytime button { border-style: dotted; }
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
  /** Why Undo is unavailable (empty when it is available). */
  @property() undoNote = "";
  /** What just happened, in one sentence. */
  @property() lastLine = "";
  /** Other people with an action on offer now (hot-seat), who may ask for the screen. */
  @property({ attribute: false }) reactions: { seat: number; label: string }[] = [];
  /** Whether the shown person asked for the screen to act (they may give it back). */
  @property({ type: Boolean }) acting = false;
  /** Whether the options run past their box, so a cue says there are more. */
  @state() private more = false;

  protected override updated() {
    const box = this.renderRoot.querySelector(".options");
    const more = !!box && box.scrollHeight > box.clientHeight + 1;
    if (more !== this.more) this.more = more;
  }

  override render() {
    const last = this.lastLine ? html`<p class="last" data-testid="last-move">Last: <b>${this.lastLine}</b></p>` : nothing;
    if (this.over) return html`<div class="box" role="status"><div class="prompt">The game is over.</div>${last}</div>`;
    // Offers (any-time actions, reactions) are shown apart: the decision owed comes first.
    const owed = this.options.filter((o) => !o.decision.optional);
    // A held decision (one option, asked only for the offers) is the way on: the offers are the choice.
    const held = owed.length > 0 && owed.every((o) => o.decision.held);
    return html`${this.body(owed, last)}${this.offers(this.options.filter((o) => o.decision.optional), held)}`;
  }
  private offers(optional: NumberedOption[], held = false) {
    const others = this.reactions.filter((r) => r.seat !== this.seat);
    if (!this.human || (!optional.length && !others.length && !this.acting)) return nothing;
    return html`<div class="anytime" role="group" aria-label="Actions on offer at any time">
      ${optional.length ? html`<span>${held ? "You may first:" : "At any time:"}</span>` : nothing}
      ${optional.map(
        (o) => html`<button class="legal" data-option=${o.n} data-value=${String(o.option.value)} @click=${() => this.choose(o)}>
          <span class="key" aria-hidden="true">${optionKey(o.n) || "·"}</span>${o.option.label}</button>`,
      )}
      ${this.acting ? html`<button @click=${() => this.dispatchEvent(new CustomEvent("done-acting", { bubbles: true, composed: true }))}>Done: hand the screen back</button>` : nothing}
      ${others.map(
        (r) => html`<button @click=${() => this.dispatchEvent(new CustomEvent("let-act", { detail: { seat: r.seat }, bubbles: true, composed: true }))}>
          ${seatName(r.seat)} may: ${r.label}</button>`,
      )}
    </div>`;
  }

  private body(options: NumberedOption[], last: unknown) {
    const first = options[0];
    // A long list of cards or spaces is easier to pick from the table itself; the full list stays one click away.
    const many = options.filter((o) => o.component !== undefined).length > 12;
    const others = this.waitingFor.filter((p) => p !== this.seat).map(seatName);
    if (!first || !this.human) {
      return html`<div class="box" role="status">
        <div class="who">${this.seat >= 0 ? seatName(this.seat) : "Spectator"}</div>
        <div class="prompt waiting">${this.waitingFor.length ? `Waiting for ${this.waitingFor.map(seatName).join(", ")}…` : "…"}</div>
        ${last}
      </div>`;
    }
    return html`<div class="box mine" role="group" aria-label="Your decision">
      <div class="who">${seatName(this.seat)}, your decision${others.length ? html` · also waiting for ${others.join(", ")}` : nothing}</div>
      ${last}
      <div class="prompt" id="prompt">${first.decision.prompt}</div>
      <div class="options" aria-labelledby="prompt">
        ${(many ? options.filter((o) => o.component === undefined) : options).map(
          (o) => html`<button class=${`legal${o.option.value === null ? " pass" : ""}`} data-option=${o.n} data-value=${String(o.option.value)}
            @click=${() => this.choose(o)}><span class="key" aria-hidden="true">${optionKey(o.n) || "·"}</span>${o.option.label}</button>`,
        )}
        ${many
          ? html`<details><summary>${options.length} options: pick the highlighted spaces or cards on the table, or list them all</summary>
              ${options.filter((o) => o.component !== undefined).map(
                (o) => html`<button class="legal" data-option=${o.n} @click=${() => this.choose(o)}>${optionKey(o.n) ? html`<span class="key" aria-hidden="true">${optionKey(o.n)}</span>` : nothing}${o.option.label}</button>`,
              )}
            </details>`
          : nothing}
      </div>
      ${this.more ? html`<div class="more" data-testid="more-options">▾ more options: scroll the list (or press their keys)</div>` : nothing}
      ${this.undoNote ? html`<p class="undo-note" data-testid="undo-note">Undo: ${this.undoNote}</p>` : nothing}
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
