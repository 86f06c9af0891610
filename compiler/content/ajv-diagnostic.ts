import type { ErrorObject } from "ajv";
import type { Diagnostic } from "../../dsl/index.js";
import type { Span } from "../../dsl/index.js";
import { ContentCode } from "./content-codes.js";
import { closestMatch } from "./suggest.js";
import { RECORD_ID_PATTERN, type JsonSchema } from "./type-schema.js";
import { keySpan, locate, nodeSpan, pointerSegments } from "./yaml-nodes.js";
import type { YamlFile } from "./yaml-file.js";

/** What an Ajv error is checked against: the parsed file, its plain JS value and the root schema. */
export interface AjvErrorContext {
  file: YamlFile;
  data: unknown;
  schema: JsonSchema;
}

/** Turns one Ajv error into a CNT2xxx diagnostic placed on the YAML node it is about. */
export function ajvErrorToDiagnostic(err: ErrorObject, ctx: AjvErrorContext): Diagnostic {
  const segments = pointerSegments(err.instancePath);
  const { doc, file } = ctx.file;
  const found = locate(doc, segments);
  const value = valueAt(ctx.data, segments);
  const subject = describeSubject(segments, ctx.data);
  // Empty values (`cost:`) have a zero-width range; the key is the better place to point.
  const valueSpan = nonEmpty(nodeSpan(file, found.at)) ?? keySpan(file, found.pair) ?? fileStart(ctx.file);
  const make = (code: string, message: string, span: Span, hint?: string): Diagnostic =>
    hint === undefined ? { code, severity: "error", message, span } : { code, severity: "error", message, span, hint };

  switch (err.keyword) {
    case "type": {
      const expected = String((err.params as { type: string }).type);
      if (segments.length <= 1) {
        const what = segments.length === 0 ? "the file" : `entry ${Number(segments[0]) + 1}`;
        return make(
          ContentCode.NotRecordList,
          `${what} must be ${segments.length === 0 ? "a list of records" : "a record (a map of fields)"}, found ${describeValue(value)}`,
          valueSpan,
          "write one record per list entry: `- id: my-card` followed by its fields, indented",
        );
      }
      return make(ContentCode.WrongType, `${subject} must be ${article(expected)}, found ${describeValue(value)}`, valueSpan, typeHint(expected, value));
    }
    case "required": {
      const missing = (err.params as { missingProperty: string }).missingProperty;
      const description = propertySchemas(ctx.schema, err.schemaPath)[missing]?.["description"];
      return make(
        ContentCode.MissingField,
        `${describeRecord(segments, ctx.data)} is missing required field \`${missing}\``,
        nodeSpan(file, found.at) ?? fileStart(ctx.file),
        `add \`${missing}: ...\`${description === undefined ? "" : ` (${String(description)})`}`,
      );
    }
    case "additionalProperties": {
      const extra = (err.params as { additionalProperty: string }).additionalProperty;
      const pair = locate(doc, [...segments, extra]).pair;
      const declared = Object.keys(propertySchemas(ctx.schema, err.schemaPath));
      const guess = closestMatch(extra, declared);
      return make(
        ContentCode.UnknownField,
        `unknown field \`${extra}\` in ${describeRecord(segments, ctx.data)}`,
        keySpan(file, pair) ?? valueSpan,
        guess !== undefined ? `did you mean \`${guess}\`?` : `the fields of this type are: ${declared.join(", ")}`,
      );
    }
    case "enum": {
      const allowed = (err.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const guess = typeof value === "string" ? closestMatch(value, allowed) : undefined;
      return make(
        ContentCode.NotInEnum,
        `${subject} must be one of ${allowed.join(", ")}, found ${describeValue(value)}`,
        valueSpan,
        guess !== undefined ? `did you mean \`${guess}\`?` : "use one of the values listed, spelled exactly",
      );
    }
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const limit = (err.params as { limit: number }).limit;
      const bound = { minimum: "at least", maximum: "at most", exclusiveMinimum: "more than", exclusiveMaximum: "less than" }[err.keyword];
      return make(ContentCode.OutOfRange, `${subject} must be ${bound} ${limit}, found ${describeValue(value)}`, valueSpan);
    }
    case "maxItems": {
      const limit = (err.params as { limit: number }).limit;
      const what = segments.length === 0 ? "the file" : subject;
      const count = Array.isArray(value) ? value.length : 0;
      return make(ContentCode.Limit, `${what} has ${count} entries; at most ${limit} are allowed`, valueSpan, "split the data, or use `copies: N` for identical components");
    }
    case "pattern": {
      const pattern = (err.params as { pattern: string }).pattern;
      if (pattern === RECORD_ID_PATTERN) {
        const slug = slugify(String(value));
        return make(
          ContentCode.WrongType,
          `${subject} must be an id (lowercase letters, digits and dashes), found ${describeValue(value)}`,
          valueSpan,
          slug === "" ? "ids look like `sea-serpent-red`" : `try \`${slug}\``,
        );
      }
      return make(ContentCode.WrongType, `${subject} must match ${pattern}, found ${describeValue(value)}`, valueSpan);
    }
    default:
      return make(ContentCode.WrongType, `${subject} ${err.message ?? "is invalid"}`, valueSpan);
  }
}

function nonEmpty(span: Span | undefined): Span | undefined {
  return span !== undefined && span.end > span.start ? span : undefined;
}

function fileStart(file: YamlFile): Span {
  return { file: file.file, start: 0, end: Math.min(1, file.text.length) };
}

function valueAt(data: unknown, segments: readonly string[]): unknown {
  let current = data;
  for (const s of segments) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[s];
  }
  return current;
}

/** "record `sea-serpent`" when the record has a usable id, else "record 3" (1-based, as authors count). */
function describeRecord(segments: readonly string[], data: unknown): string {
  if (segments.length === 0) return "the file";
  const record = valueAt(data, segments.slice(0, 1)) as { id?: unknown } | undefined;
  const id = record !== null && typeof record === "object" ? record.id : undefined;
  return typeof id === "string" ? `record \`${id}\`` : `record ${Number(segments[0]) + 1}`;
}

/** "field `cost`", or "item 2 of field `evidence`" for list items. */
function describeSubject(segments: readonly string[], data: unknown): string {
  if (segments.length < 2) return describeRecord(segments, data);
  let text = `field \`${segments[1]}\``;
  for (const s of segments.slice(2)) text = /^\d+$/.test(s) ? `item ${Number(s) + 1} of ${text}` : `\`${s}\` of ${text}`;
  return text;
}

/** `string "two"`, `number 3`, `a list`... — what the author actually wrote. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a map";
  if (typeof value === "string") {
    const shown = value.length > 40 ? value.slice(0, 37) + "..." : value;
    return `string ${JSON.stringify(shown)}`;
  }
  if (typeof value === "number") return Number.isInteger(value) ? `integer ${value}` : `number ${value}`;
  return `${typeof value} ${String(value)}`;
}

function article(type: string): string {
  const names: Record<string, string> = {
    integer: "an integer",
    string: "a string",
    boolean: "true or false",
    array: "a list",
    object: "a map",
    number: "a number",
  };
  return names[type] ?? type;
}

function typeHint(expected: string, value: unknown): string | undefined {
  if (value === null || value === undefined) return "give the field a value, or remove the line if the field is optional";
  if (expected === "string" && typeof value !== "object") return "put the value in quotes to make it text";
  if ((expected === "integer" || expected === "number") && typeof value === "string") return "write the number without quotes or words";
  if (expected === "boolean") return "write true or false";
  if (expected === "array") return "write a list: `[a, b]` or one `- item` per line";
  return undefined;
}

/** The `properties` of the schema object that holds the keyword at `schemaPath` ("#/items/required"). */
function propertySchemas(root: JsonSchema, schemaPath: string): Record<string, JsonSchema> {
  let node: unknown = root;
  for (const s of pointerSegments(schemaPath.replace(/^#/, "")).slice(0, -1)) {
    node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[s] : undefined;
  }
  const props = node !== null && typeof node === "object" ? (node as JsonSchema)["properties"] : undefined;
  return (props ?? {}) as Record<string, JsonSchema>;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
