// One case for every diagnostic code that had none (issue 12 item 14): each test names the code,
// triggers it the simplest way content (or, for the runtime's guards against a program that does
// not match it, a hand-edited program) can, and checks where it is reported.
import { describe, expect, it } from "vitest";
import { Engine, type ExprIR, type Program } from "../../runtime/index.js";
import { compileMini, edit, engineFor, errorsOf, MINI_CARDS, MINI_RULES as R } from "../helpers/mini-game.js";

const rules = (from: string, to: string) => compileMini({ "mini/game.rules": edit(R, from, to) });
const at: [number, number, number] = [0, 0, 1];

/** The mini program with one query replaced by hand-written IR, as a program out of step with the runtime would be. */
function withQuery(expr: ExprIR): Engine {
  const p = structuredClone(compileMini().program!) as Program;
  p.queries = { q: { locals: 0, expr } };
  return new Engine(p);
}

function queryError(engine: Engine, input?: unknown) {
  const r = engine.query("q", { players: 2, seed: 1 }, input);
  expect(r.ok).toBe(false);
  return r.ok ? undefined : r.error;
}

describe("compiler codes", () => {
  it("CMP3005: `my` or `of` on a shared zone", () => {
    expect(errorsOf(rules("deal 2 from deck to hand", "deal 2 from my deck to hand"))).toEqual(["CMP3005 mini/game.rules:28:20"]);
  });

  it("CMP3007: an unknown builtin, with a did-you-mean", () => {
    const r = rules("add n to my score", "add cuont([1]) to my score");
    expect(errorsOf(r)).toEqual(["CMP3007 mini/game.rules:23:7"]);
    expect(r.diagnostics[0]!.hint).toBe("did you mean 'count'?");
  });

  it("CMP3015: no flow declaration", () => {
    const r = compileMini({ "mini/game.rules": R.slice(0, R.indexOf("flow {")) });
    expect(errorsOf(r)).toEqual(["CMP3015 mini/game.rules:1:1"]);
  });

  it("CMP3017: `run` of a field that is not an effect", () => {
    expect(errorsOf(rules("run c.bonus", "run c.points"))).toEqual(["CMP3017 mini/game.rules:39:19"]);
  });

  it("CMP3018: a reference to a record id that does not exist", () => {
    const r = compileMini({
      "mini/game.rules": edit(R, "  playable?: expr\n}", "  playable?: expr\n  pair?: Card\n}"),
      "mini/cards.yaml": MINI_CARDS.replace('  name: "Red One"', '  name: "Red One"\n  pair: blue-too'),
    });
    expect(errorsOf(r)).toEqual(["CMP3018 mini/cards.yaml:3:9"]);
  });

  it("CMP3022: a bare enum member that two enums declare", () => {
    const r = rules("enum Color { red, blue }", "enum Color { red, blue }\nenum Mood { red, calm }");
    expect(errorsOf(r)).toEqual(["CMP3022 mini/cards.yaml:17:28"]);
    expect(r.diagnostics[0]!.message).toBe("'red' is a member of Color and Mood");
  });

  it("CMP3025: `set` of an attribute that is not declared", () => {
    expect(errorsOf(rules("mark c tapped", "set c.height = 2"))).toEqual(["CMP3025 mini/game.rules:36:19"]);
  });
});

describe("syntax codes", () => {
  it("DSL1014: something that is not a declaration at the top level", () => {
    const r = compileMini({ "mini/game.rules": R + "\n42\n" });
    expect(errorsOf(r)).toEqual([`DSL1014 mini/game.rules:${R.split("\n").length + 1}:1`]);
  });
});

describe("runtime codes", () => {
  it("RUN4010: a query that the game does not declare", () => {
    const r = new Engine(compileMini().program!).query("nope", { players: 2, seed: 1 });
    expect(r.ok ? "" : r.error.code).toBe("RUN4010");
  });

  it("RUN4100, RUN4106: a program naming a counter or builtin the runtime does not know", () => {
    expect(queryError(withQuery({ kind: "counter", name: "nowhere", at }))?.code).toBe("RUN4100");
    expect(queryError(withQuery({ kind: "call", fn: "nothing", args: [{ kind: "lit", value: 1, at }], at }))?.code).toBe("RUN4106");
  });

  it("RUN4101: an effect field read as an expression", () => {
    const e = queryError(withQuery({ kind: "exprField", of: { kind: "lit", value: 1, at }, field: "bonus", at }));
    expect(e?.code).toBe("RUN4101");
  });

  it("RUN4103, RUN4104, RUN4105: a value of the wrong kind reaching the rules through `input`", () => {
    expect(queryError(withQuery({ kind: "call", fn: "count", args: [{ kind: "call", fn: "input", args: [], at }], at }), 3)?.code).toBe("RUN4103");
    const wrong = (stmt: string) => {
      const engine = engineFor(`game "G" players 2..2\ncounter n = 0\nmark m\nflow { step s { ${stmt} } }\n`);
      const r = engine.start({ players: 2, seed: 1, input: "text" });
      return r.ok ? "" : `${r.error.code} ${r.error.where}`;
    };
    expect(wrong("mark input m")).toBe("RUN4104 g/game.rules:4:17");
    expect(wrong("add input to n")).toBe("RUN4105 g/game.rules:4:17");
  });

  it("RUN4107: a program with a `break` outside any loop is refused when the engine is built", () => {
    const p = structuredClone(compileMini().program!) as Program;
    const step = Object.keys(p.steps)[0]!;
    p.steps[step]!.block.unshift({ kind: "break", at });
    expect(() => new Engine(p)).toThrow(/break outside a loop/);
  });

  it("RUN4202: a phase that repeats forever without asking anyone", () => {
    const engine = engineFor('game "G" players 2..2\nflow { phase p while true { step s { } } }\n');
    const r = engine.start({ players: 2, seed: 1 });
    expect(r.ok ? "" : r.error.code).toBe("RUN4202");
  });

  it("RUN4999: an engine failure that is no rule error keeps its message and is marked as a bug", () => {
    const e = queryError(withQuery({ kind: "mark", of: { kind: "lit", value: 0, at }, mark: 99, at }));
    expect(e?.code).toBe("RUN4999");
    expect(e?.hint).toMatch(/engine bug/);
  });
});
