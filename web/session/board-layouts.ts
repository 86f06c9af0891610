// Layouts of the board-like components beyond the square/hex board: graph maps, dice, polyomino
// grids and numbered tracks, each read from its entry in table.yaml with defaults for what is left out.

import { num, obj, str, strMap, strs, type Raw } from "./layout-data.js";

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
  /** Values that block the cell (hatched), e.g. a fence. */
  blocked: number[];
  /** Words for the layer in labels. */
  label: string;
  /** For pieces: the value minus this is the seat that owns the piece. */
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

const DRAWS: GridLayer["draw"][] = ["fill", "outline", "symbol", "piece"];

function pieceRules(v: unknown): PieceRule[] {
  return (Array.isArray(v) ? v : []).map(obj).flatMap((pc) => {
    const zone = str(pc.zone);
    const at = str(pc.at);
    const match = str(pc.match) ?? "";
    return zone && at ? [{ zone, at, match }] : [];
  });
}

/** Reads a graph map entry (`kind: graph`). */
export function graphLayout(r: Raw): GraphLayout {
  const positions: GraphLayout["positions"] = {};
  for (const [id, p] of Object.entries(obj(r.positions))) {
    if (Array.isArray(p) && typeof p[0] === "number" && typeof p[1] === "number") positions[id] = [p[0], p[1]];
  }
  const seats = (Array.isArray(r.seats) ? r.seats : []).map(obj).flatMap((s) => {
    const counter = str(s.counter);
    const match = str(s.match) ?? "";
    return counter ? [{ counter, match, label: str(s.label) ?? "piece" }] : [];
  });
  return {
    positions,
    links: str(r.links) ?? "links",
    label: str(r.spaceLabel) ?? "name",
    shape: str(r.shape),
    tint: str(r.tint),
    ...(str(r.background) ? { background: str(r.background) } : {}),
    width: num(r.width) ?? 600,
    height: num(r.height) ?? 400,
    pieces: pieceRules(r.pieces),
    seats,
  };
}

/** Reads a dice entry (`kind: dice`). */
export function diceLayout(r: Raw): DiceLayout {
  return { faces: str(r.faces) ?? "faces", up: str(r.up) ?? "up", labels: strMap(r.labels) };
}

/** Reads a polyomino grid entry (`kind: polyomino`). */
export function polyominoLayout(r: Raw): PolyominoLayout {
  const layers = (Array.isArray(r.layers) ? r.layers : []).map(obj).flatMap((l): GridLayer[] => {
    const field = str(l.field);
    const draw = DRAWS.find((d) => d === l.draw);
    if (!field || !draw) return [];
    const blocked = (Array.isArray(l.blocked) ? l.blocked : []).filter((x): x is number => typeof x === "number");
    return [{ field, draw, values: strMap(l.values), blocked, label: str(l.label) ?? field, ...(num(l.seatOffset) !== undefined ? { seatOffset: num(l.seatOffset) } : {}) }];
  });
  return { x: str(r.x) ?? "col", y: str(r.y) ?? "row", flipY: r.flipY === true, size: num(r.size) ?? 34, layers };
}

/** Reads the `tracks` section: one track per entry, in order. */
export function trackLayouts(v: unknown): TrackLayout[] {
  return Object.entries(obj(v)).flatMap(([name, raw]) => {
    const r = obj(raw);
    const counter = str(r.counter);
    const from = num(r.from) ?? 0;
    const to = num(r.to);
    if (!counter || to === undefined || to < from) return [];
    return [{
      name,
      label: str(r.label) ?? name,
      counter,
      side: str(r.side),
      sides: strs(r.sides) ?? [],
      from,
      to,
      first: num(r.first) ?? 1,
      marker: str(r.marker) ?? "marker",
      markers: (Array.isArray(r.markers) ? r.markers : []).map(obj).flatMap((m) => {
        const c = str(m.counter);
        const players = (Array.isArray(m.players) ? m.players : []).filter((x): x is number => typeof x === "number");
        return c ? [{ counter: c, side: str(m.side), label: str(m.label) ?? c, players }] : [];
      }),
    }];
  });
}
