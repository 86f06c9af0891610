import { describe, expect, it } from "vitest";
import { lex, unescapeString } from "../../dsl/lexer.js";

const kinds = (text: string) => lex(text, "t.rules").tokens.map((t) => `${t.tokenType.name}:${t.image}`);

describe("lexer", () => {
  it("tells keywords from identifiers that start with one", () => {
    expect(kinds("my mystuff into int in inx players player")).toEqual([
      "My:my", "Identifier:mystuff", "Into:into", "Int:int", "In:in", "Identifier:inx", "Players:players", "Player:player",
    ]);
  });

  it("lexes punctuation, longest first", () => {
    expect(kinds("1..3 a.b -> - == = != <= < >= > ?")).toEqual([
      "IntLit:1", "DotDot:..", "IntLit:3", "Identifier:a", "Dot:.", "Identifier:b", "Arrow:->", "Minus:-",
      "EqEq:==", "Eq:=", "NotEq:!=", "LtEq:<=", "Lt:<", "GtEq:>=", "Gt:>", "Question:?",
    ]);
  });

  it("skips whitespace and # comments", () => {
    expect(kinds("move # a comment with \"quotes\"\n  x\t# another")).toEqual(["Move:move", "Identifier:x"]);
  });

  it("lexes strings with escapes and decodes them", () => {
    const { tokens, diagnostics } = lex(String.raw`"a \"b\" \\ c\n"`, "t.rules");
    expect(diagnostics).toEqual([]);
    expect(tokens).toHaveLength(1);
    expect(unescapeString(tokens[0]!.image)).toBe('a "b" \\ c\n');
  });

  it("reports an unexpected character as DSL1001 and keeps lexing", () => {
    const { tokens, diagnostics } = lex("a @ b", "t.rules", 10);
    expect(tokens.map((t) => t.image)).toEqual(["a", "b"]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: "DSL1001", severity: "error", span: { file: "t.rules", start: 12, end: 13 } });
    expect(diagnostics[0]!.message).toBe("unexpected character '@'");
  });

  it("reports an unterminated string as DSL1002 and still yields a string token", () => {
    const { tokens, diagnostics } = lex('log "abc\nmove', "t.rules");
    expect(tokens.map((t) => t.image)).toEqual(["log", '"abc', "move"]);
    expect(diagnostics.map((d) => [d.code, d.span.start, d.span.end])).toEqual([["DSL1002", 4, 8]]);
    expect(unescapeString('"abc')).toBe("abc");
  });

  it("reports an unknown escape as DSL1003", () => {
    const { diagnostics } = lex(String.raw`"a\tb"`, "t.rules");
    expect(diagnostics.map((d) => [d.code, d.span.start, d.span.end, d.message])).toEqual([
      ["DSL1003", 2, 4, "unknown escape '\\t' in string"],
    ]);
  });
});
