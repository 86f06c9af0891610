import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import type { Move } from "../types.js";
import { isOffer } from "./offers.js";

// The game's bot knowledge (`prefer DECISION(x) = ...`) turned into a move: playouts that follow it
// play the game as its designer says a sensible player would (walk towards a goal, then act there),
// so a plan of several turns shows in their results, where uniform moves wander off.

/**
 * The option of the decision `seat` owes in `w` that the game's `prefer` ranks highest, ties broken
 * by `rng`; undefined when that decision has no preference, or none here (every rank none). A pass is
 * ranked only where the game ranks it (`prefer DECISION(pass)`), any-time actions never: a
 * preference speaks of the decision's own options.
 */
export function preferredMove(engine: Engine, w: GameState, seat: number, moves: readonly Move[], rng: () => number): Move | undefined {
  let decision: string | undefined;
  for (const m of moves) {
    if (m.value !== null && !isOffer(engine, m)) {
      decision = m.choice;
      break;
    }
  }
  if (decision === undefined || !engine.prefers(decision)) return undefined;
  const options = moves.filter((m) => m.choice === decision && !isOffer(engine, m));
  const ranks = engine.preferences(w, seat, decision, options.map((m) => m.value));
  let best: Move | undefined;
  let top = -Infinity;
  let ties = 0;
  for (let i = 0; i < options.length; i++) {
    const m = options[i]!;
    // An option ranked none is not ranked: where every option is, there is no preference here.
    const v = ranks[i];
    if (v === undefined) continue;
    if (v > top) [top, best, ties] = [v, m, 1];
    else if (v === top && rng() * ++ties < 1) best = m;
  }
  return best;
}
