import type { Program } from "../program.js";
import { faceTemplates, type FaceTemplate } from "../card-text.js";
import type { LayoutFile, WhenOptions, ZoneEntry } from "./layout-file.js";
import { words as spaced, zoneInPlay } from "./resolve-layout.js";

// What a table shows of a game, for places without the web table's drawing (the terminal): the
// zones and counters a player cares about, with their labels, read from the same typed layout the web
// table uses (table.yaml, checked by the compiler) and the game's options. Bookkeeping stays out the same way:
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

const BOARDS = new Set<ZoneEntry["kind"]>(["graph", "hex", "grid", "polyomino"]);

/** What a table shows of `program` with these options (and player count), from its layout (undefined: no table.yaml). */
export function tableShown(program: Program, layout: LayoutFile | null | undefined, options: Record<string, unknown>, players?: number): TableShown {
  const raw: LayoutFile = layout ?? {};
  const zonesRaw = raw.zones ?? {};
  const countersRaw = raw.counters ?? {};
  const words = program.words ?? {};
  const inPlay = (r: { when?: WhenOptions }) => zoneInPlay(r, options);
  // Pieces and seat markers a board draws: listed here under the board's name.
  const pieces = new Map<string, string>();
  const standing = new Map<string, ShownPieces>();
  const placing = new Map<string, string>();
  const hiddenAttrs = new Set<string>();
  const hiddenCounters = new Set<string>();
  for (const [name, r] of Object.entries(zonesRaw)) {
    const label = r.label ?? words[name] ?? spaced(name);
    // Geometry the table draws rather than writes: a board's coordinates, a die's face, a layer's field.
    switch (r.kind) {
      case "grid":
      case "hex":
      case "polyomino":
        for (const k of [r.x, r.y]) if (k) hiddenAttrs.add(k);
        break;
      case "dice":
        if (r.up) hiddenAttrs.add(r.up);
        break;
    }
    if (r.kind === "polyomino") for (const layer of r.layers ?? []) hiddenAttrs.add(layer.field);
    const standingOn = r.kind === "grid" || r.kind === "hex" || r.kind === "graph" ? (r.pieces ?? []) : [];
    for (const pc of standingOn) {
      pieces.set(pc.zone, `${label}: ${zonesRaw[pc.zone]?.label ?? words[pc.zone] ?? spaced(pc.zone)}`);
      standing.set(pc.zone, { board: name, at: pc.at, match: pc.match ?? "" });
      hiddenAttrs.add(pc.at);
    }
    if (r.kind === "graph") for (const seat of r.seats ?? []) placing.set(seat.counter, `${label}: ${seat.label ?? seat.counter}`);
  }
  for (const t of Object.values(raw.tracks ?? {})) {
    const label = t.label ?? "track";
    placing.set(t.counter, label);
    if (t.side) placing.set(t.side, `${label}: side`);
    for (const m of t.markers ?? []) {
      // A marker of no seat that is only on the track with some player counts (a solo opponent).
      if (m.players && players !== undefined && !m.players.includes(players)) {
        hiddenCounters.add(m.counter);
        if (m.side) hiddenCounters.add(m.side);
        continue;
      }
      placing.set(m.counter, `${label}: ${m.label ?? m.counter}`);
      if (m.side) placing.set(m.side, `${label}: ${m.label ?? m.counter} side`);
    }
  }
  const order = Object.keys(zonesRaw);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const zones = new Map<string, ShownZone>();
  for (const z of [...program.zones].sort((a, b) => rank(a.name) - rank(b.name))) {
    const r: ZoneEntry = zonesRaw[z.name] ?? {};
    if (z.outOfPlay || !inPlay(r)) continue;
    if (r.hidden === true && !pieces.has(z.name)) continue;
    zones.set(z.name, { label: pieces.get(z.name) ?? r.label ?? words[z.name] ?? spaced(z.name), board: BOARDS.has(r.kind), pile: r.kind === "deck" });
  }
  const counters = new Map<string, string>();
  const seatCounters = new Set<string>();
  const from = new Map<string, number>();
  for (const c of program.counters) {
    const r = countersRaw[c.name] ?? {};
    if (r.kind === "player") seatCounters.add(c.name);
    if (r.from !== undefined) from.set(c.name, r.from);
    if (!inPlay(r) || hiddenCounters.has(c.name)) continue;
    if (placing.has(c.name)) counters.set(c.name, r.label ?? placing.get(c.name)!);
    else if (r.hidden !== true) counters.set(c.name, r.label ?? words[c.name] ?? spaced(c.name));
  }
  const attrsRaw = raw.attrs ?? {};
  const hideUnlisted = attrsRaw["*"]?.hidden === true;
  for (const a of program.attrs ?? []) {
    const r = attrsRaw[a.name];
    if (r?.hidden === true || (hideUnlisted && r === undefined)) hiddenAttrs.add(a.name);
  }
  const members = new Set(Object.values(program.enums).flat());
  const names: Record<string, string> = Object.fromEntries(Object.entries(words).filter(([k]) => members.has(k)));
  Object.assign(names, raw.names);
  const card = raw.card ?? {};
  const badges = [...(card.color ? [card.color] : []), ...(card.icons ?? [])];
  return { zones, counters, pieces: standing, hiddenAttrs, faces: faceTemplates(raw), names, badges, players: seatCounters, from };
}
