// How a program is laid out on the table: a game's optional layout (content/<game>/table.yaml, typed
// and checked by the compiler) over defaults derived from the program alone, so a game without a
// layout file is still playable. The web table draws this; the terminal's summary (table-shown.ts)
// reads the same typed file.

import type { Program, ZoneDef } from "../program.js";
import { faceTemplates, type FaceTemplate } from "../card-text.js";
import type { CardsKind, GridEntry, LayoutFile, WhenOptions, ZoneEntry } from "./layout-file.js";
import { diceLayout, graphLayout, polyominoLayout, trackLayouts, type DiceLayout, type GraphLayout, type PolyominoLayout, type TrackLayout } from "./board-layouts.js";

/** How a zone's components are drawn. */
export type ZoneKind = "deck" | "hand" | "tableau" | "market" | "board" | "graph" | "dice" | "polyomino";

/** A zone drawn as a board: each component is a space placed by two fields (props or attributes). */
export interface BoardLayout {
  shape: "grid" | "hex";
  /** Field with the column. */
  x: string;
  /** Field with the row. */
  y: string;
  /** Row numbers grow upwards (row 1 at the bottom, as on a chess board). */
  flipY: boolean;
  /** Field printed in a corner of each space (default `name`). */
  spaceLabel?: string;
  /** Enum field that tints the space and gives it a shape. */
  tint?: string;
  /** Components of `zone` stand on the space whose field `match` equals their attribute `at`. */
  pieces: { zone: string; at: string; match: string }[];
  /** A click on a space picks the legal component of `zone` whose list field `contains` holds the space (a column by its cells). */
  picks?: { zone: string; contains: string };
  /** Enum field whose members outline the spaces that have one (e.g. animal territories), in the member's colour. */
  outline?: string;
  /** Two names in the layout's `art` (or CSS colours) that fill the spaces alternately, as a checkerboard. */
  checker?: [string, string];
}

/** What every zone on the table has, whatever it is drawn as. */
interface ZoneLayoutBase {
  name: string;
  label: string;
  perPlayer: boolean;
  /** Options the zone is in play with (e.g. `{ mode: solo }`); it is left off the table otherwise. */
  when?: WhenOptions;
  /** Left off the table while it is empty (e.g. what is only revealed at the end). */
  hideEmpty?: boolean;
  /** Heading of a per-seat zone in the shown seat's own area (e.g. "Your clue"); others see `label`. */
  ownLabel?: string;
}

/** The drawings of a zone by kind; the other kinds' keys are absent, so `z.graph` reads on any zone. */
interface Drawings {
  board: BoardLayout;
  graph: GraphLayout;
  dice: DiceLayout;
  polyomino: PolyominoLayout;
}

/** A zone drawn as `K` holds that drawing and none of the others. */
type Drawn<K extends keyof Drawings> = { kind: K } & { [D in K]: Drawings[D] } & { [D in Exclude<keyof Drawings, K>]?: undefined };

/** One zone on the table, tagged by how it is drawn: a switch over `kind` is exhaustive. */
export type ZoneLayout = ZoneLayoutBase &
  ({ kind: CardsKind; board?: undefined; graph?: undefined; dice?: undefined; polyomino?: undefined } | Drawn<"board"> | Drawn<"graph"> | Drawn<"dice"> | Drawn<"polyomino">);

/** What one type of component shows on its face: the runtime's templates, shared with the terminal. */
export type { FaceTemplate };

/** How the table dresses for one game: colours and the title in the toolbar. */
export interface TableTheme {
  title?: string;
  accent?: string;
  felt?: string;
  paper?: string;
  background?: string;
}

/** Which component fields a card face shows. */
export interface CardLayout {
  /** Field for the title (default `name`). */
  title: string;
  /** Enum field that tints the card and names its colour. */
  color?: string;
  /** Enum or list-of-enum fields shown as icon badges. */
  icons: string[];
  /** Fields shown as "label value" lines. */
  fields: string[];
  /** Text field printed on the card body (rules text, a clue). */
  text?: string;
  /** Shapes for enum members, overriding the automatic ones (e.g. `cube: "■"`). */
  shapes: Record<string, string>;
  /** CSS colours for enum members, overriding the automatic ones. */
  colors: Record<string, string>;
  /** Face templates by component type; types without one show title, icons and fields. */
  faces: Record<string, FaceTemplate>;
  /** Words for enum members (e.g. `coins2: 2 coins`); the member's name in words otherwise. */
  names: Record<string, string>;
  /** Images for enum members: a path of an SVG file in the game folder (e.g. `art/forest.svg`) as a data URL. */
  art: Record<string, string>;
}

/** How a counter is shown. */
export interface CounterLayout {
  label: string;
  /** `player`: the value is a seat. */
  kind: "number" | "player";
  /** Not shown as a figure (bookkeeping, or drawn on a map or a track instead). */
  hidden: boolean;
  /** Options the counter is in play with (e.g. `{ mode: solo }`); not shown otherwise. */
  when?: WhenOptions;
  /** Shown once its value reaches this (a round counter is 0 before the first round). */
  from?: number;
}

/** How a mark is shown on the cards that carry it. */
export interface MarkLayout {
  label: string;
  sideways: boolean;
}

/** How a component attribute is shown on the components that carry it. */
export interface AttrLayout {
  label: string;
  /** `player`: the value is a seat, shown as that seat's token. */
  kind: "number" | "player";
  /** Not shown at all (e.g. coordinates). */
  hidden: boolean;
}

/** The resolved layout of a whole table. */
export interface TableLayout {
  shared: ZoneLayout[];
  perPlayer: ZoneLayout[];
  card: CardLayout;
  counters: Record<string, CounterLayout>;
  marks: Record<string, MarkLayout>;
  attrs: Record<string, AttrLayout>;
  /** Numbered tracks on which seats' counters place markers. */
  tracks: TrackLayout[];
  /** Colours (and their names) of the seats, as the game's pieces are drawn, and a picture of a seat's piece (a data URL). */
  seats: { color: string; name?: string; art?: string }[];
  /**
   * The running score on each player's header: a per-seat counter, or a named per-seat query (which
   * must read only what every player sees, such as the points of completed, faceup cards).
   */
  score?: { counter?: string; query?: string; label: string };
  /** A named query (one component list) whose components are marked at the end: the winning line, the habitat. */
  decisive?: string;
  theme: TableTheme;
  /** A key to the map's colours and symbols, as lines of text with their glyph or image. */
  legend: { shape?: string; color?: string; art?: string; label: string }[];
}

/** Resolves the layout of a program from its optional layout (and the game's SVG files, by path). */
export function tableLayout(program: Program, file: LayoutFile | null | undefined, assets: Record<string, string> = {}): TableLayout {
  const raw: LayoutFile = file ?? {};
  const zonesRaw = raw.zones ?? {};
  const order = Object.keys(zonesRaw);
  const entry = (name: string): ZoneEntry => zonesRaw[name] ?? {};
  const zones = program.zones
    .filter((z) => entry(z.name).hidden !== true)
    .sort((a, b) => rank(order, a.name) - rank(order, b.name))
    .map((z) => zoneLayout(program, z, entry(z.name)));
  const cardRaw = raw.card ?? {};
  const card: CardLayout = {
    title: cardRaw.title ?? "name",
    color: cardRaw.color,
    icons: cardRaw.icons ?? [],
    fields: cardRaw.fields ?? [],
    text: cardRaw.text,
    shapes: { ...raw.shapes },
    colors: { ...raw.colors },
    faces: faceTemplates(raw),
    // The content's words for enum members (log.yaml `words:`), then the layout's own for the table.
    names: { ...memberWordsOf(program), ...raw.names },
    art: artUrls(raw.art ?? {}, assets),
  };
  if (!cardRaw.title && !cardRaw.icons && !cardRaw.fields) Object.assign(card, guessCard(program));
  const tracks = trackLayouts(raw.tracks);
  // Counters that place seats on a map or a track are shown there, not again as figures.
  const placing = new Set([
    ...tracks.flatMap((t) => [t, ...t.markers].flatMap((m) => [m.counter, ...(m.side ? [m.side] : [])])),
    ...zones.flatMap((z) => z.graph?.seats.map((s) => s.counter) ?? []),
  ]);
  const counters: TableLayout["counters"] = {};
  for (const c of program.counters) {
    const r = raw.counters?.[c.name] ?? {};
    counters[c.name] = {
      label: r.label ?? words(c.name),
      kind: r.kind === "player" ? "player" : "number",
      hidden: r.hidden ?? placing.has(c.name),
      ...(r.when ? { when: r.when } : {}),
      ...(r.from !== undefined ? { from: r.from } : {}),
    };
  }
  const marks: TableLayout["marks"] = {};
  for (const m of program.marks) {
    const r = raw.marks?.[m] ?? {};
    marks[m] = { label: r.label ?? words(m), sideways: r.sideways === true };
  }
  // Pieces placed on a board by an attribute are drawn on the board, not again in a zone of their own.
  const onBoard = new Set(zones.flatMap((z) => [...(z.board?.pieces ?? []), ...(z.graph?.pieces ?? [])].map((pc) => pc.zone)));
  const geometry = new Set(zones.flatMap(geometryFields));
  const attrs: TableLayout["attrs"] = {};
  const hideUnlisted = raw.attrs?.["*"]?.hidden === true;
  for (const a of program.attrs ?? []) {
    const r = raw.attrs?.[a.name];
    attrs[a.name] = {
      label: r?.label ?? words(a.name),
      kind: r?.kind === "player" ? "player" : "number",
      hidden: r?.hidden ?? (geometry.has(a.name) || (!r && hideUnlisted)),
    };
  }
  const shown = zones.filter((z) => !onBoard.has(z.name) || entry(z.name).hidden === false);
  const seats = (raw.seats ?? []).map((r) => {
    const art = r.art !== undefined ? card.art[r.art] : undefined;
    return { color: r.color, ...(r.name ? { name: r.name } : {}), ...(art ? { art } : {}) };
  });
  const scoreRaw = raw.score ?? {};
  const score = scoreRaw.counter ? { counter: scoreRaw.counter, label: scoreRaw.label ?? "Score" }
    : scoreRaw.query ? { query: scoreRaw.query, label: scoreRaw.label ?? "Score" } : undefined;
  const theme: TableTheme = {};
  for (const k of ["title", "accent", "felt", "paper", "background"] as const) if (raw.theme?.[k]) theme[k] = raw.theme[k];
  const legend = (raw.legend ?? []).map((r) => ({
    label: r.label,
    ...(r.member ? { shape: card.shapes[r.member], color: card.colors[r.member], art: card.art[r.member] } : {}),
    ...(r.shape ? { shape: r.shape } : {}),
    ...(r.color ? { color: r.color } : {}),
  }));
  return {
    shared: shown.filter((z) => !z.perPlayer),
    perPlayer: shown.filter((z) => z.perPlayer),
    card, counters, marks, attrs, tracks, seats,
    ...(score ? { score } : {}),
    ...(raw.decisive ? { decisive: raw.decisive } : {}),
    theme,
    legend,
  };
}

/** The program's words for enum members only: zone names are not words a card or a log sentence holds. */
function memberWordsOf(program: Program): Record<string, string> {
  const members = new Set(Object.values(program.enums).flat());
  return Object.fromEntries(Object.entries(program.words ?? {}).filter(([k]) => members.has(k)));
}

/** Whether a zone or a counter is in play with the game's options (its `when` matches them all; a list accepts any of its values). */
export function zoneInPlay(z: { when?: WhenOptions }, options: Record<string, unknown>): boolean {
  return !z.when || Object.entries(z.when).every(([k, v]) => (Array.isArray(v) ? (v as unknown[]).includes(options[k]) : options[k] === v));
}

/** The art files named for enum members, as data URLs usable in CSS and SVG. */
function artUrls(paths: Record<string, string>, assets: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [member, path] of Object.entries(paths)) {
    const svg = assets[path];
    if (svg) out[member] = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
  return out;
}

/** Fields a zone's drawing already shows by position or look, so cards need not repeat them. */
function geometryFields(z: ZoneLayout): string[] {
  const out: string[] = [];
  if (z.board) out.push(z.board.x, z.board.y, ...z.board.pieces.flatMap((pc) => [pc.at, pc.match]));
  if (z.graph) out.push(...z.graph.pieces.flatMap((pc) => [pc.at, pc.match]));
  if (z.dice) out.push(z.dice.up);
  if (z.polyomino) out.push(z.polyomino.x, z.polyomino.y, ...z.polyomino.layers.map((l) => l.field));
  return out;
}

function zoneLayout(program: Program, z: ZoneDef, r: ZoneEntry): ZoneLayout {
  const base = { name: z.name, label: r.label ?? words(z.name), perPlayer: z.perPlayer, ...(r.when ? { when: r.when } : {}), ...(r.ownLabel ? { ownLabel: r.ownLabel } : {}), ...(r.hideEmpty === true ? { hideEmpty: true } : {}) };
  switch (r.kind) {
    case "graph":
      return { ...base, kind: "graph", graph: graphLayout(r) };
    case "dice":
      return { ...base, kind: "dice", dice: diceLayout(r) };
    case "polyomino":
      return { ...base, kind: "polyomino", polyomino: polyominoLayout(r) };
    case "grid":
    case "hex": {
      const board = boardLayout(program, z, r);
      return board ? { ...base, kind: "board", board } : { ...base, kind: defaultKind(z) };
    }
    case "deck":
    case "hand":
    case "tableau":
    case "market":
      return { ...base, kind: r.kind };
    case undefined: {
      // No kind: a board when the components carry numeric col/row (or x/y) fields, else cards by visibility.
      const board = boardLayout(program, z, { kind: "grid" });
      return board ? { ...base, kind: "board", board } : { ...base, kind: defaultKind(z) };
    }
    default: {
      const never: never = r;
      return never;
    }
  }
}

/** A square or hex board whose spaces lie at two fields: named, or guessed from the components' numeric col/row (or x/y). */
function boardLayout(program: Program, z: ZoneDef, r: GridEntry): BoardLayout | undefined {
  let x = r.x;
  let y = r.y;
  if (!x || !y) {
    const sample = program.components.find((c) => c.type === z.of)?.props ?? {};
    const pair = [["col", "row"], ["x", "y"], ["column", "row"]].find(([a, b]) => typeof sample[a!] === "number" && typeof sample[b!] === "number");
    if (!pair) return undefined;
    [x, y] = pair as [string, string];
  }
  return {
    shape: r.kind === "hex" ? "hex" : "grid",
    x,
    y,
    flipY: r.flipY ?? y === "row",
    spaceLabel: r.spaceLabel,
    tint: r.tint,
    pieces: (r.pieces ?? []).map((pc) => ({ zone: pc.zone, at: pc.at, match: pc.match ?? "" })),
    ...(r.picks ? { picks: { zone: r.picks.zone, contains: r.picks.contains } } : {}),
    ...(r.outline ? { outline: r.outline } : {}),
    ...(r.checker ? { checker: [r.checker[0], r.checker[1]] as [string, string] } : {}),
  };
}

function defaultKind(z: ZoneDef): CardsKind {
  if (z.visibility === "hidden") return "deck";
  if (z.perPlayer) return z.visibility === "public" ? "tableau" : "hand";
  return "market";
}

function rank(order: string[], name: string): number {
  const i = order.indexOf(name);
  return i < 0 ? order.length : i;
}

/** Without a layout: the title is `name`, enum fields are icons, small integers are fields. */
function guessCard(program: Program): Partial<CardLayout> {
  const members = new Set(Object.values(program.enums).flat());
  const icons = new Set<string>();
  const fields = new Set<string>();
  for (const c of program.components.slice(0, 200)) {
    for (const [k, v] of Object.entries(c.props)) {
      if (k === "id" || k === "name") continue;
      if ((typeof v === "string" && members.has(v)) || (Array.isArray(v) && v.length && v.every((x) => typeof x === "string" && members.has(x)))) icons.add(k);
      else if (typeof v === "number") fields.add(k);
    }
  }
  return { icons: [...icons], fields: [...fields] };
}

/** "publicAssignments" → "Public assignments". */
export function words(name: string): string {
  const s = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
