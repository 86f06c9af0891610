import type { Engine } from "./engine.js";
import type { GameState } from "./state.js";
import type { Move } from "./types.js";

/** A bot that picks uniformly among a player's legal moves (undefined when it owes none). */
export function randomBot(engine: Engine, state: GameState, player: number, rng: () => number): Move | undefined {
  return engine.randomMove(state, player, rng);
}
