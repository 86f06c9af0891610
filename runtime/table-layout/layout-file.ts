// The typed contents of content/<game>/table.yaml, as the compiler hands them on after checking them
// against table-layout.schema.json and the program's names (compiler/table-layout/). Every key is
// optional unless marked; what is left out is derived from the program (resolve-layout.ts).

/** Options a zone or a counter is in play with (`{ mode: solo }`); a list accepts any of its values. */
export type WhenOptions = Record<string, OptionValue | OptionValue[]>;

/** A value an option can take in a `when`. */
export type OptionValue = string | number | boolean;

/** Keys every zone entry takes, whatever its kind. */
export interface ZoneEntryBase {
  /** Heading of the zone on the table (default: the zone's name in words). */
  label?: string;
  /** Left off the table (bookkeeping); `false` shows a zone whose pieces a board draws as well. */
  hidden?: boolean;
  when?: WhenOptions;
  /** Left off the table while it is empty. */
  hideEmpty?: boolean;
  /** Heading of a per-seat zone in the shown seat's own area ("Your clue"). */
  ownLabel?: string;
}

/** The kinds of zone drawn as cards; no `kind` guesses one from the zone's visibility. */
export type CardsKind = "deck" | "hand" | "tableau" | "market";

/** A zone drawn as cards (a pile, a fanned hand, rows). */
export interface CardsEntry extends ZoneEntryBase {
  kind?: CardsKind;
}

/** Components of `zone` stand on the space whose field `match` equals their attribute `at` (no `match`: the attribute holds the space). */
export interface PieceEntry {
  zone: string;
  at: string;
  match?: string;
}

/** A square or hex grid of spaces placed by two fields. */
export interface GridEntry extends ZoneEntryBase {
  kind: "grid" | "hex";
  x?: string;
  y?: string;
  /** Rows grow upwards (default: when `y` is `row`). */
  flipY?: boolean;
  spaceLabel?: string;
  tint?: string;
  pieces?: PieceEntry[];
  /** A click on a space picks the legal component of `zone` whose list field `contains` holds the space. */
  picks?: { zone: string; contains: string };
  outline?: string;
  /** Two names of `art` (or CSS colours) filling the spaces alternately. */
  checker?: [string, string];
}

/** A seat's marker stands on the location its counter holds (or whose field `match` equals it). */
export interface SeatMarkerEntry {
  counter: string;
  match?: string;
  label?: string;
}

/** A map of locations at `positions` joined by the lines of a list field. */
export interface GraphEntry extends ZoneEntryBase {
  kind: "graph";
  /** Location positions by component id. */
  positions?: Record<string, [number, number]>;
  links?: string;
  spaceLabel?: string;
  shape?: string;
  tint?: string;
  /** A name of `art` drawn under the map. */
  background?: string;
  width?: number;
  height?: number;
  pieces?: PieceEntry[];
  seats?: SeatMarkerEntry[];
}

/** Dice, each showing the face its attribute `up` picks from its list field `faces`. */
export interface DiceEntry extends ZoneEntryBase {
  kind: "dice";
  faces?: string;
  up?: string;
  /** Words for faces. */
  labels?: Record<string, string>;
}

/** How one field of a polyomino grid's cells is drawn. */
export interface LayerEntry {
  field: string;
  draw: "fill" | "outline" | "symbol" | "piece";
  /** Value (a number, or an enum member's name) → enum member or word that names it. */
  values?: Record<string, string>;
  /** Values that block the cell; a mark's value is 1. */
  blocked?: (number | string)[];
  label?: string;
  /** For pieces in a number field: the value minus this is the owning seat. */
  seatOffset?: number;
}

/** A square grid of cells on which placed tiles show as polyominoes. */
export interface PolyominoEntry extends ZoneEntryBase {
  kind: "polyomino";
  x?: string;
  y?: string;
  flipY?: boolean;
  size?: number;
  layers?: LayerEntry[];
}

/** One zone's entry, a union tagged by `kind`: a switch over it is exhaustive. */
export type ZoneEntry = CardsEntry | GridEntry | GraphEntry | DiceEntry | PolyominoEntry;

/** The board kinds, each drawn by a component of its own. */
export type BoardKind = Exclude<ZoneEntry["kind"], CardsKind | undefined>;

/** A marker of no seat on a track, placed by shared counters. */
export interface TrackMarkerEntry {
  counter: string;
  side?: string;
  label?: string;
  /** Player counts the marker is in play with. */
  players?: number[];
}

/** A numbered track on which each seat's counter places a marker. */
export interface TrackEntry {
  label?: string;
  counter: string;
  side?: string;
  sides?: string[];
  from?: number;
  to: number;
  first?: number;
  marker?: string;
  markers?: TrackMarkerEntry[];
}

/** Text templates of one component type's face (runtime/card-text.ts). */
export interface FaceEntry {
  title?: string;
  lines?: string[];
  text?: string;
}

/** How a counter is shown. */
export interface CounterEntry {
  label?: string;
  /** `player`: the value is a seat. */
  kind?: "number" | "player";
  hidden?: boolean;
  when?: WhenOptions;
  /** Shown once its value reaches this. */
  from?: number;
}

/** Everything content/<game>/table.yaml may say. */
export interface LayoutFile {
  /** Zones in display order. */
  zones?: Record<string, ZoneEntry>;
  card?: { title?: string; color?: string; icons?: string[]; fields?: string[]; text?: string };
  faces?: Record<string, FaceEntry>;
  score?: { counter?: string; query?: string; label?: string };
  /** A named query whose components are marked at the end. */
  decisive?: string;
  theme?: { title?: string; accent?: string; felt?: string; paper?: string; background?: string };
  counters?: Record<string, CounterEntry>;
  marks?: Record<string, { label?: string; sideways?: boolean }>;
  /** By attribute name; `"*"` for every attribute not listed. */
  attrs?: Record<string, { label?: string; kind?: "number" | "player"; hidden?: boolean }>;
  tracks?: Record<string, TrackEntry>;
  seats?: { color: string; name?: string; art?: string }[];
  shapes?: Record<string, string>;
  colors?: Record<string, string>;
  names?: Record<string, string>;
  /** SVG files in the game folder by name (an enum member, or a name other keys use). */
  art?: Record<string, string>;
  legend?: { label: string; member?: string; shape?: string; color?: string }[];
}
