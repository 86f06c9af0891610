import { css, html, nothing, svg } from "lit";
import { optionKey } from "../../session/numbered-options.js";
import { customElement, property, state } from "lit/decorators.js";
import { BoardZone } from "../board-zone/board-zone.js";
import type { GraphLayout } from "../../session/board-layouts.js";
import { seatToken } from "../../session/seat-style.js";
import { colorCss, shapeOf } from "../game-card/card-face.js";
import { theme, zoneFrame } from "../../theme.js";
import { graphEdges, placeNodes } from "./graph-geometry.js";

/** A seat's marker on a location: whose, what it is, and which of the layout's kinds of marker (0 for the first). */
interface SeatMarker {
  seat: number;
  label: string;
  kind: number;
}

const NODE_W = 76;
const NODE_H = 40;
/** Names' size on the map; below the zoom at which they read at least 11 px, the map draws fewer of them. */
const FONT = 12.5;
/** Height of a legal location's button: with the frame's zoom, at least 44 px on screen. */
const TAP_H = 46;
/** The smallest readable name on screen, in CSS px. */
const READABLE = 11;

/**
 * A zone drawn as a map: each location at its layout position, lines for its connections, and the
 * pieces and seat markers standing on it; legal locations and pieces are the only clickable ones.
 * @event card-pick - a legal location or piece was clicked; `detail.value` is its component number.
 * @event path-pick - a destination further away was clicked; `detail.moves` are the moves on the way there.
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
      .map.far line { stroke-width: calc(2px * var(--k)); }
      /* Centred on its position by a wrapper, so the node itself can be animated freely. */
      .at { position: absolute; width: 0; height: 0; display: flex; align-items: center; justify-content: center; }
      .loc { position: relative; flex: none; width: ${NODE_W}px; min-height: ${NODE_H}px; display: flex; flex-direction: column; align-items: center;
        gap: 1px; padding: 1px 2px; border-radius: 6px; border: 1px solid var(--line); background: var(--tint, var(--paper)); box-sizing: border-box; }
      .loc.legal, .loc.path { border: 2px solid var(--legal); box-shadow: 0 0 0 3px #bfe8cf; z-index: 1; }
      .loc.path { border-style: dashed; }
      .name { all: unset; display: flex; align-items: center; gap: 3px; max-width: 100%; font-size: ${FONT}px; line-height: 1.15;
        text-align: center; justify-content: center; box-sizing: border-box; }
      button.name { cursor: pointer; min-width: ${NODE_W - 6}px; min-height: ${TAP_H}px; }
      button.name:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
      .mark { font-size: 12px; }
      .pieces { display: flex; flex-wrap: wrap; justify-content: center; gap: 2px; min-height: 14px; font-size: 12px; line-height: 1; }
      .pieces:empty { display: none; }
      .piece { display: inline-flex; align-items: baseline; padding: 0 2px; min-height: 0; border: 2px solid #5b6570; border-radius: 50%;
        background: #fffbe6; font-size: 12px; }
      button.piece { border: 2px solid var(--legal); box-shadow: 0 0 0 2px #bfe8cf; }
      .seat { display: inline-flex; align-items: baseline; gap: 1px; font-weight: 700; background: #fff; border: 2px solid currentColor;
        border-radius: 10px; padding: 0 3px; font-size: 12px; }
      .seat.other { border-radius: 2px; border-style: double; border-width: 3px; }
      .seat .tag { font-size: 9px; color: var(--ink); }
      .seat sub { font-size: 9px; color: var(--ink); }
      .seat.me { box-shadow: 0 0 0 2px #fff, 0 0 0 4px var(--ink); }
      .key { position: absolute; right: -6px; top: -8px; font-size: 10px; }
      /*
       * Zoomed out, names of ${FONT} px would read under 11 px: the map draws no names then, only
       * what matters at a size that reads on screen (--k is the inverse of the zoom): legal
       * locations as rings with their key, pawns and tokens, and dots for the other locations.
       * The + button zooms in towards the legal locations, where the names come back.
       */
      .far-zone h3 { visibility: hidden; }
      .map.far .loc { width: auto; min-height: 0; padding: calc(2px * var(--k)); border-radius: calc(12px * var(--k)); border-width: calc(1px * var(--k)); }
      .map.far .loc.legal { border-width: calc(3px * var(--k)); box-shadow: none; }
      /* Hidden from the eye only: the names stay in the text of the page, for screen readers and find-in-page. */
      .map.far .name > span:not(.mark), .map.far .loc.minor > * { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
        white-space: nowrap; }
      .map.far .mark, .map.far .seat, .map.far .piece { font-size: calc(12px * var(--k)); }
      .map.far .seat sub, .map.far .seat .tag { font-size: calc(9px * var(--k)); }
      .map.far .seat, .map.far .piece { border-width: calc(2px * var(--k)); padding: 0 calc(3px * var(--k)); }
      .map.far .pieces { gap: calc(2px * var(--k)); min-height: 0; }
      .map.far button.name { min-width: calc(26px * var(--k)); min-height: calc(26px * var(--k)); }
      .map.far .key { font-size: calc(11px * var(--k)); top: calc(-8px * var(--k)); right: calc(-6px * var(--k)); }
      .map.far .loc.minor { width: calc(7px * var(--k)); min-height: 0; height: calc(7px * var(--k)); padding: 0; border-radius: 50%; }
    `,
  ];

  /** Positions, links and pieces of the map. */
  @property({ attribute: false }) graph!: GraphLayout;
  /** Destinations further than one step that the table can reach in one go: location → the moves on the way. */
  @property({ attribute: false }) paths: Map<number, unknown[]> = new Map();
  /** How much the map is zoomed on screen (from the zoom pane around it). */
  @state() private scale = 1;
  /** Whether the map is drawn zoomed out (set while rendering). */
  private far = false;

  override connectedCallback() {
    super.connectedCallback();
    this.addEventListener("zoom-scale", this.onScale as EventListener);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.removeEventListener("zoom-scale", this.onScale as EventListener);
  }

  private readonly onScale = (e: CustomEvent<{ scale: number }>) => {
    this.scale = e.detail.scale;
  };

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
    // Zoomed out so far that names would read under 11 px: draw the map "far" (see the styles).
    const far = FONT * this.scale < READABLE;
    this.far = far;
    const k = far ? 1 / this.scale : 1;
    return html`<section class=${`zone${far ? " far-zone" : ""}`} role="group" aria-label=${`${this.label}, ${shown.length} locations`}>
      <h3 class="zone-title">${this.label}</h3>
      <div class=${`map${far ? " far" : ""}`} style=${`width:${g.width}px;height:${g.height}px;--k:${k}`}>
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
    // Where the player's own pawn stands is no destination, even when a walk could come back to it.
    // Zoomed out, far destinations would crowd the map: they are offered once it is zoomed in.
    const path = option || this.far || seats.some((m) => m.seat === this.view.seat && m.kind === 0) ? undefined : this.paths.get(id);
    const linked = links.map((l) => this.text(l, g.label)).filter(Boolean);
    const describe = [name, shapeValue, tintValue, ...seats.map((s) => `${seatToken(s.seat).label}'s ${s.label}`), ...pieces.map((pc) => this.text(pc, "name"))]
      .filter(Boolean).join(", ");
    const title = `${describe}${linked.length ? `; connected to ${linked.join(", ")}` : ""}`;
    const label = html`<span class="mark" aria-hidden="true">${mark}</span><span>${name}</span>`;
    // Steps on the way: the moves that pick a location (the others are "move again" choices).
    const steps = (path ?? []).filter((m) => this.ids.includes((m as { value?: number }).value ?? -1)).length;
    const minor = !option && !path && !pieces.length && !seats.length && !this.last.has(id);
    const cls = `loc${option ? " legal" : path ? " path" : ""}${minor ? " minor" : ""}`;
    // Zoomed out, a far destination is no button, but it still tells the zoom pane where to frame.
    const frame = !option && !path && this.far && this.paths.has(id);
    return html`<div class="at" style=${`left:${p.x}px;top:${p.y}px`}><div class=${cls} style=${tint.slice(1)} data-cid=${id} data-location=${name} title=${title}
      ?data-frame=${frame} data-tap-size=${frame ? TAP_H : nothing}>
      ${option
        ? html`<button class="name" data-option=${option} data-tap-size=${TAP_H} aria-label=${`${option}: ${describe}`} @click=${() => this.pick(id)}>${label}</button>
            <span class="key" aria-hidden="true">${optionKey(option)}</span>`
        : path
          ? html`<button class="name" data-path=${steps} data-tap-size=${TAP_H} aria-label=${`${describe}: go there in ${steps} step${steps === 1 ? "" : "s"}`}
              title=${`Go there (${steps} step${steps === 1 ? "" : "s"})`}
              @click=${() => this.dispatchEvent(new CustomEvent("path-pick", { detail: { moves: path }, bubbles: true, composed: true }))}>${label}</button>`
          : html`<span class="name">${label}</span>`}
      <span class="pieces">${seats.map((s) => this.seat(s))}${pieces.map((pc) => this.piece(pc))}</span>
    </div></div>`;
  }

  /** A seat's marker: the seat's shape and colour with its number; each kind of marker its own frame and, when short, its name ("HQ"). */
  private seat(m: SeatMarker) {
    const t = seatToken(m.seat);
    const mine = m.seat === this.view.seat;
    const other = m.kind > 0;
    return html`<span class=${`seat${other ? " other" : ""}${mine ? " me" : ""}`} style=${`color:${t.color}`} data-seat=${m.seat} ?data-focus=${mine && !other}
      title=${`${t.label}'s ${m.label}`} role="img" aria-label=${`${t.label}'s ${m.label}`}>${t.shape}<sub>${m.seat + 1}</sub>${other && m.label.length <= 3
        ? html`<span class="tag">${m.label}</span>`
        : nothing}</span>`;
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
    this.graph.seats.forEach((rule, kind) => {
      const values = this.view.counters[rule.counter];
      if (!Array.isArray(values)) return;
      const byKey = this.byField(locations, rule.match);
      values.forEach((v, p) => {
        const loc = byKey.get(v as number);
        if (loc !== undefined) out.set(loc, [...(out.get(loc) ?? []), { seat: p, label: rule.label, kind }]);
      });
    });
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
