// Where a table's randomness comes from. Whoever knows the seed knows every hidden card and every
// draw to come, so the server draws 256 secret bits for each table from the operating system's
// cryptographic source, keeps them only in the store, and sends them to nobody. A creator may
// still choose a seed (to replay a known deal), but the table then says so to everyone.

import { createHash, randomBytes } from "node:crypto";
import type { GameSetup, CreateTableRequest } from "../../runtime/index.js";

/** A creator's chosen seed is shown under this name when the request names nobody. */
export const UNNAMED_CREATOR = "the creator";

/** The setup's seeding for a new table, and who chose the seed (null: the server drew a secret one). */
export function tableSeed(req: CreateTableRequest): { seeding: Pick<GameSetup, "seed" | "seeding" | "seedKey">; seededBy: string | null } {
  if (req.seed === undefined) return { seeding: { seed: 0, seeding: "mixed", seedKey: randomBytes(32).toString("hex") }, seededBy: null };
  const named = req.seats.find((s) => s.kind !== "bot" && s.name)?.name;
  return { seeding: { seed: req.seed, seeding: "mixed" }, seededBy: req.seededBy ?? named ?? UNNAMED_CREATOR };
}

/**
 * A 32-bit seed for a bot's own choices at a position: derived from the table's secret (when it has
 * one), so a random bot's moves cannot be foretold from public numbers either.
 */
export function botSeed(setup: GameSetup, seat: number, seq: number): number {
  if (setup.seedKey === undefined) return (setup.seed * 31 + seat + seq) | 0;
  return createHash("sha256").update(`bot ${setup.seedKey} ${seat} ${seq}`).digest().readInt32BE(0);
}
