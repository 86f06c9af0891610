import type { Expr, Span } from "../dsl/index.js";
import type { CampaignDef, ExprIR, ValueType } from "../runtime/index.js";
import type { ExprCheck as ExprChecker, Typed } from "./checker.js";
import { CMP } from "./messages.js";
import type { Scope } from "./scope.js";
import { compatible, fromTypeRef, showType } from "./value-types.js";

// A campaign is a record that outlives one game (stages cleared, missions done). Its fields are plain
// JSON values (numbers, booleans, text, enum members, lists of them), so a record file means the same
// to every version of the program; component numbers, which change when content changes, are refused.

/** Lowers the game's `campaign` declaration (checked field types and constant start values). */
export function lowerCampaign(x: ExprChecker): CampaignDef | undefined {
  const d = x.sym.campaign;
  if (!d) return undefined;
  const enums = new Set(x.sym.enums.keys());
  const types = new Set(x.sym.types.keys());
  const fields: CampaignDef["fields"] = [];
  const seen = new Set<string>();
  for (const f of d.fields) {
    if (seen.has(f.name.name)) x.error(CMP.duplicate, `campaign field '${f.name.name}' is declared twice`, f.name.span);
    seen.add(f.name.name);
    const type = fromTypeRef(f.type, enums, types);
    if (!type || !storable(type)) {
      x.error(CMP.campaign, `campaign field '${f.name.name}' must be int, bool, text, an enum or a list of those`, f.type.span);
      continue;
    }
    const initial = constant(f.initial, x);
    if (initial === undefined) {
      x.error(CMP.campaign, `the start value of '${f.name.name}' must be written out (a number, true/false, text, an enum member or a list of those)`, f.initial.span);
      continue;
    }
    const problem = valueProblem(type, initial.value, x);
    if (problem) x.error(CMP.campaign, `the start value of '${f.name.name}' ${problem}`, f.initial.span);
    fields.push({ name: f.name.name, type, initial: initial.value });
  }
  return { name: d.name.name, ...(d.title ? { title: d.title } : {}), fields };
}

/** `trials.stage`: reads a campaign field (undefined when `target` is not the campaign's name). */
export function campaignField(x: ExprChecker, target: Expr, field: string, span: Span, sc: Scope, at: ExprIR["at"]): Typed | undefined {
  const d = x.sym.campaign;
  if (!d || target.kind !== "Name" || target.name !== d.name.name || sc.lookup(target.name)) return undefined;
  const f = d.fields.find((g) => g.name.name === field);
  const type = f && fromTypeRef(f.type, new Set(x.sym.enums.keys()), new Set(x.sym.types.keys()));
  if (!type) {
    x.error(CMP.unknownField, `campaign '${d.name.name}' has no field '${field}'`, span, `its fields: ${d.fields.map((g) => g.name.name).join(", ") || "none"}`);
    return { ir: { kind: "lit", value: null, at }, type: { kind: "any" } };
  }
  return { ir: { kind: "campaign", field, at }, type };
}

/** Checks `set trials.stage = value` and lowers it (undefined when `target` is not the campaign's name). */
export function setCampaignField(x: ExprChecker, target: Expr, field: string, fieldSpan: Span, value: Expr, sc: Scope, at: ExprIR["at"]) {
  const read = campaignField(x, target, field, fieldSpan, sc, at);
  if (!read) return undefined;
  const v = x.expect(value, sc, read.type, `the value of campaign field '${field}'`);
  return { kind: "setCampaign" as const, field, value: v.ir, at };
}

function storable(t: ValueType): boolean {
  if (t.kind === "list") return t.of.kind !== "list" && storable(t.of);
  return t.kind === "int" || t.kind === "bool" || t.kind === "text" || t.kind === "enum";
}

// Start values are written out in the declaration: a record must be creatable without a game.
function constant(e: Expr, x: ExprChecker): { value: unknown } | undefined {
  switch (e.kind) {
    case "Number":
    case "String":
    case "Bool":
      return { value: e.value };
    case "Unary":
      return e.op === "-" && e.operand.kind === "Number" ? { value: -e.operand.value } : undefined;
    case "Name":
      return x.sym.members.has(e.name) ? { value: e.name } : undefined;
    case "List": {
      const items = e.items.map((i) => constant(i, x));
      return items.every((i) => i) ? { value: items.map((i) => i!.value) } : undefined;
    }
    default:
      return undefined;
  }
}

function valueProblem(t: ValueType, v: unknown, x: ExprChecker): string | undefined {
  const want: ValueType = t;
  const got: ValueType =
    typeof v === "number" ? { kind: "int" } : typeof v === "boolean" ? { kind: "bool" } : Array.isArray(v) ? { kind: "list", of: { kind: "any" } } : { kind: "text" };
  if (t.kind === "enum") return typeof v === "string" && (x.sym.enums.get(t.name)?.members.some((m) => m.name === v) ?? false) ? undefined : `must be a member of ${t.name}`;
  if (t.kind === "int" && typeof v === "number" && ((t.min !== undefined && v < t.min) || (t.max !== undefined && v > t.max))) return `must be between ${t.min} and ${t.max}`;
  if (t.kind === "list" && Array.isArray(v)) {
    for (const item of v) {
      const p = valueProblem(t.of, item, x);
      if (p) return `has an item that ${p}`;
    }
    return undefined;
  }
  return compatible(got, want) ? undefined : `must be ${showType(want)}`;
}
