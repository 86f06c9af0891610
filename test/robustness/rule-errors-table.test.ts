// The table's side of rule errors (issue 11 §5): a choice that makes a rule fail is not silently
// ignored as if it were illegal; the session holds the rule's file:line:col, code, message and hint
// for the table to show, and the game stays where it was.
import { describe, expect, it } from "vitest";
import { GameSession } from "../../web/session/game-session.js";
import { compileRules } from "../helpers/mini-game.js";

const RULES = `game "Div" players 2..2
counter n = 1
flow {
  step turn {
    loop { choose one as pick "Pick" {
      option zero "Zero" {
        set n = 10 / (n - 1)
      }
      option again "Again" { }
    } }
  }
}
`;

describe("rule errors at the table", () => {
  it("picking the failing option keeps the state and reports the rule with its position", () => {
    const program = compileRules(RULES).program!;
    const r = GameSession.start(program, { players: 2, seed: 1 }, ["human", "human"]);
    if (!r.ok) throw new Error(r.error.message);
    const session = r.state;
    session.takeSeat();
    expect(session.choose("again")).toBe(true);
    expect(session.ruleError).toBe("");
    const moves = session.state.moves.length;
    expect(session.choose("zero")).toBe(false);
    expect(session.ruleError).toBe("g/game.rules:7:17: error RUN4102: division by zero (hint: check the divisor first, e.g. `if d == 0 then 0 else n / d`)");
    expect(session.state.moves.length).toBe(moves);
  });
});
