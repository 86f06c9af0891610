import type { Diagnostic, Result } from "../../dsl/index.js";
import type { LayoutFile, Program } from "../../runtime/index.js";
import { parseYamlFile, yamlData, type ContentSource } from "../content/index.js";
import { checkLayoutNames } from "./check-layout-names.js";
import { validateLayout } from "./validate-layout.js";

/**
 * Reads `<game>/table.yaml`, the optional layout of the table (undefined when there is none), checked
 * against the layout schema and, given the compiled program, against the names the game has; with an
 * error the value is undefined, so nothing downstream reads a layout it cannot trust.
 */
export function loadLayout(source: ContentSource, game: string, program?: Program): Result<LayoutFile | undefined> & { text?: string } {
  const file = `${game}/table.yaml`;
  const text = source.read(file);
  if (text === undefined) return { value: undefined, diagnostics: [] };
  const parsed = parseYamlFile(text, file);
  const diagnostics: Diagnostic[] = [...parsed.diagnostics];
  if (parsed.value.broken) return { value: undefined, diagnostics, text };
  const data = yamlData(parsed.value);
  diagnostics.push(...data.diagnostics);
  if (data.diagnostics.some((d) => d.severity === "error")) return { value: undefined, diagnostics, text };
  // An empty file (or only comments) is a layout that says nothing.
  const value = data.value ?? {};
  const shape = validateLayout(parsed.value, value);
  diagnostics.push(...shape);
  if (!shape.length && program) {
    const exists = (path: string) => source.read(`${game}/${path}`) !== undefined;
    diagnostics.push(...checkLayoutNames(value as LayoutFile, program, parsed.value, exists));
  }
  return { value: diagnostics.some((d) => d.severity === "error") ? undefined : (value as LayoutFile), diagnostics, text };
}
