// Helpers for the Kryptothera solo-mode tests: a solo table arranged by state surgery at the start of
// the first turn (the ritual chosen, the round-1 contract choice pending), and plays to the last turn.
import { clear, kEngine, num, playQuietly, Table } from "./kryptothera-helpers.js";

/** The ritual record ids of solo mode. */
export type SoloRitual = "ashes-to-sight" | "the-anti-eye-opens" | "the-mirror-rites";

/**
 * Starts a solo game (options added to mode=solo), chooses `ritual`, plays the rest of setup by the
 * first legal moves up to the round-1 contract choice, empties the hand, puts the HQ and the standee on
 * `hq`, then lets `arrange` change the table. `begin` (kryptothera-helpers) then runs the first turn.
 */
export function soloArrange(
  seed: number,
  arrange: (t: Table) => void = () => {},
  opts: { ritual?: SoloRitual; hq?: string; options?: Record<string, unknown> } = {},
): Table {
  const t = Table.start(kEngine(true), 1, seed, { mode: "solo", ...(opts.options ?? {}) });
  t.play("ritualChoice", t.id(`Ritual/${opts.ritual ?? "ashes-to-sight"}`));
  t.advanceTo("discardContract");
  clear(t, "hand", "cryptidDiscard");
  t.setCounter("hq", num(t, opts.hq ?? "thompson"), 0);
  t.setCounter("position", num(t, opts.hq ?? "thompson"), 0);
  arrange(t);
  return t;
}

/** Plays on quietly (see playQuietly) until round 10's movement, after its event. */
export function toLastTurn(t: Table): void {
  playQuietly(t, (u) => u.counter("round") === 10 && u.offered().some((m) => m.choice === "act"));
}

/** Plays on quietly to the end of the game. */
export function toEnd(t: Table): void {
  playQuietly(t, () => false);
}

/** The log events of a kind. */
export function logged(t: Table, e: string): Record<string, unknown>[] {
  return t.s.log.filter((l) => l.e === e).map((l) => (l.a ?? {}) as Record<string, unknown>);
}
