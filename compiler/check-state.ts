import type { AttrDecl, TypeRef } from "../dsl/index.js";
import type { ValueType } from "../runtime/index.js";
import type { ExprCheck as ExprChecker } from "./checker.js";
import { CMP } from "./messages.js";
import { compatible, fromTypeRef, INT, showType } from "./value-types.js";

// Typed state: counters and attributes hold an int unless declared with a type (a component, an
// enum member, a player...), e.g. `counter position per player: Location`, `attr stage: Stage = ready`.

/** The declared type of a type reference (any when unknown; the declaration reports it). */
function declared(x: ExprChecker, t: TypeRef): ValueType {
  return fromTypeRef(t, new Set(x.sym.enums.keys()), new Set(x.sym.types.keys())) ?? { kind: "any" };
}

/** What a counter holds. */
export function counterType(x: ExprChecker, name: string): ValueType {
  const t = x.sym.counters.get(name)?.decl?.type;
  return t ? declared(x, t) : INT;
}

/** What an attribute holds. */
export function attrType(x: ExprChecker, name: string): ValueType {
  const t = x.sym.attrs.get(name)?.decl.type;
  return t ? declared(x, t) : INT;
}

/** Whether a typed counter or attribute holds something other than an int (so it is stored as written, not as a number). */
export function isInt(t: ValueType): boolean {
  return t.kind === "int";
}

/** Checks a typed declaration's type and its start value against it. */
export function checkAttrDecl(x: ExprChecker, d: AttrDecl): ValueType {
  if (d.type && !fromTypeRef(d.type, new Set(x.sym.enums.keys()), new Set(x.sym.types.keys())))
    x.error(CMP.unknownType, `unknown type of attribute '${d.name.name}'`, d.type.span);
  const type = attrType(x, d.name.name);
  if (d.initial === null) return type;
  // A member two enums declare is the declared enum's (as everywhere a type is expected).
  const enums = typeof d.initial === "string" ? x.sym.members.get(d.initial) : undefined;
  const given: ValueType =
    typeof d.initial === "number" ? INT : enums ? { kind: "enum", name: type.kind === "enum" && enums.includes(type.name) ? type.name : enums[0]! } : { kind: "any" };
  if (typeof d.initial === "string" && !x.sym.members.has(d.initial))
    x.error(CMP.unknownName, `unknown enum member '${d.initial}'`, d.span);
  else if (!compatible(given, type) || (type.kind === "component" && d.initial !== null))
    x.error(CMP.typeMismatch, `the start value of '${d.name.name}' must be ${showType(type)}, found ${showType(given)}`, d.span, "a component attribute starts as none: leave the `= ...` out");
  return type;
}

/** Checks that a counter's declared type exists. */
export function checkCounterType(x: ExprChecker, name: string, t: TypeRef | undefined): void {
  if (t && !fromTypeRef(t, new Set(x.sym.enums.keys()), new Set(x.sym.types.keys())))
    x.error(CMP.unknownType, `unknown type of counter '${name}'`, t.span);
}

/** Reports `add`/`subtract` on a counter that does not hold a number. */
export function checkAddable(x: ExprChecker, name: string, span: Parameters<ExprChecker["error"]>[2]): void {
  const t = counterType(x, name);
  if (!isInt(t) && t.kind !== "any") x.error(CMP.typeMismatch, `'${name}' holds ${showType(t)}, not a number: use 'set'`, span);
}
