import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { Program } from "../../../runtime/index.js";
import type { CardLayout, ZoneKind } from "../../session/table-layout.js";
import { theme, zoneFrame } from "../../theme.js";
import "../game-card/game-card.js";

/** Per-card decorations a zone needs: mark labels, sideways, and the option number of legal choices. */
export interface CardMarks {
  labels: string[];
  sideways: boolean;
}

/**
 * A zone drawn by its kind: a deck (count and top card), a fanned hand, a tableau or a market row.
 * Cards whose number is in `options` are the legal choices and the only clickable ones.
 */
@customElement("zone-view")
export class ZoneView extends LitElement {
  static override styles = [
    theme,
    zoneFrame,
    css`
      :host { display: block; min-width: 0; max-width: 100%; }
      .zone { max-width: 100%; }
      .zone.empty { padding: 3px 6px; border-style: dotted; background: none; }
      .zone.empty h3 { margin: 0; font-weight: 400; }
      .count { font-weight: 400; text-transform: none; }
      .row { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-start; max-width: 100%; }
      /* A hand wraps onto more rows rather than overlapping its cards or scrolling sideways. */
      .hand { display: flex; flex-wrap: wrap; gap: 4px; padding-top: 6px; max-width: 100%; }
      /* A pile with its legal cards beside it wraps them onto more rows (three legal tiles ran off the screen's edge). */
      .deck { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; max-width: 100%; }
      .pile { display: grid; place-items: center; width: 48px; height: 64px; border-radius: 6px; border: 1px solid #39424d;
        background: repeating-linear-gradient(45deg, #44505d 0 6px, #3a4550 6px 12px); color: #fff; font-weight: 700; }
      :host([small]) .pile { width: 36px; height: 48px; font-size: 13px; }
    `,
  ];

  /** The program the cards belong to. */
  @property({ attribute: false }) program!: Program;
  /** Which fields card faces show. */
  @property({ attribute: false }) cardLayout!: CardLayout;
  /** Heading of the zone. */
  @property() label = "";
  /** How to draw it. */
  @property() kind: ZoneKind = "tableau";
  /** The zone's contents as the viewer sees them (-1 for hidden), top last. */
  @property({ attribute: false }) ids: number[] = [];
  /** Marks of the visible cards. */
  @property({ attribute: false }) marks: Map<number, CardMarks> = new Map();
  /** Legal choices among the cards: component number → 1-based option number. */
  @property({ attribute: false }) options: Map<number, number> = new Map();
  /** Components changed by the last move (highlighted). */
  @property({ attribute: false }) last: Set<number> = new Set();
  /** Draw cards small (other players' areas). */
  @property({ type: Boolean, reflect: true }) small = false;

  override render() {
    const n = this.ids.length;
    return html`<section class=${`zone${n ? "" : " empty"}`} role="group" aria-label=${`${this.label}, ${n} card${n === 1 ? "" : "s"}`}>
      <h3 class="zone-title">${this.label} <span class="count">· ${n ? n : "empty"}</span></h3>
      ${n ? (this.kind === "deck" ? this.deck() : this.cards()) : nothing}
    </section>`;
  }

  private deck() {
    const top = this.ids[this.ids.length - 1];
    const legal = this.ids.filter((id) => this.options.has(id));
    return html`<div class="deck">
      <div class="pile" title="cards in this pile" role="img" aria-label=${`${this.ids.length} in the pile`}>${this.ids.length}</div>
      ${top !== undefined && top >= 0 && !legal.length ? this.card(top) : nothing}
      ${legal.map((id) => this.card(id))}
    </div>`;
  }

  private cards() {
    const choosing = this.ids.some((id) => this.options.has(id));
    const cls = this.kind === "hand" ? `hand${choosing ? " choosing" : ""}` : "row";
    return html`<div class=${cls}>${this.ids.map((id) => this.card(id))}</div>`;
  }

  private card(id: number) {
    const m = this.marks.get(id);
    return html`<game-card
      .program=${this.program}
      .layout=${this.cardLayout}
      .cid=${id}
      .marks=${m?.labels ?? []}
      .sideways=${m?.sideways ?? false}
      .small=${this.small}
      .option=${this.options.get(id) ?? 0}
      .last=${this.last.has(id)}
    ></game-card>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "zone-view": ZoneView;
  }
}
