import type { Diagnostic, Result } from "../dsl/index.js";
import { ContentCode, parseYamlFile, yamlData, type ContentSource } from "./content/index.js";

/**
 * Reads `<game>/table.yaml`, the optional layout of the web table, as plain data (undefined when
 * there is none); it goes through the same YAML checks as every content file (aliases, depth).
 */
export function loadLayout(source: ContentSource, game: string): Result<unknown> & { text?: string } {
  const file = `${game}/table.yaml`;
  const text = source.read(file);
  if (text === undefined) return { value: undefined, diagnostics: [] };
  const parsed = parseYamlFile(text, file);
  const diagnostics: Diagnostic[] = [...parsed.diagnostics];
  if (parsed.value.broken) return { value: undefined, diagnostics, text };
  const data = yamlData(parsed.value);
  diagnostics.push(...data.diagnostics);
  const value = data.value ?? null;
  if (!data.diagnostics.length && value !== null && (typeof value !== "object" || Array.isArray(value))) {
    diagnostics.push({
      code: ContentCode.WrongType,
      severity: "error",
      message: "the table layout must be a mapping (zones:, card:, ...)",
      span: { file, start: 0, end: Math.min(1, text.length) },
      hint: "table.yaml holds `zones:`, `card:`, `labels:`... at the top level (see README, the web table)",
    });
  }
  return { value: diagnostics.some((d) => d.severity === "error") ? undefined : value, diagnostics, text };
}
