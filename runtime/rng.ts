import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

// All chance goes through here, with the generator's state kept in game state so replays match.

/** The initial PRNG state for a seed. */
export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** Shuffles `items` in place (Fisher–Yates) and returns the advanced PRNG state. */
export function shuffleInPlace(rng: number[], items: number[]): number[] {
  if (items.length < 2) return rng;
  const gen = xoroshiro128plusFromState(rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return [...gen.getState()];
}

/** A uniform integer in [min, max] and the advanced PRNG state. */
export function randomInt(rng: number[], min: number, max: number): [number, number[]] {
  const gen = xoroshiro128plusFromState(rng);
  const v = uniformInt(gen, min, max);
  return [v, [...gen.getState()]];
}

/** A seeded `() => number` in [0, 1) for bots and tools outside game state. */
export function seededRandom(seed: number): () => number {
  const gen = xoroshiro128plus(seed | 0);
  return () => uniformInt(gen, 0, 0x3fffffff) / 0x40000000;
}
