// Bots draw their choices from a seeded generator rather than Math.random, so a seed reproduces a
// whole simulated game, bot choices included.

import { seededRandom } from "../../runtime/index.js";

/** A deterministic `() => number` in [0, 1) for the random bot, derived from a game seed. */
export function botRandom(seed: number): () => number {
  // The game's own RNG is seeded with the same number and the same generator; mixing the seed keeps
  // the bot's stream from mirroring the game's shuffles.
  return seededRandom((seed ^ 0x5bd1e995) | 0);
}
