import { describe, it, expect } from "vitest";
import { createContentAjv, parseYamlFile, schemaForType, validateRecords } from "../../../compiler/content/index.js";
import type { Diagnostic } from "../../../dsl/diagnostic.js";
import { Card, ctx, lineCol } from "./helpers.js";

const schema = schemaForType(Card, ctx);
const ajv = createContentAjv();

function load(text: string) {
  const parsed = parseYamlFile(text, "demo/cards.yaml");
  expect(parsed.diagnostics).toEqual([]);
  return validateRecords(parsed.value, schema, ajv);
}

/** `CODE line:col` of each diagnostic, the shape most assertions compare. */
function where(text: string, diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code} ${lineCol(text, d.span.start)}`);
}

describe("validateRecords", () => {
  it("loads a valid file into records with copies and field spans", () => {
    const text = ["- id: nessie", "  name: Nessie", "  cost: 2", "  copies: 3", "- id: yeti", "  name: Yeti", "  cost: 1", "  evidence: [red, blue]", ""].join("\n");
    const { value, diagnostics } = load(text);
    expect(diagnostics).toEqual([]);
    expect(value.map((r) => [r.id, r.copies])).toEqual([["nessie", 3], ["yeti", 1]]);
    const nessie = value[0]!;
    expect(Object.keys(nessie.fields)).toEqual(["name", "cost"]);
    expect(nessie.fields["cost"]!.value).toBe(2);
    expect(text.slice(nessie.fields["cost"]!.span.start, nessie.fields["cost"]!.span.end)).toBe("2");
    expect(lineCol(text, nessie.span.start)).toBe("1:3");
    expect(value[1]!.fields["evidence"]!.value).toEqual(["red", "blue"]);
    expect(value[1]!.fields["evidence"]!.snippet).toBeUndefined();
  });

  it("reports a wrong type at the value (CNT2002)", () => {
    const text = '- id: a\n  name: A\n  cost: two\n';
    const { diagnostics } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2002 3:9"]);
    expect(diagnostics[0]!.message).toBe('field `cost` must be an integer, found string "two"');
    expect(diagnostics[0]!.span.end - diagnostics[0]!.span.start).toBe(3);
  });

  it("reports a wrong type inside a list with the item number", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n  evidence:\n    - red\n    - 7\n";
    const { diagnostics } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2002 6:7"]);
    expect(diagnostics[0]!.message).toBe("item 2 of field `evidence` must be a string, found integer 7");
  });

  it("reports a missing required field at the record (CNT2003)", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n- id: b\n  name: B\n";
    const { diagnostics, value } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2003 4:3"]);
    expect(diagnostics[0]!.message).toBe("record `b` is missing required field `cost`");
    expect(diagnostics[0]!.hint).toBe("add `cost: ...` (int)");
    expect(value.map((r) => r.id)).toEqual(["a", "b"]);
  });

  it("reports an unknown field at its key with a did-you-mean (CNT2004)", () => {
    const text = "- id: a\n  name: A\n  cots: 1\n  zzzzzz: 2\n";
    const { diagnostics } = load(text);
    const unknown = diagnostics.filter((d) => d.code === "CNT2004");
    expect(where(text, unknown)).toEqual(["CNT2004 3:3", "CNT2004 4:3"]);
    expect(unknown[0]!.message).toBe("unknown field `cots` in record `a`");
    expect(unknown[0]!.hint).toBe("did you mean `cost`?");
    expect(text.slice(unknown[0]!.span.start, unknown[0]!.span.end)).toBe("cots");
    expect(unknown[1]!.hint).toMatch(/^the fields of this type are: id, copies, name, cost/);
    // The missing `cost` is reported too: allErrors is on.
    expect(diagnostics.some((d) => d.code === "CNT2003")).toBe(true);
  });

  it("reports a value outside the enum with the members and the nearest (CNT2005)", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n  color: bleu\n";
    const { diagnostics } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2005 4:10"]);
    expect(diagnostics[0]!.message).toBe('field `color` must be one of red, blue, yellow, green, found string "bleu"');
    expect(diagnostics[0]!.hint).toBe("did you mean `blue`?");
  });

  it("reports only the type error for a number in an enum field", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n  color: 3\n";
    expect(load(text).diagnostics.map((d) => d.code)).toEqual(["CNT2002"]);
  });

  it("reports out-of-range numbers (CNT2006), including copies", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n  level: 5\n  copies: 0\n";
    const { diagnostics, value } = load(text);
    expect(where(text, diagnostics).sort()).toEqual(["CNT2006 4:10", "CNT2006 5:11"]);
    expect(diagnostics.map((d) => d.message).sort()).toEqual([
      "field `copies` must be at least 1, found integer 0",
      "field `level` must be at most 3, found integer 5",
    ]);
    expect(value[0]!.copies).toBe(1);
  });

  it("reports duplicate ids at the second one and keeps the first (CNT2007)", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n- id: a\n  name: B\n  cost: 2\n";
    const { diagnostics, value } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2007 4:7"]);
    expect(diagnostics[0]!.message).toBe("duplicate id `a`: already used on line 1");
    expect(value.map((r) => r.fields["name"]!.value)).toEqual(["A"]);
  });

  it("reports a file that is not a list (CNT2008)", () => {
    const text = "id: a\nname: A\n";
    const { diagnostics, value } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2008 1:1"]);
    expect(diagnostics[0]!.message).toBe("the file must be a list of records, found a map");
    expect(value).toEqual([]);
  });

  it("reports an entry that is not a record (CNT2008)", () => {
    const text = "- id: a\n  name: A\n  cost: 1\n- just text\n";
    const { diagnostics, value } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2008 4:3"]);
    expect(value).toHaveLength(1);
  });

  it("reports a bad id with a suggested slug", () => {
    const text = "- id: Nessie Red\n  name: A\n  cost: 1\n";
    const { diagnostics } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2002 1:7"]);
    expect(diagnostics[0]!.hint).toBe("try `nessie-red`");
  });

  it("points at the key of an empty value", () => {
    const text = "- id: a\n  name: A\n  cost:\n";
    const { diagnostics } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2002 3:3"]);
    expect(diagnostics[0]!.message).toBe("field `cost` must be an integer, found nothing");
  });

  it("points at the alias, not the anchor, for an aliased value", () => {
    const text = "- id: a\n  name: A\n  cost: &c x\n- id: b\n  name: B\n  cost: *c\n";
    const { diagnostics } = load(text);
    expect(where(text, diagnostics)).toEqual(["CNT2002 3:12", "CNT2002 6:9"]);
  });

  it("compiles a schema once per Ajv and accepts a regenerated schema with the same $id", () => {
    const own = createContentAjv();
    const s1 = { $id: "menagerie:demo/Card", ...schema };
    const s2 = { $id: "menagerie:demo/Card", ...schema };
    const file = parseYamlFile("- id: a\n  name: A\n  cost: 1\n", "demo/cards.yaml").value;
    expect(validateRecords(file, s1, own).diagnostics).toEqual([]);
    expect(validateRecords(file, s1, own).diagnostics).toEqual([]);
    expect(validateRecords(file, s2, own).diagnostics).toEqual([]);
  });
});
