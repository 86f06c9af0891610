// What a search bot pays per node, and what a state weighs: the cost of cloning a state, of
// `resample` (a world consistent with what a seat has seen), of exploring one move and coming back,
// and the JSON size of a state and of a view at the start, the middle and the end of a game.

import type { Engine, GameState } from "../../runtime/index.js";
import { botRandom } from "../cli/seeded-random.js";
import { collectGarbage, cpuMs } from "./measure.js";

/** The runtime entry points the bench measures (today's, or a baseline revision's of the same shape). */
export interface SearchApi {
  engine: Engine;
  resample?: (engine: Engine, s: GameState, p: number, rng: () => number) => GameState;
}

/**
 * States met in random games (log off), spread over whole games: the positions a search visits.
 * They are copied with `structuredClone`, not `engine.clone`: V8 decides per allocation site whether
 * to allocate straight into the old generation, from how many of the site's objects outlive a young
 * collection, so 64 kept engine clones taught it that clones live long. Every clone the timed ops
 * make then went to the old generation and was collected by full collections, which doubled
 * "explore" (about 6.5 us instead of 4 in Beginners) and made it depend on what else the process
 * had cloned (a search's clones die young, and its iterations run at the same speed with V8's
 * pretenuring turned off).
 */
export function sampleStates(engine: Engine, players: number, count: number): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; out.length < count && seed < 200; seed++) {
    const r = engine.start({ players, seed });
    if (!r.ok) break;
    const s = r.state;
    const rng = botRandom(seed);
    for (let n = 0; !engine.isOver(s) && n < 10_000; n++) {
      if (n % 7 === 0) out.push(structuredClone(s));
      const seat = engine.firstOwing(s);
      const m = seat < 0 ? undefined : engine.randomMove(s, seat, rng);
      if (!m || engine.applyInPlace(s, m)) break;
    }
  }
  return out.slice(0, count);
}

/** One timed operation over the sample states. */
export type Op = (s: GameState, rng: () => number) => void;

/** The operations a search bot repeats, for one engine: clone, resample, explore a move and come back. */
export function searchOps(api: SearchApi): Record<string, Op | undefined> {
  const { engine, resample } = api;
  const seatOf = (s: GameState) => Math.max(0, engine.firstOwing(s));
  return {
    clone: (s) => void engine.clone(s),
    resample: resample ? (s, rng) => void resample(engine, s, seatOf(s), rng) : undefined,
    // The cheapest way today's Engine offers to look at a move and come back: play it on a copy.
    explore: (s, rng) => {
      if (engine.isOver(s)) return;
      const m = engine.randomMove(s, seatOf(s), rng);
      if (!m) return;
      const copy = engine.clone(s);
      engine.applyInPlace(copy, m);
    },
  };
}

/**
 * Microseconds (of CPU) per call of each op, interleaved between engines in rounds like the
 * playouts. Each op keeps its best round: these timings are short, and a round that a collection
 * of someone else's garbage or code not yet optimised fell into says nothing about the op.
 */
export function timeOps(ops: { label: string; op: Op; states: GameState[] }[], ms: number, rounds = 8): number[] {
  const best = ops.map(() => Infinity);
  const round = (k: number, budget: number): number => {
    const { op, states } = ops[k]!;
    const rng = botRandom(k + 1);
    const start = performance.now();
    const cpu = process.cpuUsage();
    let i = 0;
    // Batches of 16 calls between clock reads, so the clock does not weigh on cheap ops.
    while (performance.now() - start < budget) for (let j = 0; j < 16; j++, i++) op(states[i % states.length]!, rng);
    return (cpuMs(cpu) * 1000) / Math.max(1, i);
  };
  collectGarbage();
  ops.forEach((_, k) => round(k, Math.min(ms / 2, 300)));
  for (let r = 0; r < rounds; r++) ops.forEach((_, k) => (best[k] = Math.min(best[k]!, round(k, ms / rounds))));
  return best;
}

/** JSON sizes in bytes of a state and of seat 0's view, at the start, the middle and the end of one random game. */
export interface Weights {
  /** The state as a bot clones it (engine with the log off). */
  state: [number, number, number];
  /** The same state with the log kept (an engine at the table). */
  stateWithLog: [number, number, number];
  /** Seat 0's whole view, log included (what a table receives when it first joins). */
  view: [number, number, number];
}

/** Plays one seeded random game twice (log off, then on) and weighs states and views at three points. */
export function weigh(quiet: Engine, logged: Engine, players: number, seed = 1): Weights | undefined {
  const moves: Parameters<Engine["applyInPlace"]>[1][] = [];
  const r = quiet.start({ players, seed });
  if (!r.ok) return undefined;
  const rng = botRandom(seed);
  while (!quiet.isOver(r.state) && moves.length < 20_000) {
    const seat = quiet.firstOwing(r.state);
    const m = seat < 0 ? undefined : quiet.randomMove(r.state, seat, rng);
    if (!m || quiet.applyInPlace(r.state, m)) break;
    moves.push(m);
  }
  const points = [0, moves.length >> 1, moves.length];
  const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));
  const out: Weights = { state: [0, 0, 0], stateWithLog: [0, 0, 0], view: [0, 0, 0] };
  for (const [engine, log] of [[quiet, false], [logged, true]] as const) {
    const s = engine.start({ players, seed });
    if (!s.ok) return undefined;
    let done = 0;
    points.forEach((at, k) => {
      for (; done < at; done++) engine.applyInPlace(s.state, moves[done]!);
      if (log) {
        out.stateWithLog[k] = bytes(s.state);
        out.view[k] = bytes(engine.view(s.state, 0));
      } else out.state[k] = bytes(s.state);
    });
  }
  return out;
}
