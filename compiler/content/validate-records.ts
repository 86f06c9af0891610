import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { isMap, isSeq, type Node } from "yaml";
import { LineIndex, type Diagnostic, type Result } from "../../dsl/index.js";
import type { Span } from "../../dsl/index.js";
import { ajvErrorToDiagnostic } from "./ajv-diagnostic.js";
import { ContentCode } from "./content-codes.js";
import { snippetSource, type SnippetSource } from "./snippet-source.js";
import { MAX_COPIES, type JsonSchema } from "./type-schema.js";
import type { YamlFile } from "./yaml-file.js";
import { deref, findPair, keySpan, nodeSpan } from "./yaml-nodes.js";
import { yamlData } from "./yaml-data.js";

/** One field value of a loaded record, with where it was written. */
export interface LoadedField {
  value: unknown;
  span: Span;
  /** For string values: the DSL source and its file offset (see snippetSource for when it is exact). */
  snippet?: SnippetSource;
}

/** One record of a data file, checked against its type's schema. */
export interface LoadedRecord {
  id: string;
  /** How many identical components to make (the record's `copies`, default 1). */
  copies: number;
  span: Span;
  /** Every field but `id` and `copies`, by name. */
  fields: Record<string, LoadedField>;
}

/** An Ajv set up the way validateRecords needs it: all errors reported, not just the first. */
export function createContentAjv(): Ajv {
  return new Ajv({ allErrors: true });
}

/** One Ajv shared by every compile in this process, so validators compiled once are reused. */
export function sharedContentAjv(): Ajv {
  return (sharedAjv ??= createContentAjv());
}

let sharedAjv: Ajv | undefined;
const compiled = new WeakMap<Ajv, WeakMap<object, ValidateFunction>>();

/**
 * Validates a parsed data file against its type's schema and returns its records. Every Ajv error becomes
 * a diagnostic at the offending YAML node; duplicate ids are reported too (CNT2007) and only the first kept.
 * The value is partial when there are errors: records without a string id are left out.
 * Pass an Ajv made with `allErrors: true` (createContentAjv) or one is shared by default.
 */
export function validateRecords(file: YamlFile, schema: JsonSchema, ajv?: Ajv): Result<LoadedRecord[]> {
  // A file that did not parse, or nests too deeply, has no records worth checking: its errors are reported.
  if (file.broken) return { value: [], diagnostics: [] };
  const read = yamlData(file);
  const diagnostics: Diagnostic[] = [...read.diagnostics];
  if (read.value === undefined && diagnostics.length) return { value: [], diagnostics };
  const data = read.value;
  const validate = compile(ajv ?? sharedContentAjv(), schema);
  if (!validate(data)) {
    for (const err of relevantErrors(validate.errors ?? [])) {
      diagnostics.push(ajvErrorToDiagnostic(err, { file, data, schema }));
    }
  }
  const value = collectRecords(file, data, diagnostics);
  return { value, diagnostics };
}

/** Compiled validators by the schema's text: recompiling an unchanged game (hot reload, tests, the fuzzer) reuses them. */
const byText = new Map<string, { ajv: Ajv; validate: ValidateFunction }>();
const MAX_CACHED = 200;

/** Compiles a schema once per Ajv and schema text; a changed schema with an already-used `$id` (hot reload) replaces the old. */
function compile(ajv: Ajv, schema: JsonSchema): ValidateFunction {
  let cache = compiled.get(ajv);
  if (cache === undefined) compiled.set(ajv, (cache = new WeakMap()));
  const hit = cache.get(schema);
  if (hit !== undefined) return hit;
  const text = JSON.stringify(schema);
  const known = byText.get(text);
  if (known !== undefined && known.ajv === ajv) {
    cache.set(schema, known.validate);
    return known.validate;
  }
  const id = schema["$id"];
  if (typeof id === "string") forget(ajv, id);
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema);
  } catch (e) {
    // A schema Ajv refuses stays registered under its `$id`; left there, it would break every later compile of the game.
    if (typeof id === "string") forget(ajv, id);
    throw e;
  }
  cache.set(schema, validate);
  if (byText.size >= MAX_CACHED) byText.delete(byText.keys().next().value!);
  byText.set(text, { ajv, validate });
  return validate;
}

// Removes the schema registered as `id`; looking up one Ajv could not compile throws, so that is caught too.
function forget(ajv: Ajv, id: string): void {
  try {
    if (ajv.getSchema(id) === undefined) return;
  } catch {
    // fall through: it is registered, but broken
  }
  ajv.removeSchema(id);
}

/** Drops errors that only repeat a type error at the same place (`enum` of a number, say). */
function relevantErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const typeErrorAt = new Set(errors.filter((e) => e.keyword === "type").map((e) => e.instancePath));
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (e.keyword !== "type" && typeErrorAt.has(e.instancePath)) return false;
    const key = `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function collectRecords(file: YamlFile, data: unknown, diagnostics: Diagnostic[]): LoadedRecord[] {
  const root = deref(file.doc, file.doc.contents);
  if (!isSeq(root) || !Array.isArray(data)) return [];
  const firstById = new Map<string, Span>();
  let lines: LineIndex | undefined;
  const records: LoadedRecord[] = [];
  root.items.forEach((item, index) => {
    const map = deref(file.doc, item);
    const js = data[index] as Record<string, unknown> | null;
    if (!isMap(map) || js === null || typeof js !== "object" || typeof js["id"] !== "string") return;
    const id = js["id"];
    const idPair = findPair(file.doc, map, "id");
    const idSpan = nodeSpan(file.file, deref(file.doc, idPair?.value)) ?? keySpan(file.file, idPair) ?? nodeSpan(file.file, map)!;
    const first = firstById.get(id);
    if (first !== undefined) {
      diagnostics.push({
        code: ContentCode.DuplicateId,
        severity: "error",
        message: `duplicate id \`${id}\`: already used on line ${(lines ??= new LineIndex(file.text)).position(first.start).line}`,
        span: idSpan,
        hint: "ids must be unique within a file; rename one, or use `copies: N` for identical components",
      });
      return;
    }
    firstById.set(id, idSpan);
    const copies = js["copies"];
    records.push({
      id,
      copies: typeof copies === "number" && Number.isInteger(copies) && copies >= 1 && copies <= MAX_COPIES ? copies : 1,
      span: nodeSpan(file.file, map)!,
      fields: collectFields(file, map as Node, js),
    });
  });
  return records;
}

function collectFields(file: YamlFile, map: Node, js: Record<string, unknown>): Record<string, LoadedField> {
  const fields: Record<string, LoadedField> = {};
  if (!isMap(map)) return fields;
  for (const pair of map.items) {
    const keyNode = deref(file.doc, pair.key) as { value?: unknown } | null;
    const name = String(keyNode?.value ?? pair.key);
    if (name === "id" || name === "copies" || !Object.hasOwn(js, name)) continue;
    const valueNode = deref(file.doc, pair.value);
    const valueSpan = nodeSpan(file.file, valueNode);
    const span = valueSpan !== undefined && valueSpan.end > valueSpan.start ? valueSpan : keySpan(file.file, pair)!;
    const field: LoadedField = { value: js[name], span };
    const snippet = typeof js[name] === "string" ? snippetSource(valueNode, file.text) : undefined;
    if (snippet !== undefined) field.snippet = snippet;
    fields[name] = field;
  }
  return fields;
}
