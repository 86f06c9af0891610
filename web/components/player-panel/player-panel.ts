import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { botName, counterText } from "../../../runtime/index.js";
import { seatName } from "../../session/seat-style.js";
import type { PlayerView, Program } from "../../../runtime/index.js";
import { zoneInPlay, type TableLayout } from "../../session/table-layout.js";
import { seatToken } from "../../session/seat-style.js";
import { theme } from "../../theme.js";
import type { CardMarks } from "../zone-view/zone-view.js";
import "../zone-view/zone-view.js";

/** One seat's area: name, seat kind, counters, badges for shared seat counters, and its own zones. */
@customElement("player-panel")
export class PlayerPanel extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; min-width: 0; }
      .panel { border: 1px solid var(--line); border-radius: var(--radius); background: #f7f8f9; padding: 6px 8px; }
      .panel.me { background: #fbfcfd; border: 2px solid var(--accent); }
      header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px; margin-bottom: 4px; }
      .name { font-weight: 700; font-size: 15px; margin: 0; }
      .tag { font-size: 12px; border: 1px solid var(--line); border-radius: 10px; padding: 0 7px; background: var(--paper); }
      .tag.turn { border-color: var(--ink); font-weight: 700; }
      .tag.score { border-color: #8a6d00; background: #fff7d6; font-weight: 600; }
      .colour { font-weight: 400; color: var(--muted); }
      .zones { display: flex; flex-wrap: wrap; gap: 6px; }
      .zones > zone-view { flex: 0 1 auto; min-width: 0; max-width: 100%; }
      :host([compact]) .panel { padding: 4px 6px; }
      :host([compact]) .zones { padding-bottom: 2px; }
      :host([compact]) .name { font-size: 14px; }
    `,
  ];

  /** The program being played. */
  @property({ attribute: false }) program!: Program;
  /** The table layout. */
  @property({ attribute: false }) layout!: TableLayout;
  /** What the shown seat sees. */
  @property({ attribute: false }) view!: PlayerView;
  /** The seat this panel is for. */
  @property({ type: Number }) seat = 0;
  /** The seat kind: "human", "bot", or a bot kind. */
  @property() kind = "human";
  /** Marks of visible cards. */
  @property({ attribute: false }) marks: Map<number, CardMarks> = new Map();
  /** Drawn small in one scrolling row (another player's area). */
  @property({ type: Boolean, reflect: true }) compact = false;
  /** Legal card choices: component number → option number. */
  @property({ attribute: false }) options: Map<number, number> = new Map();
  /** Components changed by the last move (highlighted). */
  @property({ attribute: false }) last: Set<number> = new Set();
  /** Each seat's running score when the layout's score is a query (computed by the session); undefined otherwise. */
  @property({ attribute: false }) scores?: number[];
  /** The game's options: zones of modes that are off are left out. */
  @property({ attribute: false }) gameOptions: Record<string, unknown> = {};

  override render() {
    const v = this.view;
    const me = v.seat === this.seat;
    const token = seatToken(this.seat);
    const waiting = v.waitingFor.includes(this.seat);
    const score = this.layout.score;
    const scoreValue = score?.counter ? v.counters[score.counter] : score?.query ? this.scores : undefined;
    const counters = Object.entries(v.counters).flatMap(([name, value]) => {
      const l = this.layout.counters[name];
      if (!l || l.hidden || name === score?.counter || !zoneInPlay(l, this.gameOptions)) return [];
      if (Array.isArray(value)) return [html`<span class="tag">${l.label}: <b>${counterText(this.program, name, value[this.seat] ?? null)}</b></span>`];
      if (l.kind === "player" && value === this.seat) return [html`<span class="tag turn">⬤ ${l.label}</span>`];
      return [];
    });
    return html`<section class=${`panel${me ? " me" : ""}`} aria-label=${`${seatName(this.seat)}${me ? " (you)" : ""}`} data-seat=${this.seat}>
      <header>
        <h2 class="name">${token.art ? html`<img src=${token.art} alt="" width="20" height="20" style="vertical-align:-4px">` : html`<span style=${`color:${token.color}`} aria-hidden="true">${token.shape}</span>`} ${seatName(this.seat)}${me ? " (you)" : ""}${token.colorName
          ? html` <small class="colour">(${token.colorName})</small>` : nothing}</h2>
        ${Array.isArray(scoreValue) ? html`<span class="tag score" data-testid="score" aria-label=${`${score!.label}: ${scoreValue[this.seat]}`}>★ ${score!.label} <b>${scoreValue[this.seat]}</b></span>` : nothing}
        <span class="tag">${this.kind === "human" ? "human" : botName(this.kind)}</span>
        ${waiting ? html`<span class="tag turn">▶ deciding</span>` : nothing}
        ${counters}
      </header>
      <div class="zones">
        ${this.layout.perPlayer.filter((z) => zoneInPlay(z, this.gameOptions)).map((z) => {
          const ids = (v.zones[z.name] as number[][] | undefined)?.[this.seat] ?? [];
          if (!ids.length && (!me || z.hideEmpty)) return nothing;
          return html`<zone-view
            .program=${this.program}
            .cardLayout=${this.layout.card}
            .label=${me && z.ownLabel ? z.ownLabel : z.label}
            .kind=${!me && ids.every((id) => id < 0) ? "deck" : z.kind}
            .ids=${ids}
            .marks=${this.marks}
            .options=${me ? this.options : new Map()}
            .last=${this.last}
            .small=${!me}
          ></zone-view>`;
        })}
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "player-panel": PlayerPanel;
  }
}
