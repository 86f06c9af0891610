import { isReservedName } from "./reserved-name.js";
import type { Decl, EnumDecl, TypeDecl, TypeRef } from "../../dsl/index.js";

/** What a schema needs to know about the rest of the game: enum members by enum name, and data type names. */
export interface SchemaContext {
  enums: Map<string, string[]>;
  types: Set<string>;
  /** Types declared without `from`: records written inline where a field names them (`checks: [{skill: might, target: 4}]`). */
  records?: Map<string, TypeDecl>;
  /** The record types being written out, so a record type that holds itself stops at a plain object. */
  open?: Set<string>;
}

/** The pattern every record id must match: lowercase slug, so ids are safe in paths, logs and URLs. */
export const RECORD_ID_PATTERN = "^[a-z0-9][a-z0-9-]*$";

/** The most components one record may make (`copies`): more would only exhaust memory. */
export const MAX_COPIES = 1000;

/** The most records one data file may hold. */
export const MAX_RECORDS = 10_000;

/** The most items a list field may hold. */
export const MAX_LIST_ITEMS = 1000;

/** JSON Schema (draft-07) keywords used here; a plain object type so callers can hand it to Ajv or write it out. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a data type's YAML file: a list of records with `id`, optional `copies` and the declared
 * fields. Descriptions carry the DSL type so editors (yaml-language-server) show it on hover and completion.
 */
export function schemaForType(decl: TypeDecl, ctx: SchemaContext): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: {
      type: "string",
      pattern: RECORD_ID_PATTERN,
      description: `id of this ${decl.name.name}: lowercase letters, digits and dashes, unique in the file`,
    },
    copies: {
      type: "integer",
      minimum: 1,
      maximum: MAX_COPIES,
      description: `how many identical components this record makes (default 1, at most ${MAX_COPIES})`,
    },
  };
  const required = ["id"];
  for (const field of decl.fields) {
    // A field declared twice is the checker's to report; the first declaration makes the schema.
    // So is a reserved name (`__proto__`), which would make an invalid schema.
    if (Object.hasOwn(properties, field.name.name) || isReservedName(field.name.name)) continue;
    properties[field.name.name] = schemaForTypeRef(field.type, ctx);
    if (!field.optional) required.push(field.name.name);
  }
  return {
    type: "array",
    maxItems: MAX_RECORDS,
    description: `records of type ${decl.name.name}`,
    items: {
      type: "object",
      description: `one ${decl.name.name}`,
      properties,
      required,
      additionalProperties: false,
    },
  };
}

/** The schema of one field value of the given DSL type. */
export function schemaForTypeRef(type: TypeRef, ctx: SchemaContext): JsonSchema {
  const description = describeTypeRef(type, ctx);
  switch (type.kind) {
    case "IntType": {
      const schema: JsonSchema = { type: "integer", description };
      if (type.min !== undefined) schema["minimum"] = type.min;
      if (type.max !== undefined) schema["maximum"] = type.max;
      return schema;
    }
    case "BoolType":
      return { type: "boolean", description };
    case "TextType":
    case "EffectType":
    case "ExprType":
      return { type: "string", description };
    case "PlayerType":
      return { type: "integer", minimum: 0, description };
    case "NamedType": {
      const members = ctx.enums.get(type.name.name);
      // An enum without members (left so by a syntax error) would make an invalid schema: the parser has reported it.
      if (members !== undefined) return members.length > 0 ? { type: "string", enum: [...members], description } : { description };
      const record = ctx.records?.get(type.name.name);
      if (record) return schemaForRecord(record, ctx, description);
      if (ctx.types.has(type.name.name)) return { type: "string", pattern: RECORD_ID_PATTERN, description };
      // Unknown names are the resolver's to report (with the span in the .rules file); accept anything here.
      return { description };
    }
    case "ListType":
      return { type: "array", maxItems: MAX_LIST_ITEMS, items: schemaForTypeRef(type.element, ctx), description };
    case "KeyedType": {
      // One value per member, every member present: `skills: {might: 2, agility: 1, ...}`.
      const members = ctx.enums.get(type.key.name);
      if (!members?.length) return { description };
      const properties: Record<string, JsonSchema> = {};
      for (const m of members) if (!isReservedName(m)) properties[m] = schemaForTypeRef(type.of, ctx);
      return { type: "object", properties, required: Object.keys(properties), additionalProperties: false, description };
    }
  }
}

/** The schema of a record written inline: an object with the record type's fields. */
function schemaForRecord(decl: TypeDecl, ctx: SchemaContext, description: string): JsonSchema {
  const name = decl.name.name;
  if (ctx.open?.has(name)) return { type: "object", description };
  const open = new Set(ctx.open ?? []).add(name);
  const inner: SchemaContext = { ...ctx, open };
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of decl.fields) {
    if (Object.hasOwn(properties, field.name.name) || isReservedName(field.name.name)) continue;
    properties[field.name.name] = schemaForTypeRef(field.type, inner);
    if (!field.optional) required.push(field.name.name);
  }
  return { type: "object", properties, required, additionalProperties: false, description };
}

/** A short human description of a DSL type, e.g. "int 1..3", "effect: DSL statements", "list of Color". */
export function describeTypeRef(type: TypeRef, ctx: SchemaContext): string {
  switch (type.kind) {
    case "IntType":
      if (type.min === undefined && type.max === undefined) return "int";
      return `int ${type.min ?? ""}..${type.max ?? ""}`;
    case "BoolType":
      return "bool: true or false";
    case "TextType":
      return "text";
    case "EffectType":
      return "effect: DSL statements, run when the ability is used";
    case "ExprType":
      return "expr: one DSL expression";
    case "PlayerType":
      return "player: a seat number, 0 for the first player";
    case "NamedType": {
      const members = ctx.enums.get(type.name.name);
      if (members !== undefined) return `${type.name.name}: one of ${members.join(", ")}`;
      const record = ctx.records?.get(type.name.name);
      if (record) return `${type.name.name}: {${record.fields.map((f) => `${f.name.name}: ${shortName(f.type)}`).join(", ")}}`;
      if (ctx.types.has(type.name.name)) return `${type.name.name}: the id of a ${type.name.name} record`;
      return type.name.name;
    }
    case "ListType":
      return `list of ${shortName(type.element)}`;
    case "KeyedType":
      return `${shortName(type.of)} per ${type.key.name}: one for each of ${(ctx.enums.get(type.key.name) ?? []).join(", ")}`;
  }
}

function shortName(type: TypeRef): string {
  switch (type.kind) {
    case "IntType":
      return type.min === undefined && type.max === undefined ? "int" : `int ${type.min ?? ""}..${type.max ?? ""}`;
    case "NamedType":
      return type.name.name;
    case "ListType":
      return `list of ${shortName(type.element)}`;
    case "KeyedType":
      return `${shortName(type.of)} per ${type.key.name}`;
    default:
      return type.kind.replace(/Type$/, "").toLowerCase();
  }
}

/**
 * The schemas of every data type of a game that is loaded from a YAML file, keyed by type name.
 * `$id` is `menagerie:<game>/<Type>` so Ajv can cache them and editors can tell them apart.
 */
export function schemasForGame(game: string, decls: readonly Decl[]): Record<string, JsonSchema> {
  const ctx: SchemaContext = { enums: new Map(), types: new Set(), records: new Map() };
  for (const decl of decls) {
    if (decl.kind === "EnumDecl") ctx.enums.set(decl.name.name, enumMembers(decl));
    if (decl.kind === "TypeDecl") ctx.types.add(decl.name.name);
    if (decl.kind === "TypeDecl" && decl.source === undefined && !ctx.records!.has(decl.name.name)) ctx.records!.set(decl.name.name, decl);
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const decl of decls) {
    if (decl.kind !== "TypeDecl" || decl.source === undefined) continue;
    schemas[decl.name.name] = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: `menagerie:${game}/${decl.name.name}`,
      title: `${decl.name.name} records (${decl.source.path})`,
      ...schemaForType(decl, ctx),
    };
  }
  return schemas;
}

function enumMembers(decl: EnumDecl): string[] {
  return decl.members.map((m) => m.name);
}
