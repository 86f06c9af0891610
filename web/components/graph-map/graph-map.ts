import { css, html, nothing, svg } from "lit";
import { customElement, property } from "lit/decorators.js";
import { BoardZone } from "../board-zone/board-zone.js";
import { playerLabel } from "../../../runtime/index.js";
import type { GraphLayout } from "../../session/board-layouts.js";
import { seatToken } from "../../session/seat-style.js";
import { colorCss, shapeOf } from "../game-card/card-face.js";
import { theme, zoneFrame } from "../../theme.js";
import { graphEdges, placeNodes } from "./graph-geometry.js";

/** A seat's marker on a location: whose, and what it is. */
interface SeatMarker {
  seat: number;
  label: string;
}

const NODE_W = 76;
const NODE_H = 40;

/**
 * A zone drawn as a map: each location at its layout position, lines for its connections, and the
 * pieces and seat markers standing on it; legal locations and pieces are the only clickable ones.
 * @event card-pick - a legal location or piece was clicked; `detail.value` is its component number.
 */
@customElement("graph-map")
export class GraphMap extends BoardZone {
  static override styles = [
    theme,
    zoneFrame,
    css`
      :host { display: block; }
      .map { position: relative; }
      svg { position: absolute; inset: 0; }
      line { stroke: #8a949e; stroke-width: 2; }
      .loc { position: absolute; width: ${NODE_W}px; min-height: ${NODE_H}px; display: flex; flex-direction: column; align-items: center;
        gap: 1px; padding: 1px 2px; border-radius: 6px; border: 1px solid var(--line); background: var(--tint, var(--paper)); }
      .loc.legal { border: 2px solid var(--legal); box-shadow: 0 0 0 3px #bfe8cf; }
      .name { all: unset; display: flex; align-items: center; gap: 3px; max-width: 100%; font-size: 10.5px; line-height: 1.15;
        text-align: center; justify-content: center; }
      button.name { cursor: pointer; }
      button.name:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
      .mark { font-size: 12px; }
      .pieces { display: flex; flex-wrap: wrap; justify-content: center; gap: 1px; min-height: 14px; font-size: 12px; line-height: 1; }
      .piece { display: inline-flex; align-items: baseline; padding: 0 2px; min-height: 0; border: 1px solid #5b6570; border-radius: 3px;
        background: #fffbe6; font-size: 11px; }
      button.piece { border: 2px solid var(--legal); box-shadow: 0 0 0 2px #bfe8cf; }
      .seat { display: inline-flex; align-items: baseline; font-weight: 700; background: #fff; border: 1px solid var(--ink); border-radius: 8px; padding: 0 3px; }
      .seat sub { font-size: 9px; color: var(--ink); }
      .key { position: absolute; right: -6px; top: -8px; font-size: 10px; }
    `,
  ];

  /** Positions, links and pieces of the map. */
  @property({ attribute: false }) graph!: GraphLayout;

  override render() {
    const g = this.graph;
    const shown = this.ids.filter((id) => id >= 0);
    const nodes = shown.map((id) => {
      const props = this.program.components[id]!.props;
      const pos = g.positions[String(props.id ?? this.program.components[id]!.id)];
      const links = Array.isArray(props[g.links]) ? (props[g.links] as unknown[]).filter((x): x is number => typeof x === "number") : [];
      return { id, links, ...(pos ? { pos } : {}) };
    });
    const at = placeNodes(nodes, g.width, g.height, { x: NODE_W / 2 + 2, y: NODE_H / 2 + 8 });
    const edges = graphEdges(nodes);
    const pieces = this.pieces(shown);
    const seats = this.seats(shown);
    return html`<section class="zone" aria-label=${`${this.label}, ${shown.length} locations`}>
      <h4>${this.label}</h4>
      <div class="map" style=${`width:${g.width}px;height:${g.height}px`}>
        <svg width=${g.width} height=${g.height} aria-hidden="true">
          ${g.background && this.card.art[g.background]
            ? svg`<image href=${this.card.art[g.background]!} x="0" y="0" width=${g.width} height=${g.height} preserveAspectRatio="none"></image>`
            : nothing}
          ${edges.map(([a, b]) => {
            const p = at.get(a)!;
            const q = at.get(b)!;
            return svg`<line x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y} data-link=${`${a}-${b}`}></line>`;
          })}
        </svg>
        ${nodes.map((n) => this.location(n.id, at.get(n.id)!, pieces.get(n.id) ?? [], seats.get(n.id) ?? [], n.links))}
      </div>
    </section>`;
  }

  private location(id: number, p: { x: number; y: number }, pieces: number[], seats: SeatMarker[], links: number[]) {
    const g = this.graph;
    const props = this.program.components[id]!.props;
    const name = this.text(id, g.label);
    const shapeValue = g.shape && typeof props[g.shape] === "string" ? (props[g.shape] as string) : undefined;
    const tintValue = g.tint && typeof props[g.tint] === "string" ? (props[g.tint] as string) : undefined;
    const mark = shapeValue ? shapeOf(this.program, shapeValue, this.card.shapes) : "●";
    const tint = tintValue ? `;--tint:color-mix(in srgb, ${colorCss(this.program, tintValue, this.card.colors)} 22%, white)` : "";
    const option = this.options.get(id) ?? 0;
    const linked = links.map((l) => this.text(l, g.label)).filter(Boolean);
    const describe = [name, shapeValue, tintValue, ...seats.map((s) => `${playerLabel(s.seat)}'s ${s.label}`), ...pieces.map((pc) => this.text(pc, "name"))]
      .filter(Boolean).join(", ");
    const title = `${describe}${linked.length ? `; connected to ${linked.join(", ")}` : ""}`;
    const label = html`<span class="mark" aria-hidden="true">${mark}</span><span>${name}</span>`;
    return html`<div class=${`loc${option ? " legal" : ""}`} style=${`left:${p.x - NODE_W / 2}px;top:${p.y - NODE_H / 2}px${tint}`}
      data-cid=${id} data-location=${name} title=${title}>
      ${option
        ? html`<button class="name" data-option=${option} aria-label=${`${option}: ${describe}`} @click=${() => this.pick(id)}>${label}</button>
            <span class="key" aria-hidden="true">${option <= 9 ? option : option === 10 ? 0 : ""}</span>`
        : html`<span class="name">${label}</span>`}
      <span class="pieces">${seats.map((s) => this.seat(s))}${pieces.map((pc) => this.piece(pc))}</span>
    </div>`;
  }

  private seat(m: SeatMarker) {
    const t = seatToken(m.seat);
    return html`<span class="seat" style=${`color:${t.color}`} data-seat=${m.seat} title=${`${t.label}'s ${m.label}`}
      role="img" aria-label=${`${t.label}'s ${m.label}`}>${t.shape}<sub>${m.seat + 1}</sub></span>`;
  }

  /** A piece: the shape of its first enum field (its kind), with its owner's colour and number when it has a seat. */
  private piece(id: number) {
    const props = this.program.components[id]!.props;
    const seat = typeof props.seat === "number" ? props.seat : undefined;
    const members = Object.values(props).filter((v): v is string => typeof v === "string" && shapeOf(this.program, v) !== "•");
    const shape = members[0] ? shapeOf(this.program, members[0], this.card.shapes) : "◼";
    const color = seat !== undefined ? seatToken(seat).color : "inherit";
    const name = this.text(id, "name");
    const option = this.options.get(id) ?? 0;
    const body = html`${shape}${seat !== undefined ? html`<sub>${seat + 1}</sub>` : nothing}`;
    if (option) {
      return html`<button class="piece" style=${`color:${color}`} data-cid=${id} data-option=${option} title=${name} aria-label=${`${option}: ${name}`}
        @click=${() => this.pick(id)}>${body}</button>`;
    }
    return html`<span class="piece" style=${`color:${color}`} data-cid=${id} title=${name} role="img" aria-label=${name}>${body}</span>`;
  }

  /** Which pieces stand on which location (by the location's component number). */
  private pieces(locations: number[]): Map<number, number[]> {
    const out = new Map<number, number[]>();
    for (const rule of this.graph.pieces) {
      const zone = this.view.zones[rule.zone];
      const ids = (Array.isArray(zone?.[0]) ? (zone as number[][]).flat() : ((zone as number[] | undefined) ?? [])).filter((id) => id >= 0);
      const byKey = this.byField(locations, rule.match);
      for (const id of ids) {
        const v = this.view.attrs[rule.at]?.[id];
        const loc = v === undefined ? undefined : byKey.get(v as number);
        if (loc !== undefined) out.set(loc, [...(out.get(loc) ?? []), id]);
      }
    }
    return out;
  }

  /** Which seats' markers stand on which location. */
  private seats(locations: number[]): Map<number, SeatMarker[]> {
    const out = new Map<number, SeatMarker[]>();
    for (const rule of this.graph.seats) {
      const values = this.view.counters[rule.counter];
      if (!Array.isArray(values)) continue;
      const byKey = this.byField(locations, rule.match);
      values.forEach((v, p) => {
        const loc = byKey.get(v as number);
        if (loc !== undefined) out.set(loc, [...(out.get(loc) ?? []), { seat: p, label: rule.label }]);
      });
    }
    return out;
  }

  /** The locations by the value of their field `field`; by themselves when no field is named (typed state holds them). */
  private byField(locations: number[], field: string): Map<number, number> {
    const out = new Map<number, number>();
    if (!field) {
      for (const id of locations) out.set(id, id);
      return out;
    }
    for (const id of locations) {
      const v = this.program.components[id]!.props[field] ?? this.view.attrs[field]?.[id];
      if (typeof v === "number") out.set(v, id);
    }
    return out;
  }

  private text(id: number, field: string): string {
    const c = this.program.components[id];
    const v = c?.props[field];
    return typeof v === "string" || typeof v === "number" ? String(v) : (c?.id ?? "");
  }

}

declare global {
  interface HTMLElementTagNameMap {
    "graph-map": GraphMap;
  }
}
