import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostics, parseRules } from "../../dsl/index.js";

// Every shipped rules file must parse cleanly, and quickly: the parser is built once and reused.
const root = join(import.meta.dirname, "../../content");
const files = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".rules"))
  .map((f) => ({ file: f, text: readFileSync(join(root, f), "utf8") }));

describe("content rules files", () => {
  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [f.file, f.text] as const))("%s parses without diagnostics", (file, text) => {
    const r = parseRules(text, file);
    expect(formatDiagnostics(r.diagnostics, () => text)).toBe("");
    expect(r.value.decls.length).toBeGreaterThan(0);
  });

  it("parse in milliseconds once warm", () => {
    for (const f of files) parseRules(f.text, f.file);
    const t0 = performance.now();
    for (const f of files) parseRules(f.text, f.file);
    expect((performance.now() - t0) / files.length).toBeLessThan(50);
  });
});
