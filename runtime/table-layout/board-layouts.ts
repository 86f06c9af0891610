// Layouts of the board-like components beyond the square/hex board: graph maps, dice, polyomino
// grids and numbered tracks, each read from its typed entry in table.yaml with defaults for what is left out.

import type { DiceEntry, GraphEntry, PieceEntry, PolyominoEntry, TrackEntry } from "./layout-file.js";

/** Components of `zone` stand on the space whose field `match` equals their attribute `at`. */
export interface PieceRule {
  zone: string;
  at: string;
  /** The space's field the attribute equals; "" when the attribute holds the space itself (typed `attr at: Space`). */
  match: string;
}

/**
 * Each seat's marker stands on the space whose field `match` equals that seat's counter `counter`, or, with
 * no `match`, on the space the counter holds (a typed counter: `counter position per player: Location`).
 */
export interface SeatRule {
  counter: string;
  match: string;
  /** What the marker is (e.g. a pawn), for labels. */
  label: string;
}

/** A zone drawn as a map of locations joined by lines. */
export interface GraphLayout {
  /** Location positions by component id (the YAML `id`), in any unit; scaled to `width` × `height`. */
  positions: Record<string, [number, number]>;
  /** List-of-component field holding a location's connections. */
  links: string;
  /** Field printed as the location's label. */
  label: string;
  /** Enum field that gives each location a marker shape. */
  shape?: string;
  /** Enum field that tints each location. */
  tint?: string;
  /** Name in the layout's `art` of a picture drawn under the map (a backdrop of seas and lands). */
  background?: string;
  width: number;
  height: number;
  pieces: PieceRule[];
  seats: SeatRule[];
}

/** A zone drawn as dice, each showing the face its attribute `up` picks from its list field `faces`. */
export interface DiceLayout {
  faces: string;
  up: string;
  /** Words for faces (default: the face name in words). */
  labels: Record<string, string>;
}

/** One field of the cells of a polyomino grid and how it is drawn. */
export interface GridLayer {
  /** A prop or an attribute of the cells. */
  field: string;
  /**
   * fill: tint by value (borders where values change); outline: dashed line around cells sharing a
   * value; symbol: a glyph in the cell; piece: a placed tile, outlined where its value changes.
   */
  draw: "fill" | "outline" | "symbol" | "piece";
  /** Value → enum member or word that names it (its colour and shape come from the card layout). */
  values: Record<string, string>;
  /** Values that block the cell (hatched), e.g. a fence (a mark reads 1 where set). */
  blocked: (number | string)[];
  /** Words for the layer in labels. */
  label: string;
  /** For pieces in a number field: the value minus this is the seat that owns the piece (a player-typed attribute is its seat). */
  seatOffset?: number;
}

/** A zone of cells drawn as a square grid on which placed tiles show as polyominoes. */
export interface PolyominoLayout {
  x: string;
  y: string;
  flipY: boolean;
  /** Side of a cell in pixels. */
  size: number;
  layers: GridLayer[];
}

/** A marker on a track that belongs to no seat (e.g. an automated opponent), placed by shared counters. */
export interface TrackMarker {
  counter: string;
  side?: string;
  label: string;
  /** Player counts with which the marker is in play (all when empty). */
  players: number[];
}

/** A numbered track on which each seat's counter places a marker. */
export interface TrackLayout {
  name: string;
  label: string;
  /** Per-seat counter with the seat's spot. */
  counter: string;
  /** Per-seat counter with the side of the spot (index into `sides`). */
  side?: string;
  sides: string[];
  /** Counter values of the first and last spots. */
  from: number;
  to: number;
  /** Number printed on the first spot. */
  first: number;
  /** What the markers are (e.g. assistant), for labels. */
  marker: string;
  /** Markers of no seat. */
  markers: TrackMarker[];
}

function pieceRules(list: PieceEntry[] | undefined): PieceRule[] {
  return (list ?? []).map((pc) => ({ zone: pc.zone, at: pc.at, match: pc.match ?? "" }));
}

/** Reads a graph map entry (`kind: graph`). */
export function graphLayout(r: Omit<GraphEntry, "kind">): GraphLayout {
  return {
    positions: { ...r.positions },
    links: r.links ?? "links",
    label: r.spaceLabel ?? "name",
    shape: r.shape,
    tint: r.tint,
    ...(r.background ? { background: r.background } : {}),
    width: r.width ?? 600,
    height: r.height ?? 400,
    pieces: pieceRules(r.pieces),
    seats: (r.seats ?? []).map((s) => ({ counter: s.counter, match: s.match ?? "", label: s.label ?? "piece" })),
  };
}

/** Reads a dice entry (`kind: dice`). */
export function diceLayout(r: Omit<DiceEntry, "kind">): DiceLayout {
  return { faces: r.faces ?? "faces", up: r.up ?? "up", labels: { ...r.labels } };
}

/** Reads a polyomino grid entry (`kind: polyomino`). */
export function polyominoLayout(r: Omit<PolyominoEntry, "kind">): PolyominoLayout {
  const layers = (r.layers ?? []).map((l): GridLayer => ({
    field: l.field,
    draw: l.draw,
    values: { ...l.values },
    blocked: l.blocked ?? [],
    label: l.label ?? l.field,
    ...(l.seatOffset !== undefined ? { seatOffset: l.seatOffset } : {}),
  }));
  return { x: r.x ?? "col", y: r.y ?? "row", flipY: r.flipY === true, size: r.size ?? 34, layers };
}

/** Reads the `tracks` section: one track per entry, in order (one whose last spot comes before its first is left out). */
export function trackLayouts(tracks: Record<string, TrackEntry> | undefined): TrackLayout[] {
  return Object.entries(tracks ?? {}).flatMap(([name, r]) => {
    const from = r.from ?? 0;
    if (r.to < from) return [];
    return [{
      name,
      label: r.label ?? name,
      counter: r.counter,
      side: r.side,
      sides: r.sides ?? [],
      from,
      to: r.to,
      first: r.first ?? 1,
      marker: r.marker ?? "marker",
      markers: (r.markers ?? []).map((m) => ({ counter: m.counter, side: m.side, label: m.label ?? m.counter, players: m.players ?? [] })),
    }];
  });
}
