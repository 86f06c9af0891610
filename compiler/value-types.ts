import type { TypeRef } from "../dsl/index.js";
import type { ValueType } from "../runtime/index.js";

// Static types of the rules language and how they relate.

/** Basic types, shared so checks compare by kind. */
export const INT: ValueType = { kind: "int" };
export const BOOL: ValueType = { kind: "bool" };
export const TEXT: ValueType = { kind: "text" };
export const NONE: ValueType = { kind: "none" };
export const PLAYER: ValueType = { kind: "player" };
export const ANY: ValueType = { kind: "any" };

/** The list type of an element type. */
export function listOf(of: ValueType): ValueType {
  return { kind: "list", of };
}

/** The element type of a list or zone, or undefined when the type is not a collection. */
export function elementOf(t: ValueType, components: (type: string) => ValueType): ValueType | undefined {
  if (t.kind === "list") return t.of;
  if (t.kind === "zone") return components(t.of);
  if (t.kind === "any") return ANY;
  return undefined;
}

/** A readable name of a type for messages. */
export function showType(t: ValueType): string {
  switch (t.kind) {
    case "enum":
      return t.name;
    case "component":
      return t.type;
    case "zone":
      return `zone of ${t.of}`;
    case "list":
      return `list of ${showType(t.of)}`;
    case "keyed":
      return `${showType(t.of)} per ${t.name}`;
    default:
      return t.kind;
  }
}

/** Whether a value of type `a` may stand where `b` is expected (any and none are lenient). */
export function compatible(a: ValueType, b: ValueType): boolean {
  if (a.kind === "any" || b.kind === "any" || a.kind === "none" || b.kind === "none") return true;
  if (a.kind === "list" && b.kind === "list") return compatible(a.of, b.of);
  if (a.kind === "keyed" && b.kind === "keyed") return a.name === b.name && compatible(a.of, b.of);
  if (a.kind === "zone" && b.kind === "list") return b.of.kind === "any" || (b.of.kind === "component" && b.of.type === a.of);
  if (b.kind === "zone" && a.kind === "list") return compatible(b, a);
  if (a.kind === "zone" && b.kind === "zone") return a.of === b.of;
  if (a.kind === "enum" && b.kind === "enum") return a.name === b.name;
  if (a.kind === "component" && b.kind === "component") return a.type === b.type;
  // Seats are numbers, so players compare and add with integers.
  if ((a.kind === "int" && b.kind === "player") || (a.kind === "player" && b.kind === "int")) return true;
  return a.kind === b.kind;
}

/** The value type of a declared type reference, given the enum and data type names. */
export function fromTypeRef(r: TypeRef, enums: Set<string>, types: Set<string>): ValueType | undefined {
  switch (r.kind) {
    case "IntType":
      return { kind: "int", ...(r.min !== undefined ? { min: r.min } : {}), ...(r.max !== undefined ? { max: r.max } : {}) };
    case "BoolType":
      return BOOL;
    case "TextType":
      return TEXT;
    case "EffectType":
      return { kind: "effect" };
    case "ExprType":
      return ANY;
    case "PlayerType":
      return PLAYER;
    case "ListType": {
      const of = fromTypeRef(r.element, enums, types);
      return of && listOf(of);
    }
    case "KeyedType": {
      const of = fromTypeRef(r.of, enums, types);
      return of && enums.has(r.key.name) ? { kind: "keyed", name: r.key.name, of } : undefined;
    }
    case "NamedType":
      if (enums.has(r.name.name)) return { kind: "enum", name: r.name.name };
      if (types.has(r.name.name)) return { kind: "component", type: r.name.name };
      return undefined;
  }
}
