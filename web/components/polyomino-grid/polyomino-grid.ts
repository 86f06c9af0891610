import { css, html, nothing } from "lit";
import { optionKey } from "../../session/numbered-options.js";
import { customElement, property } from "lit/decorators.js";
import { BoardZone } from "../board-zone/board-zone.js";
import type { GridLayer, PolyominoLayout } from "../../session/board-layouts.js";
import { words } from "../../session/table-layout.js";
import { seatToken } from "../../session/seat-style.js";
import { colorCss, shapeOf } from "../game-card/card-face.js";
import { theme, zoneFrame } from "../../theme.js";
import { cellGroups, groupEdges, type CellEdges, type GridCell } from "./cell-groups.js";

interface Cell {
  id: number;
  x: number;
  y: number;
}

/**
 * A zone of cells drawn as a square grid: fills and blocked cells by value, outlined groups (starting
 * areas), symbols, and placed tiles drawn as polyominoes with their owner's token; legal cells are
 * the only clickable ones.
 * @event card-pick - a legal cell was clicked; `detail.value` is its component number.
 */
@customElement("polyomino-grid")
export class PolyominoGrid extends BoardZone {
  static override styles = [
    theme,
    zoneFrame,
    css`
      :host { display: block; }
      .grid { position: relative; }
      .cell { position: absolute; padding: 0; min-height: 0; border: 1px solid #d5dade; border-radius: 0; background: var(--fill, var(--paper));
        display: grid; place-items: center; font-size: 11px; line-height: 1; overflow: visible; }
      .cell.blocked { background: var(--fill, repeating-linear-gradient(45deg, #9aa3ab 0 3px, #d9dee2 3px 8px)); }
      .corner { text-shadow: 0 0 2px #fff, 0 0 2px #fff; }
      .cell.legal { z-index: 3; border: 2px solid var(--legal); box-shadow: inset 0 0 0 2px #bfe8cf; }
      .edge { position: absolute; inset: 0; pointer-events: none; border: 0 solid transparent; }
      .edge.fill { border-color: #5b6570; }
      .edge.outline { inset: 2px; border-style: dashed; border-color: #1d232b; }
      .edge.piece { inset: 1px; border-color: var(--seat, #1d232b); z-index: 2; }
      .hatch { position: absolute; inset: 0; pointer-events: none; opacity: 0.35;
        background: repeating-linear-gradient(-45deg, var(--seat, #1d232b) 0 2px, transparent 2px 6px); }
      .corner { position: absolute; left: 2px; top: 1px; font-size: 10px; color: #1d232b; }
      .symbol { font-size: 14px; font-weight: 700; }
      .owner { position: absolute; right: 1px; bottom: 1px; z-index: 2; font-size: 11px; font-weight: 700; background: #fff; border: 1px solid var(--ink);
        border-radius: 7px; padding: 0 2px; }
      .owner::after { content: attr(data-n); color: var(--ink); font-size: 8px; vertical-align: sub; }
      .key { position: absolute; right: 1px; top: 1px; font-size: 9px; z-index: 4; }
      /* A cell's marks are drawn as generated content, not text: they repeat what its name says
         (terrain, owner, key), and as text inside a legal cell's button they would read as a visible
         label its accessible name lacks (WCAG 2.5.3, axe's label-content-name-mismatch). */
      [data-glyph]::before { content: attr(data-glyph); }
    `,
  ];

  /** Geometry and layers of the grid. */
  @property({ attribute: false }) grid!: PolyominoLayout;

  override render() {
    const g = this.grid;
    const cells = this.ids.flatMap((id): Cell[] => {
      const x = this.field(id, g.x);
      const y = this.field(id, g.y);
      return id >= 0 && x !== undefined && y !== undefined ? [{ id, x, y }] : [];
    });
    if (!cells.length) return html`<section class="zone"><h3 class="zone-title">${this.label}</h3></section>`;
    const minX = Math.min(...cells.map((c) => c.x));
    const maxX = Math.max(...cells.map((c) => c.x));
    const minY = Math.min(...cells.map((c) => c.y));
    const maxY = Math.max(...cells.map((c) => c.y));
    const s = g.size;
    // Outlines per layer: a side is drawn where the neighbour's value differs (the polyomino's rim).
    const rims = g.layers.map((l) => (l.draw === "symbol" ? new Map<number, CellEdges>() : groupEdges(this.valued(cells, l))));
    // Each placed tile gets its owner's token once, on its top-left cell.
    const anchors = new Map<number, { layer: GridLayer; value: number | string; size: number }>();
    for (const l of g.layers.filter((x) => x.draw === "piece")) {
      for (const grp of cellGroups(this.valued(cells, l))) anchors.set(grp.anchor, { layer: l, value: grp.value, size: grp.ids.length });
    }
    return html`<section class="zone" role="group" aria-label=${this.label}>
      <h3 class="zone-title">${this.label}</h3>
      <div class="grid" role="group" aria-label=${this.label} style=${`width:${(maxX - minX + 1) * s}px;height:${(maxY - minY + 1) * s}px`}>
        ${cells.map((c) => {
          const left = (c.x - minX) * s;
          const top = (g.flipY ? maxY - c.y : c.y - minY) * s;
          return this.cell(c, left, top, rims, anchors.get(c.id));
        })}
      </div>
    </section>`;
  }

  private cell(c: Cell, left: number, top: number, rims: Map<number, CellEdges>[], anchor: { layer: GridLayer; value: number | string; size: number } | undefined) {
    const g = this.grid;
    const s = g.size;
    const name = this.text(c.id);
    const parts: string[] = [name];
    let fill = "";
    let fillName = "";
    let blocked = false;
    let corner = "";
    let symbol = "";
    let seat: number | undefined;
    const edges = g.layers.map((l, i) => {
      const v = this.layerValue(c.id, l);
      const rim = rims[i]!.get(c.id);
      if (v === undefined) return nothing;
      const member = l.values[String(v)];
      if (l.blocked.includes(v)) {
        blocked = true;
        // A blocked value may have art of its own (a fence), drawn instead of the grey hatching.
        if (member && this.card.art[member]) fill = `url("${this.card.art[member]}") center / cover`;
        parts.push(`blocked (${l.label}${member ? `: ${words(member)}` : ""})`);
        return nothing;
      }
      if (l.draw === "fill") {
        if (member) {
          const art = this.card.art[member];
          fill = art ? `url("${art}") center / cover` : `color-mix(in srgb, ${colorCss(this.program, member, this.card.colors)} 35%, white)`;
          corner = shapeOf(this.program, member, this.card.shapes);
          fillName = member;
          parts.push(words(member));
        }
      } else if (l.draw === "symbol") {
        if (member) {
          symbol = shapeOf(this.program, member, this.card.shapes);
          parts.push(words(member));
        }
      } else if (l.draw === "outline") {
        parts.push(`${l.label} ${member ? words(member) : v}`);
      } else {
        seat = this.seatOf(l, v);
        parts.push(seat !== undefined ? `${l.label} of ${seatToken(seat).label}` : `${l.label} ${member ? words(member) : v}`);
      }
      if (!rim) return nothing;
      const w = l.draw === "piece" ? 3 : l.draw === "outline" ? 2 : 1;
      const width = [rim.top, rim.right, rim.bottom, rim.left].map((b) => (b ? `${w}px` : "0")).join(" ");
      const color = l.draw === "piece" && seat !== undefined ? `;--seat:${seatToken(seat).color}` : "";
      return html`<span class=${`edge ${l.draw}`} style=${`border-width:${width}${color}`}></span>`;
    });
    const option = this.options.get(c.id) ?? 0;
    const seatColor = seat !== undefined ? `;--seat:${seatToken(seat).color}` : "";
    const style = `left:${left}px;top:${top}px;width:${s}px;height:${s}px${fill ? `;--fill:${fill}` : ""}${seatColor}`;
    const ownerSeat = anchor ? this.seatOf(anchor.layer, anchor.value) : undefined;
    const owner = ownerSeat !== undefined ? seatToken(ownerSeat) : undefined;
    const describe = parts.join(", ");
    const body = html`${seat !== undefined ? html`<span class="hatch"></span>` : nothing}
      ${edges}
      ${corner ? html`<span class="corner" aria-hidden="true" data-glyph=${corner}></span>` : nothing}
      ${symbol ? html`<span class="symbol" aria-hidden="true" data-glyph=${symbol}></span>` : nothing}
      ${owner ? html`<span class="owner" style=${`color:${owner.color}`} data-seat=${ownerSeat!} data-size=${anchor!.size}
        aria-hidden="true" data-glyph=${owner.shape} data-n=${ownerSeat! + 1}></span>` : nothing}
      ${option ? html`<span class="key" aria-hidden="true" data-glyph=${optionKey(option)}></span>` : nothing}`;
    const cls = `cell${blocked ? " blocked" : ""}${option ? " legal" : ""}`;
    const fillAttr = fillName || (blocked ? "blocked" : "");
    const pieceAttr = seat !== undefined ? String(seat) : "";
    if (option) {
      return html`<button class=${cls} style=${style} data-cid=${c.id} data-fill=${fillAttr} data-piece=${pieceAttr} data-option=${option} title=${describe}
        aria-label=${`${option}: ${describe}`} aria-keyshortcuts=${optionKey(option) || nothing} @click=${() => this.pick(c.id)}>${body}</button>`;
    }
    return html`<div class=${cls} style=${style} data-cid=${c.id} data-fill=${fillAttr} data-piece=${pieceAttr} title=${describe} role="img"
      aria-label=${describe}>${body}</div>`;
  }

  /** The cells with the layer's value (none and blocked values count as none). */
  private valued(cells: Cell[], l: GridLayer): GridCell[] {
    return cells.map((c) => {
      const v = this.layerValue(c.id, l);
      return { ...c, value: v === undefined || l.blocked.includes(v) ? undefined : v };
    });
  }

  /**
   * A layer's value on a cell: a prop, an attribute (an enum member's name, a player's seat) or a mark
   * (1 where set); undefined for none, and for 0 in a plain number field (its "nothing").
   */
  private layerValue(id: number, l: GridLayer): number | string | undefined {
    const prop = this.program.components[id]?.props[l.field];
    if (typeof prop === "number" || typeof prop === "string") return prop === 0 ? undefined : prop;
    const marked = this.view.marks[l.field];
    if (marked) return marked.includes(id) ? 1 : undefined;
    const v = this.view.attrs[l.field]?.[id];
    if (typeof v === "string") return v;
    if (typeof v !== "number") return undefined;
    return v === 0 && !this.holdsPlayer(l) ? undefined : v;
  }

  /** Whether the layer's field is an attribute holding a player (`attr holder: player`): its value is a seat. */
  private holdsPlayer(l: GridLayer): boolean {
    return this.program.attrs.find((a) => a.name === l.field)?.type?.kind === "player";
  }

  /** The seat whose piece a value is: a player's own seat, or a number minus the layer's seat offset. */
  private seatOf(l: GridLayer, v: number | string): number | undefined {
    if (typeof v !== "number") return undefined;
    if (this.holdsPlayer(l)) return v;
    return l.seatOffset !== undefined ? v - l.seatOffset : undefined;
  }


  private text(id: number): string {
    const v = this.program.components[id]?.props.name;
    return typeof v === "string" ? v : (this.program.components[id]?.id ?? "");
  }

}

declare global {
  interface HTMLElementTagNameMap {
    "polyomino-grid": PolyominoGrid;
  }
}
