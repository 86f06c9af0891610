import { describe, it, expect } from "vitest";
import { parseYamlFile } from "../../../compiler/content/index.js";
import { lineCol } from "./helpers.js";

describe("parseYamlFile", () => {
  it("parses valid YAML without diagnostics, keeping ranges", () => {
    const text = "- id: a\n  name: A\n";
    const { value, diagnostics } = parseYamlFile(text, "g/cards.yaml");
    expect(diagnostics).toEqual([]);
    expect(value.doc.toJS()).toEqual([{ id: "a", name: "A" }]);
    expect(value.doc.contents?.range?.[0]).toBe(0);
  });

  it("reports a duplicate key as CNT2001 at the second key", () => {
    const text = "- id: a\n  name: A\n  name: B\n";
    const { diagnostics } = parseYamlFile(text, "g/cards.yaml");
    expect(diagnostics).toHaveLength(1);
    const d = diagnostics[0]!;
    expect(d).toMatchObject({ code: "CNT2001", severity: "error", span: { file: "g/cards.yaml" } });
    expect(lineCol(text, d.span.start)).toBe("3:3");
    expect(d.message).toMatch(/unique/);
    expect(d.hint).toMatch(/rename/);
  });

  it("reports an unquoted `: ` inside a value, and never throws", () => {
    const text = "- id: a\n  ability: log x { card: c }\n";
    const { diagnostics } = parseYamlFile(text, "cards.yaml");
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics.every((d) => d.code === "CNT2001")).toBe(true);
    expect(lineCol(text, diagnostics[0]!.span.start)).toMatch(/^2:/);
  });

  it("reports an unclosed quote", () => {
    const text = '- id: a\n  name: "oops\n';
    const { diagnostics } = parseYamlFile(text, "cards.yaml");
    expect(diagnostics[0]?.code).toBe("CNT2001");
    // The yaml library reports it where the file ends, which is where the quote was expected.
    expect(diagnostics[0]!.span.start).toBe(text.length);
    expect(diagnostics[0]!.message).toMatch(/closing/);
  });

  it("reports several documents in one file", () => {
    const { diagnostics } = parseYamlFile("- id: a\n---\n- id: b\n", "cards.yaml");
    expect(diagnostics.map((d) => d.code)).toEqual(["CNT2001"]);
    expect(diagnostics[0]!.hint).toMatch(/---/);
  });

  it("survives garbage", () => {
    for (const text of ["\t- :\n", "]]]", "{", "- !!binary x", "\u0000"]) {
      expect(() => parseYamlFile(text, "x.yaml")).not.toThrow();
    }
  });
});
