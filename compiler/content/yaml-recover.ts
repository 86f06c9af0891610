import { parseDocument, type Document } from "yaml";
import { MAX_YAML_DEPTH } from "./yaml-data.js";

// A YAML syntax error makes the `yaml` library's whole document unreliable, so one broken record
// used to drop every record of its file, and a tab or a missing comma came out as a cascade of
// "Unexpected scalar" errors. A data file is a list of records, one per `- ` line at column 0:
// each record is parsed alone, the broken ones are blanked out (spaces keep every offset, so the
// ranges of the rest still point into the original text) and the others are read as usual.

/** One record of a data file that does not parse: where it is and the library's errors about it, offsets into the whole file. */
export interface BrokenRecord {
  start: number;
  end: number;
  errors: { message: string; code: string; pos: [number, number] }[];
}

/** The records that still parse, as a document over the original offsets, and the broken ones; undefined when the file is not a list of `- ` records. */
export function recoverRecords(text: string): { doc: Document.Parsed; broken: BrokenRecord[] } | undefined {
  const starts: number[] = [];
  for (const m of text.matchAll(/^-(?=[ \r\n]|$)/gm)) starts.push(m.index);
  if (starts.length < 2) return undefined;
  const broken: BrokenRecord[] = [];
  let repaired = text.slice(0, starts[0]);
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i]!;
    const end = starts[i + 1] ?? text.length;
    const chunk = text.slice(start, end);
    const deep = flowTooDeep(text, start, end);
    if (deep !== undefined) {
      broken.push({ start, end, errors: [{ message: TOO_DEEP, code: "TOO_DEEP", pos: [deep, deep + 1] }] });
      repaired += chunk.replace(/[^\r\n]/g, " ");
      continue;
    }
    const alone = parseDocument(chunk, { prettyErrors: false, keepSourceTokens: false });
    if (alone.errors.length === 0) {
      repaired += chunk;
      continue;
    }
    broken.push({ start, end, errors: alone.errors.map((e) => ({ message: e.message, code: e.code, pos: [start + e.pos[0], start + e.pos[1]] })) });
    repaired += chunk.replace(/[^\r\n]/g, " ");
  }
  // The header before the first record must parse with the rest; if it does not, recovery gives up.
  const doc = parseDocument(repaired, { prettyErrors: false, keepSourceTokens: false });
  if (doc.errors.length > 0 || broken.length === 0) return undefined;
  return { doc, broken };
}

/** The message of a value whose brackets nest deeper than content data may. */
export const TOO_DEEP = `lists and maps nest too deeply to read (more than ${MAX_YAML_DEPTH} levels)`;

// Brackets deeper than this are refused before the library reads them: it recurses per level and
// takes seconds over 100,000 of them. Shallower excess is the tree walk's to report (CNT2011).
const PRESCAN_DEPTH = 1000;

/** The offset of the first bracket of `text[start, end)` nested deeper than the library should be asked to read, if any. */
export function flowTooDeep(text: string, start: number, end: number): number | undefined {
  let depth = 0;
  let quote = "";
  for (let i = start; i < end; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote || c === "\n") quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "\n") depth = 0;
    else if (c === "[" || c === "{") {
      if (++depth > PRESCAN_DEPTH) return i;
    } else if ((c === "]" || c === "}") && depth > 0) depth--;
  }
  return undefined;
}

/** The offset of a tab in the indentation of a line of `text[start, end)`, if any: YAML indents with spaces only. */
export function tabIndent(text: string, start: number, end: number): number | undefined {
  const re = /^[ ]*\t/gm;
  re.lastIndex = start;
  const m = re.exec(text);
  return m && m.index < end ? m.index + m[0].length - 1 : undefined;
}

// Lines longer than this are not searched for a missing comma: the pattern backtracks per bracket.
const COMMA_LINE_MAX = 1000;

/** The offset just after a value that a flow collection's next entry follows without a comma (`{a: 1 b: 2}`, `[{..} {..}]`), if any. */
export function missingComma(text: string, start: number, end: number): number | undefined {
  const re = /[{[][^\n]*?(?:(:[ \t]*[^,\s{}[\]]+)[ \t]+[A-Za-z_][\w-]*[ \t]*:|([}\]])[ \t]+[{[])/;
  for (let at = start; at < end; ) {
    const eol = text.indexOf("\n", at);
    const lineEnd = eol < 0 || eol > end ? end : eol;
    const line = text.slice(at, lineEnd);
    const m = line.length <= COMMA_LINE_MAX ? re.exec(line) : null;
    if (m) {
      const before = m[1] ?? m[2]!;
      return at + m.index + m[0].indexOf(before) + before.length;
    }
    at = lineEnd + 1;
  }
  return undefined;
}
