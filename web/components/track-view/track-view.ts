import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { PlayerView, Program } from "../../../runtime/index.js";
import type { TrackLayout } from "../../session/board-layouts.js";
import { seatToken } from "../../session/seat-style.js";
import { theme, zoneFrame } from "../../theme.js";
import { markerPlaces, trackPlaces } from "./track-places.js";

/** A numbered track drawn top to bottom, one row per spot (split into its sides), with each seat's marker on its spot. */
@customElement("track-view")
export class TrackView extends LitElement {
  static override styles = [
    theme,
    zoneFrame,
    css`
      :host { display: block; }
      /* Fixed columns: a marker moving between sides never resizes the track. */
      table { border-collapse: separate; border-spacing: 2px; font-size: 12px; table-layout: fixed; }
      th { font-weight: 600; color: var(--muted); font-size: 11px; }
      th[scope="row"] { text-align: right; padding-right: 3px; color: var(--ink); font-size: 13px; }
      td { height: 26px; white-space: nowrap; overflow: hidden; border: 1px solid var(--line); border-radius: 5px; background: var(--paper); text-align: center; }
      .marker { display: inline-flex; align-items: baseline; gap: 1px; font-weight: 700; padding: 0 4px; border: 1px solid var(--ink);
        border-radius: 9px; background: #fff; line-height: 1.3; }
      .marker span { color: var(--ink); font-size: 11px; }
      .marker.other { color: var(--ink); background: #f1f3f5; border-style: dashed; }
    `,
  ];

  /** Which counters place the markers and how many spots the track has. */
  @property({ attribute: false }) track!: TrackLayout;
  /** The shown seat's view (the counters are public). */
  @property({ attribute: false }) view!: PlayerView;
  /** The program: a side counter typed with an enum is read by its members' order. */
  @property({ attribute: false }) program?: Program;

  override render() {
    const t = this.track;
    const places = trackPlaces(t, this.view.counters, this.program);
    const others = markerPlaces(t, this.view.counters, this.view.players, this.program);
    const sides = t.sides.length ? t.sides : [""];
    const rows = Array.from({ length: t.to - t.from + 1 }, (_, i) => t.from + i);
    return html`<section class="zone" role="group" aria-label=${t.label}>
      <h3 class="zone-title">${t.label}</h3>
      <table style=${`width:${28 + sides.length * 76}px`}>
        <colgroup><col style="width:28px" />${sides.map(() => html`<col style="width:76px" />`)}</colgroup>
        ${t.sides.length ? html`<thead><tr><th scope="col"><span class="sr">Space</span></th>${sides.map((s) => html`<th scope="col">${s}</th>`)}</tr></thead>` : nothing}
        <tbody>
          ${rows.map((spot) => {
            const n = spot - t.from + t.first;
            return html`<tr data-spot=${n}>
              <th scope="row">${n}</th>
              ${sides.map((sideName, side) => {
                const onSpot = <T extends { spot: number; side: number }>(p: T) => p.spot === spot && (t.sides.length ? p.side === side : true);
                const here = places.filter(onSpot);
                const also = others.filter(onSpot);
                const where = `spot ${n}${sideName ? `, ${sideName.toLowerCase()}` : ""}`;
                const names = [...here.map((p) => `${seatToken(p.seat).label}'s ${t.marker}`), ...also.map((m) => m.label)];
                return html`<td aria-label=${names.length ? `${where}: ${names.join(", ")}` : `${where}: empty`}>
                  ${here.map((p) => this.marker(p.seat))}${also.map((m) => html`<span class="marker other" data-marker=${m.label} title=${m.label}>✖<span>${m.label}</span></span>`)}
                </td>`;
              })}
            </tr>`;
          })}
        </tbody>
      </table>
    </section>`;
  }

  private marker(seat: number) {
    const tok = seatToken(seat);
    return html`<span class="marker" style=${`color:${tok.color}`} data-seat=${seat} title=${`${tok.label}'s ${this.track.marker}`}
      >${tok.shape}<span>P${seat + 1}</span></span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "track-view": TrackView;
  }
}
