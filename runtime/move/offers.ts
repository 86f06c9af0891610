import type { Ctx } from "../context.js";
import type { GameState } from "../state.js";
import type { Move } from "../types.js";
import { offers, type Offer } from "../actions.js";
import type { MoveRules } from "./rules.js";

// The any-time actions and reactions on offer, as the move stages ask for them: a program without
// any pays nothing, not even a context.

// What a program without actions offers: one shared empty list, since a random bot asks at every move.
const NONE: readonly Offer[] = Object.freeze([]);

/** The any-time actions and reactions on offer in `s` (those of `player` only, when given), judged on a context of their own. */
export function offersOf(r: MoveRules, s: GameState, player?: number): readonly Offer[] {
  return r.compiled.actions.length ? offers(r.ctx(s), r.compiled.actions, player) : NONE;
}

/** The any-time actions and reactions on offer in `c` (those of `player` only, when given). */
export function offersIn(r: MoveRules, c: Ctx, player?: number): readonly Offer[] {
  return r.compiled.actions.length ? offers(c, r.compiled.actions, player) : NONE;
}

/** The offer a move takes: the any-time action or reaction of the move's seat named by its choice. */
export function offerTaken(r: MoveRules, s: GameState, move: Move): Offer | undefined {
  for (const o of offersOf(r, s, move.player)) if (o.action.def.name === move.choice) return o;
  return undefined;
}
