import { LitElement, css, html, type PropertyValues } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import { theme } from "../../theme.js";

/** The game log as readable sentences, already redacted for the shown seat; newest at the bottom. */
@customElement("game-log")
export class GameLog extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: flex; flex-direction: column; min-height: 0; }
      h2 { margin: 0 0 4px; font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
      ol { list-style: none; margin: 0; padding: 6px 8px; overflow-y: auto; flex: 1; background: var(--paper);
        border: 1px solid var(--line); border-radius: var(--radius); font-size: 13px; }
      li { padding: 1px 0; }
      li.step { margin-top: 6px; color: var(--muted); font-size: 11px; text-transform: uppercase; letter-spacing: 0.05em; }
    `,
  ];

  /** The sentences, oldest first. */
  @property({ attribute: false }) lines: string[] = [];
  @query("ol") private list?: HTMLOListElement;

  override render() {
    return html`<h2 id="log-title">Log</h2>
      <ol aria-labelledby="log-title" aria-live="polite" tabindex="0">
        ${this.lines.map((l) => html`<li class=${/^— .* —$/.test(l) ? "step" : ""}>${l}</li>`)}
      </ol>`;
  }

  protected override updated(changed: PropertyValues<this>) {
    if (changed.has("lines") && this.list) this.list.scrollTop = this.list.scrollHeight;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-log": GameLog;
  }
}
