import { isMap, isScalar } from "yaml";
import type { Diagnostic, Span } from "../dsl/index.js";
import { parseYamlFile, yamlData, type ContentSource } from "./content/index.js";
import { deref, findPair, keySpan, nodeSpan } from "./content/yaml-nodes.js";
import { CMP } from "./messages.js";

/** Reads `<game>/log.yaml` and each expansion folder's (all optional): `templates:` maps event names to sentences; problems point at their node. */
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
  if (parsed.value.broken) return {};
  const data = yamlData(parsed.value);
  diagnostics.push(...data.diagnostics);
  if (data.diagnostics.length) return {};
  const doc = parsed.value.doc;
  const root = deref(doc, doc.contents);
  const whole: Span = nodeSpan(file, root) ?? { file, start: 0, end: Math.min(1, text.length) };
  const error = (message: string, span: Span) =>
    diagnostics.push({ code: CMP.template.code, severity: "error", message, span, hint: CMP.template.hint });
  const pair = findPair(doc, root, "templates");
  const templates = deref(doc, pair?.value);
  if (!pair || !isMap(templates)) {
    error("log.yaml must have a `templates:` mapping", (pair && (nodeSpan(file, templates) ?? keySpan(file, pair))) ?? whole);
    return {};
  }
  const out: Record<string, string> = {};
  for (const item of templates.items) {
    const key = deref(doc, item.key);
    const value = deref(doc, item.value);
    const name = isScalar(key) ? String(key.value) : String(item.key);
    if (!isScalar(value) || typeof value.value !== "string") {
      error(`template '${name}' must be a sentence (a string)`, nodeSpan(file, value) ?? keySpan(file, item) ?? whole);
      continue;
    }
    out[name] = value.value;
  }
  return out;
}
