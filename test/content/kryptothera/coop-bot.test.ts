// The planner plays co-op as teammates (`--option mode=coop --bots auto`): a short co-op game (its last
// round set to 2 by hand, to keep the suite fast) played by four planners ends with a verdict the whole
// team shares, with no rejected move. "Hunters in the same location may give or exchange" (Free
// Trading): the planners trade only when it helps the team, never handing things back and forth (they
// made 70 trades in these two rounds, 20 of them handing over "Nothing", the rest cards, coins, gear
// and clues passed around; then 24, each a hand card given so that the giver draws again; then 54, most
// of them a hand card passed to the teammate nearer its location or a caged cryptid to the one nearer HQ;
// 86 since the solo deck's cards read the legendaries on the map, which changes this seed's events). The
// full-length measurement is in content/kryptothera/README.md.
import { describe, it, expect } from "vitest";
import { makeBot, seededRandom } from "../../../runtime/index.js";
import { kEngine, Table } from "../kryptothera-helpers.js";
import { COOP } from "./coop-helpers.js";

describe("the planner in co-op", () => {
  it("four planners play a short co-op game to a shared verdict", () => {
    const e = kEngine(false);
    const t = Table.start(e, 4, 31, COOP);
    t.setCounter("lastRound", 2);
    const rng = seededRandom(5);
    const bots = [0, 1, 2, 3].map((p) => makeBot("auto", e, p, rng));
    const chosen = new Map<string, number>();
    for (let n = 0; !t.s.result; n++) {
      if (n > 3000) throw new Error("the co-op game did not end");
      const seat = e.firstOwing(t.s);
      const m = bots[seat]!.choose(t.s);
      if (!m) throw new Error(`the planner found no move for seat ${seat}`);
      const key = m.choice === "tradeWhat" ? `tradeWhat:${String(m.value)}` : m.choice;
      chosen.set(key, (chosen.get(key) ?? 0) + 1);
      const err = e.applyInPlace(t.s, m);
      if (err) throw new Error(`${err.code} ${err.message}`);
    }
    expect(t.counter("round")).toBe(2);
    // The team starts together in the shared HQ, so a trade is on offer at nearly every decision. The
    // planners trade only for a gain the team's heuristic sees (bot.rules): at most three hands' worth a
    // turn (54 in these 8 turns since `progress` counts each hunter's way to its best attempt and the
    // way home of caged cryptids; 86 on the solo deck that reads the legendaries), and never "Nothing".
    // What comes back in an exchange is the receiver's pick at no gain to the team, often a piece of
    // gear that later goes back (README "Bot knowledge": a known weakness).
    const trades = chosen.get("trade") ?? 0;
    expect(trades).toBeGreaterThan(0);
    expect(trades).toBeLessThanOrEqual(96);
    expect(chosen.get("tradeWhat:nothing") ?? 0).toBe(0);
    // Most trades move a hand card towards the teammate nearer its location or a caged cryptid towards
    // the one nearer HQ (32 and 24 of 86 here); the rest are coins or gear in the same exchanges.
    const moved = (chosen.get("tradeWhat:handCard") ?? 0) + (chosen.get("tradeWhat:cagedCryptid") ?? 0);
    expect(moved).toBeGreaterThanOrEqual(0.6 * trades);
    const w = t.s.result!.winners;
    expect(w.length === 0 || w.length === 4).toBe(true);
    expect(w.length === 4).toBe(t.counter("teamScore") > t.counter("orderScore"));
  }, 300_000);
});
