// `rank`: higher keys win, compared in order, full ties share; labels given to keys reach the result
// (score sheets show them) and keys without one are left for the table to name.
import { describe, expect, it } from "vitest";
import { engineFor } from "../helpers/mini-game.js";

const rules = (keys: string) => `game "Ranked" players 3..3
counter points per player = 0
counter cards per player = 0
flow {
  step score {
    set points of 0 = 5
    set points of 1 = 5
    set points of 2 = 2
    set cards of 0 = 1
    set cards of 1 = 3
    rank p by ${keys}
  }
}
`;

describe("rank", () => {
  it("breaks a tie on the first key with the second, and keeps the labels", () => {
    const engine = engineFor(rules('points of p "Points", cards of p "Cards"'));
    const r = engine.start({ players: 3, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(engine.result(r.state)).toEqual({ winners: [1], scores: [[5, 1], [5, 3], [2, 0]], labels: ["Points", "Cards"] });
  });

  it("shares a full tie, and gives no labels when the rules give none", () => {
    const engine = engineFor(rules("points of p"));
    const r = engine.start({ players: 3, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(engine.result(r.state)).toEqual({ winners: [0, 1], scores: [[5], [5], [2]] });
  });
});
