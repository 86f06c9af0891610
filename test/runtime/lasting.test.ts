// Lasting effects: modifiers read at hook points, with additions that hold for a block, a step, a
// phase's pass, or until cleared.
import { describe, expect, it } from "vitest";
import type { Engine, GameState } from "../../runtime/index.js";
import { parseEffectSnippet } from "../../dsl/index.js";
import { compileRules, engineFor, errorsOf } from "../helpers/mini-game.js";

const counter = (e: Engine, s: GameState, name: string) => s.counters[e.program.counters.findIndex((c) => c.name === name)];

// "An event lowers your skill checks by 1 this turn"; "+1 to all skill checks this round";
// "a blessing: +2 until it is removed"; "for this check only, +5".
const rules = `game "T" players 2..2
modifier checkBonus per player
modifier weather
counter seen per player = 0
counter trace = 0
function check(p: player): int = 3 + checkBonus of p + weather
flow {
  step setup {
    add 2 to checkBonus of 1 until removed
    add 1 to weather until end of round       # the first round
  }
  phase round repeat 2 {
    phase turn repeat 2 {
      step act {
        set trace = trace * 100 + check(0) * 10 + check(1)
        if round == 1 and turn == 1 {
          subtract 1 from checkBonus of 0 until end of turn
          add 5 to checkBonus of 0 during { set trace = trace * 100 + check(0) }
          set trace = trace * 100 + check(0)
        }
        if round == 2 and turn == 1 { clear checkBonus of 1  add 7 to weather until end of step  set trace = trace * 10 + weather }
      }
    }
  }
  step end { win [] }
}`;

describe("lasting effects", () => {
  const engine = engineFor(rules);

  it("hold for their block, step, phase pass, or until cleared, and the rules read their sum", () => {
    const r = engine.start({ players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    // round 1 turn 1: 4/6, then 8 during the block (+5 -1), then 3 (-1 this turn) → "46 08 03"
    // round 1 turn 2: the turn's -1 is over: 4/6
    // round 2 turn 1: weather's round is over: 3/5, blessing cleared, +7 this step → weather 7
    // round 2 turn 2: 3/3
    expect(String(counter(engine, s, "trace"))).toBe(["46", "08", "03", "46", "35", "7", "33"].join("").replace(/^0+/, ""));
    expect(s.lasting).toBeUndefined();
  });

  it("survive a save in the middle of a decision", () => {
    const e = engineFor(`game "T" players 2..2
modifier bonus
counter n = 0
flow {
  step go {
    add 3 to bonus until end of step
    choose one as pick { option a { set n = bonus } }
    set n = n * 10 + bonus
  }
  step after { set n = n * 10 + bonus  win [] }
}`);
    const r = e.start({ players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    // The only option was taken at once: 3 in the step, 3 after it in the step, 0 in the next step.
    expect(counter(e, r.state, "n")).toBe(330);
  });

  it("parses `until end of step`, `until end of PHASE`, `until removed`, `during { }` and `clear`", () => {
    const r = parseEffectSnippet("add 1 to my b until end of step  subtract 2 from b until end of round  add 1 to b until removed  add 1 to b during { }  clear my b", "t.rules", 0);
    expect(r.diagnostics).toEqual([]);
    expect(r.value.stmts.map((x) => (x.kind === "Add" ? x.lasting?.kind : x.kind))).toEqual(["Step", "Phase", "Removed", "During", "Clear"]);
  });

  it("are checked: a modifier needs a duration, only modifiers take one, phases must exist, modifiers cannot be set", () => {
    const r = compileRules(`game "T" players 2..2
modifier bonus
counter n = 0
flow { step go {
  add 1 to bonus
  add 1 to n until end of step
  add 1 to bonus until end of nowhere
  set bonus = 2
  clear n
} }`);
    expect(errorsOf(r)).toEqual(["CMP3036 g/game.rules:5:3", "CMP3036 g/game.rules:6:14", "CMP3036 g/game.rules:7:31", "CMP3036 g/game.rules:8:7", "CMP3036 g/game.rules:9:9"]);
  });
});
