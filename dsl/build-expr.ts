import type { CstNode } from "chevrotain";
import type { BinaryOp, Expr } from "./ast.js";
import {
  after, type BuildContext, ident, join, MISSING, nodeSpan, sub, subs, tok, tokenSpan, toks,
} from "./cst-reader.js";
import { unescapeString } from "./lexer.js";
import { diag } from "./messages.js";
import type { Span } from "./span.js";

// CST → AST for expressions. Each precedence level of the grammar is its own CST rule; here
// they collapse into Binary/Unary/... nodes whose spans run from the first operand to the last.

/** Builds the expression of any expression-level CST node; holes become a MISSING name. */
export function buildExpr(ctx: BuildContext, node: CstNode | undefined, fallback: Span): Expr {
  if (!node) return missing(fallback);
  const span = nodeSpan(ctx, node, fallback);
  switch (node.name) {
    case "exprSnippet":
      return buildExpr(ctx, sub(node, "expr"), span);
    case "expr":
      return sub(node, "cond") ? ifExpr(ctx, node, span) : buildExpr(ctx, sub(node, "orExpr"), span);
    case "orExpr":
    case "andExpr":
    case "compareExpr":
    case "orElse":
    case "additive":
    case "multiplicative":
      return binaryChain(ctx, node, span);
    case "rangeExpr":
      return range(ctx, node, span);
    case "notExpr":
    case "unary":
      return prefix(ctx, node, span);
    case "postfix":
      return postfix(ctx, node, span);
    case "primary":
      return primary(ctx, node, span);
    case "bracket":
      return bracket(ctx, node, span);
    default:
      return missing(span);
  }
}

function missing(span: Span): Expr {
  return { kind: "Name", name: MISSING, span };
}

function ifExpr(ctx: BuildContext, node: CstNode, span: Span): Expr {
  const cond = buildExpr(ctx, sub(node, "cond"), span);
  const then = buildExpr(ctx, sub(node, "then"), after(cond.span));
  const otherwise = buildExpr(ctx, sub(node, "otherwise"), after(then.span));
  return { kind: "IfExpr", cond, then, otherwise, span };
}

// Left-associative fold: `a - b - c` is `(a - b) - c`.
function binaryChain(ctx: BuildContext, node: CstNode, span: Span): Expr {
  const operands = subs(node, "operand");
  const ops = toks(node, "op");
  let left = buildExpr(ctx, operands[0], span);
  for (let i = 0; i < ops.length; i++) {
    const right = buildExpr(ctx, operands[i + 1], after(tokenSpan(ctx, ops[i]!)));
    left = { kind: "Binary", op: ops[i]!.image as BinaryOp, left, right, span: join(left.span, right.span) };
  }
  return left;
}

function range(ctx: BuildContext, node: CstNode, span: Span): Expr {
  const operands = subs(node, "operand");
  const from = buildExpr(ctx, operands[0], span);
  const op = tok(node, "op");
  if (!op) return from;
  const to = buildExpr(ctx, operands[1], after(tokenSpan(ctx, op)));
  return { kind: "Range", from, to, span: join(from.span, to.span) };
}

function prefix(ctx: BuildContext, node: CstNode, span: Span): Expr {
  const op = tok(node, "op");
  const operandNode = sub(node, "operand");
  if (!op) return buildExpr(ctx, operandNode, span);
  const opSpan = tokenSpan(ctx, op);
  const operand = buildExpr(ctx, operandNode, after(opSpan));
  return { kind: "Unary", op: op.image === "not" ? "not" : "-", operand, span: join(opSpan, operand.span) };
}

function postfix(ctx: BuildContext, node: CstNode, span: Span): Expr {
  let target = buildExpr(ctx, sub(node, "primary"), span);
  // The CST keeps fields and keys apart: a key belongs to the field just before it in the text.
  const keys = subs(node, "fieldKey");
  const fields = toks(node, "field");
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    const field = ident(ctx, f, after(target.span));
    target = { kind: "Field", target, field, span: join(target.span, field.span) };
    const next = fields[i + 1]?.startOffset ?? Infinity;
    const k = keys.find((n) => (n.location?.startOffset ?? -1) > f.startOffset && (n.location?.startOffset ?? -1) < next);
    if (k) {
      const kSpan = nodeSpan(ctx, k, after(target.span));
      const key = buildExpr(ctx, sub(k, "key"), kSpan);
      target = { kind: "Key", target, key, span: join(target.span, kSpan) };
    }
  }
  const call = sub(node, "fieldArgs");
  if (call && target.kind === "Field") {
    target = { ...target, args: buildArgs(ctx, call, span), span };
  } else if (call) {
    // `1(x, 1 / 0)` would otherwise drop its arguments unchecked and read as `1`.
    ctx.diagnostics.push(diag("notCallable", nodeSpan(ctx, call, span)));
  }
  return target;
}

function primary(ctx: BuildContext, node: CstNode, span: Span): Expr {
  const int = tok(node, "int");
  if (int) return { kind: "Number", value: Number(int.image), span };
  const str = tok(node, "string");
  if (str) return { kind: "String", value: unescapeString(str.image), span };
  const bool = tok(node, "bool");
  if (bool) return { kind: "Bool", value: bool.image === "true", span };
  const callee = tok(node, "callee");
  if (callee) {
    return { kind: "Call", callee: ident(ctx, callee, span), args: buildArgs(ctx, sub(node, "args"), span), span };
  }
  const keyNode = sub(sub(node, "zoneKey"), "key");
  if (node.children["My"]) {
    const my = ident(ctx, tok(node, "my"), after(span));
    if (keyNode) return { kind: "Index", name: my, key: buildExpr(ctx, keyNode, span), of: { kind: "Name", name: "me", span: tokenSpan(ctx, tok(node, "My")!) }, span };
    return { kind: "My", name: my, span };
  }
  const name = tok(node, "name");
  if (name && keyNode) {
    const ofNode = sub(node, "of");
    return { kind: "Index", name: ident(ctx, name, span), key: buildExpr(ctx, keyNode, span), ...(ofNode ? { of: buildExpr(ctx, ofNode, after(span)) } : {}), span };
  }
  if (name) {
    const ofNode = sub(node, "of");
    if (!node.children["Of"]) return { kind: "Name", name: name.image, span };
    const nameId = ident(ctx, name, span);
    return { kind: "Of", name: nameId, of: buildExpr(ctx, ofNode, after(span)), span };
  }
  // A parenthesised expression keeps its node but takes the parens into its span.
  if (sub(node, "paren")) return { ...buildExpr(ctx, sub(node, "paren"), span), span };
  if (sub(node, "bracket")) return buildExpr(ctx, sub(node, "bracket"), span);
  const rec = sub(node, "record");
  if (rec) {
    const keys = toks(rec, "key");
    const values = subs(rec, "value");
    return { kind: "Record", fields: keys.map((k, i) => ({ name: ident(ctx, k, span), value: buildExpr(ctx, values[i], span) })), span };
  }
  return missing(span);
}

function bracket(ctx: BuildContext, node: CstNode, span: Span): Expr {
  const v = tok(node, "var");
  if (!v) return { kind: "List", items: subs(node, "item").map((n) => buildExpr(ctx, n, span)), span };
  const name = ident(ctx, v, span);
  const list = buildExpr(ctx, sub(node, "list"), after(name.span));
  const whereNode = sub(node, "where");
  const mapNode = sub(node, "map");
  return {
    kind: "Comprehension",
    name,
    list,
    ...(whereNode ? { where: buildExpr(ctx, whereNode, after(list.span)) } : {}),
    ...(subs(node, "sortKey").length ? { by: subs(node, "sortKey").map((k) => buildExpr(ctx, k, after(list.span))) } : {}),
    ...(mapNode ? { map: buildExpr(ctx, mapNode, after(list.span)) } : {}),
    span,
  };
}

/** Builds the arguments of an `args` node: `(e, e, ...)`. */
export function buildArgs(ctx: BuildContext, node: CstNode | undefined, fallback: Span): Expr[] {
  return subs(node, "arg").map((n) => buildExpr(ctx, n, fallback));
}
