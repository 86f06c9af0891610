// The planner and actions on offer in its own turn (`anytime`): it takes one only when finishing its
// block leaves it (or its team) further ahead right away, so a neutral one (a coin handed to a
// teammate, who hands it back) is never taken, however often it is on offer, and a helpful one is.
import { describe, expect, it } from "vitest";
import { PlannerBot, seededRandom } from "../../runtime/index.js";
import { engineFor } from "../helpers/mini-game.js";

// Two partners; each turn is three one-option decisions (held, since an action is on offer). Handing a
// coin over changes nothing for the team; cashing in 2 coins for 3 points is worth 4 to the heuristic.
const RULES = `game "Gifts" players 2..2
counter coins per player = 3
counter score per player = 0
team = 0
heuristic = coins of me + 2 * score of me
proc turn() {
  repeat 3 {
    choose one as act "Your turn" {
      option work "Work: 1 point" { add 1 to score of me }
    }
  }
}
anytime gift "Give a coin to your partner" during turn when coins of me > 0 {
  subtract 1 from coins of me
  add 1 to coins of first(teammates(me))
}
anytime cashIn "Turn 2 coins into 3 points" during turn when coins of me >= 2 {
  subtract 2 from coins of me
  add 3 to score of me
}
flow {
  phase round repeat 3 {
    step turns { for each p in players { as p { call turn() } } }
  }
  step end { rank p by score of p }
}
`;

describe("the planner and actions on offer in its own turn", () => {
  it("never hands a coin back and forth, and cashes in when it pays", () => {
    const engine = engineFor(RULES);
    const counts = new Map<string, number>();
    for (let g = 0; g < 4; g++) {
      const r = engine.start({ players: 2, seed: g });
      if (!r.ok) throw new Error(r.error.message);
      const s = r.state;
      const bots = [0, 1].map((p) => new PlannerBot(engine, p, seededRandom(10 * g + p)));
      for (let n = 0; !engine.isOver(s); n++) {
        if (n > 500) throw new Error("the game did not end");
        const p = engine.firstOwing(s);
        const m = bots[p]!.choose(s)!;
        counts.set(m.choice, (counts.get(m.choice) ?? 0) + 1);
        expect(engine.applyInPlace(s, m)).toBeUndefined();
      }
    }
    // Every one of the 18 work decisions a game was asked with the gift on offer.
    expect(counts.get("act")).toBe(4 * 18);
    expect(counts.get("gift") ?? 0).toBe(0);
    // Each seat starts with 3 coins: one cash-in each, at the first chance.
    expect(counts.get("cashIn")).toBe(4 * 2);
  });
});
