import { describe, expect, it } from "vitest";
import { formatDiagnostic, formatDiagnostics, hasErrors, LineIndex, messages, parseRules } from "../../dsl/index.js";

function located(text: string) {
  const r = parseRules(text, "g.rules");
  const index = new LineIndex(text);
  return r.diagnostics.map((d) => {
    const { line, col } = index.position(d.span.start);
    return `${line}:${col} ${d.code} ${d.message}`;
  });
}

describe("error recovery", () => {
  it("reports three separate syntax errors with their line:col and keeps the good declarations", () => {
    const text = [
      'game "G" players 2..4',
      "proc a() {",
      "  draw 1 from deck hand", // missing `to`
      "  move c to my table",
      "}",
      "counter x = ", // missing expression (the next line starts a declaration)
      "proc b() {",
      "  frobnicate c", // not a statement
      "  win me",
      "}",
      "query q = 1",
    ].join("\n");
    const r = parseRules(text, "g.rules");
    expect(located(text)).toEqual([
      "3:20 DSL1010 expected 'to' but found 'hand'",
      "7:1 DSL1012 expected an expression but found keyword 'proc'",
      "8:3 DSL1013 expected a statement but found 'frobnicate'",
    ]);
    expect(hasErrors(r.diagnostics)).toBe(true);
    expect(r.value.decls.map((d) => d.kind)).toEqual(["GameDecl", "ProcDecl", "CounterDecl", "ProcDecl", "QueryDecl"]);
    const b = r.value.decls[3]!;
    expect(b.kind === "ProcDecl" && b.body.stmts.map((s) => s.kind)).toEqual(["Win"]);
  });

  it("reports a missing closing brace at the end of the file", () => {
    expect(located("proc a() {\n  if x {\n    break\n")).toEqual(["3:10 DSL1011 expected '}' but found the end of the input"]);
  });

  it("reports a missing closing parenthesis and bracket", () => {
    expect(located("query a = (1 + 2\nquery b = [1, 2\nquery c = 3")).toEqual([
      "2:1 DSL1020 expected ')' but found keyword 'query'",
      "3:1 DSL1021 expected ']' but found keyword 'query'",
    ]);
  });

  it("reports junk between declarations once and parses on", () => {
    const r = parseRules("mark a\n}\nlet x = 1\nmark b", "g.rules");
    expect(located("mark a\n}\nlet x = 1\nmark b")).toEqual(["2:1 DSL1019 unexpected '}'"]);
    expect(r.value.decls.map((d) => d.kind === "MarkDecl" && d.name.name)).toEqual(["a", "b"]);
  });

  it("explains a keyword used as a name", () => {
    const r = parseRules("counter left = 0", "g.rules");
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: "DSL1022", message: "expected a name but found keyword 'left'" });
    expect(r.diagnostics[0]!.hint).toBe("'left' is a reserved keyword; use another name");
  });

  it("reports wrong types, visibilities, flow nodes and empty choose one", () => {
    expect(located("option o: 3 = 1")).toEqual(["1:11 DSL1015 expected a type but found '3'"]);
    expect(located("option o: int 1.. = 1")).toEqual(["1:19 DSL1010 expected a number but found '='"]);
    expect(located("zone z: T per player secret")).toEqual(["1:22 DSL1017 expected a zone visibility but found 'secret'"]);
    // Recovery resumes at the first '}' it can match, so the stray one after the bad node is reported too.
    expect(located("flow { turn x { } }")).toEqual(["1:8 DSL1016 expected 'step' or 'phase' but found 'turn'", "1:19 DSL1019 unexpected '}'"]);
    expect(located("type T { a: int, b: int }")).toEqual(["1:16 DSL1023 expected a field (name: type) or '}' but found ','"]);
    expect(located("enum E { a b }")).toEqual(["1:12 DSL1010 expected ',' or '}' but found 'b'"]);
    expect(located("proc p() { choose one as x { } }")).toEqual(["1:30 DSL1018 expected 'option' but found '}'"]);
  });

  it("combines lexer and parser errors in offset order without crashing on partial nodes", () => {
    const r = parseRules('proc p() { let s = "abc\n  move @ to }\n', "g.rules");
    // `move @ to }` lexes as `move to }`: both the moved thing and the destination are missing.
    expect(r.diagnostics.map((d) => d.code)).toEqual(["DSL1002", "DSL1001", "DSL1012", "DSL1022"]);
    expect(r.value.decls).toHaveLength(1);
  });

  it("never throws on arbitrary prefixes of a valid file", () => {
    const text = 'game "G" players 2..4\nzone hand: C per player owner\nproc a(c: C) { choose x from [y in my hand where y.n > 1] as pick "P" or pass { mark x seen } else { log none { a: 1 } } }\nflow { phase r repeat 3 { step s { call a(top(deck)) } } }\n';
    for (let i = 0; i <= text.length; i++) {
      const r = parseRules(text.slice(0, i), "g.rules");
      for (const d of r.diagnostics) {
        expect(Number.isFinite(d.span.start) && Number.isFinite(d.span.end)).toBe(true);
        expect(d.code).toMatch(/^DSL1\d{3}$/);
      }
    }
  });
});

describe("formatDiagnostic", () => {
  it("prints location, code frame with underline, and hint", () => {
    const text = "proc a() {\n  draw 1 from deck hand\n}\n";
    const [d] = parseRules(text, "g.rules").diagnostics;
    expect(formatDiagnostic(d!, text)).toBe(
      [
        "g.rules:2:20: error DSL1010: expected 'to' but found 'hand'",
        " 2 |   draw 1 from deck hand",
        "   |                    ^~~~",
        "  hint: check the syntax of this construct in the language reference",
      ].join("\n"),
    );
  });

  it("underlines a zero-width span with one caret and keeps tabs aligned", () => {
    const d = { code: "DSL1011", severity: "error" as const, message: "m", span: { file: "f", start: 12, end: 12 } };
    expect(formatDiagnostic(d, "x\n\tmove a to b")).toBe("f:2:11: error DSL1011: m\n 2 | \tmove a to b\n   | \t         ^");
  });

  it("formats several diagnostics, printing files it cannot read without a frame", () => {
    const span = { file: "a.rules", start: 0, end: 1 };
    const ds = [
      { code: "DSL1001", severity: "error" as const, message: "one", span },
      { code: "DSL1001", severity: "warning" as const, message: "two", span: { ...span, file: "gone.rules" }, hint: "h" },
    ];
    expect(formatDiagnostics(ds, (f) => (f === "a.rules" ? "@" : undefined))).toBe(
      "a.rules:1:1: error DSL1001: one\n 1 | @\n   | ^\ngone.rules: warning DSL1001: two\n  hint: h",
    );
  });

  it("has a unique code and a hint for every catalogue entry", () => {
    const codes = Object.values(messages).map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const m of Object.values(messages)) expect(m.hint.length).toBeGreaterThan(0);
  });
});

describe("LineIndex", () => {
  it("maps offsets to 1-based lines and columns, including line ends and the end of text", () => {
    const index = new LineIndex("ab\ncd\r\n\nx");
    expect([0, 1, 2, 3, 5, 7, 8, 9, 99].map((o) => index.position(o))).toEqual([
      { line: 1, col: 1 }, { line: 1, col: 2 }, { line: 1, col: 3 }, { line: 2, col: 1 }, { line: 2, col: 3 },
      { line: 3, col: 1 }, { line: 4, col: 1 }, { line: 4, col: 2 }, { line: 4, col: 2 },
    ]);
    expect(index.lineCount).toBe(4);
    expect([1, 2, 3, 4].map((l) => index.lineText(l))).toEqual(["ab", "cd", "", "x"]);
  });

  it("is fast on large texts", () => {
    const text = "let x = 1\n".repeat(100_000);
    const index = new LineIndex(text);
    const t0 = performance.now();
    for (let i = 0; i < 100_000; i++) index.position((i * 7919) % text.length);
    expect(performance.now() - t0).toBeLessThan(200);
    expect(index.position(text.length - 1)).toEqual({ line: 100_000, col: 10 });
  });
});
