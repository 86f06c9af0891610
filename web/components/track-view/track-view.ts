import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { PlayerView } from "../../../runtime/index.js";
import type { TrackLayout } from "../../session/board-layouts.js";
import { seatToken } from "../../session/seat-style.js";
import { theme } from "../../theme.js";
import { trackPlaces } from "./track-places.js";

/** A numbered track drawn top to bottom, one row per spot (split into its sides), with each seat's marker on its spot. */
@customElement("track-view")
export class TrackView extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; }
      .zone { border: 1px dashed var(--line); border-radius: var(--radius); padding: 4px 6px 6px; background: rgba(255, 255, 255, 0.45); }
      h4 { margin: 0 0 4px; font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
      table { border-collapse: separate; border-spacing: 2px; font-size: 12px; }
      th { font-weight: 600; color: var(--muted); font-size: 11px; }
      th[scope="row"] { width: 24px; text-align: right; padding-right: 3px; color: var(--ink); font-size: 13px; }
      td { width: 58px; height: 26px; border: 1px solid var(--line); border-radius: 5px; background: var(--paper); text-align: center; }
      .marker { display: inline-flex; align-items: baseline; gap: 1px; font-weight: 700; padding: 0 4px; border: 1px solid var(--ink);
        border-radius: 9px; background: #fff; line-height: 1.3; }
      .marker span { color: var(--ink); font-size: 11px; }
    `,
  ];

  /** Which counters place the markers and how many spots the track has. */
  @property({ attribute: false }) track!: TrackLayout;
  /** The shown seat's view (the counters are public). */
  @property({ attribute: false }) view!: PlayerView;

  override render() {
    const t = this.track;
    const places = trackPlaces(t, this.view.counters);
    const sides = t.sides.length ? t.sides : [""];
    const rows = Array.from({ length: t.to - t.from + 1 }, (_, i) => t.from + i);
    return html`<section class="zone" aria-label=${t.label}>
      <h4>${t.label}</h4>
      <table>
        ${t.sides.length ? html`<thead><tr><td style="border:none;background:none"></td>${sides.map((s) => html`<th scope="col">${s}</th>`)}</tr></thead>` : nothing}
        <tbody>
          ${rows.map((spot) => {
            const n = spot - t.from + t.first;
            return html`<tr data-spot=${n}>
              <th scope="row">${n}</th>
              ${sides.map((sideName, side) => {
                const here = places.filter((p) => p.spot === spot && (t.sides.length ? p.side === side : true));
                const where = `spot ${n}${sideName ? `, ${sideName.toLowerCase()}` : ""}`;
                return html`<td aria-label=${here.length ? `${where}: ${here.map((p) => `${seatToken(p.seat).label}'s ${t.marker}`).join(", ")}` : `${where}: empty`}>
                  ${here.map((p) => this.marker(p.seat))}
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
