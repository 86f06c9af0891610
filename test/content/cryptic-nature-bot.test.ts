// The bots a Cryptic Nature seat gets (bot.rules): `auto` plays the search bot, between rivals and
// solo against the Poacher, and a seat named `planner` the planner, both steered by the content's
// `heuristic`. The planner finishes games with real scores and beats random play; the search bot
// against the planners, and against the planner's reputation solo, is measured by `npm run bench:bots`
// (the README's Bot strength table).
import { describe, it, expect } from "vitest";
import { makeBot, seededRandom, type Bot } from "../../runtime/index.js";
import { cnEngine, scoringMismatch, Table } from "./cryptic-nature-helpers.js";
import { playToEnd } from "../helpers/bot-game.js";

const engine = cnEngine(false);

/** Plays one game with the given bot kinds; returns the final table. */
function play(kinds: ("auto" | "planner" | "random")[], seed: number, options?: Record<string, unknown>): { t: Table; bots: Bot[] } {
  const t = Table.start(engine, kinds.length, seed, options);
  const bots = kinds.map((k, p) => makeBot(k, engine, p, seededRandom(7000 + 31 * seed + p)));
  playToEnd(engine, t.s, bots);
  return { t, bots };
}

describe("the Cryptic Nature bots", () => {
  it("`auto` plays the search bot between rivals and solo against the Poacher", () => {
    for (const [players, options, kind] of [[3, undefined, "mcts"], [1, { mode: "solo" }, "mcts"]] as const) {
      const t = Table.start(engine, players, 800, options);
      const seat = engine.owing(t.s)[0]!;
      const mine = makeBot("auto", engine, seat, seededRandom(801));
      expect(engine.legalMoves(t.s, seat)).toContainEqual(mine.choose(t.s));
      expect(mine.kind).toBe(kind);
    }
  });

  it("the planner finishes 3-player games with non-trivial scores", () => {
    const winning: number[] = [];
    for (let g = 0; g < 3; g++) {
      const { t, bots } = play(["planner", "planner", "planner"], 500 + g);
      expect(bots.map((b) => b.kind)).toEqual(["planner", "planner", "planner"]);
      expect(t.conserved()).toBeUndefined();
      expect(scoringMismatch(t)).toBeUndefined();
      winning.push(Math.max(...[0, 1, 2].map((p) => t.counter("score", p))));
    }
    // Random play scores about 1 point; the planners find, relocate and score cryptids.
    const mean = winning.reduce((a, b) => a + b, 0) / winning.length;
    expect(mean).toBeGreaterThanOrEqual(7);
  });

  it("the planner beats two random players", () => {
    let wins = 0;
    let total = 0;
    for (let g = 0; g < 4; g++) {
      const { t } = play(["planner", "random", "random"], 600 + g);
      if (t.s.result!.winners.includes(0)) wins++;
      total += t.counter("score", 0);
    }
    expect(wins).toBeGreaterThanOrEqual(3);
    expect(total / 4).toBeGreaterThanOrEqual(4);
  });

  it("the planner also plays the modes: without bid markers, and with the Wolpertinger", () => {
    const { t } = play(["planner", "planner"], 700, { bids: false, wolpertinger: true });
    expect(scoringMismatch(t)).toBeUndefined();
    expect(Math.max(t.counter("score", 0), t.counter("score", 1))).toBeGreaterThan(2);
  });
});
