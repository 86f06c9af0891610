// The bot a Cryptic Nature seat gets at the table and in the CLI: the engine's planner, steered by
// the content's `heuristic` (bot.rules). It finishes games with real scores and beats random play.
import { describe, it, expect } from "vitest";
import { makeBot, seededRandom, type Bot } from "../../runtime/index.js";
import { cnEngine, scoringMismatch, Table } from "./cryptic-nature-helpers.js";
import { playToEnd } from "../helpers/bot-game.js";

const engine = cnEngine(false);

/** Plays one game with the given bot kinds; returns the final table. */
function play(kinds: ("auto" | "random")[], seed: number, options?: Record<string, unknown>): { t: Table; bots: Bot[] } {
  const t = Table.start(engine, kinds.length, seed, options);
  const bots = kinds.map((k, p) => makeBot(k, engine, p, seededRandom(7000 + 31 * seed + p)));
  playToEnd(engine, t.s, bots);
  return { t, bots };
}

describe("the Cryptic Nature bot", () => {
  it("plays as the planner and finishes 3-player games with non-trivial scores", () => {
    const winning: number[] = [];
    for (let g = 0; g < 3; g++) {
      const { t, bots } = play(["auto", "auto", "auto"], 500 + g);
      expect(bots.map((b) => b.kind)).toEqual(["planner", "planner", "planner"]);
      expect(t.conserved()).toBeUndefined();
      expect(scoringMismatch(t)).toBeUndefined();
      winning.push(Math.max(...[0, 1, 2].map((p) => t.counter("score", p))));
    }
    // Random play scores about 1 point; the planners find, relocate and score cryptids.
    const mean = winning.reduce((a, b) => a + b, 0) / winning.length;
    expect(mean).toBeGreaterThanOrEqual(7);
  });

  it("beats two random players", () => {
    let wins = 0;
    let total = 0;
    for (let g = 0; g < 4; g++) {
      const { t } = play(["auto", "random", "random"], 600 + g);
      if (t.s.result!.winners.includes(0)) wins++;
      total += t.counter("score", 0);
    }
    expect(wins).toBeGreaterThanOrEqual(3);
    expect(total / 4).toBeGreaterThanOrEqual(4);
  });

  it("also plays the modes: without bid markers, and with the Wolpertinger", () => {
    const { t } = play(["auto", "auto"], 700, { bids: false, wolpertinger: true });
    expect(scoringMismatch(t)).toBeUndefined();
    expect(Math.max(t.counter("score", 0), t.counter("score", 1))).toBeGreaterThan(2);
  });
});
