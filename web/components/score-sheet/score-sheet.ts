import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { botName, explainResult } from "../../../runtime/index.js";
import { seatName } from "../../session/seat-style.js";
import type { GameResult } from "../../../runtime/index.js";
import { theme } from "../../theme.js";

/** One row of the breakdown: a per-seat figure the game defines (e.g. a named query). */
export interface ScoreLine {
  label: string;
  values: number[];
}

/** The end-of-game sheet: winners, every seat's ranking keys and the game's per-seat breakdown. */
@customElement("score-sheet")
export class ScoreSheet extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; }
      .sheet { background: var(--paper); border: 2px solid var(--ink); border-radius: 12px; padding: 12px 16px; }
      h2 { margin: 0 0 8px; font-size: 20px; }
      .why { margin: 0 0 8px; }
      table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
      th, td { border-bottom: 1px solid var(--line); padding: 3px 6px; text-align: right; overflow-wrap: anywhere; }
      th[scope="row"] { text-align: left; font-weight: 400; color: var(--muted); }
      thead th { font-size: 14px; }
      tr.total td, tr.total th { font-weight: 700; color: inherit; }
      .winner { background: #fff7d6; }
      .badge { font-size: 12px; border: 1px solid var(--ink); border-radius: 10px; padding: 0 6px; margin-left: 6px; }
    `,
  ];

  /** How the game ended. */
  @property({ attribute: false }) result: GameResult | null = null;
  /** Number of seats. */
  @property({ type: Number }) players = 0;
  /** Who sat where, for the row labels. */
  @property({ attribute: false }) seats: string[] = [];
  /** Extra per-seat lines (the game's breakdown). */
  @property({ attribute: false }) breakdown: ScoreLine[] = [];
  /** The log's sentences: a game won without a ranking is explained by the one that decided it. */
  @property({ attribute: false }) lines: string[] = [];

  override render() {
    const r = this.result;
    if (!r) return nothing;
    const seats = Array.from({ length: this.players }, (_, p) => p);
    const keys = r.scores?.[0]?.length ?? 0;
    const order = seats.slice().sort((a, b) => {
      const wa = r.winners.includes(a) ? 0 : 1;
      const wb = r.winners.includes(b) ? 0 : 1;
      if (wa !== wb) return wa - wb;
      const ka = r.scores?.[a] ?? [];
      const kb = r.scores?.[b] ?? [];
      for (let i = 0; i < keys; i++) if ((kb[i] ?? 0) !== (ka[i] ?? 0)) return (kb[i] ?? 0) - (ka[i] ?? 0);
      return a - b;
    });
    const winners = r.winners.map(seatName).join(" and ") || "nobody";
    // Like a score pad: a column per player (winners first), a row per figure, so a game with many
    // scoring steps grows downwards instead of off the side of the screen.
    const cell = (p: number, v: unknown) => html`<td data-seat=${p} class=${r.winners.includes(p) ? "winner" : ""}>${v ?? ""}</td>`;
    return html`<section class="sheet" aria-labelledby="score-title" data-testid="score-sheet">
      <h2 id="score-title">Final scores — ${r.lost ? "the game won: every player lost" : html`${r.winners.length > 1 ? "shared victory" : "winner"}: ${winners}`}</h2>
      <p class="why" data-testid="why-won">${explainResult(r, seatName, this.lines)}</p>
      <table>
        <thead><tr>
          <th scope="col"><span class="sr">Player</span></th>
          ${order.map(
            (p) => html`<th scope="col" data-seat=${p} class=${r.winners.includes(p) ? "winner" : ""}>
              ${seatName(p)} <small>(${kindName(this.seats[p])})</small>${r.winners.includes(p) ? html`<span class="badge">★ winner</span>` : nothing}</th>`,
          )}
        </tr></thead>
        <tbody>
          ${Array.from(
            { length: keys },
            (_, i) => html`<tr class=${i === 0 ? "total" : ""} data-row=${i === 0 ? "score" : `tie-break-${i}`}>
              <th scope="row">${r.labels?.[i] || (i === 0 ? "Score" : `Tie-break ${i}`)}</th>${order.map((p) => cell(p, r.scores?.[p]?.[i]))}</tr>`,
          )}
          ${this.rows(keys).map((b) => html`<tr data-row=${b.label}><th scope="row">${b.label}</th>${order.map((p) => cell(p, b.values[p]))}</tr>`)}
        </tbody>
      </table>
    </section>`;
  }

  /** The breakdown without rows that repeat a row above (the same label, or the same figures as the score). */
  private rows(keys: number[] | number): ScoreLine[] {
    const r = this.result!;
    const n = typeof keys === "number" ? keys : keys.length;
    const labels = new Set(Array.from({ length: n }, (_, i) => (r.labels?.[i] || (i === 0 ? "Score" : `Tie-break ${i}`)).toLowerCase()));
    const total = JSON.stringify(Array.from({ length: this.players }, (_, p) => r.scores?.[p]?.[0] ?? null));
    const seen = new Set<string>();
    return this.breakdown.filter((b) => {
      const figures = JSON.stringify(Array.from({ length: this.players }, (_, p) => b.values[p] ?? null));
      const key = b.label.toLowerCase();
      if (labels.has(key) || seen.has(key) || figures === total) return false;
      seen.add(key);
      return true;
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "score-sheet": ScoreSheet;
  }
}

/** A seat as the score sheet names it: "human", or the bot by its level ("Bot (strong)"). */
function kindName(kind: string | undefined): string {
  return kind === undefined || kind === "human" ? (kind ?? "") : botName(kind);
}
