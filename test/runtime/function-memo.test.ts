// Bot knowledge ranks every option of a decision against the same pure function (each step measured
// against the hunter's goal), so `preferences` evaluates the options in one read-only scope in which a
// function asked again with the same arguments answers from memory. A call that rolls or draws is never
// remembered, and outside such a scope nothing is.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../runtime/index.js";
import { compileExpr } from "../../runtime/compile-expr.js";
import type { Ctx } from "../../runtime/context.js";
import { engineFor } from "../helpers/mini-game.js";

const RULES = `game "Goals" players 1..1
counter pos per player = 0
counter bonus = 0
type Spot from "spots.yaml" { worth: int }
zone spots: Spot public full
# The spot worth the most (a pass over a list: worth remembering).
function goal(): int = sum([s in spots where s.worth == max([t in spots -> t.worth]) -> s.worth]) + bonus
function scaled(n: int): int = n * sum([s in spots -> s.worth])
function luck(): int = random(1, 1000) + count([s in spots])
prefer walkTo(x: int) = 0 - abs(x - goal())
flow {
  step walk {
    for each p in players {
      as p {
        choose x from [1, 2, 3, 4, 5, 6, 7, 8, 9] as walkTo "Walk to" { set pos of me = x }
      }
    }
  }
}
`;
const SPOTS = `- { id: a, worth: 2 }
- { id: b, worth: 5 }
- { id: c, worth: 3 }
`;

const engine = engineFor(RULES, { "spots.yaml": SPOTS }, false);
const at = [0, 0, 0] as [number, number, number];
const call = (name: string, args: number[] = []) =>
  compileExpr({ kind: "fn", name, args: args.map((value) => ({ kind: "lit", value, at })), at } as never, engine.compiled.t);
const frame = () => ({ env: [] as unknown[], me: 0, self: -1 });

function start(): GameState {
  const r = engine.start({ players: 1, seed: 5 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

// Sets the table counter `bonus`, which `goal` reads: a state the remembered value no longer fits.
function setBonus(s: GameState, v: number): void {
  s.counters[engine.program.counters.findIndex((c) => c.name === "bonus")] = v;
}

describe("pure function calls remembered within one read-only evaluation", () => {
  it("ranks each option as it would alone", () => {
    const s = start();
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const together = engine.preferences(s, 0, "walkTo", values);
    expect(together).toEqual(values.map((v) => engine.preference(s, 0, "walkTo", v)));
    // The goal is 5 (the spot worth the most): the step to 5 ranks first.
    expect(together[4]).toBe(0);
    expect(Math.max(...(together as number[]))).toBe(0);
  });

  it("a call asked again with the same arguments answers from memory while the scope lasts", () => {
    const s = start();
    const c: Ctx = engine.ctx(s);
    c.memo = new Map();
    const goal = call("goal");
    expect(goal(c, frame())).toBe(5);
    // Within a scope the state does not change; changed here, the remembered answer shows it was kept.
    setBonus(s, 10);
    expect(goal(c, frame())).toBe(5);
    // Other arguments are another call.
    expect(call("scaled", [2])(c, frame())).toBe(20);
    expect(call("scaled", [3])(c, frame())).toBe(30);
    // Without a scope every call is worked out.
    c.memo = undefined;
    expect(goal(c, frame())).toBe(15);
  });

  it("never remembers a call that rolls", () => {
    const s = start();
    const c: Ctx = engine.ctx(s);
    c.memo = new Map();
    const luck = call("luck");
    const rolls = Array.from({ length: 6 }, () => luck(c, frame()) as number);
    // Six rolls of 1-1000 (plus 3): each call rolled again.
    expect(new Set(rolls).size).toBeGreaterThan(1);
    expect(c.memo.has("luck")).toBe(false);
  });
});
