import type { Program } from "../program.js";
import type { Ctx } from "../context.js";
import type { GameState } from "../state.js";
import type { Compiled } from "../tables.js";
import type { Flow } from "../flow.js";
import type { Layout } from "../layout.js";
import type { Move } from "../types.js";

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
