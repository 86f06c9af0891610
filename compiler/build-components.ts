import { parseEffectSnippet, parseExprSnippet, type Diagnostic, type Span, type TypeDecl, type TypeRef } from "../dsl/index.js";
import type { ComponentDef, SnippetDef } from "../runtime/index.js";
import { sharedContentAjv, missingFileDiagnostic, parseYamlFile, schemasForGame, validateRecords, type ContentSource, type LoadedRecord } from "./content/index.js";
import type { ExprChecker } from "./check-expr.js";
import type { StmtChecker } from "./check-stmt.js";
import { folderOf, type Expansions } from "./expansions.js";
import { CMP } from "./messages.js";
import { ContentCode } from "./content/index.js";

/** The most components a game may have, summed over all its data files. */
export const MAX_COMPONENTS = 50_000;
import { Scope } from "./scope.js";
import type { Symbols } from "./symbols.js";

// Data files become components: each record makes `copies` components; snippet fields are parsed
// and checked with positions inside the YAML file; reference fields become component numbers.

/** The components of a game and the snippets their fields refer to. */
export interface BuiltComponents {
  components: ComponentDef[];
  snippets: SnippetDef[];
  /** Components of each data type, in data order. */
  byType: Map<string, number[]>;
  /** The YAML JSON Schemas, by type name. */
  schemas: Record<string, object>;
}

/** Loads, validates and converts every declared data file of a game (the base game's and its expansions'). */
export function buildComponents(
  game: string,
  source: ContentSource,
  sym: Symbols,
  x: ExprChecker,
  st: StmtChecker,
  diagnostics: Diagnostic[],
  texts: Map<string, string>,
  expansions: Expansions,
): BuiltComponents {
  // Enums go in too: without them an enum-typed field would accept any text.
  const schemas = schemasForGame(game, [...sym.enums.values(), ...sym.types.values()]);
  const ajv = sharedContentAjv();
  const loaded: { decl: TypeDecl; file: string; records: LoadedRecord[]; expansion?: string; module?: string }[] = [];
  for (const decl of sym.types.values()) {
    for (const f of dataFiles(decl, sym, x)) {
      const text = source.read(f.file);
      if (text === undefined) {
        diagnostics.push(missingFileDiagnostic(f.file, f.span));
        continue;
      }
      texts.set(f.file, text);
      const yaml = parseYamlFile(text, f.file);
      diagnostics.push(...yaml.diagnostics);
      const schema = schemas[decl.name.name];
      if (!schema) continue;
      const r = validateRecords(yaml.value, schema, ajv);
      diagnostics.push(...r.diagnostics);
      const expansion = expansions.ownerOf(f.file);
      const module = expansions.moduleOf(f.file);
      loaded.push({ decl, file: f.file, records: r.value, ...(expansion ? { expansion } : {}), ...(module ? { module } : {}) });
    }
  }

  // First numbers, so reference fields can point at any type's records.
  const firstOf = new Map<string, number>();
  let n = 0;
  for (const entry of loaded) {
    const { decl, records } = entry;
    for (let i = 0; i < records.length; i++) {
      const r = records[i]!;
      if (n + r.copies > MAX_COMPONENTS) {
        // Every component costs state in every game; past this, memory runs out instead.
        diagnostics.push({
          code: ContentCode.Limit,
          severity: "error",
          message: `this record would make component ${n + r.copies}; a game may have at most ${MAX_COMPONENTS}`,
          span: r.span,
          hint: "lower `copies`, or split the game; no board game needs this many pieces",
        });
        entry.records = records.slice(0, i);
        break;
      }
      const key = `${decl.name.name}/${r.id}`;
      if (firstOf.has(key)) x.error(CMP.addRecords, `a ${decl.name.name} with the id '${r.id}' comes from another file already`, r.span);
      else firstOf.set(key, n);
      n += r.copies;
    }
  }

  const components: ComponentDef[] = [];
  const snippets: SnippetDef[] = [];
  const byType = new Map<string, number[]>();
  for (const { decl, records, expansion, module } of loaded) {
    let ids = byType.get(decl.name.name);
    if (!ids) byType.set(decl.name.name, (ids = []));
    for (const r of records) {
      const props: Record<string, unknown> = { id: r.id };
      for (const f of decl.fields) {
        const field = r.fields[f.name.name];
        if (!field) continue;
        props[f.name.name] = convert(f.type, field, decl.name.name, sym, x, st, snippets, firstOf, diagnostics);
      }
      for (let k = 0; k < r.copies; k++) {
        ids.push(components.length);
        const id = r.copies > 1 ? `${decl.name.name}/${r.id}#${k + 1}` : `${decl.name.name}/${r.id}`;
        components.push({ id, type: decl.name.name, props, ...(expansion ? { expansion } : {}), ...(module ? { module } : {}) });
      }
    }
  }
  return { components, snippets, byType, schemas };
}

/** The YAML files of a type: its own (`from "a.yaml", "b.yaml"`), then those `add`ed to it, each relative to its declaring folder. */
function dataFiles(decl: TypeDecl, sym: Symbols, x: ExprChecker): { file: string; span: Span }[] {
  const rel = (declFile: string, path: string) => `${folderOf(declFile)}/${path}`;
  const out = [...(decl.source ? [decl.source] : []), ...(decl.moreSources ?? [])].map((s) => ({ file: rel(decl.span.file, s.path), span: s.span }));
  for (const a of sym.addRecords) {
    if (a.type.name !== decl.name.name) continue;
    if (!decl.source) {
      x.error(CMP.addRecords, `type '${decl.name.name}' has no data files to add records to`, a.type.span);
      continue;
    }
    out.push(...a.sources.map((s) => ({ file: rel(a.span.file, s.path), span: s.span })));
  }
  return out;
}

/** Reports `add` declarations naming no declared type. */
export function checkAddedTypes(sym: Symbols, x: ExprChecker): void {
  for (const a of sym.addRecords)
    if (!sym.types.has(a.type.name)) x.error(CMP.addRecords, `there is no type '${a.type.name}' to add records to`, a.type.span);
}

function convert(
  type: TypeDecl["fields"][number]["type"],
  field: LoadedRecord["fields"][string],
  self: string,
  sym: Symbols,
  x: ExprChecker,
  st: StmtChecker,
  snippets: SnippetDef[],
  firstOf: Map<string, number>,
  diagnostics: Diagnostic[],
): unknown {
  if (type.kind === "EffectType" || type.kind === "ExprType") {
    // An empty value (`ability:`) is null, already reported as not a string: it is no snippet (not the text "null").
    if (typeof field.value !== "string") return null;
    const src = field.snippet ?? { text: field.value, offset: field.span.start };
    const file = field.span.file;
    if (type.kind === "EffectType") {
      const parsed = parseEffectSnippet(src.text, file, src.offset);
      diagnostics.push(...parsed.diagnostics);
      const alloc = { next: 0 };
      const block = st.block(parsed.value, new Scope(alloc, undefined, self));
      snippets.push({ kind: "effect", locals: alloc.next, block });
    } else {
      const parsed = parseExprSnippet(src.text, file, src.offset);
      diagnostics.push(...parsed.diagnostics);
      const alloc = { next: 0 };
      const scope = new Scope(alloc, undefined, self);
      // Parameters of `expr(p: T)` fields take the first slots, where the caller puts the arguments.
      for (const p of type.params ?? []) scope.bind(p.name.name, st.paramType(p.type));
      const expr = x.expr(parsed.value, scope).ir;
      snippets.push({ kind: "expr", locals: alloc.next, expr });
    }
    return { snippet: snippets.length - 1 };
  }
  return convertData(type, field.value, field.span, sym, x, firstOf);
}

// Plain data, nested as the YAML nests it: a record id becomes that component's number (in lists,
// inline records and values per enum member too); an inline record keeps its type's fields in order.
function convertData(type: TypeRef, value: unknown, span: Span, sym: Symbols, x: ExprChecker, firstOf: Map<string, number>): unknown {
  if (value === undefined || value === null) return null;
  switch (type.kind) {
    case "NamedType": {
      const decl = sym.types.get(type.name.name);
      if (!decl) return value;
      if (decl.source === undefined) {
        if (typeof value !== "object" || Array.isArray(value)) return null;
        const out: Record<string, unknown> = {};
        for (const f of decl.fields) {
          const v = (value as Record<string, unknown>)[f.name.name];
          if (v !== undefined && Object.hasOwn(value, f.name.name)) out[f.name.name] = convertData(f.type, v, span, sym, x, firstOf);
        }
        return out;
      }
      if (typeof value !== "string") return null;
      const n = firstOf.get(`${type.name.name}/${value}`);
      if (n === undefined) x.error(CMP.unknownRecord, `no ${type.name.name} has the id '${value}'`, span);
      return n ?? null;
    }
    case "ListType":
      return Array.isArray(value) ? value.map((v) => convertData(type.element, v, span, sym, x, firstOf)) : value;
    case "KeyedType": {
      if (typeof value !== "object" || Array.isArray(value)) return null;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = convertData(type.of, v, span, sym, x, firstOf);
      return out;
    }
    default:
      return value;
  }
}
