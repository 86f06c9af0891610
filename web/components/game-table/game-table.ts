import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { PlayerView, Program } from "../../../runtime/index.js";
import type { NumberedOption } from "../../session/numbered-options.js";
import type { TableLayout } from "../../session/table-layout.js";
import { theme } from "../../theme.js";
import type { CardMarks } from "../zone-view/zone-view.js";
import type { ScoreLine } from "../score-sheet/score-sheet.js";
import "../zone-view/zone-view.js";
import "../player-panel/player-panel.js";
import "../decision-prompt/decision-prompt.js";
import "../game-log/game-log.js";
import "../score-sheet/score-sheet.js";

/** The table for one seat's view: shared zones, the other seats, the seat's own area, prompt and log. */
@customElement("game-table")
export class GameTable extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 10px; min-height: 0; height: 100%; }
      .main { display: flex; flex-direction: column; gap: 8px; min-width: 0; min-height: 0; overflow-y: auto; padding: 2px; }
      .shared { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-start; padding: 6px; border-radius: var(--radius); background: var(--felt); }
      .counters { display: flex; gap: 8px; flex-wrap: wrap; font-size: 13px; }
      .counter { border: 1px solid var(--line); background: var(--paper); border-radius: 10px; padding: 0 8px; }
      .others { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 6px; }
      game-log { min-height: 0; }
    `,
  ];

  /** The program being played. */
  @property({ attribute: false }) program!: Program;
  /** The table layout. */
  @property({ attribute: false }) layout!: TableLayout;
  /** The shown seat's view: all the table ever renders. */
  @property({ attribute: false }) view!: PlayerView;
  /** Log sentences for the shown seat. */
  @property({ attribute: false }) lines: string[] = [];
  /** Seat kinds. */
  @property({ attribute: false }) seats: string[] = [];
  /** The shown seat's legal options (empty when it is not theirs to move). */
  @property({ attribute: false }) options: NumberedOption[] = [];
  /** Breakdown lines for the score sheet. */
  @property({ attribute: false }) breakdown: ScoreLine[] = [];

  override render() {
    const v = this.view;
    const marks = new Map<number, CardMarks>();
    for (const [name, ids] of Object.entries(v.marks)) {
      const l = this.layout.marks[name];
      for (const id of ids) {
        const m = marks.get(id) ?? { labels: [], sideways: false };
        m.labels.push(l?.label ?? name);
        m.sideways ||= l?.sideways ?? false;
        marks.set(id, m);
      }
    }
    const options = new Map<number, number>();
    for (const o of this.options) if (o.component !== undefined && !options.has(o.component)) options.set(o.component, o.n);
    const shared = Object.entries(v.counters).filter(([name, value]) => !Array.isArray(value) && this.layout.counters[name]?.kind !== "player");
    const seats = Array.from({ length: v.players }, (_, p) => p);
    return html`<div class="main">
        ${v.result ? html`<score-sheet .result=${v.result} .players=${v.players} .seats=${this.seats} .breakdown=${this.breakdown}></score-sheet>` : nothing}
        <decision-prompt
          .options=${this.options}
          .seat=${v.seat}
          .human=${this.seats[v.seat] === "human"}
          .waitingFor=${v.waitingFor}
          .over=${v.result !== null}
        ></decision-prompt>
        <div class="shared" aria-label="Shared area">
          ${shared.length
            ? html`<div class="counters" style="flex-basis:100%">${shared.map(([n, value]) => html`<span class="counter">${this.layout.counters[n]?.label ?? n}: <b>${value}</b></span>`)}</div>`
            : nothing}
          ${this.layout.shared.map(
            (z) => html`<zone-view
              .program=${this.program}
              .cardLayout=${this.layout.card}
              .label=${z.label}
              .kind=${z.kind}
              .ids=${(v.zones[z.name] as number[] | undefined) ?? []}
              .marks=${marks}
              .options=${options}
            ></zone-view>`,
          )}
        </div>
        <div class="others">
          ${seats.filter((p) => p !== v.seat).map((p) => this.panel(p, marks, options))}
        </div>
        ${this.panel(v.seat, marks, options)}
      </div>
      <game-log .lines=${this.lines}></game-log>`;
  }

  private panel(p: number, marks: Map<number, CardMarks>, options: Map<number, number>) {
    return html`<player-panel
      .program=${this.program}
      .layout=${this.layout}
      .view=${this.view}
      .seat=${p}
      .kind=${this.seats[p] ?? "human"}
      .marks=${marks}
      .options=${options}
    ></player-panel>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-table": GameTable;
  }
}
