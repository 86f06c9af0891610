// The bot a Beginners seat gets: the engine's planner, steered by the content's `heuristic`
// (content/beginners/bot.rules). Against two random players it wins about half the games and scores more.
import { describe, expect, it } from "vitest";
import { makeBot, seededRandom } from "../../runtime/index.js";
import { beginnersEngine, start } from "../helpers/beginners.js";

describe("the Beginners bot", () => {
  it("plays as the planner, wins most 3-player games against two random players and outscores them", () => {
    const engine = beginnersEngine(false);
    let wins = 0;
    const totals = [0, 0, 0];
    for (let g = 0; g < 30; g++) {
      const s = start(engine, { players: 3, seed: 300 + g });
      const bots = (["auto", "random", "random"] as const).map((k, p) => makeBot(k, engine, p, seededRandom(40 * g + p)));
      while (!engine.isOver(s)) {
        const p = engine.firstOwing(s);
        expect(engine.applyInPlace(s, bots[p]!.choose(s)!)).toBeUndefined();
      }
      expect(bots[0]!.kind).toBe("planner");
      const r = engine.result(s)!;
      if (r.winners.includes(0)) wins++;
      r.scores!.forEach((keys, p) => (totals[p]! += keys[0]!));
    }
    // A third of the games would be chance; it wins about half (with a random starting player).
    expect(wins).toBeGreaterThanOrEqual(12);
    expect(totals[0]).toBeGreaterThan(Math.max(totals[1]!, totals[2]!));
  });
});
