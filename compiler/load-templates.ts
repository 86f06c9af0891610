import { isMap, isScalar } from "yaml";
import type { Diagnostic, Span } from "../dsl/index.js";
import { parseYamlFile, yamlData, type ContentSource } from "./content/index.js";
import { deref, findPair, keySpan, nodeSpan } from "./content/yaml-nodes.js";
import { CMP } from "./messages.js";

/** An entry of log.yaml's `words:` with where it is written, for checking it names something. */
export interface WordEntry {
  name: string;
  words: string;
  span: Span;
}

/** What log.yaml says besides its templates: `words:` for zone names and enum members, `labels:` for component types. */
export interface LogExtras {
  words: WordEntry[];
  labels: WordEntry[];
}

/**
 * Reads `<game>/log.yaml` and each expansion folder's (all optional): `templates:` maps event names to
 * sentences; the optional `words:` maps zone names and enum members to the words players read, and
 * `labels:` component types to how a choice names one (both collected into `extras` when given).
 * Problems point at their node.
 */
export function loadTemplates(source: ContentSource, game: string, diagnostics: Diagnostic[], sources: Map<string, string>, folders: string[] = [], extras?: LogExtras): Record<string, string> {
  const out: Record<string, string> = {};
  for (const folder of [game, ...folders]) Object.assign(out, loadFolderTemplates(source, folder, diagnostics, sources, extras ?? { words: [], labels: [] }));
  return out;
}

function loadFolderTemplates(source: ContentSource, game: string, diagnostics: Diagnostic[], sources: Map<string, string>, extras: LogExtras): Record<string, string> {
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
  for (const section of ["words", "labels"] as const) {
    const pair = findPair(doc, root, section);
    if (!pair) continue;
    const map = deref(doc, pair.value);
    const bad = (message: string, span: Span) => diagnostics.push({ code: CMP.words.code, severity: "error", message, span, hint: CMP.words.hint });
    if (!isMap(map)) {
      bad(`\`${section}:\` must map names to text`, nodeSpan(file, map) ?? keySpan(file, pair) ?? whole);
      continue;
    }
    for (const item of map.items) {
      const key = deref(doc, item.key);
      const value = deref(doc, item.value);
      const name = isScalar(key) ? String(key.value) : String(item.key);
      const span = keySpan(file, item) ?? whole;
      if (!isScalar(value) || typeof value.value !== "string") bad(`the ${section === "words" ? "words" : "label"} for '${name}' must be text`, nodeSpan(file, value) ?? span);
      else extras[section].push({ name, words: value.value, span });
    }
  }
  return out;
}
