import type { TypeRef } from "../dsl/index.js";
import type { ValueType } from "../runtime/index.js";

// Static types of the rules language and how they relate.

/** Basic types, shared so checks compare by kind. */
export const INT: ValueType = { t: "int" };
export const BOOL: ValueType = { t: "bool" };
export const TEXT: ValueType = { t: "text" };
export const NONE: ValueType = { t: "none" };
export const PLAYER: ValueType = { t: "player" };
export const ANY: ValueType = { t: "any" };

/** The list type of an element type. */
export function listOf(of: ValueType): ValueType {
  return { t: "list", of };
}

/** The element type of a list or zone, or undefined when the type is not a collection. */
export function elementOf(t: ValueType, components: (type: string) => ValueType): ValueType | undefined {
  if (t.t === "list") return t.of;
  if (t.t === "zone") return components(t.of);
  if (t.t === "any") return ANY;
  return undefined;
}

/** A readable name of a type for messages. */
export function showType(t: ValueType): string {
  switch (t.t) {
    case "enum":
      return t.name;
    case "component":
      return t.type;
    case "zone":
      return `zone of ${t.of}`;
    case "list":
      return `list of ${showType(t.of)}`;
    default:
      return t.t;
  }
}

/** Whether a value of type `a` may stand where `b` is expected (any and none are lenient). */
export function compatible(a: ValueType, b: ValueType): boolean {
  if (a.t === "any" || b.t === "any" || a.t === "none" || b.t === "none") return true;
  if (a.t === "list" && b.t === "list") return compatible(a.of, b.of);
  if (a.t === "zone" && b.t === "list") return b.of.t === "any" || (b.of.t === "component" && b.of.type === a.of);
  if (b.t === "zone" && a.t === "list") return compatible(b, a);
  if (a.t === "zone" && b.t === "zone") return a.of === b.of;
  if (a.t === "enum" && b.t === "enum") return a.name === b.name;
  if (a.t === "component" && b.t === "component") return a.type === b.type;
  // Seats are numbers, so players compare and add with integers.
  if ((a.t === "int" && b.t === "player") || (a.t === "player" && b.t === "int")) return true;
  return a.t === b.t;
}

/** The value type of a declared type reference, given the enum and data type names. */
export function fromTypeRef(r: TypeRef, enums: Set<string>, types: Set<string>): ValueType | undefined {
  switch (r.kind) {
    case "IntType":
      return { t: "int", ...(r.min !== undefined ? { min: r.min } : {}), ...(r.max !== undefined ? { max: r.max } : {}) };
    case "BoolType":
      return BOOL;
    case "TextType":
      return TEXT;
    case "EffectType":
      return { t: "effect" };
    case "ExprType":
      return ANY;
    case "PlayerType":
      return PLAYER;
    case "ListType": {
      const of = fromTypeRef(r.element, enums, types);
      return of && listOf(of);
    }
    case "NamedType":
      if (enums.has(r.name.name)) return { t: "enum", name: r.name.name };
      if (types.has(r.name.name)) return { t: "component", type: r.name.name };
      return undefined;
  }
}
