import type { IToken } from "chevrotain";
import type { Diagnostic } from "./diagnostic.js";
import { diag } from "./messages.js";
import type { Span } from "./span.js";

// Limits that keep every stage's recursion bounded. The parser and the tree walks after it are
// recursive; without a bound, a few hundred parentheses (or fifty unclosed ones, through error
// recovery) exhaust the stack. The content of the games nests at most 12 brackets deep, so these
// limits only ever stop mistakes and machine-made text.

/** Brackets of all kinds — `(`, `[`, `{` — that may be open at once. */
export const MAX_NESTING = 40;

/** Prefix operators (`not`, `-`) that may follow each other. */
export const MAX_PREFIX_RUN = 40;

/** Depth of a syntax tree (nodes below nodes), e.g. an operator chain `1 + 1 + ...` of this many terms. */
export const MAX_TREE_DEPTH = 400;

/** The largest integer literal the rules may write: beyond it numbers lose precision. */
export const MAX_INT_LITERAL = Number.MAX_SAFE_INTEGER;

/** Most tokens one file or snippet may hold: past it, error recovery over the rest would take seconds. */
export const MAX_TOKENS = 100_000;

const OPEN = new Set(["(", "[", "{"]);
const CLOSE = new Set([")", "]", "}"]);
const PREFIX = new Set(["not", "-"]);

/**
 * Checks the length, bracket nesting and prefix-operator runs before parsing; the first token past a limit
 * gets a diagnostic (DSL1032 too long, DSL1030 too deep) and the text must not be parsed: the parser would recurse as deep, or recover for seconds.
 */
export function checkNesting(tokens: readonly IToken[], file: string, base: number): Diagnostic | undefined {
  const past = tokens[MAX_TOKENS];
  if (past) return tooLong(past, file, base);
  let depth = 0;
  let run = 0;
  for (const t of tokens) {
    const image = t.image;
    if (OPEN.has(image)) {
      if (++depth > MAX_NESTING) return tooDeep(t, file, base, `more than ${MAX_NESTING} brackets are open here`);
    } else if (CLOSE.has(image)) depth = Math.max(0, depth - 1);
    if (PREFIX.has(image)) {
      if (++run > MAX_PREFIX_RUN) return tooDeep(t, file, base, `more than ${MAX_PREFIX_RUN} prefix operators in a row`);
    } else run = 0;
  }
  return undefined;
}

// The whole text is refused, at the first token past the limit; the parser never sees it.
function tooLong(t: IToken, file: string, base: number): Diagnostic {
  const span: Span = { file, start: base + t.startOffset, end: base + (t.endOffset ?? t.startOffset) + 1 };
  return diag("tooLong", span, [`more than ${MAX_TOKENS.toLocaleString("en")} words and symbols`]);
}

function tooDeep(t: IToken, file: string, base: number, why: string): Diagnostic {
  const span: Span = { file, start: base + t.startOffset, end: base + (t.endOffset ?? t.startOffset) + 1 };
  return diag("tooDeep", span, [why]);
}

/**
 * Finds the first node of a syntax tree that lies deeper than MAX_TREE_DEPTH, without recursing
 * (the tree may be exactly what would overflow a recursive walk); undefined when the tree is shallow enough.
 */
export function tooDeepTree(root: unknown, file: string): Diagnostic | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    const span = (node as { span?: Span }).span;
    if (depth > MAX_TREE_DEPTH && span && typeof span.start === "number") {
      return diag("tooDeep", { file, start: span.start, end: span.end }, [`the expression or block is nested more than ${MAX_TREE_DEPTH} levels deep`]);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "span" || child === null || typeof child !== "object") continue;
      // Lists (statements, arguments) do not add a level; the nodes in them do.
      stack.push({ node: child, depth: Array.isArray(node) ? depth : depth + 1 });
    }
  }
  return undefined;
}

/** Whether an error is the JavaScript engine running out of stack. */
export function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && /call stack/i.test(e.message);
}
