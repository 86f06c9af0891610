import { sha256 } from "@noble/hashes/sha2";
import { seedRng } from "./rng.js";
import type { GameSetup, Seeding } from "./types.js";

// How a setup's seed becomes the generator's first state. Saves and recorded games made before
// mixed seeding carry no `seeding` field and keep the original scheme, so they replay exactly.

export type { Seeding };

/** The largest numeric seed (32 bits): the original scheme seeds the generator with it as is. */
export const MAX_SEED = 0xffffffff;

/** A secret seed key: 128 to 256 bits as 32 to 64 lower-case hex digits. */
export const SEED_KEY_PATTERN = /^[0-9a-f]{32,64}$/;

// Tags the hash input so a seed means nothing outside this use.
const DOMAIN = "menagerie seed v1\u0000";
// One encoder for every call: making one per seed cost as much as the rest of the seeding but the hash.
const UTF8 = new TextEncoder();

/** Why a setup's seed, seeding and key cannot start a game, or undefined when they can. */
export function seedProblem(setup: GameSetup): string | undefined {
  // The generator takes 32 bits: 42.5 or 4294967338 would silently play like 42, so they are refused.
  if (!Number.isInteger(setup.seed) || setup.seed < 0 || setup.seed > MAX_SEED)
    return `the seed must be a whole number from 0 to ${MAX_SEED}, not ${String(setup.seed)}`;
  if (setup.seeding !== undefined && setup.seeding !== "mixed") return `unknown seeding '${String(setup.seeding)}' (known: mixed)`;
  if (setup.seedKey !== undefined) {
    if (setup.seeding !== "mixed") return "a seed key needs mixed seeding (`seeding: \"mixed\"`)";
    if (typeof setup.seedKey !== "string" || !SEED_KEY_PATTERN.test(setup.seedKey)) return "the seed key must be 32 to 64 lower-case hex digits (128 to 256 bits)";
  }
  return undefined;
}

/** The generator's first state for a checked setup. */
export function initialRng(setup: GameSetup): number[] {
  if (setup.seeding !== "mixed") return seedRng(setup.seed);
  // Every bit of the 128-bit state depends on every bit of the seed: seeds 1 and 2 start unrelated games.
  const digest = sha256(UTF8.encode(`${DOMAIN}${setup.seed}\u0000${setup.seedKey ?? ""}`));
  const view = new DataView(digest.buffer, digest.byteOffset, 16);
  const state: number[] = [0, 4, 8, 12].map((o) => view.getInt32(o));
  // xoroshiro128+ must not start from all zeros (a 2^-128 chance, still ruled out).
  if (!state.some((w) => w !== 0)) state[3] = 1;
  return state;
}
