// One case for every diagnostic code that had none (issue 12 item 14): each test names the code,
// triggers it the simplest way content (or, for the runtime's guards against a program that does
// not match it, a hand-edited program) can, and checks where it is reported.
import type { CstNode } from "chevrotain";
import { describe, expect, it } from "vitest";
import { schemaDiagnostics } from "../../compiler/validate-program.js";
import { buildRulesFile } from "../../dsl/build-ast.js";
import { buildBlock } from "../../dsl/build-stmt.js";
import { lex } from "../../dsl/lexer.js";
import { runRule } from "../../dsl/parser.js";
import { Engine, RuleError, type ExprIR, type Program } from "../../runtime/index.js";
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

  it("CMP3022: a bare enum member that two enums declare, where no type is expected", () => {
    // `self.color == red` compares with a Color, so `red` is Color's; in a list of its own nothing says which.
    const cards = MINI_CARDS.replace('playable: "self.color == red"', 'playable: "self.color == red and count([red]) > 0"');
    const r = compileMini({ "mini/game.rules": edit(R, "enum Color { red, blue }", "enum Color { red, blue }\nenum Mood { red, calm }"), "mini/cards.yaml": cards });
    expect(errorsOf(r)).toEqual(["CMP3022 mini/cards.yaml:17:43"]);
    expect(r.diagnostics[0]!.message).toBe("'red' is a member of Color and Mood");
  });

  it("CMP3025: `set` of an attribute that is not declared", () => {
    expect(errorsOf(rules("mark c tapped", "set c.height = 2"))).toEqual(["CMP3025 mini/game.rules:36:19"]);
  });
});

/** The CST of a text, with the first node named `from` renamed `to`: a grammar rule the AST builders do not know. */
function renamedCst(rule: "file" | "effectSnippet", text: string, from: string, to: string): CstNode {
  const { cst, errors } = runRule(rule, lex(text, "t.rules").tokens);
  expect(errors).toEqual([]);
  const walk = (n: CstNode): boolean => {
    if (n.name === from) {
      (n as { name: string }).name = to;
      return true;
    }
    return Object.values(n.children).some((els) => els.some((el) => "children" in el && walk(el)));
  };
  expect(walk(cst)).toBe(true);
  return cst;
}

describe("compiler bugs the compiler still reports as diagnostics", () => {
  it("CMP3021: a program that does not match runtime/program.schema.json is refused, not handed to the runtime", () => {
    const p = structuredClone(compileMini().program!) as Program;
    expect(schemaDiagnostics(p, { file: "mini", start: 0, end: 0 })).toEqual([]);
    delete (p as Partial<Program>).flow;
    const d = schemaDiagnostics(p, { file: "mini", start: 0, end: 0 });
    expect(d.map((x) => `${x.code} ${x.span.file} ${x.message}`)).toEqual(["CMP3021 mini program must have required property 'flow'"]);
    expect(d[0]!.hint).toMatch(/compiler bug/);
  });
});

describe("syntax codes", () => {
  it("DSL1099: a declaration or statement the grammar parses but the AST builder does not know is reported, not dropped", () => {
    const whole = { file: "t.rules", start: 0, end: 20 };
    const ctx = { file: "t.rules", base: 0, diagnostics: [] as { code: string; message: string; span: { start: number } }[] };
    const file = buildRulesFile(ctx as never, renamedCst("file", "mark a\nmark b", "markDecl", "newDecl"), whole);
    expect(file.decls.map((d) => d.kind)).toEqual(["MarkDecl"]);
    expect(ctx.diagnostics.map((d) => `${d.code} ${d.span.start} ${d.message}`)).toEqual([
      "DSL1099 0 internal error: the declaration 'newDecl' is parsed but not built (please report)",
    ]);
    ctx.diagnostics.length = 0;
    const block = buildBlock(ctx as never, renamedCst("effectSnippet", "break\nshuffle deck", "shuffleStmt", "newStmt"), whole);
    expect(block.stmts.map((s) => s.kind)).toEqual(["Break"]);
    expect(ctx.diagnostics.map((d) => `${d.code} ${d.span.start} ${d.message}`)).toEqual([
      "DSL1099 6 internal error: the statement 'newStmt' is parsed but not built (please report)",
    ]);
  });

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

  it("RUN4201: a program with a statement the runtime does not compile is refused when the engine is built, at the statement", () => {
    const p = structuredClone(compileMini().program!) as Program;
    const step = Object.keys(p.steps)[0]!;
    p.steps[step]!.block.unshift({ kind: "teleport", at: [0, 5, 9] } as never);
    let error: unknown;
    try {
      new Engine(p);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect(error).toMatchObject({ code: "RUN4201", message: "statement 'teleport' is not compiled by the runtime", at: [0, 5, 9] });
    expect((error as RuleError).hint).toMatch(/engine bug/);
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
