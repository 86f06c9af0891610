import { EOF, type CstNode, type IRecognitionException, type IToken, type TokenType } from "chevrotain";
import type { Block, Decl, Expr, RulesFile, Stmt } from "./ast.js";
import { buildRulesFile } from "./build-ast.js";
import { buildExpr } from "./build-expr.js";
import { buildBlock } from "./build-stmt.js";
import { MISSING, type BuildContext } from "./cst-reader.js";
import type { Diagnostic, Result } from "./diagnostic.js";
import { lex, type LexResult } from "./lexer.js";
import { checkNesting, isStackOverflow, tooDeepTree } from "./limits.js";
import { diag, messages } from "./messages.js";
import { decodeParserMessage } from "./parser-messages.js";
import { declStartTokens, rulesParser, runRule } from "./parser.js";
import type { Span } from "./span.js";
import { STATEMENT_START_WORDS } from "./statements.js";
import { K } from "./tokens.js";
import { unclosedBlock, unclosedHint } from "./unclosed-block.js";
import { LineIndex } from "./line-index.js";

// The entry points: lex, parse with recovery, build the AST, and gather every diagnostic.
// Chevrotain recovers inside rules; between top-level items (declarations, snippet statements)
// this driver skips junk itself and parses on, so errors after the junk are still found.

// Where the parser resumes after junk between snippet statements: every keyword that starts a
// statement, read from the one description of the statements (statements.ts).
const stmtStartTokens: readonly TokenType[] = STATEMENT_START_WORDS.map((w) => K[w]);

/** Parses a whole `.rules` file; a file nested too deeply to read gives no declarations and a DSL1030 error. */
export function parseRules(text: string, file: string): Result<RulesFile> {
  const ctx: BuildContext = { file, base: 0, diagnostics: [] };
  const whole: Span = { file, start: 0, end: text.length };
  const value = guarded(ctx, [] as Decl[], (lexed) => {
    const { nodes, diagnostics } = parseItems(lexed, ctx, "file", declStartTokens);
    return { value: nodes.flatMap((n) => buildRulesFile(ctx, n, whole).decls), diagnostics };
  }, text);
  return { value: { kind: "RulesFile", decls: value.value, span: whole }, diagnostics: value.diagnostics };
}

/** Parses an `effect` snippet (statements without braces) found at `offset` in `file`. */
export function parseEffectSnippet(text: string, file: string, offset: number): Result<Block> {
  const ctx: BuildContext = { file, base: offset, diagnostics: [] };
  const whole: Span = { file, start: offset, end: offset + text.length };
  const r = guarded(ctx, [] as Stmt[], (lexed) => {
    const { nodes, diagnostics } = parseItems(lexed, ctx, "effectSnippet", stmtStartTokens);
    return { value: nodes.flatMap((n) => buildBlock(ctx, n, whole).stmts), diagnostics };
  }, text);
  return { value: { kind: "Block", stmts: r.value, span: whole }, diagnostics: r.diagnostics };
}

/** Parses an `expr` snippet (one expression) found at `offset` in `file`. */
export function parseExprSnippet(text: string, file: string, offset: number): Result<Expr> {
  const ctx: BuildContext = { file, base: offset, diagnostics: [] };
  const whole: Span = { file, start: offset, end: offset + text.length };
  const missing: Expr = { kind: "Name", name: MISSING, span: whole };
  return guarded(ctx, missing, (lexed) => {
    const { tokens, diagnostics } = lexed;
    const { cst, errors } = runRule("exprSnippet", tokens);
    diagnostics.push(...errors.map((e) => toDiagnostic(e, tokens, ctx)));
    if (tokens.length === 0 && errors.length === 0) {
      diagnostics.push(diag("expectedExpression", whole, ["the end of the input"]));
    }
    return { value: buildExpr(ctx, cst, whole), diagnostics };
  }, text);
}

/** Whether a diagnostic means the text could not be read at all, so no later stage may look at it. */
export function isFatal(d: Diagnostic): boolean {
  return d.code === messages.tooDeep.code || d.code === messages.tooLong.code;
}

// Lexes, refuses text nested beyond the limits before the recursive parser sees it, parses and
// builds, and refuses a tree too deep for the recursive stages after this one. Whatever is refused
// is replaced by `empty`, so no later stage walks a broken tree.
function guarded<T>(ctx: BuildContext, empty: T, parse: (lexed: LexResult) => Result<T>, text: string): Result<T> {
  const lexed = lex(text, ctx.file, ctx.base);
  const nesting = checkNesting(lexed.tokens, ctx.file, ctx.base);
  if (nesting) return { value: empty, diagnostics: dedupe([...lexed.diagnostics, nesting]) };
  let r: Result<T>;
  try {
    r = parse(lexed);
  } catch (e) {
    // A backstop for nesting the token scan does not measure (long `else if` chains, say).
    if (!isStackOverflow(e)) throw e;
    const at = rulesParser.currentToken();
    const start = Number.isFinite(at.startOffset) ? ctx.base + at.startOffset : ctx.base;
    const d = diag("tooDeep", { file: ctx.file, start, end: start + Math.max(1, at.image?.length ?? 1) }, ["the parser ran out of stack here"]);
    return { value: empty, diagnostics: dedupe([...lexed.diagnostics, d]) };
  }
  r = { value: r.value, diagnostics: r.diagnostics.map((d) => withOpener(d, lexed, text, ctx)) };
  const deep = tooDeepTree(r.value, ctx.file);
  if (deep) return { value: empty, diagnostics: dedupe([...r.diagnostics, ...ctx.diagnostics, deep]) };
  return { value: r.value, diagnostics: dedupe([...r.diagnostics, ...ctx.diagnostics]) };
}

// A `}` missing: at the end of the input, or before a declaration that cannot be inside a block
// (DSL1013 at `flow`); the hint names the block that was left open.
function withOpener(d: Diagnostic, lexed: LexResult, text: string, ctx: BuildContext): Diagnostic {
  if (d.code !== messages.missingCloseBrace.code && d.code !== messages.expectedStatement.code) return d;
  const local = d.span.start - ctx.base;
  const atEnd = d.code === messages.missingCloseBrace.code && local >= text.trimEnd().length;
  const count = tokensBefore(lexed.tokens, local);
  const next = lexed.tokens[count];
  const atDecl = d.code === messages.expectedStatement.code && next?.startOffset === local && declStartTokens.includes(next.tokenType);
  if (!atEnd && !atDecl) return d;
  const at = unclosedBlock(lexed.tokens.slice(0, count), text);
  if (at === undefined) return d;
  return { ...d, hint: unclosedHint(text, at, ctx.base === 0, () => new LineIndex(text).position(at).line) };
}

// How many tokens start before `offset` (tokens are in order; a binary search keeps huge inputs cheap).
function tokensBefore(tokens: readonly IToken[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.startOffset < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Runs `rule` repeatedly: whenever it stops before the end, the leftover is reported once and
// skipped up to the next token that can start an item, and parsing resumes from there.
function parseItems(
  lexed: LexResult,
  ctx: BuildContext,
  rule: "file" | "effectSnippet",
  resync: readonly TokenType[],
): { nodes: CstNode[]; diagnostics: Diagnostic[] } {
  const { tokens } = lexed;
  const diagnostics = [...lexed.diagnostics];
  const nodes: CstNode[] = [];
  let rest = tokens;
  for (;;) {
    const { cst, errors } = runRule(rule, rest);
    nodes.push(cst);
    diagnostics.push(...errors.map((e) => toDiagnostic(e, tokens, ctx)));
    const leftover = errors.find((e) => e.name === "NotAllInputParsedException");
    if (!leftover) break;
    const at = rest.indexOf(leftover.token);
    if (at < 0) break;
    let next = at + 1;
    while (next < rest.length && !resync.includes(rest[next]!.tokenType)) next++;
    if (next >= rest.length) break;
    rest = rest.slice(next);
  }
  return { nodes, diagnostics: dedupe(diagnostics) };
}

/** Turns a chevrotain recognition error into a catalogue diagnostic placed on the offending token. */
function toDiagnostic(e: IRecognitionException, tokens: IToken[], ctx: BuildContext): Diagnostic {
  const message = decodeParserMessage(e.message);
  const d = diag(message.key, tokenSpanOrEnd(e.token, tokens, ctx), message.args);
  return message.hint === undefined ? d : { ...d, hint: message.hint };
}

// EOF and recovery-inserted tokens have no position: point just after the last real token.
function tokenSpanOrEnd(t: IToken, tokens: IToken[], ctx: BuildContext): Span {
  if (t.tokenType !== EOF && Number.isFinite(t.startOffset) && !t.isInsertedInRecovery) {
    return { file: ctx.file, start: ctx.base + t.startOffset, end: ctx.base + (t.endOffset ?? t.startOffset) + 1 };
  }
  const last = tokens[tokens.length - 1];
  const end = last ? ctx.base + (last.endOffset ?? last.startOffset) + 1 : ctx.base;
  return { file: ctx.file, start: end, end };
}

// Recovery can report the same problem twice at one token; one message per place is enough.
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const out = diagnostics.filter((d) => {
    const key = `${d.span.start}:${d.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return out.sort((a, b) => a.span.start - b.span.start);
}
