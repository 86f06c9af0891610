import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import type { Diagnostic, Span } from "../../dsl/index.js";
import schema from "../../runtime/table-layout/table-layout.schema.json" with { type: "json" };
import { ContentCode, closestMatch, describeValue, keySpan, locate, nodeSpan, pointerSegments, type YamlFile } from "../content/index.js";

// table.yaml against runtime/table-layout/table-layout.schema.json: every Ajv error becomes a CNT2xxx
// diagnostic on the YAML node it is about, an unknown key with the nearest known one as a hint.

let validator: ValidateFunction | undefined;

/** The one compiled validator of the layout schema (`verbose`, so an error carries the schema it broke). */
function validate(): ValidateFunction {
  return (validator ??= new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true }).compile(schema));
}

/** The layout schema, for tests and editors. */
export const LAYOUT_SCHEMA: object = schema;

/** Checks table.yaml's data against the layout schema; no diagnostics means it has the shape of a `LayoutFile`. */
export function validateLayout(file: YamlFile, data: unknown): Diagnostic[] {
  const check = validate();
  if (check(data)) return [];
  return relevant(check.errors ?? []).map((e) => toDiagnostic(e, file, data));
}

/** Drops what only restates another error: the if/then bookkeeping, an `anyOf`'s branches, and checks of a value whose type is already wrong. */
function relevant(errors: readonly ErrorObject[]): ErrorObject[] {
  // `when: { mode: {...} }` fails each branch of the anyOf; the anyOf says it once.
  const anyOfAt = new Set(errors.filter((e) => e.keyword === "anyOf").map((e) => e.instancePath));
  const branch = (e: ErrorObject) => anyOfAt.has(e.instancePath) && e.schemaPath.includes("/anyOf/");
  const typeWrong = new Set(errors.filter((e) => e.keyword === "type" && !branch(e)).map((e) => e.instancePath));
  // A zone whose `kind` is unknown matches no branch: the kind is the error, not its keys.
  const kindWrong = errors.filter((e) => e.keyword === "enum" && e.instancePath.endsWith("/kind")).map((e) => e.instancePath.slice(0, -"kind".length));
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (e.keyword === "if" || branch(e) || (e.keyword !== "type" && typeWrong.has(e.instancePath))) return false;
    if (kindWrong.some((zone) => e.instancePath.startsWith(zone) && !e.instancePath.endsWith("/kind"))) return false;
    const key = `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const ARTICLE: Record<string, string> = { string: "text", boolean: "true or false", integer: "a whole number", number: "a number", array: "a list", object: "a map" };

function toDiagnostic(e: ErrorObject, yaml: YamlFile, data: unknown): Diagnostic {
  const segments = pointerSegments(e.instancePath);
  const found = locate(yaml.doc, segments);
  const value = valueAt(data, segments);
  const start = { file: yaml.file, start: 0, end: Math.min(1, yaml.text.length) };
  const at = nonEmpty(nodeSpan(yaml.file, found.at)) ?? keySpan(yaml.file, found.pair) ?? start;
  const subject = segments.length ? `\`${segments.join(".")}\`` : "the layout";
  const make = (code: string, message: string, span: Span, hint: string): Diagnostic => ({ code, severity: "error", message, span, hint });
  switch (e.keyword) {
    case "additionalProperties": {
      const extra = (e.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const guess = closestMatch(extra, known);
      const span = keySpan(yaml.file, locate(yaml.doc, [...segments, extra]).pair) ?? at;
      return make(ContentCode.UnknownField, `unknown key \`${extra}\` in ${subject}`, span,
        guess !== undefined ? `did you mean \`${guess}\`?` : `the keys here are: ${known.join(", ")}`);
    }
    case "type": {
      const want = String((e.params as { type: string | string[] }).type).split(",").map((t) => ARTICLE[t] ?? t).join(" or ");
      return make(ContentCode.WrongType, `${subject} must be ${want}, found ${describeValue(value)}`, at,
        want === "text" ? "put the value in quotes to make it text" : want === "a list" ? "write a list: `[a, b]` or one `- item` per line" : `write ${want} here`);
    }
    case "enum": {
      const allowed = ((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map(String);
      const guess = typeof value === "string" ? closestMatch(value, allowed) : undefined;
      return make(ContentCode.NotInEnum, `${subject} must be one of ${allowed.join(", ")}, found ${describeValue(value)}`, at,
        guess !== undefined ? `did you mean \`${guess}\`?` : "use one of the values listed, spelled exactly");
    }
    case "required": {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      return make(ContentCode.MissingField, `${subject} is missing \`${missing}\``, at, `add \`${missing}: ...\``);
    }
    case "minItems":
    case "maxItems": {
      const limit = (e.params as { limit: number }).limit;
      return make(ContentCode.WrongType, `${subject} must have ${e.keyword === "minItems" ? "at least" : "at most"} ${limit} items`, at, "write it as `[a, b]`");
    }
    case "exclusiveMinimum":
      return make(ContentCode.OutOfRange, `${subject} must be more than ${(e.params as { limit: number }).limit}, found ${describeValue(value)}`, at, "write a positive number");
    case "anyOf":
      return make(ContentCode.WrongType, `${subject} must be an option's value or a list of them, found ${describeValue(value)}`, at, "write `{ mode: solo }` or `{ mode: [solo, coop] }`");
    default:
      return make(ContentCode.WrongType, `${subject} ${e.message ?? "is invalid"}`, at, "see the README's section on the web table's layout");
  }
}

function nonEmpty(span: Span | undefined): Span | undefined {
  return span !== undefined && span.end > span.start ? span : undefined;
}

function valueAt(data: unknown, segments: readonly string[]): unknown {
  let current = data;
  for (const s of segments) {
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, s)) return undefined;
    current = (current as Record<string, unknown>)[s];
  }
  return current;
}
