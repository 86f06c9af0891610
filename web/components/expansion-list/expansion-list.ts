import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { Program } from "../../../runtime/index.js";
import { formGroup, theme } from "../../theme.js";

/**
 * The game's expansions and modules, each a checkbox with its title and description.
 * @event expansion-toggle - `detail` is `{name, on}`.
 */
@customElement("expansion-list")
export class ExpansionList extends LitElement {
  static override styles = [
    theme,
    formGroup,
    css`
      :host { display: block; }
      label { display: flex; gap: 8px; align-items: flex-start; margin: 6px 0; min-height: 32px; }
      input { width: 20px; height: 20px; margin-top: 2px; }
      small { display: block; color: var(--muted); }
    `,
  ];

  /** The game's program. */
  @property({ attribute: false }) program?: Program;
  /** Names of the expansions switched on. */
  @property({ attribute: false }) on: string[] = [];

  override render() {
    const list = this.program?.expansions ?? [];
    if (!list.length) return nothing;
    return html`<fieldset>
      <legend>Expansions and modules</legend>
      ${list.map(
        (x) => html`<label>
          <input type="checkbox" data-expansion=${x.name} .checked=${this.on.includes(x.name)}
            @change=${(e: Event) => this.toggle(x.name, (e.target as HTMLInputElement).checked)} />
          <span><b>${x.title}</b>${x.description ? html`<small>${x.description}</small>` : nothing}</span>
        </label>`,
      )}
    </fieldset>`;
  }

  private toggle(name: string, on: boolean) {
    this.dispatchEvent(new CustomEvent("expansion-toggle", { detail: { name, on }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "expansion-list": ExpansionList;
  }
}
