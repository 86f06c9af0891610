import { describe, it, expect } from "vitest";
import { parseYamlFile, schemaForType, validateRecords } from "../../../compiler/content/index.js";
import { Card, ctx } from "./helpers.js";

const schema = schemaForType(Card, ctx);

function fieldsOf(text: string) {
  const parsed = parseYamlFile(text, "demo/cards.yaml");
  expect(parsed.diagnostics).toEqual([]);
  const { value, diagnostics } = validateRecords(parsed.value, schema);
  expect(diagnostics).toEqual([]);
  return value[0]!.fields;
}

/** Asserts the snippet's text is exactly the file text at its offset. */
function expectExact(text: string, snippet: { text: string; offset: number } | undefined): void {
  expect(snippet).toBeDefined();
  expect(text.slice(snippet!.offset, snippet!.offset + snippet!.text.length)).toBe(snippet!.text);
}

describe("snippet sources", () => {
  it("plain scalar: the raw value, even over several lines", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n  ability: draw 1 from deck\n    to my hand   # comment\n";
    const f = fieldsOf(text);
    const s = f["ability"]!.snippet!;
    expectExact(text, s);
    expect(s.text).toBe("draw 1 from deck\n    to my hand");
    expect(f["ability"]!.value).toBe("draw 1 from deck to my hand");
  });

  it("double-quoted scalar without escapes: the raw text between the quotes", () => {
    const text = '- id: a\n  name: A\n  cost: 1\n  requires: "count(my hand) >= 5"\n';
    const s = fieldsOf(text)["requires"]!.snippet!;
    expectExact(text, s);
    expect(s.text).toBe("count(my hand) >= 5");
    expect(s.offset).toBe(text.indexOf("count"));
  });

  it("single-quoted scalar without escapes: exact too", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n  ability: 'log found { card: self }'\n";
    const s = fieldsOf(text)["ability"]!.snippet!;
    expectExact(text, s);
    expect(s.text).toBe("log found { card: self }");
  });

  it("double-quoted scalar with escapes: the parsed value from the content start", () => {
    const text = '- id: a\n  name: A\n  cost: 1\n  ability: "log say { text: \\"hi\\" }"\n';
    const s = fieldsOf(text)["ability"]!.snippet!;
    expect(s.text).toBe('log say { text: "hi" }');
    expect(s.offset).toBe(text.indexOf("log say"));
  });

  it("literal block scalar: the content lines, indentation included", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n  ability: |\n    draw 1 from deck to my hand\n    if my score > 2 {\n      add 1 to my score\n    }\n  starter: true\n";
    const f = fieldsOf(text);
    const s = f["ability"]!.snippet!;
    expectExact(text, s);
    expect(s.offset).toBe(text.indexOf("    draw"));
    expect(s.text.endsWith("    }")).toBe(true);
    expect(f["starter"]!.value).toBe(true);
  });

  it("folded block scalar with a header comment: exact", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n  ability: >- # the power\n    draw 1\n    from deck to my hand\n";
    const s = fieldsOf(text)["ability"]!.snippet!;
    expectExact(text, s);
    expect(s.text).toBe("    draw 1\n    from deck to my hand");
  });

  it("text fields get a snippet too; the caller decides which are DSL", () => {
    const text = "- id: a\n  name: Big Foot\n  cost: 1\n";
    const s = fieldsOf(text)["name"]!.snippet!;
    expectExact(text, s);
    expect(s.text).toBe("Big Foot");
  });
});
