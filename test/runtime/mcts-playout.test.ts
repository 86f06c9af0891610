// The search bot's playout policy (MAST): it plays the move with the best mean reward so far, and
// `memory` (the share of those means kept from one decision to the next) lets it forget means learnt
// in positions long gone.
import { describe, expect, it } from "vitest";
import { seededRandom, type GameState, type Move } from "../../runtime/index.js";
import { PlayoutPolicy } from "../../runtime/bots/mcts-playout.js";
import { engineFor } from "../helpers/mini-game.js";
import { onePick } from "../helpers/one-pick-game.js";

describe("the playout policy's move statistics (MAST)", () => {
  const engine = engineFor(onePick(), {}, false);
  const started = engine.start({ players: 1, seed: 1 });
  if (!started.ok) throw new Error(started.error.message);
  const s: GameState = started.state;
  const [a, b] = engine.legalMoves(s, 0) as [Move, Move];
  // Always the best-known move (greedy 1): what was learnt decides alone.
  const taught = () => {
    const policy = new PlayoutPolicy(engine, 1, 1, seededRandom(3));
    for (let i = 0; i < 3; i++) {
      policy.learn([a], Float64Array.of(1));
      policy.learn([b], Float64Array.of(0));
    }
    return policy;
  };

  it("plays the move with the best mean so far", () => {
    expect(taught().pick(s, 0)).toEqual(a);
  });

  it("kept whole (memory 100), old means outweigh one new result; forgotten (memory 0), the new result decides", () => {
    const kept = taught();
    kept.fade(1);
    kept.learn([b], Float64Array.of(1));
    // b: one win in four; a: three in three.
    expect(kept.pick(s, 0)).toEqual(a);
    const forgot = taught();
    forgot.fade(0);
    forgot.learn([b], Float64Array.of(1));
    // b: one win in one; a: untried, an even chance.
    expect(forgot.pick(s, 0)).toEqual(b);
  });

  it("faded by half, the old means weigh half as much against what comes next", () => {
    // Two wins of b and two losses of a after the decision: kept whole, a 3 in 5 against b 2 in 5;
    // faded by half, a 1.5 in 3.5 against b 2 in 3.5.
    const after = (share: number) => {
      const policy = taught();
      policy.fade(share);
      for (let i = 0; i < 2; i++) {
        policy.learn([b], Float64Array.of(1));
        policy.learn([a], Float64Array.of(0));
      }
      return policy.pick(s, 0);
    };
    expect(after(1)).toEqual(a);
    expect(after(0.5)).toEqual(b);
  });
});
