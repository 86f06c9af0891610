import type { Diagnostic } from "../dsl/index.js";
import { parseYamlFile, type ContentSource } from "./content/index.js";
import { CMP } from "./messages.js";

/** Reads `<game>/log.yaml` and each expansion folder's (all optional): `templates:` maps event names to sentences. */
export function loadTemplates(source: ContentSource, game: string, diagnostics: Diagnostic[], sources: Map<string, string>, folders: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const folder of [game, ...folders]) Object.assign(out, loadFolderTemplates(source, folder, diagnostics, sources));
  return out;
}

function loadFolderTemplates(source: ContentSource, game: string, diagnostics: Diagnostic[], sources: Map<string, string>): Record<string, string> {
  const file = `${game}/log.yaml`;
  const text = source.read(file);
  if (text === undefined) return {};
  sources.set(file, text);
  const parsed = parseYamlFile(text, file);
  diagnostics.push(...parsed.diagnostics);
  const value = parsed.value.doc.toJS() as { templates?: unknown } | null;
  const templates = value?.templates;
  if (!templates || typeof templates !== "object" || Array.isArray(templates)) {
    diagnostics.push({ code: CMP.template.code, severity: "error", message: "log.yaml must have a `templates:` mapping", span: { file, start: 0, end: 0 }, hint: CMP.template.hint });
    return {};
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(templates)) {
    if (typeof v !== "string") {
      diagnostics.push({ code: CMP.template.code, severity: "error", message: `template '${k}' must be a sentence (a string)`, span: { file, start: 0, end: 0 }, hint: CMP.template.hint });
      continue;
    }
    out[k] = v;
  }
  return out;
}
