// The bot a solo seat gets (`simulate kryptothera --players 1 --option mode=solo --bots auto`): the
// planner, steered by bot.rules' heuristic (with the Order's standing in solo), plays a solo game of
// each extreme difficulty to its verdict.
import { describe, it, expect } from "vitest";
import { makeBot, seededRandom } from "../../runtime/index.js";
import { kEngine, Table } from "./kryptothera-helpers.js";

const engine = kEngine(false);

describe("the Kryptothera bot in solo mode", () => {
  for (const difficulty of ["rookie", "legend"]) {
    it(`plays a ${difficulty} solo game as the planner to the end`, () => {
      const t = Table.start(engine, 1, 7, { mode: "solo", difficulty });
      const bot = makeBot("auto", engine, 0, seededRandom(99));
      for (let n = 0; !t.s.result; n++) {
        if (n > 3000) throw new Error("too long");
        const m = bot.choose(t.s);
        if (!m) throw new Error("no move");
        const err = engine.applyInPlace(t.s, m);
        if (err) throw new Error(`${JSON.stringify(m)}: ${err.message}`);
      }
      expect(bot.kind).toBe("planner");
      expect(t.conserved()).toBeUndefined();
      expect(t.counter("round")).toBe(10);
      expect(t.zone("npcRevealed").length).toBeGreaterThan(0);
      expect(t.s.result!.winners).toEqual(t.counter("score") > t.counter("orderScore") ? [0] : []);
    }, 120_000);
  }
});
