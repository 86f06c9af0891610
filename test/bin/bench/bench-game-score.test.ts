// What a bench game reads off a finished game besides who won: the measured seat's first ranking key
// (Cryptic Nature's reputation alone against the Poacher), so that a case comparing two kinds that
// both nearly always win can compare how well they won. A game lost to the automaton has no ranking.
import { describe, expect, it } from "vitest";
import { playTask } from "../../../bin/bench/bots/game-task.js";

describe("a bench game's score", () => {
  it("is the measured seat's first ranking key when the game ended by a ranking, and absent when the seat lost to the automaton", () => {
    const outcomes = [1, 2, 3, 4, 5, 6].map((seed) =>
      playTask({ content: "content", game: "cryptic-nature", setup: { players: 1, seed, options: { mode: "solo" } }, kinds: ["random"], measured: [0], budget: { iterations: 1 }, opening: 0, count: [] }),
    );
    // "You lose immediately if ... the Poacher has captured any 5 cryptids"; "You win if the game ends
    // according to the usual game rules ... Now, evaluate your success": only a won game is scored.
    for (const o of outcomes) {
      if (o.won) {
        expect(o.score?.label).toBe("Reputation");
        expect(o.score?.values).toHaveLength(1);
        expect(Number.isInteger(o.score!.values[0]) && o.score!.values[0]! >= 0).toBe(true);
      } else expect(o.score).toBeUndefined();
    }
    // Both kinds of ending occur on these seeds, so both branches above were checked.
    expect(new Set(outcomes.map((o) => o.won))).toEqual(new Set([0, 1]));
  });
});
