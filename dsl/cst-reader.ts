import type { CstElement, CstNode, IToken } from "chevrotain";
import type { Ident } from "./ast.js";
import type { Diagnostic } from "./diagnostic.js";
import type { Span } from "./span.js";

// Safe accessors over a chevrotain CST that may be partial after error recovery: a missing
// child or a token invented by recovery reads as `undefined`, never as a crash.

/** Placeholder name used where recovery left a hole; the file already has an error for it. */
export const MISSING = "<missing>";

/** Where the AST being built lives (file, offset of the parsed text in it) and where it reports. */
export interface BuildContext {
  file: string;
  base: number;
  /** Problems the grammar leaves to the builder (e.g. `choose one` without options). */
  diagnostics: Diagnostic[];
}

function isToken(el: CstElement | undefined): el is IToken {
  return el !== undefined && "image" in el;
}

/** True for a token that really occurs in the text (not inserted by recovery). */
export function isRealToken(t: IToken | undefined): t is IToken {
  return t !== undefined && !t.isInsertedInRecovery && Number.isFinite(t.startOffset);
}

/** The i-th real token under `label`, if any. */
export function tok(node: CstNode | undefined, label: string, i = 0): IToken | undefined {
  const el = node?.children[label]?.[i];
  return isToken(el) && isRealToken(el) ? el : undefined;
}

/** All real tokens under `label`. */
export function toks(node: CstNode | undefined, label: string): IToken[] {
  return (node?.children[label] ?? []).filter((el): el is IToken => isToken(el) && isRealToken(el));
}

/** The i-th child node under `label`, if any. */
export function sub(node: CstNode | undefined, label: string, i = 0): CstNode | undefined {
  const el = node?.children[label]?.[i];
  return el !== undefined && !isToken(el) ? el : undefined;
}

/** All child nodes under `label`. */
export function subs(node: CstNode | undefined, label: string): CstNode[] {
  return (node?.children[label] ?? []).filter((el): el is CstNode => !isToken(el));
}

/** True when `label` holds anything (used for keyword flags such as `per player`). */
export function has(node: CstNode | undefined, label: string): boolean {
  return tok(node, label) !== undefined;
}

/** The single child node of a pure alternation rule (`decl`, `stmt`, `flowNode`). */
export function onlyChild(node: CstNode | undefined): CstNode | undefined {
  if (!node) return undefined;
  for (const list of Object.values(node.children)) {
    const el = list[0];
    if (el !== undefined && !isToken(el)) return el;
  }
  return undefined;
}

/** Span of one token. */
export function tokenSpan(ctx: BuildContext, t: IToken): Span {
  return { file: ctx.file, start: ctx.base + t.startOffset, end: ctx.base + (t.endOffset ?? t.startOffset) + 1 };
}

/** Span of a node from its location, or `fallback` when recovery left it empty. */
export function nodeSpan(ctx: BuildContext, node: CstNode | undefined, fallback: Span): Span {
  const loc = node?.location;
  if (!loc || !Number.isFinite(loc.startOffset) || !Number.isFinite(loc.endOffset)) return fallback;
  return { file: ctx.file, start: ctx.base + loc.startOffset, end: ctx.base + loc.endOffset! + 1 };
}

/** Span covering two spans (which must be in the same file). */
export function join(a: Span, b: Span): Span {
  return { file: a.file, start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}

/** A zero-width span at the end of `s`, for things recovery left out. */
export function after(s: Span): Span {
  return { file: s.file, start: s.end, end: s.end };
}

/** An identifier from a token, or a MISSING placeholder at `fallback`. */
export function ident(ctx: BuildContext, t: IToken | undefined, fallback: Span): Ident {
  return t ? { name: t.image, span: tokenSpan(ctx, t) } : { name: MISSING, span: fallback };
}
