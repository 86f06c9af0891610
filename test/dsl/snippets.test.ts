import { describe, expect, it } from "vitest";
import { formatDiagnostic, parseEffectSnippet, parseExprSnippet } from "../../dsl/index.js";
import { strip } from "./helpers.js";

describe("snippets", () => {
  it("parses an effect snippet without braces, with spans inside the enclosing file", () => {
    const yaml = '- id: nessie\n  ability: "draw 1 from deck to my hand  log drew"\n';
    const offset = yaml.indexOf("draw");
    const text = "draw 1 from deck to my hand  log drew";
    const r = parseEffectSnippet(text, "cards.yaml", offset);
    expect(r.diagnostics).toEqual([]);
    expect(r.value.stmts.map((s) => s.kind)).toEqual(["Draw", "Log"]);
    expect(r.value.span).toEqual({ file: "cards.yaml", start: offset, end: offset + text.length });
    const draw = r.value.stmts[0]!;
    expect(draw.span).toEqual({ file: "cards.yaml", start: offset, end: offset + 27 });
    if (draw.kind !== "Draw") throw new Error("shape");
    expect(draw.from.name.span).toEqual({ file: "cards.yaml", start: offset + 12, end: offset + 16 });
    expect(yaml.slice(draw.from.name.span.start, draw.from.name.span.end)).toBe("deck");
  });

  it("parses an empty effect snippet as an empty block", () => {
    const r = parseEffectSnippet("  ", "c.yaml", 5);
    expect(r.diagnostics).toEqual([]);
    expect(r.value).toEqual({ kind: "Block", stmts: [], span: { file: "c.yaml", start: 5, end: 7 } });
  });

  it("parses an expression snippet at an offset", () => {
    const r = parseExprSnippet("count(my table) >= 5", "a.yaml", 100);
    expect(r.diagnostics).toEqual([]);
    expect(r.value.kind).toBe("Binary");
    expect(r.value.span).toEqual({ file: "a.yaml", start: 100, end: 120 });
  });

  it("places snippet errors in the enclosing file, at the right line and column", () => {
    const yaml = "- id: x\n  requires: count(my table) >=\n";
    const text = "count(my table) >=";
    const offset = yaml.indexOf(text);
    const r = parseExprSnippet(text, "a.yaml", offset);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["DSL1012"]);
    expect(formatDiagnostic(r.diagnostics[0]!, yaml).split("\n")[0]).toBe(
      "a.yaml:2:31: error DSL1012: expected an expression but found the end of the input",
    );
  });

  it("reports an empty expression snippet", () => {
    const r = parseExprSnippet("", "a.yaml", 3);
    expect(r.diagnostics.map((d) => [d.code, d.span.start])).toEqual([["DSL1012", 3]]);
  });

  it("reports trailing input after an expression snippet", () => {
    const r = parseExprSnippet("a b", "a.yaml", 0);
    expect(r.diagnostics.map((d) => [d.code, d.message, d.span.start])).toEqual([["DSL1019", "unexpected 'b'", 2]]);
    expect(strip(r.value)).toEqual({ kind: "Name", name: "a" });
  });

  it("recovers inside an effect snippet and keeps the statements around the error", () => {
    const r = parseEffectSnippet("draw 1 from deck to my hand } move x to y", "c.yaml", 0);
    expect(r.diagnostics.map((d) => [d.code, d.span.start])).toEqual([["DSL1019", 28]]);
    expect(r.value.stmts.map((s) => s.kind)).toEqual(["Draw", "Move"]);
  });
});
