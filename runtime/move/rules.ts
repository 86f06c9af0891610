import type { Program } from "../program.js";
import type { Ctx } from "../context.js";
import type { GameState } from "../state.js";
import type { Compiled } from "../tables.js";
import type { Flow } from "../flow.js";
import type { Layout } from "../layout.js";
import type { Move } from "../types.js";
import { offers, type Offer } from "../actions.js";

// What every stage of a move's path reads of the engine (which implements it), so the stages are
// plain functions over it rather than engine methods.

/** A compiled program with its flow and the engine's per-run switches, as the move stages read them (the Engine). */
export interface MoveRules {
  readonly program: Program;
  readonly compiled: Compiled;
  readonly flow: Flow;
  /** A closure context over a state (the engine's layout cache and logging switch). */
  ctx(s: GameState): Ctx;
  /** The zone layout for a player count. */
  layout(players: number): Layout;
  /** Set while a bot applies a move only to the end of an any-time action's block. */
  pauseAfterBlock: boolean;
  /** Told of every decision taken without asking because it had one option. */
  readonly onForced: ((move: Move) => void) | undefined;
}

/** The any-time actions and reactions on offer in `s` (those of `player` only, when given), judged on a context of their own. */
export function offersOf(r: MoveRules, s: GameState, player?: number): Offer[] {
  return r.compiled.actions.length ? offers(r.ctx(s), r.compiled.actions, player) : [];
}

/** The any-time actions and reactions on offer in `c` (those of `player` only, when given). */
export function offersIn(r: MoveRules, c: Ctx, player?: number): Offer[] {
  return r.compiled.actions.length ? offers(c, r.compiled.actions, player) : [];
}

/** The offer a move takes: the any-time action or reaction of the move's seat named by its choice. */
export function offerTaken(r: MoveRules, s: GameState, move: Move): Offer | undefined {
  for (const o of offersOf(r, s, move.player)) if (o.action.def.name === move.choice) return o;
  return undefined;
}
