import { EOF, type CstNode, type IRecognitionException, type IToken, type TokenType } from "chevrotain";
import type { Block, Expr, RulesFile } from "./ast.js";
import { buildRulesFile } from "./build-ast.js";
import { buildExpr } from "./build-expr.js";
import { buildBlock } from "./build-stmt.js";
import type { BuildContext } from "./cst-reader.js";
import type { Diagnostic, Result } from "./diagnostic.js";
import { lex } from "./lexer.js";
import { diag } from "./messages.js";
import { decodeParserMessage } from "./parser-messages.js";
import { declStartTokens, runRule } from "./parser.js";
import type { Span } from "./span.js";
import { K } from "./tokens.js";

// The entry points: lex, parse with recovery, build the AST, and gather every diagnostic.
// Chevrotain recovers inside rules; between top-level items (declarations, snippet statements)
// this driver skips junk itself and parses on, so errors after the junk are still found.

const stmtStartTokens: readonly TokenType[] = [
  K.let, K.set, K.add, K.subtract, K.if, K.for, K.repeat, K.while, K.loop, K.as, K.break, K.choose,
  K.simultaneously, K.move, K.draw, K.deal, K.shuffle, K.mark, K.unmark, K.pass, K.call, K.run, K.log,
  K.win, K.rank, K.return,
];

/** Parses a whole `.rules` file. */
export function parseRules(text: string, file: string): Result<RulesFile> {
  const ctx: BuildContext = { file, base: 0, diagnostics: [] };
  const whole: Span = { file, start: 0, end: text.length };
  const { nodes, diagnostics } = parseItems(text, ctx, "file", declStartTokens);
  const decls = nodes.flatMap((n) => buildRulesFile(ctx, n, whole).decls);
  return { value: { kind: "RulesFile", decls, span: whole }, diagnostics: dedupe([...diagnostics, ...ctx.diagnostics]) };
}

/** Parses an `effect` snippet (statements without braces) found at `offset` in `file`. */
export function parseEffectSnippet(text: string, file: string, offset: number): Result<Block> {
  const ctx: BuildContext = { file, base: offset, diagnostics: [] };
  const whole: Span = { file, start: offset, end: offset + text.length };
  const { nodes, diagnostics } = parseItems(text, ctx, "effectSnippet", stmtStartTokens);
  const stmts = nodes.flatMap((n) => buildBlock(ctx, n, whole).stmts);
  return { value: { kind: "Block", stmts, span: whole }, diagnostics: dedupe([...diagnostics, ...ctx.diagnostics]) };
}

/** Parses an `expr` snippet (one expression) found at `offset` in `file`. */
export function parseExprSnippet(text: string, file: string, offset: number): Result<Expr> {
  const ctx: BuildContext = { file, base: offset, diagnostics: [] };
  const whole: Span = { file, start: offset, end: offset + text.length };
  const { tokens, diagnostics } = lex(text, file, offset);
  const { cst, errors } = runRule("exprSnippet", tokens);
  diagnostics.push(...errors.map((e) => toDiagnostic(e, tokens, ctx)));
  if (tokens.length === 0 && errors.length === 0) {
    diagnostics.push(diag("expectedExpression", whole, ["the end of the input"]));
  }
  const value = buildExpr(ctx, cst, whole);
  return { value, diagnostics: dedupe([...diagnostics, ...ctx.diagnostics]) };
}

// Runs `rule` repeatedly: whenever it stops before the end, the leftover is reported once and
// skipped up to the next token that can start an item, and parsing resumes from there.
function parseItems(
  text: string,
  ctx: BuildContext,
  rule: "file" | "effectSnippet",
  resync: readonly TokenType[],
): { nodes: CstNode[]; diagnostics: Diagnostic[] } {
  const { tokens, diagnostics } = lex(text, ctx.file, ctx.base);
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
