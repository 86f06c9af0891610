import { parseDocument, type Document } from "yaml";
import type { YamlFile } from "./yaml-types.js";
import type { Diagnostic, Result } from "../../dsl/index.js";
import { ContentCode } from "./content-codes.js";
import { MAX_YAML_DEPTH, yamlTooDeep } from "./yaml-data.js";
import { flowTooDeep, missingComma, recoverRecords, tabIndent, TOO_DEEP } from "./yaml-recover.js";

export type { YamlFile } from "./yaml-types.js";

// Hints keyed by the `yaml` library's error codes; the library's messages say what is wrong, not what to do.
const HINTS: Record<string, string> = {
  DUPLICATE_KEY: "remove or rename one of the two keys",
  BAD_INDENT: "indent the lines of one record by the same number of spaces",
  TAB_AS_INDENT: "indent with spaces; YAML does not allow tabs for indentation",
  MULTIPLE_DOCS: "a data file holds one list of records; remove the `---` separator",
  MISSING_COMMA: "separate the entries of a flow collection with commas: `{skill: charisma, target: 4}`",
  MISSING_CHAR: "add the missing closing quote or bracket",
  MULTILINE_IMPLICIT_KEY: "put `key: value` on one line, or quote the value",
  BLOCK_AS_IMPLICIT_KEY: "put `key: value` on one line, or quote the value",
  UNEXPECTED_TOKEN: "check the indentation and colons near here",
  BAD_SCALAR_START: "quote the value (e.g. \"%x\" or '@x')",
  TOO_DEEP: "content data is a list of records whose fields hold values or short lists; is a closing bracket missing?",
  ALIAS_PROPS: "an alias (*name) cannot have a tag or anchor",
  BAD_ALIAS: "define the anchor (&name) before using the alias (*name)",
};

const DEFAULT_HINT =
  "check the indentation, the `key: value` colons and the quotes; a value containing `: ` or ` #` must be quoted or written as a block (`|`)";

/**
 * Parses one YAML file, keeping node ranges so later diagnostics can point into it.
 * Every YAML error or warning becomes a CNT2001 diagnostic; the (possibly partial) document is always returned,
 * and in a list of records a broken record is reported alone while the others are still read.
 */
export function parseYamlFile(text: string, file: string): Result<YamlFile> {
  const diagnostics: Diagnostic[] = [];
  let doc: Document.Parsed;
  // Brackets nested past the limit are found before the library recurses into them (100,000 `[` took seconds).
  const deep = flowTooDeep(text, 0, text.length);
  try {
    doc = parseDocument(deep === undefined ? text : "", { prettyErrors: false, keepSourceTokens: false });
  } catch (error) {
    // The library reports problems through doc.errors; this only guards against an internal failure.
    doc = parseDocument("", { prettyErrors: false });
    diagnostics.push(syntaxDiagnostic(file, text, [0, 0], String(error), "error", undefined));
  }
  const recovered = (doc.errors.length > 0 || deep !== undefined) && diagnostics.length === 0 ? recoverRecords(text) : undefined;
  if (recovered) {
    // Each broken record is reported once, in its own words; the others are read on.
    for (const b of recovered.broken) diagnostics.push(namedProblem(file, text, b.start, b.end) ?? fromYamlError(file, text, b.errors[0]!, "error"));
    doc = recovered.doc;
  } else if (deep !== undefined) {
    diagnostics.push(syntaxDiagnostic(file, text, [deep, deep + 1], TOO_DEEP, "error", "TOO_DEEP"));
  } else {
    const named = doc.errors.length > 0 ? namedProblem(file, text, 0, text.length) : undefined;
    if (named) diagnostics.push(named);
    for (const e of doc.errors) diagnostics.push(fromYamlError(file, text, e, "error"));
  }
  for (const w of doc.warnings) diagnostics.push(fromYamlError(file, text, w, "warning"));
  const parsed: YamlFile = { file, text, doc, broken: doc.errors.length > 0 || (!recovered && (deep !== undefined || diagnostics.some((d) => d.severity === "error"))) };
  const tooDeep = parsed.broken ? undefined : yamlTooDeep(parsed);
  if (tooDeep) {
    diagnostics.push(tooDeep);
    parsed.broken = true;
  }
  return { value: parsed, diagnostics };
}

// The two slips the library words worst: a tab in the indentation, a comma missing in `{...}` or `[...]`.
function namedProblem(file: string, text: string, start: number, end: number): Diagnostic | undefined {
  const tab = tabIndent(text, start, end);
  if (tab !== undefined) return syntaxDiagnostic(file, text, [tab, tab + 1], "a tab indents this line", "error", "TAB_AS_INDENT");
  const comma = missingComma(text, start, end);
  if (comma !== undefined) return syntaxDiagnostic(file, text, [comma, comma + 1], "a comma is missing here, between two entries of a `{...}` or `[...]`", "error", "MISSING_COMMA");
  return undefined;
}

function fromYamlError(file: string, text: string, e: { message: string; code: string; pos: [number, number] }, severity: "error" | "warning"): Diagnostic {
  // The library catches its own stack overflow on deep nesting and reports the engine's words.
  if (/call stack/i.test(e.message)) return syntaxDiagnostic(file, text, e.pos, `lists and maps nest too deeply to read (more than ${MAX_YAML_DEPTH} levels)`, severity, "TOO_DEEP");
  return syntaxDiagnostic(file, text, e.pos, e.message, severity, e.code);
}

function syntaxDiagnostic(
  file: string,
  text: string,
  pos: [number, number],
  message: string,
  severity: "error" | "warning",
  code: string | undefined,
): Diagnostic {
  const start = Math.max(0, Math.min(pos[0], text.length));
  // A zero-width span is widened to one character so a code frame has something to underline.
  let end = Math.max(start, Math.min(pos[1], text.length));
  if (end === start && start < text.length) end = start + 1;
  return {
    code: ContentCode.Syntax,
    severity,
    message: `YAML: ${firstSentence(message)}`,
    span: { file, start, end },
    hint: (code !== undefined && HINTS[code]) || DEFAULT_HINT,
  };
}

// With prettyErrors off the message is already plain, but some carry a trailing code frame; keep the first line.
function firstSentence(message: string): string {
  return message.split("\n")[0]!.trim();
}
