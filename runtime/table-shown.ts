import type { Program } from "./program.js";
import { faceTemplates, type FaceTemplate } from "./card-text.js";

// What a table shows of a game, for places without the web table's drawing (the terminal): the
// zones and counters a player cares about, with their labels, read from the same layout data the web
// table uses (table.yaml, as plain data) and the game's options. Bookkeeping stays out the same way:
// `hidden: true`, a `when` the options do not match, and boxes (`not in play`). What the web table
// draws on a board (seat markers, pieces standing on spaces) is listed here, since a terminal has no
// board to draw it on; a board's own spaces are not listed one by one.

/** A zone as a table shows it. */
export interface ShownZone {
  label: string;
  /** A board (a graph map, a hex, square or polyomino grid): its spaces are not listed one by one. */
  board: boolean;
  /** A pile (`kind: deck`): its cards are listed by name only, their faces are read where they are played. */
  pile: boolean;
}

/** Pieces of a zone that stand on a board's spaces: the piece's attribute `at` equals the space's field `match` (or is the space, without `match`). */
export interface ShownPieces {
  board: string;
  at: string;
  match: string;
}

/** The zones (in the layout's order) and counters a table shows, with their labels. */
export interface TableShown {
  zones: Map<string, ShownZone>;
  counters: Map<string, string>;
  /** Zones whose components stand on a board, and how. */
  pieces: Map<string, ShownPieces>;
  /** Attributes the table does not show as text: `hidden`, unlisted under `"*": { hidden: true }`, and board geometry. */
  hiddenAttrs: Set<string>;
  /** The faces' text templates by component type (table.yaml `faces`), as the web table's cards show them. */
  faces: Record<string, FaceTemplate>;
  /** Words for enum members on cards: the layout's `names`, then log.yaml's words. */
  names: Record<string, string>;
  /** Counters shown only once they reach a value (table.yaml `from`, e.g. a round counter before the first round). */
  from: Map<string, number>;
  /** Counters that hold a seat (table.yaml `kind: player`): printed as the player, not a number. */
  players: Set<string>;
  /** Fields a card draws as its colour and icons (table.yaml `card: color, icons`): the terminal writes them. */
  badges: string[];
}

const BOARDS = new Set(["graph", "hex", "grid", "polyomino"]);

/** What a table shows of `program` with these options (and player count), from its layout data (undefined: no table.yaml). */
export function tableShown(program: Program, layout: unknown, options: Record<string, unknown>, players?: number): TableShown {
  const raw = obj(layout);
  const zonesRaw = obj(raw.zones);
  const countersRaw = obj(raw.counters);
  const words = program.words ?? {};
  const inPlay = (r: Record<string, unknown>) => {
    const when = obj(r.when);
    return Object.entries(when).every(([k, v]) => (Array.isArray(v) ? v.includes(options[k]) : options[k] === v));
  };
  // Pieces and seat markers a board draws: listed here under the board's name.
  const pieces = new Map<string, string>();
  const standing = new Map<string, ShownPieces>();
  const placing = new Map<string, string>();
  const hiddenAttrs = new Set<string>();
  const hiddenCounters = new Set<string>();
  for (const [name, value] of Object.entries(zonesRaw)) {
    const r = obj(value);
    const label = str(r.label) ?? words[name] ?? spaced(name);
    // Geometry the table draws rather than writes: a board's coordinates, a die's face, a layer's field.
    for (const k of ["x", "y", "up"]) if (str(r[k])) hiddenAttrs.add(str(r[k])!);
    for (const layer of list(r.layers)) if (str(layer.field)) hiddenAttrs.add(str(layer.field)!);
    for (const pc of list(r.pieces)) {
      const zone = str(pc.zone);
      if (!zone) continue;
      pieces.set(zone, `${label}: ${str(obj(zonesRaw[zone]).label) ?? words[zone] ?? spaced(zone)}`);
      if (str(pc.at)) {
        standing.set(zone, { board: name, at: str(pc.at)!, match: str(pc.match) ?? "" });
        hiddenAttrs.add(str(pc.at)!);
      }
    }
    for (const seat of list(r.seats)) if (str(seat.counter)) placing.set(str(seat.counter)!, `${label}: ${str(seat.label) ?? seat.counter}`);
  }
  for (const value of Object.values(obj(raw.tracks))) {
    const t = obj(value);
    const label = str(t.label) ?? "track";
    if (str(t.counter)) placing.set(str(t.counter)!, label);
    if (str(t.side)) placing.set(str(t.side)!, `${label}: side`);
    for (const m of list(t.markers)) {
      // A marker of no seat that is only on the track with some player counts (a solo opponent).
      const only = Array.isArray(m.players) ? m.players : undefined;
      const counter = str(m.counter);
      if (!counter) continue;
      if (only && players !== undefined && !only.includes(players)) {
        hiddenCounters.add(counter);
        if (str(m.side)) hiddenCounters.add(str(m.side)!);
        continue;
      }
      placing.set(counter, `${label}: ${str(m.label) ?? counter}`);
      if (str(m.side)) placing.set(str(m.side)!, `${label}: ${str(m.label) ?? counter} side`);
    }
  }
  const order = Object.keys(zonesRaw);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const zones = new Map<string, ShownZone>();
  for (const z of [...program.zones].sort((a, b) => rank(a.name) - rank(b.name))) {
    const r = obj(zonesRaw[z.name]);
    if (z.outOfPlay || !inPlay(r)) continue;
    if (r.hidden === true && !pieces.has(z.name)) continue;
    zones.set(z.name, { label: pieces.get(z.name) ?? str(r.label) ?? words[z.name] ?? spaced(z.name), board: BOARDS.has(str(r.kind) ?? ""), pile: r.kind === "deck" });
  }
  const counters = new Map<string, string>();
  const seatCounters = new Set<string>();
  const from = new Map<string, number>();
  for (const c of program.counters) {
    const r = obj(countersRaw[c.name]);
    if (r.kind === "player") seatCounters.add(c.name);
    if (typeof r.from === "number") from.set(c.name, r.from);
    if (!inPlay(r) || hiddenCounters.has(c.name)) continue;
    if (placing.has(c.name)) counters.set(c.name, str(r.label) ?? placing.get(c.name)!);
    else if (r.hidden !== true) counters.set(c.name, str(r.label) ?? words[c.name] ?? spaced(c.name));
  }
  const attrsRaw = obj(raw.attrs);
  const hideUnlisted = obj(attrsRaw["*"]).hidden === true;
  for (const a of program.attrs ?? []) {
    const r = obj(attrsRaw[a.name]);
    if (r.hidden === true || (hideUnlisted && attrsRaw[a.name] === undefined)) hiddenAttrs.add(a.name);
  }
  const members = new Set(Object.values(program.enums).flat());
  const names: Record<string, string> = Object.fromEntries(Object.entries(words).filter(([k]) => members.has(k)));
  for (const [k, v] of Object.entries(obj(raw.names))) if (typeof v === "string") names[k] = v;
  const card = obj(raw.card);
  const badges = [...(str(card.color) ? [str(card.color)!] : []), ...(Array.isArray(card.icons) ? card.icons.filter((x): x is string => typeof x === "string") : [])];
  return { zones, counters, pieces: standing, hiddenAttrs, faces: faceTemplates(raw), names, badges, players: seatCounters, from };
}

/** A name as words, as the web table writes an unlabelled one: "drawPile" reads "Draw pile". */
function spaced(name: string): string {
  const s = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

function list(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.map(obj) : [];
}
