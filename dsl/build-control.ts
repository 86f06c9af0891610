import type { CstNode } from "chevrotain";
import type { Block, CallStmt, Lasting, Stmt } from "./ast.js";
import { diag } from "./messages.js";
import { buildArgs, buildExpr } from "./build-expr.js";
import { after, type BuildContext, ident, nodeSpan, sub, subs, tok, toks, tokenSpan } from "./cst-reader.js";
import type { Span } from "./span.js";

// CST → AST for the control statements of parser-control.ts (`return`, `end turn`, `first of`)
// and `let x = call p()`. Blocks come from the statement builder, passed in to avoid an import cycle.

type BlockBuilder = (ctx: BuildContext, node: CstNode | undefined, fallback: Span) => Block;

/** Builds a control statement, or undefined when `node` is not one. */
export function buildControlStmt(ctx: BuildContext, node: CstNode, span: Span, block: BlockBuilder): Stmt | undefined {
  const end = after(span);
  switch (node.name) {
    case "returnStmt": {
      const value = sub(node, "value");
      return { kind: "Return", ...(value ? { value: buildExpr(ctx, value, end) } : {}), span };
    }
    case "giveStmt":
      return { kind: "Give", what: buildExpr(ctx, sub(node, "what"), end), to: buildExpr(ctx, sub(node, "receiver"), end), span };
    case "rollStmt":
      return { kind: "Roll", dice: buildExpr(ctx, sub(node, "dice"), end), again: tok(node, "roll")?.image === "reroll", span };
    case "endStmt":
      return { kind: "End", what: tok(node, "what")?.image === "step" ? "step" : "turn", span };
    case "firstOfStmt": {
      const otherwise = sub(node, "otherwise");
      const name = tok(node, "name");
      const whens = toks(node, "when");
      const conds = subs(node, "cond");
      const alts = subs(node, "alt");
      return {
        kind: "FirstOf",
        ...(name
          ? {
              each: {
                name: ident(ctx, name, end),
                list: buildExpr(ctx, sub(node, "list"), end),
                where: buildExpr(ctx, sub(node, "where"), end),
                body: block(ctx, sub(node, "body"), end),
              },
            }
          : {}),
        alternatives: whens.map((w, i) => {
          const body = block(ctx, alts[i], end);
          const from = tokenSpan(ctx, w);
          return { when: buildExpr(ctx, conds[i], end), body, span: { file: from.file, start: from.start, end: Math.max(from.end, body.span.end) } };
        }),
        ...(otherwise ? { otherwise: block(ctx, otherwise, end) } : {}),
        span,
      };
    }
    default:
      return undefined;
  }
}

/** The duration of a lasting addition, if the statement has one. */
export function buildLasting(ctx: BuildContext, node: CstNode | undefined, fallback: Span, block: BlockBuilder): Lasting | undefined {
  if (!node) return undefined;
  const span = nodeSpan(ctx, node, fallback);
  if (sub(node, "during")) return { kind: "During", body: block(ctx, sub(node, "during"), after(span)), span };
  if (tok(node, "removed")) return { kind: "Removed", span };
  const phase = tok(node, "phase");
  if (phase) return { kind: "Phase", phase: ident(ctx, phase, span), span };
  if (tok(node, "end") && tok(node, "end")!.image !== "end") ctx.diagnostics.push(diag("expectedToken", tokenSpan(ctx, tok(node, "end")!), ["'end'", `'${tok(node, "end")!.image}'`]));
  return { kind: "Step", span };
}

/** `let x = call p(args)`: the call part, built like a `call` statement. */
export function buildLetCall(ctx: BuildContext, node: CstNode, span: Span): Stmt | undefined {
  const callNode = sub(node, "call");
  if (!callNode) return undefined;
  const end = after(span);
  const call: CallStmt = { kind: "Call", proc: ident(ctx, tok(callNode, "name"), end), args: buildArgs(ctx, sub(callNode, "args"), end), span: nodeSpan(ctx, callNode, span) };
  return { kind: "LetCall", name: ident(ctx, tok(node, "name"), end), call, span };
}
