// Runs of statements that never wait become one generated instruction each (runtime/compile-run.ts),
// and calls of procedures that are such runs themselves run inline. DESIGN.md §2 asks for the same
// state from the same program, setup and moves whatever the compiler, and the same rule error at
// the same rule: every case here is played by an engine of closures and one of generated code.
import { describe, expect, it } from "vitest";
import { Engine, type GameState, type MoveError } from "../../runtime/index.js";
import { countingGenerator, type GeneratedCounts } from "../helpers/counting-generator.js";
import { compileRules } from "../helpers/mini-game.js";

const CARDS = `- id: a\n  name: "A"\n  points: 1\n- id: b\n  name: "B"\n  points: 2\n- id: c\n  name: "C"\n  points: 3\n`;

function rules(body: string, procs = ""): string {
  return `game "T" players 2..2
type Card from "cards.yaml" {
  name: text
  points: int
}
zone deck: Card public full
zone hand: Card per player public
counter n = 0
counter score per player = 0
attr worth = 0
${procs}
flow {
  step go {
    loop {
      for each p in players {
        as p {
          choose x from deck as pick {
${body}
          }
        }
      }
    }
  }
}
`;
}

function engines(text: string): { closures: Engine; generated: Engine; counts: GeneratedCounts } {
  const r = compileRules(text, { "cards.yaml": CARDS });
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length || !r.program) throw new Error(errors.map((d) => d.message).join("\n"));
  const { generate, counts } = countingGenerator();
  return { closures: new Engine(r.program, { expressions: null }), generated: new Engine(r.program, { expressions: generate }), counts };
}

// Plays the first card on offer at every decision; returns every state on the way, or the error.
function play(engine: Engine, moves: number): { states: GameState[]; error?: MoveError } {
  const r = engine.start({ players: 2, seed: 5 });
  if (!r.ok) return { states: [], error: r.error };
  const states = [structuredClone(r.state)];
  for (let i = 0; i < moves && !r.state.result; i++) {
    const [m] = engine.legalMoves(r.state);
    if (!m) break;
    const err = engine.applyInPlace(r.state, m);
    if (err) return { states, error: err };
    states.push(structuredClone(r.state));
  }
  return { states };
}

describe("statement runs", () => {
  it("lets, sets, ifs, loops with a break and inlined calls reach the same states as one instruction each", () => {
    const { closures, generated, counts } = engines(
      rules(
        `            let total = 0
            for each k in deck {
              set k.worth = k.worth + k.points
              if k.worth > 4 { break }
              add k.points to my score
            }
            call tally(x)
            if n >= 6 { win [me] } else { add 0 to n }`,
        `proc tally(k: Card) {
  for each j in [1, 2] { add j to n }
  if k.points == 1 { add 1 to my score } else { set k.worth = 0 }
}`,
      ),
    );
    const a = play(closures, 20);
    const b = play(generated, 20);
    // The choose body ran as one generated run (built when it first ran).
    expect(counts.runs).toBeGreaterThan(0);
    expect(a.error).toBeUndefined();
    expect(b.states.length).toBeGreaterThan(2);
    expect(b).toStrictEqual(a);
    // "win [me]" ended the game from inside the run.
    expect(b.states.at(-1)!.result).not.toBeNull();
  });

  it("a rule error inside an inlined procedure names its place, as the interpreter does, and leaves the state as it was", () => {
    const { closures, generated } = engines(rules("            call bad(x)", `proc bad(k: Card) {\n  add 1 to n\n  set n = k.points / (n - 1)\n}`));
    const a = play(closures, 3);
    const b = play(generated, 3);
    expect(a.error).toMatchObject({ code: "RUN4102", where: "g/game.rules:13:11" });
    expect(b.error).toEqual(a.error);
    expect(b.states).toStrictEqual(a.states);
  });

  it("loops that do not end stop at the same step, at the same statement, with either compiler", () => {
    const { closures, generated } = engines(
      rules(`            for each i in 1..900000 {\n              for each j in 1..900000 { add 1 to n }\n            }`),
    );
    const a = play(closures, 1);
    const b = play(generated, 1);
    expect(a.error?.code).toBe("RUN4200");
    expect(b.error).toEqual(a.error);
    expect(b.states).toStrictEqual(a.states);
  });

  it("a loop of single instructions with no exit stops at the same step and statement with either compiler", () => {
    const { closures, generated } = engines(rules(`            loop {
              add 1 to n
            }`));
    const a = play(closures, 1);
    const b = play(generated, 1);
    expect(a.error).toMatchObject({ code: "RUN4200", where: "g/game.rules:19:15" });
    expect(b.error).toEqual(a.error);
    expect(b.states).toStrictEqual(a.states);
  });

  // The condition of an `if` that waits inside is generated code too (compiled as hot when it first runs).
  it("a rule error in the condition of an if that waits inside names the same place with either compiler", () => {
    const { closures, generated } = engines(rules(`            if x.points / (n - n) > 0 {\n              choose y from deck as again { add 1 to n }\n            }`));
    const a = play(closures, 2);
    const b = play(generated, 2);
    expect(a.error).toMatchObject({ code: "RUN4102", where: "g/game.rules:18:16" });
    expect(b.error).toEqual(a.error);
    expect(b.states).toStrictEqual(a.states);
  });

  it("a decision inside a loop waits and resumes at the same instruction with either compiler", () => {
    const loop = `            repeat 2 {
              choose y from [z in deck where z != x] as again {
                set y.worth = y.worth + x.points
                add y.points to score of me
              }
            }`;
    const { closures, generated } = engines(rules(loop));
    const a = play(closures, 12);
    const b = play(generated, 12);
    expect(a.error).toBeUndefined();
    expect(a.states.length).toBe(13);
    expect(b).toStrictEqual(a);
  });
});
