import { LitElement, css, html, type PropertyValues } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import { theme } from "../../theme.js";
import { seatToken } from "../../session/seat-style.js";
import { playerLabel } from "../../../runtime/index.js";

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
      .who { font-weight: 600; border-bottom: 3px solid var(--seat); white-space: nowrap; }
      li.step { margin-top: 6px; color: var(--muted); font-size: 11px; text-transform: uppercase; letter-spacing: 0.05em; }
    `,
  ];

  /** The sentences, oldest first. */
  @property({ attribute: false }) lines: string[] = [];
  /** How many seats there are, so that their names are marked in their colours. */
  @property({ type: Number }) players = 0;
  @query("ol") private list?: HTMLOListElement;

  override render() {
    return html`<h2 id="log-title">Log</h2>
      <ol aria-labelledby="log-title" aria-live="polite" tabindex="0">
        ${this.lines.map((l) => html`<li class=${/^— .* —$/.test(l) ? "step" : ""}>${this.marked(l)}</li>`)}
      </ol>`;
  }

  /** A sentence with each seat's name underlined in the seat's colour (the text itself stays dark, for contrast). */
  private marked(line: string) {
    // The engine's sentences may name a seat "Player N" as well as by the name given in the lobby.
    const seats = Array.from({ length: this.players }, (_, p) => seatToken(p))
      .flatMap((t, p) => [t, { ...t, label: playerLabel(p) }])
      .sort((a, b) => b.label.length - a.label.length);
    if (!seats.length) return line;
    const pattern = new RegExp(`(${seats.map((t) => t.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "g");
    return line.split(pattern).map((part, i) => {
      const t = i % 2 ? seats.find((x) => x.label === part) : undefined;
      return t ? html`<span class="who" style=${`--seat:${t.color}`}><span aria-hidden="true">${t.shape}</span> ${part}</span>` : part;
    });
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
