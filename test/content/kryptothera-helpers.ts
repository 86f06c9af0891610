// Shared helpers for the Kryptothera content tests: the compiled program, a table arranged by state
// surgery at the start of the first turn, a loaded die, and moves by decision name (the Table class of
// the Cryptic Nature helpers works on any program).
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine, seededRandom, type GameState, type Program } from "../../runtime/index.js";
import { seedRng, randomInt } from "../../runtime/rng.js";
import { Table } from "./cryptic-nature-helpers.js";

export { Table, viewLeak, expectSameReplay } from "./cryptic-nature-helpers.js";

let cached: Program | undefined;

/** The compiled Kryptothera program; compilation must be error-free. */
export function kProgram(): Program {
  if (cached) return cached;
  const r = compileGame(new NodeContentSource("content"), "kryptothera");
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length || !r.program) throw new Error(`kryptothera does not compile: ${JSON.stringify(errors.slice(0, 3))}`);
  return (cached = r.program);
}

/** A fresh engine over the program. */
export function kEngine(log = true): Engine {
  return new Engine(kProgram(), { log });
}

/**
 * Loads the die: sets the generator so that the next rolls of `random(1, 6)` give `faces` in order
 * (nothing else may draw from the generator in between).
 */
export function loadDice(t: Table, faces: number[]): void {
  // Neighbouring small seeds start alike, so the seeds tried are spread by a multiplicative hash.
  for (let k = 1; k < 200_000; k++) {
    const seed = Math.imul(k, 0x9e3779b1);
    let rng = seedRng(seed);
    let ok = true;
    for (const f of faces) {
      const [v, next] = randomInt(rng, 1, 6);
      if (v !== f) {
        ok = false;
        break;
      }
      rng = next;
    }
    if (ok) {
      t.s.rng = seedRng(seed);
      return;
    }
  }
  throw new Error(`no seed rolls ${faces.join(", ")}`);
}

/** The component of a location record (e.g. "madison"), as counters and attributes typed Location hold it. */
export function num(t: Table, record: string): number {
  return t.id(`Location/${record}`);
}

/** Puts a component (by record reference) on top of a zone. */
export function place(t: Table, ref: string, zone: string, seat = 0): number {
  const id = t.id(ref);
  t.put(id, zone, seat);
  return id;
}

/** Empties a zone into another. */
export function clear(t: Table, zone: string, to: string, seat = 0, toSeat = 0): void {
  for (const id of [...t.zone(zone, seat)]) t.put(id, to, toSeat);
}

/** Gives a seat a hunter board (by record id), returning the one it had to the box. */
export function giveHunter(t: Table, seat: number, record: string): void {
  const h = t.id(`Hunter/${record}`);
  const owner = [...Array(t.s.players).keys()].find((p) => t.zone("board", p).includes(h));
  const mine = t.zone("board", seat)[0]!;
  if (owner !== undefined && owner !== seat) t.put(mine, "board", owner);
  else t.put(mine, "hunterBox");
  t.put(h, "board", seat);
}

/**
 * Starts a game and plays setup (HQ and discards by the first legal moves) up to seat 0's round-1
 * contract choice, then lets `arrange` change the table: the turn's upkeep, event and movement all run
 * on the arranged state. Each seat's hand is emptied, every seat stands on its HQ in `hqs`. `options`
 * are the game's options (e.g. `{ sidequests: true }`).
 */
export function arrange(players: number, seed: number, hqs: string[], arrangeTable: (t: Table) => void, options?: Record<string, unknown>): Table {
  const t = Table.start(kEngine(true), players, seed, options);
  t.advanceTo("discardContract");
  for (let p = 0; p < players; p++) {
    clear(t, "hand", "cryptidDiscard", p);
    t.setCounter("hq", num(t, hqs[p]!), p);
    t.setCounter("position", num(t, hqs[p]!), p);
  }
  arrangeTable(t);
  return t;
}

/** Plays the first offer of a decision (or skips it when the engine took it alone). */
export function first(t: Table, choice: string): void {
  const m = t.offered().find((x) => x.choice === choice);
  if (m) t.play(choice, m.value);
}

/** Ends the current player's movement and lets every later decision take its first option until `choice`. */
export function until(t: Table, choice: string): void {
  t.advanceTo(choice);
}

/** Takes seat 0's round-1 contract choice: its turn then runs (upkeep, the event) to its next decision. */
export function begin(t: Table): void {
  t.play("discardContract", t.zone("contract", 0)[0]!);
}

/** Puts an event card (record id) on top of the event deck. */
export function topEvent(t: Table, record: string): void {
  const ids = t.ids("Event", (p) => p.id === record);
  const id = ids.find((i) => t.where(i) !== "eventDeck" || t.zone("eventDeck").at(-1) !== i) ?? ids[0]!;
  t.put(id, "eventDeck");
}

/** Stands a revealed legendary cryptid (record id) in its city, as if revealed by `revealer`. */
export function reveal(t: Table, record: string, revealer = 0): number {
  const c = place(t, `Cryptid/${record}`, "legends");
  const tok = place(t, `Token/${record}-token`, "onMap");
  t.setAttr("site", tok, t.props(c).location as number);
  t.setAttr("revealer", c, revealer);
  return c;
}

/**
 * Plays on with a quiet policy (end movement at once, buy nothing, decline what may be declined, else
 * the first option) until `stop` holds or the game ends.
 */
export function playQuietly(t: Table, stop: (t: Table) => boolean, cap = 5000): void {
  for (let n = 0; n < cap && !t.s.result; n++) {
    if (stop(t)) return;
    const moves = t.offered();
    const m =
      moves.find((x) => x.choice === "act" && x.value === "stop") ??
      moves.find((x) => x.value === null) ??
      moves.find((x) => x.value === "keep" || x.value === "stay") ??
      moves[0]!;
    const err = t.e.applyInPlace(t.s, m);
    if (err) throw new Error(err.message);
  }
  if (!t.s.result && !stop(t)) throw new Error("playQuietly: never stopped");
}

/**
 * Plays a random game (moves picked by a seeded generator) to its end; throws on a rejected move, a game
 * without legal moves, more than `cap` moves or a negative integer counter (typed counters may hold
 * none, a component, a player or a flag). `each` sees every state.
 */
export function randomGame(
  e: Engine,
  players: number,
  seed: number,
  each?: (s: GameState, n: number) => void,
  cap = 5000,
  options?: Record<string, unknown>,
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
    for (const v of t.s.counters)
      for (const x of Array.isArray(v) ? v : [v])
        if (typeof x === "number" && !(Number.isInteger(x) && x >= 0)) throw new Error(`counter value ${x} (${players}p seed ${seed})`);
    each?.(t.s, n);
  }
  return t;
}
