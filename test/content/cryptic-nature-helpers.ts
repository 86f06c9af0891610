// Shared helpers for the Cryptic Nature content tests: the compiled program, component ids by record,
// state surgery for scenarios (zones, counters, attributes, marks) and moves picked by decision name.
import { expect } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine, seededRandom, type GameState, type Move, type Program } from "../../runtime/index.js";
import { writableRow } from "../../runtime/shared-rows.js";

let cached: Program | undefined;

/** The compiled Cryptic Nature program; compilation must be error-free. */
export function cnProgram(): Program {
  if (cached) return cached;
  const r = compileGame(new NodeContentSource("content"), "cryptic-nature");
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length || !r.program) throw new Error(`cryptic-nature does not compile: ${JSON.stringify(errors.slice(0, 3))}`);
  return (cached = r.program);
}

/** A fresh engine over the program. */
export function cnEngine(log = true): Engine {
  return new Engine(cnProgram(), { log });
}

/** State surgery and move helpers bound to one engine and state. */
export class Table {
  constructor(
    readonly e: Engine,
    readonly s: GameState,
  ) {}

  static start(e: Engine, players: number, seed: number, options?: Record<string, unknown>): Table {
    const r = e.start({ players, seed, ...(options ? { options } : {}) });
    if (!r.ok) throw new Error(`start failed: ${r.error.code} ${r.error.message}`);
    return new Table(e, r.state);
  }

  /** The component id of `Type/record` (the first copy when there are several). */
  id(ref: string): number {
    const i = this.e.program.components.findIndex((c) => c.id === ref || c.id === `${ref}#1`);
    if (i < 0) throw new Error(`no component ${ref}`);
    return i;
  }

  /** Every component id of a type whose record id matches. */
  ids(type: string, pred: (props: Record<string, unknown>) => boolean = () => true): number[] {
    return this.e.program.components.flatMap((c, i) => (c.type === type && pred(c.props) ? [i] : []));
  }

  props(id: number): Record<string, unknown> {
    return this.e.program.components[id]!.props;
  }

  slot(zone: string, seat = 0): number {
    const zi = this.e.program.zones.findIndex((z) => z.name === zone);
    if (zi < 0) throw new Error(`no zone ${zone}`);
    return this.e.layout(this.s.players).base[zi]! + (this.e.program.zones[zi]!.perPlayer ? seat : 0);
  }

  zone(zone: string, seat = 0): number[] {
    return this.s.zones[this.slot(zone, seat)]!;
  }

  /** Moves a component to the top of a zone. */
  put(id: number, zone: string, seat = 0): void {
    const from = this.s.zones[this.s.loc[id]!]!;
    from.splice(from.indexOf(id), 1);
    const to = this.slot(zone, seat);
    this.s.zones[to]!.push(id);
    this.s.loc[id] = to;
  }

  /** The zone a component lies in ("name" or "name:seat"), or "box" outside every zone (an expansion's cards while it is off). */
  where(id: number): string {
    const slot = this.s.loc[id]!;
    const L = this.e.layout(this.s.players);
    if (slot === L.box) return "box";
    const zi = L.slotZone[slot]!;
    const z = this.e.program.zones[zi]!;
    return z.perPlayer ? `${z.name}:${slot - L.base[zi]!}` : z.name;
  }

  private counterIndex(name: string): number {
    const i = this.e.program.counters.findIndex((c) => c.name === name);
    if (i < 0) throw new Error(`no counter ${name}`);
    return i;
  }

  /** A counter's value: a number, or for a typed counter the component id it holds (null: none). */
  /** A counter's value: a number, or for a typed counter what it holds (an enum member's name, a component id). */
  counter(name: string, seat?: number): number {
    const v = this.s.counters[this.counterIndex(name)]!;
    return (Array.isArray(v) ? v[seat ?? 0]! : v) as number;
  }

  setCounter(name: string, value: number | string | null, seat?: number): void {
    const i = this.counterIndex(name);
    const v = this.s.counters[i]!;
    if (Array.isArray(v)) v[seat ?? 0] = value;
    else this.s.counters[i] = value;
  }

  /**
   * An attribute's value: a number, or for a typed attribute the component id or seat it holds, or the
   * enum member's name (null: none). Typed as a number for the many numeric reads.
   */
  attr(name: string, id: number): number {
    return this.s.attrs[this.e.program.attrs.findIndex((a) => a.name === name)]![id]! as number;
  }

  setAttr(name: string, id: number, value: number | string | null): void {
    const i = this.e.program.attrs.findIndex((a) => a.name === name);
    if (i < 0) throw new Error(`no attr ${name}`);
    // Rows are shared copy-on-write between states: write through the runtime's own helper.
    writableRow(this.s.attrs, i)[id] = value;
  }

  /** Sets a mark on a component (through the runtime's copy-on-write rows, like `setAttr`). */
  setMark(name: string, id: number, on = true): void {
    const i = this.e.program.marks.indexOf(name);
    if (i < 0) throw new Error(`no mark ${name}`);
    writableRow(this.s.marks, i)[id] = on ? 1 : 0;
  }

  marked(name: string, id: number): boolean {
    return this.s.marks[this.e.program.marks.indexOf(name)]![id] === 1;
  }

  /** The moves of the decisions owed now (any-time actions and reactions left out: see `all`). */
  offered(): Move[] {
    const optional = new Set((this.e.program.actions ?? []).map((a) => a.name));
    return this.e.legalMoves(this.s).filter((m) => !optional.has(m.choice));
  }

  /** Every legal move, any-time actions and reactions included. */
  all(): Move[] {
    return this.e.legalMoves(this.s);
  }

  /** The pending decision's name. */
  pending(): string {
    const m = this.offered();
    return m.length ? m[0]!.choice : "";
  }

  /**
   * Applies the move with this choice and value (a label, a component id, or null to pass). A decision
   * with a single option is taken by the engine itself, so a choice not on offer at all is skipped;
   * the tests check its effects instead.
   */
  play(choice: string, value: Move["value"]): void {
    if (!this.all().some((x) => x.choice === choice)) return;
    const m = this.all().find((x) => x.choice === choice && x.value === value);
    if (!m) throw new Error(`no move ${choice}=${JSON.stringify(value)}; offered ${JSON.stringify(this.offered().slice(0, 30))}`);
    const err = this.e.applyInPlace(this.s, m);
    if (err) throw new Error(`${choice}: ${err.code} ${err.message}`);
  }

  /** Whether a move with this choice and value is on offer. */
  can(choice: string, value: Move["value"]): boolean {
    return this.all().some((x) => x.choice === choice && x.value === value);
  }

  /** Plays the first legal move until the pending decision is `choice` (or the game ends). */
  advanceTo(choice: string, cap = 500): void {
    for (let n = 0; n < cap && !this.s.result; n++) {
      const m = this.offered();
      if (m.some((x) => x.choice === choice)) return;
      const err = this.e.applyInPlace(this.s, m[0]!);
      if (err) throw new Error(err.message);
    }
    throw new Error(`never reached ${choice}`);
  }

  /** The Location component of a map record (e.g. "e3"), as typed state (`position`, `site`, `loc`) holds it. */
  loc(record: string): number {
    return this.id(`Location/${record}`);
  }

  /** Every component is in exactly one zone slot, and loc agrees. */
  conserved(): string | undefined {
    const seen = new Array<number>(this.e.program.components.length).fill(0);
    this.s.zones.forEach((z, slot) => {
      for (const id of z) {
        seen[id]!++;
        if (this.s.loc[id] !== slot) return;
      }
    });
    const bad = seen.findIndex((n) => n !== 1);
    if (bad >= 0) return `component ${this.e.program.components[bad]!.id} is in ${seen[bad]} zones`;
    for (let id = 0; id < seen.length; id++) if (!this.s.zones[this.s.loc[id]!]!.includes(id)) return `loc of ${id} is wrong`;
    return undefined;
  }
}

/**
 * Starts a game and runs setup up to its last decision, clears the evidence off the board, the market,
 * the player boards and the question marks, empties the display, puts seat 0 first on the track, lets
 * `arrange` change the table, then takes the last setup decision: the first turn is computed from the
 * arranged table.
 */
export function arrange(players: number, seed: number, arrangeTable: (t: Table) => void, options?: Record<string, unknown>): Table {
  const e = cnEngine(true);
  const r = e.start({ players, seed, ...(options ? { options } : {}) });
  if (!r.ok) throw new Error(r.error.message);
  const t = new Table(e, r.state);
  // Setup decisions per seat: a city, 2 bids (none without bid markers), 3 terrain tiles.
  const perSeat = options?.bids === false ? 4 : 6;
  while (t.s.moves.length < perSeat * players - 1) t.play(t.offered()[0]!.choice, t.offered()[0]!.value);
  for (const zone of ["board", "market", "locationCovers", "evidenceCovers"]) for (const id of [...t.zone(zone)]) t.put(id, "nearBag");
  for (let p = 0; p < players; p++) for (const id of [...t.zone("slots", p)]) t.put(id, t.props(id).bonus ? "rumorSupply" : "nearBag");
  for (const id of [...t.zone("display")]) t.put(id, `discard[${t.props(id).level}]`);
  for (const id of [...t.zone("placedBids")]) t.put(id, "freeBids", t.props(id).seat as number);
  for (let p = 0; p < players; p++) t.setCounter("spot", p + 1, p);
  arrangeTable(t);
  t.play(t.offered()[0]!.choice, t.offered()[0]!.value);
  return t;
}

/** Puts a cryptid on display at its printed location (or `at`), with bids of the given seats. */
export function display(t: Table, record: string, bidders: number[] = [], at?: string): number {
  const c = t.id(`Cryptid/${record}`);
  t.put(c, "display");
  const loc = t.props(c).location as number | undefined;
  t.setAttr("loc", c, at ? t.loc(at) : (loc ?? null));
  for (const seat of bidders) {
    const b = t.zone("freeBids", seat)[0]!;
    t.put(b, "placedBids");
    t.setAttr("on", b, c);
  }
  return c;
}

/** Gives a seat a found cryptid whose tile is still unsettled. */
export function foundBy(t: Table, record: string, seat: number): number {
  const c = t.id(`Cryptid/${record}`);
  t.put(c, "found", seat);
  t.put(t.id(`CryptidTile/${record}`), "tiles", seat);
  return c;
}

/** Covers sanctuary squares ("c2-3") with a terrain ("water", "mountain", "forest") and bonus symbols ("coinIcon" ...). */
export function terrain(t: Table, squares: string[], ground: string, icons: string[] = []): void {
  squares.forEach((sq, i) => {
    t.setAttr("ground", t.id(`Cell/${sq}`), ground);
    t.setAttr("icon", t.id(`Cell/${sq}`), icons[i] ?? "blank");
  });
}

/**
 * Plays a random game (moves picked by a seeded generator) to its end; throws on a rejected move, a
 * game without legal moves, more than `cap` moves or a negative counter. `each` sees every state.
 */
export function randomGame(
  e: Engine,
  players: number,
  seed: number,
  each?: (s: GameState, n: number) => void,
  options?: Record<string, unknown>,
  cap = 5000,
): Table {
  const t = Table.start(e, players, seed, options);
  const rng = seededRandom(seed * 7919 + 1);
  let n = 0;
  while (!t.s.result) {
    if (++n > cap) throw new Error(`game ${players}p seed ${seed} did not end within ${cap} moves`);
    const legal = e.legalMoves(t.s);
    if (!legal.length) throw new Error(`no legal move (${players}p seed ${seed}, move ${n})`);
    const m = legal[Math.floor(rng() * legal.length)]!;
    const err = e.applyInPlace(t.s, m);
    if (err) throw new Error(`move ${n} ${JSON.stringify(m)} rejected: ${err.code} ${err.message} (${players}p seed ${seed})`);
    // Integer counters never go negative; typed ones (a movement stage) hold what they are declared to.
    t.s.counters.forEach((v, i) => {
      if (e.program.counters[i]!.type) return;
      for (const x of Array.isArray(v) ? v : [v])
        if (!(Number.isInteger(x) && (x as number) >= 0)) throw new Error(`counter value ${x} (${players}p seed ${seed})`);
    });
    each?.(t.s, n);
  }
  return t;
}

/** The first component a view shows a seat in a zone slot that seat may not see, if any. */
export function viewLeak(e: Engine, s: GameState): string | undefined {
  const L = e.layout(s.players);
  for (let p = 0; p < s.players; p++) {
    const v = e.view(s, p);
    for (const [zi, z] of e.program.zones.entries()) {
      const perSeat = z.perPlayer ? (v.zones[z.name] as number[][]) : [v.zones[z.name] as number[]];
      for (const [o, list] of perSeat.entries()) {
        const sl = L.base[zi]! + o;
        for (const id of list) if (id >= 0 && !L.visible[sl]![p]) return `player ${p} sees ${id} in ${z.name}[${o}]`;
      }
    }
  }
  return undefined;
}

/** Recomputes scoring steps 1-5 and 7-9 from the final state and checks the score sheet counters. */
export function scoringMismatch(t: Table): string | undefined {
  const meets = (k: Record<string, unknown>, c: number): boolean => {
    const card = t.props(c);
    if (k.kind === "evidenceContract") return (card.evidence as string[]).includes(k.evidence as string);
    if (k.kind === "typeContract") return (card.types as string[]).includes(k.ctype as string);
    return (card.habitat ?? t.attr("habitatOn", c)) === k.habitat;
  };
  const markers = (p: number) => t.zone("sanctuaryMarkers").filter((m) => t.props(m).seat === p).length;
  const area = (p: number) => t.zone("found", p).filter((c) => t.marked("settled", c)).reduce((a, c) => a + t.attr("size", c), 0);
  const seats = [...Array(t.s.players).keys()];
  const most = Math.max(...seats.map(markers));
  const tied = seats.filter((p) => markers(p) === most);
  const widest = Math.max(...tied.map(area));
  for (const p of seats) {
    const found = t.zone("found", p);
    const expected: Record<string, number> = {
      foundPoints: found.reduce((a, c) => a + (t.props(c).found as number), 0),
      settlePoints: found.filter((c) => t.marked("settled", c) && !t.marked("requested", c)).reduce((a, c) => a + (t.props(c).settle as number), 0),
      requestPoints: 4 * t.zone("fulfilled", p).length,
      generalPoints: t.zone("generalContract").reduce((a, k) => a + found.filter((c) => meets(t.props(k), c)).length, 0),
      contractPoints: t.zone("contracts", p).reduce((a, k) => a + found.filter((c) => meets(t.props(k), c)).length, 0),
      majorityPoints: most > 0 && tied.includes(p) && area(p) === widest ? 2 : 0,
      experiencePoints: Math.floor(t.counter("experience", p) / 3),
      coinPoints: Math.floor(t.counter("coins", p) / 5),
    };
    for (const [k, v] of Object.entries(expected)) if (t.counter(k, p) !== v) return `seat ${p}: ${k} ${t.counter(k, p)}, expected ${v}`;
    if (t.zone("contracts", p).length !== 1) return `seat ${p} keeps ${t.zone("contracts", p).length} contracts`;
    const sum = [...Object.keys(expected), "powerPoints", "harePoints", "wolpertingerCardPoints"].reduce((a, k) => a + t.counter(k, p), 0);
    if (sum !== t.counter("score", p)) return `seat ${p}: total ${t.counter("score", p)} is not the sum ${sum}`;
  }
  return undefined;
}

/** Replaying a finished game's setup and moves gives the same zones, counters, attributes, marks and result. */
export function expectSameReplay(e: Engine, t: Table): void {
  const again = e.replay(t.s.setup, t.s.moves);
  if (!again.ok) throw new Error(again.error.message);
  expect(again.state.zones).toEqual(t.s.zones);
  expect(again.state.counters).toEqual(t.s.counters);
  expect(again.state.attrs).toEqual(t.s.attrs);
  expect(again.state.marks).toEqual(t.s.marks);
  expect(again.state.result).toEqual(t.s.result);
}
