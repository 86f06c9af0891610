import { parseEffectSnippet, parseExprSnippet, type Diagnostic, type TypeDecl } from "../dsl/index.js";
import type { ComponentDef, SnippetDef } from "../runtime/index.js";
import { sharedContentAjv, missingFileDiagnostic, parseYamlFile, schemasForGame, validateRecords, type ContentSource, type LoadedRecord } from "./content/index.js";
import type { ExprChecker } from "./check-expr.js";
import type { StmtChecker } from "./check-stmt.js";
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

/** Loads, validates and converts every declared data file of a game. */
export function buildComponents(
  game: string,
  source: ContentSource,
  sym: Symbols,
  x: ExprChecker,
  st: StmtChecker,
  diagnostics: Diagnostic[],
  texts: Map<string, string>,
): BuiltComponents {
  // Enums go in too: without them an enum-typed field would accept any text.
  const schemas = schemasForGame(game, [...sym.enums.values(), ...sym.types.values()]);
  const ajv = sharedContentAjv();
  const loaded: { decl: TypeDecl; file: string; records: LoadedRecord[] }[] = [];
  for (const decl of sym.types.values()) {
    if (!decl.source) continue;
    const file = `${game}/${decl.source.path}`;
    const text = source.read(file);
    if (text === undefined) {
      diagnostics.push(missingFileDiagnostic(file, decl.source.span));
      continue;
    }
    texts.set(file, text);
    const yaml = parseYamlFile(text, file);
    diagnostics.push(...yaml.diagnostics);
    const schema = schemas[decl.name.name];
    if (!schema) continue;
    const r = validateRecords(yaml.value, schema, ajv);
    diagnostics.push(...r.diagnostics);
    loaded.push({ decl, file, records: r.value });
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
      firstOf.set(`${decl.name.name}/${r.id}`, n);
      n += r.copies;
    }
  }

  const components: ComponentDef[] = [];
  const snippets: SnippetDef[] = [];
  const byType = new Map<string, number[]>();
  for (const { decl, records } of loaded) {
    const ids: number[] = [];
    byType.set(decl.name.name, ids);
    for (const r of records) {
      const props: Record<string, unknown> = { id: r.id };
      for (const f of decl.fields) {
        const field = r.fields[f.name.name];
        if (!field) continue;
        props[f.name.name] = convert(f.type, field, decl.name.name, sym, x, st, snippets, firstOf, diagnostics);
      }
      for (let k = 0; k < r.copies; k++) {
        ids.push(components.length);
        components.push({ id: r.copies > 1 ? `${decl.name.name}/${r.id}#${k + 1}` : `${decl.name.name}/${r.id}`, type: decl.name.name, props });
      }
    }
  }
  return { components, snippets, byType, schemas };
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
    const src = field.snippet ?? { text: String(field.value), offset: field.span.start };
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
  if (type.kind === "NamedType" && sym.types.has(type.name.name)) {
    const n = firstOf.get(`${type.name.name}/${String(field.value)}`);
    if (n === undefined)
      x.error(CMP.unknownRecord, `no ${type.name.name} has the id '${String(field.value)}'`, field.span);
    return n ?? null;
  }
  // `list of T` for a data type T: every id in the list becomes that record's component number.
  if (type.kind === "ListType" && type.element.kind === "NamedType" && sym.types.has(type.element.name.name) && Array.isArray(field.value)) {
    const of = type.element.name.name;
    return field.value.map((v) => {
      const n = firstOf.get(`${of}/${String(v)}`);
      if (n === undefined) x.error(CMP.unknownRecord, `no ${of} has the id '${String(v)}'`, field.span);
      return n ?? null;
    });
  }
  return field.value;
}
