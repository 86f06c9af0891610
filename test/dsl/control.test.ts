// Parsing of the control forms: return, end turn / end step, let x = call p(), first of, functions.
import { describe, expect, it } from "vitest";
import { parseEffectSnippet } from "../../dsl/index.js";
import { block, decls, id, n, num, stmts, strip } from "./helpers.js";

describe("early exit and priority lists", () => {
  it("parses return with and without a value, and end turn / end step", () => {
    expect(strip(stmts("return return 3 end turn end step"))).toEqual([
      { kind: "Return" },
      { kind: "Return", value: num(3) },
      { kind: "End", what: "turn" },
      { kind: "End", what: "step" },
    ]);
  });

  it("a bare return is not followed by the next statement's words (`end`, `first` stay names)", () => {
    expect(strip(stmts("return end step"))).toEqual([{ kind: "Return" }, { kind: "End", what: "step" }]);
    expect(strip(stmts("return first of { when a { } }"))).toEqual([
      { kind: "Return" },
      { kind: "FirstOf", alternatives: [{ when: n("a"), body: block() }] },
    ]);
    // `first(list)` is still the builtin and `end` is still a name.
    expect(strip(stmts("return first(xs)"))).toEqual([{ kind: "Return", value: { kind: "Call", callee: id("first"), args: [n("xs")] } }]);
    expect(strip(stmts("let x = end"))).toEqual([{ kind: "Let", name: id("x"), value: n("end") }]);
  });

  it("parses `let x = call p(a)`", () => {
    expect(strip(stmts("let x = call roll(2)"))).toEqual([
      { kind: "LetCall", name: id("x"), call: { kind: "Call", proc: id("roll"), args: [num(2)] } },
    ]);
  });

  it("parses both forms of `first of` with else", () => {
    expect(strip(stmts("first of a in line where ok(a) { return } else { end turn }"))).toEqual([
      {
        kind: "FirstOf",
        each: { name: id("a"), list: n("line"), where: { kind: "Call", callee: id("ok"), args: [n("a")] }, body: block({ kind: "Return" }) },
        alternatives: [],
        otherwise: block({ kind: "End", what: "turn" }),
      },
    ]);
    expect(strip(stmts("first of { when a { return } when b { } }"))).toEqual([
      { kind: "FirstOf", alternatives: [{ when: n("a"), body: block({ kind: "Return" }) }, { when: n("b"), body: block() }] },
    ]);
  });

  it("`end` followed by another word is a syntax error, not a statement", () => {
    expect(parseEffectSnippet("end game", "t.rules", 0).diagnostics.map((d) => d.code)).toContain("DSL1013");
  });

  it("parses functions and procedures with a result type", () => {
    expect(strip(decls("function twice(x: int): int = x * 2  function any1() = 1  proc roll(n: int): int { return n }"))).toEqual([
      {
        kind: "FunctionDecl",
        name: id("twice"),
        params: [{ name: id("x"), type: { kind: "IntType" } }],
        returns: { kind: "IntType" },
        body: { kind: "Binary", op: "*", left: n("x"), right: num(2) },
      },
      { kind: "FunctionDecl", name: id("any1"), params: [], body: num(1) },
      {
        kind: "ProcDecl",
        name: id("roll"),
        params: [{ name: id("n"), type: { kind: "IntType" } }],
        returns: { kind: "IntType" },
        body: block({ kind: "Return", value: n("n") }),
      },
    ]);
  });
});
