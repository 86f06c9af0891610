// Crash classes found by fuzzing the games' content (issue 11 §1): each used to throw out of the
// compiler (stack overflow, an invalid schema, an alias bomb); now each is a positioned diagnostic
// and no later stage runs on the broken part.
import { describe, expect, it } from "vitest";
import { parseEffectSnippet, parseExprSnippet, parseRules } from "../../dsl/index.js";
import { compileMini, edit, errorsOf, MINI_CARDS, MINI_RULES as R } from "../helpers/mini-game.js";

const BOMB = [
  'a: &a ["x","x","x","x","x","x","x","x","x"]',
  "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]",
  "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]",
  "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]",
  "e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]",
  "f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]",
].join("\n");

function noProgram(over: Record<string, string>) {
  const r = compileMini(over);
  expect(r.program).toBeUndefined();
  return r;
}

describe("types", () => {
  it("a field declared twice is CMP3002 at the second one (it used to make an invalid JSON Schema and throw)", () => {
    const r = noProgram({ "mini/game.rules": edit(R, "  name: text\n", "  name: text\n  name: int\n") });
    expect(errorsOf(r)).toEqual(["CMP3002 mini/game.rules:8:3"]);
  });

  it("two type declarations run together give syntax errors, not a crash", () => {
    const r = noProgram({ "mini/game.rules": edit(R, 'type Card from "cards.yaml" {', 'type Card from "cards.yaml" { type Foo {') });
    expect(errorsOf(r)[0]).toBe("DSL1010 mini/game.rules:6:36");
  });

  it("a malformed type reference (`list of` with nothing after it) is a syntax error at the next token", () => {
    const r = noProgram({ "mini/game.rules": edit(R, "points: int 0..3", "points: list of") });
    expect(errorsOf(r)[0]).toBe("DSL1023 mini/game.rules:10:8");
  });

  it("an unknown type name is CMP3010 with a did-you-mean (it used to make the field accept anything)", () => {
    const r = noProgram({ "mini/game.rules": edit(R, "color: Color", "color: Colour") });
    expect(errorsOf(r)).toEqual(["CMP3010 mini/game.rules:8:10"]);
    expect(r.diagnostics[0]!.hint).toBe("did you mean 'Color'?");
  });

  it("an unknown parameter type of a procedure is CMP3010", () => {
    const r = noProgram({ "mini/game.rules": edit(R, "proc gain(n: int)", "proc gain(n: Number)") });
    expect(errorsOf(r)).toContain("CMP3010 mini/game.rules:22:14");
  });
});

describe("deep nesting in rules", () => {
  const deep = (stmt: string) => noProgram({ "mini/game.rules": edit(R, "add n to my score", stmt) });

  it.each([
    ["300 parentheses", "add " + "(".repeat(300) + "n" + ")".repeat(300) + " to my score"],
    ["500 brackets", "let q = " + "[".repeat(500) + "1" + "]".repeat(500)],
    ["300 nested blocks", "if true {".repeat(300) + "add n to my score" + "}".repeat(300)],
    ["50 unclosed parentheses", "add " + "(".repeat(50) + "n to my score"],
    ["3000 `not`", "let q = " + "not ".repeat(3000) + "true"],
  ])("%s: DSL1030 where the limit is passed, and nothing else", (_, stmt) => {
    const r = deep(stmt);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["DSL1030"]);
    expect(r.diagnostics[0]!.span.file).toBe("mini/game.rules");
    expect(r.diagnostics[0]!.span.start).toBeGreaterThan(R.indexOf("proc gain"));
  });

  it("a chain of 3000 additions is too deep a tree (DSL1030), not a stack overflow in the checker", () => {
    const r = deep("let q = " + "1 + ".repeat(3000) + "1");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["DSL1030"]);
    expect(r.diagnostics[0]!.message).toContain("more than 400 levels");
  });

  it("3000 `else if`s or `x of` run the parser out of stack: DSL1030 at the place it stopped", () => {
    for (const stmt of ["if true { } " + "else if true { } ".repeat(3000), "add 1 to " + "score of ".repeat(3000) + "me"]) {
      const r = deep(stmt);
      expect(r.diagnostics.map((d) => d.code)).toEqual(["DSL1030"]);
      expect(r.diagnostics[0]!.span.start).toBeGreaterThan(R.indexOf("proc gain"));
    }
  });

  it("depth within the limits still parses (40 brackets is enough for any rule)", () => {
    const r = compileMini({ "mini/game.rules": edit(R, "add n to my score", "add " + "(".repeat(30) + "n" + ")".repeat(30) + " to my score") });
    expect(r.diagnostics).toEqual([]);
  });

  it("snippets and expression snippets are limited the same way, at their offset in the YAML file", () => {
    const e = parseEffectSnippet("let q = " + "(".repeat(100) + "1" + ")".repeat(100), "g/cards.yaml", 500);
    expect(e.diagnostics.map((d) => `${d.code}@${d.span.start}`)).toEqual(["DSL1030@548"]);
    expect(e.value.stmts).toEqual([]);
    const x = parseExprSnippet("-".repeat(100) + "1", "g/cards.yaml", 10);
    expect(x.diagnostics.map((d) => `${d.code}@${d.span.start}`)).toEqual(["DSL1030@50"]);
  });

  it("a file that is refused gives no declarations", () => {
    const r = parseRules("game \"x\" players 1..2\n" + "flow { step a { let q = " + "[".repeat(60) + "1 } }", "x.rules");
    expect(r.value.decls).toEqual([]);
  });

  it("an integer literal beyond 2^53 is DSL1031 at the literal", () => {
    const r = deep("add 99999999999999999999 to my score");
    expect(errorsOf(r)).toEqual(["DSL1031 mini/game.rules:23:7"]);
  });
});

describe("YAML", () => {
  it("an alias bomb in a data file is CNT2010 at its first alias", () => {
    const r = noProgram({ "mini/cards.yaml": BOMB });
    expect(errorsOf(r)).toEqual(["CNT2010 mini/cards.yaml:2:8"]);
  });

  it("the same alias bomb in log.yaml is refused the same way (it used to throw)", () => {
    const r = noProgram({ "mini/log.yaml": BOMB + "\ntemplates: {}\n" });
    expect(errorsOf(r)).toEqual(["CNT2010 mini/log.yaml:2:8"]);
  });

  it("a few aliases are still fine: a record reuses another's fields", () => {
    const cards = MINI_CARDS.replace("- id: red-one\n  name: \"Red One\"", "- id: red-one\n  name: &n \"Red One\"").replace('name: "Blue Two"', "name: *n");
    const r = compileMini({ "mini/cards.yaml": cards });
    expect(r.diagnostics).toEqual([]);
  });

  it("5000 nested flow sequences: one error where the library gave up, no cascade", () => {
    const r = noProgram({ "mini/cards.yaml": "- " + "[".repeat(5000) + "]".repeat(5000) + "\n" });
    expect(r.diagnostics.map((d) => d.code)).toEqual(["CNT2001"]);
    expect(r.diagnostics[0]!.message).toContain("nest too deeply");
  });

  it("40 nested lists are CNT2011 at the 33rd, and the records are not read", () => {
    const r = noProgram({ "mini/cards.yaml": "- " + "[".repeat(40) + "]".repeat(40) + "\n" });
    expect(errorsOf(r)).toEqual(["CNT2011 mini/cards.yaml:1:34"]);
  });

  it("deep block sequences (one `- ` more per line) are refused with a position", () => {
    const text = Array.from({ length: 3000 }, (_, i) => " ".repeat(i) + "- ").join("\n") + "x\n";
    const r = noProgram({ "mini/cards.yaml": text });
    // Where the library runs out of stack depends on the stack left, so there may be one error or two.
    expect(new Set(r.diagnostics.map((d) => d.code))).toEqual(new Set(["CNT2001"]));
    expect(r.diagnostics.some((d) => d.message.includes("nest too deeply"))).toBe(true);
  });

  it("a file with a syntax error is not validated too (no cascade of record errors)", () => {
    const r = noProgram({ "mini/cards.yaml": MINI_CARDS.replace("- id: blue-two", "- id: blue-two\n  oops: [") });
    expect(new Set(r.diagnostics.map((d) => d.code))).toEqual(new Set(["CNT2001"]));
  });
});
