// Runtime limits (issue 11 §3): rules that never end or grow without bound used to hang, exhaust
// memory or crash V8; now each stops with a clean rule error at the rule (issue 12 item 13).
import { describe, expect, it } from "vitest";
import type { Engine } from "../../runtime/index.js";
import { engineFor } from "../helpers/mini-game.js";

const CARDS = `- id: a\n  name: "A"\n  val: "self.val"\n- id: b\n  name: "B"\n  val: "1"\n`;

function game(setup: string, extra = ""): Engine {
  const rules = `game "T" players 2..2
type Card from "cards.yaml" {
  name: text
  val: expr
}
zone deck: Card hidden full
counter n = 0
${extra}
flow {
  step go {
${setup}
    choose c from deck as pick { }
  }
}
`;
  return engineFor(rules, { "cards.yaml": CARDS });
}

function startError(engine: Engine) {
  const r = engine.start({ players: 2, seed: 1 });
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error("started");
  return r.error;
}

describe("rules that do not end", () => {
  it("a range of a billion numbers is RUN4203 at the range, not a V8 crash", () => {
    const e = startError(game("    let q = [x in 1..1000000000 where x > 1]"));
    expect(e.code).toBe("RUN4203");
    expect(e.where).toBe("g/game.rules:11:19");
    expect(e.hint).toMatch(/range/);
  });

  it("nested comprehensions (10^10 elements) stop at the step budget (RUN4200) at the inner one", () => {
    const e = startError(game("    set n = count([x in 1..100000 where count([y in 1..100000 where y == x]) > 0])"));
    expect(e.code).toBe("RUN4200");
    expect(e.where).toBe("g/game.rules:11:47");
  });

  it("a loop with no exit is RUN4200 at the loop", () => {
    const e = startError(game("    loop { add 1 to n }"));
    expect(e.code).toBe("RUN4200");
    expect(e.where).toMatch(/^g\/game\.rules:11:/);
  });

  it("a procedure that calls itself is RUN4204 at the call, long before memory runs out", () => {
    const e = startError(game("    call f()", "proc f() {\n  call f()\n}"));
    expect(e.code).toBe("RUN4204");
    expect(e.where).toBe("g/game.rules:9:3");
  });

  it("an expression field that reads itself is RUN4204 at the read, not a stack overflow", () => {
    const e = startError(game("    set n = count([c in deck where c.val > 0])"));
    expect(e.code).toBe("RUN4204");
    expect(e.where).toBe("g/cards.yaml:3:9");
  });

  it("a division by zero names its place and a hint", () => {
    const e = startError(game("    set n = 1 / n"));
    expect(e).toMatchObject({ code: "RUN4102", message: "division by zero", where: "g/game.rules:11:13" });
    expect(e.hint).toMatch(/divisor/);
  });

  it("the budget is per move: a game that does a lot over many moves is not stopped", () => {
    const engine = game("    set n = count([x in 1..100000 where x > 0])");
    const r = engine.start({ players: 2, seed: 1 });
    expect(r.ok).toBe(true);
  });
});
