import type { GameState, Thread, Wait } from "../state.js";
import type { Decision, DecisionOption, Move } from "../types.js";
import { firstWaiting, optionsOwed, waitingThreads } from "../interpreter.js";
import { offerDecision, offerMove, type Offer } from "../actions.js";
import { choiceLabel, labelOf } from "../labels.js";
import { distinguish } from "../distinguish.js";
import { active } from "./active.js";
import { offersOf } from "./offers.js";
import type { MoveRules } from "./rules.js";

// What is owed before the next move: the decisions with labelled options (for tables and
// terminals), and the cheaper forms bots ask for (who owes, the legal moves, one random move).

/** The decisions owed right now, with labelled options; any-time actions come last. */
export function decisionsOwed(r: MoveRules, s: GameState): Decision[] {
  const out = waitingThreads(active(s)).map((th) => decisionOf(r, s, th.wait!));
  for (const o of offersOf(r, s)) out.push(offerDecision(o));
  return out;
}

/** Seats that owe a decision now, without building labels (the fast path for bots). */
export function seatsOwing(s: GameState): number[] {
  const root = active(s);
  // One thread waiting (no simultaneous decisions): the common case, answered without a walk.
  if (root?.wait && !root.kids) return [root.wait.seat];
  const out: number[] = [];
  for (const th of waitingThreads(s.thread)) if (!out.includes(th.wait!.seat)) out.push(th.wait!.seat);
  return out;
}

/** The first seat that owes a decision, or -1 (the allocation-free form of `seatsOwing(s)[0]`). */
export function firstSeatOwing(s: GameState): number {
  const root = active(s);
  if (root?.wait && !root.kids) return root.wait.seat;
  const th = firstWaiting(root);
  return th ? th.wait!.seat : -1;
}

/** Every legal move, optionally only those of one player. */
export function legalMovesOf(r: MoveRules, s: GameState, player?: number): Move[] {
  const out: Move[] = [];
  const root = active(s);
  if (root?.wait && !root.kids) movesOf(root.wait, player, out);
  else for (const th of waitingThreads(root)) movesOf(th.wait!, player, out);
  for (const o of offersOf(r, s, player)) out.push(offerMove(o));
  return out;
}

/** A uniformly random legal move of `player` (undefined when none), built without listing them all. */
export function randomMoveOf(r: MoveRules, s: GameState, player: number, rng: () => number): Move | undefined {
  const root = active(s);
  // Any-time actions and reactions are moves like the others, after the waiting decisions' (as
  // `legalMovesOf` lists them): the pick is among all of them, but only the picked move is built.
  const offers = offersOf(r, s, player);
  if (root?.wait && !root.kids) {
    // One decision waiting: the common case, without building a list of threads.
    const w = root.wait;
    const n = w.seat === player ? w.domain.length + (w.optional ? 1 : 0) : 0;
    if (!n && !offers.length) return undefined;
    const i = Math.floor(rng() * (n + offers.length));
    if (i >= n) return offerMove(offers[i - n]!);
    return { player, choice: w.choice, value: i < w.domain.length ? w.domain[i]! : null };
  }
  return randomAmong(root, player, offers, rng);
}

/** A uniformly random move of `player` among simultaneous decisions and offers, numbered as `legalMovesOf` lists them (without listing them). */
function randomAmong(root: Thread | null, player: number, offers: readonly Offer[], rng: () => number): Move | undefined {
  const owed = optionsOwed(root, player);
  const total = owed + offers.length;
  if (!total) return undefined;
  const i = Math.floor(rng() * total);
  return i < owed ? nthMove(root!, player, { i }) : offerMove(offers[i - owed]!);
}

// The move numbered `at.i` among `player`'s options in `th` and its children, depth first; `at.i`
// counts down past the threads before it.
function nthMove(th: Thread, player: number, at: { i: number }): Move | undefined {
  const w = th.wait;
  if (w && w.seat === player) {
    const n = w.domain.length + (w.optional ? 1 : 0);
    if (at.i < n) return { player, choice: w.choice, value: at.i < w.domain.length ? w.domain[at.i]! : null };
    at.i -= n;
  }
  if (th.kids)
    for (const k of th.kids) {
      const m = nthMove(k, player, at);
      if (m) return m;
    }
  return undefined;
}

/** A waiting decision as tables show it: each option labelled, look-alike cards told apart, pass last. */
function decisionOf(r: MoveRules, s: GameState, w: Wait): Decision {
  const options: DecisionOption[] = w.domain.map((v, i) => {
    const card = !w.texts && w.type === "component" && typeof v === "number" && v >= 0;
    return { value: v, label: w.texts?.[i] ?? (card ? choiceLabel(r.program, s.attrs, v) : labelOf(r.program, w.type, v, s.setup.names)), ...(card ? { card: true as const } : {}) };
  });
  if (w.type === "component" && !w.texts) distinguish(r.program, r.layout(s.players), s, options);
  if (w.optional) options.push({ value: null, label: "pass" });
  return { player: w.seat, choice: w.choice, prompt: w.prompt, options };
}

/** Adds a waiting decision's moves (those of `player` only, when given) to `out`. */
function movesOf(w: Wait, player: number | undefined, out: Move[]): void {
  if (player !== undefined && w.seat !== player) return;
  for (const v of w.domain) out.push({ player: w.seat, choice: w.choice, value: v });
  if (w.optional) out.push({ player: w.seat, choice: w.choice, value: null });
}
