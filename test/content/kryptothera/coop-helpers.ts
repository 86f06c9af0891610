// Helpers for the co-op ("United We Hunt") tests: a 4-hunter co-op table arranged by state surgery just
// before seat 0's first turn, on top of the base game's Kryptothera helpers.
import { kEngine, num, playQuietly, Table } from "../kryptothera-helpers.js";

export const COOP = { mode: "coop" } as const;

/**
 * Starts a co-op game (more `options` beside mode=coop) and plays setup by its first legal moves up to
 * its last decision (seat 3's first swap offer).
 */
export function coopSetup(seed: number, options: Record<string, unknown> = {}): Table {
  const t = Table.start(kEngine(true), 4, seed, { ...COOP, ...options });
  t.advanceTo("sharedHq");
  t.play("sharedHq", t.offered()[0]!.value);
  // Seats 0-2 keep their starting hands; seat 3's offer is the last setup decision.
  for (let p = 0; p < 3; p++) {
    const m = t.offered().find((x) => x.choice === "startSwap" && x.player === p)!;
    t.e.applyInPlace(t.s, { ...m, value: null });
  }
  return t;
}

/**
 * A co-op table where every hunter stands on the shared HQ `hq` with an empty hand; `arrange` changes it,
 * then seat 3 keeps its hand and seat 0's turn runs (upkeep, the event) to its first decision.
 */
export function coopArrange(seed: number, hq: string, arrange: (t: Table) => void, options: Record<string, unknown> = {}): Table {
  const t = coopSetup(seed, options);
  for (let p = 0; p < 4; p++) {
    for (const id of [...t.zone("hand", p)]) t.put(id, "cryptidDiscard");
    t.setCounter("hq", num(t, hq), p);
    t.setCounter("position", num(t, hq), p);
  }
  arrange(t);
  const m = t.offered().find((x) => x.choice === "startSwap" && x.player === 3)!;
  const err = t.e.applyInPlace(t.s, { ...m, value: null });
  if (err) throw new Error(err.message);
  // With a hunter to trade with, the engine does not take the one-card event choice alone.
  const ev = t.offered().find((x) => x.choice === "eventChoice");
  if (ev) t.play("eventChoice", ev.value);
  return t;
}

/** Makes `record` the chosen ritual card (the one setup chose goes back to the box). */
export function useRitual(t: Table, record: string): void {
  for (const id of [...t.zone("ritual")]) t.put(id, "ritualBox");
  t.put(t.id(`Ritual/${record}`), "ritual");
}

/**
 * A one-round co-op game (lastRound 1) with ritual `ritual`, played quietly to seat 3's movement; then
 * `arrange` changes the table and the game plays on quietly to its end (seat 3's turn, then scoring).
 */
export function lastTurn(seed: number, ritual: string, arrange: (t: Table) => void, options: Record<string, unknown> = {}): Table {
  const t = coopArrange(
    seed,
    "chicago",
    (t) => {
      useRitual(t, ritual);
      t.setCounter("lastRound", 1);
    },
    options,
  );
  playQuietly(t, (t) => t.offered().some((m) => m.choice === "act" && m.player === 3));
  arrange(t);
  playQuietly(t, () => false);
  return t;
}
