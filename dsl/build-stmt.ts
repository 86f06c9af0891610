import type { CstNode } from "chevrotain";
import type { Block, ChoiceOption, LValue, Stmt } from "./ast.js";
import { buildArgs, buildExpr } from "./build-expr.js";
import {
  after, type BuildContext, has, ident, nodeSpan, onlyChild, sub, subs, tok, tokenSpan,
} from "./cst-reader.js";
import { buildControlStmt, buildLasting, buildLetCall } from "./build-control.js";
import { unescapeString } from "./lexer.js";
import { diag } from "./messages.js";
import type { Span } from "./span.js";

// CST → AST for blocks and statements. A statement that recovery emptied out is dropped (its
// error is already reported); one that recovery cut short keeps MISSING placeholders.

/** Builds a `{ stmt* }` block, or a brace-less statement list (effect snippet) from the same shape. */
export function buildBlock(ctx: BuildContext, node: CstNode | undefined, fallback: Span): Block {
  const span = nodeSpan(ctx, node, fallback);
  const stmts: Stmt[] = [];
  for (const s of subs(node, "stmt")) {
    const built = buildStmt(ctx, onlyChild(s), span);
    if (built) stmts.push(built);
  }
  return { kind: "Block", stmts, span };
}

function optString(node: CstNode, label: string): string | undefined {
  const t = tok(node, label);
  return t ? unescapeString(t.image) : undefined;
}

/** Builds an lvalue / zone reference; `my x` reads as `x of me` with `me` spanning the `my`. */
export function buildRef(ctx: BuildContext, node: CstNode | undefined, fallback: Span): LValue {
  const span = nodeSpan(ctx, node, fallback);
  const name = ident(ctx, tok(node, "name"), after(span));
  const keyNode = sub(sub(node, "zoneKey"), "key");
  const key = keyNode ? { key: buildExpr(ctx, keyNode, after(name.span)) } : {};
  const my = tok(node, "My");
  if (my) return { name, ...key, of: { kind: "Name", name: "me", span: tokenSpan(ctx, my) }, span };
  if (node?.children["Of"]) return { name, ...key, of: buildExpr(ctx, sub(node, "postfix"), after(name.span)), span };
  return { name, ...key, span };
}

function buildStmt(ctx: BuildContext, node: CstNode | undefined, fallback: Span): Stmt | undefined {
  if (!node) return undefined;
  const span = nodeSpan(ctx, node, fallback);
  const end = after(span);
  const expr = (label = "expr") => buildExpr(ctx, sub(node, label), end);
  const block = (label = "block") => buildBlock(ctx, sub(node, label), end);
  const ref = (label = "ref") => buildRef(ctx, sub(node, label), end);
  const name = (label = "name") => ident(ctx, tok(node, label), end);
  switch (node.name) {
    case "letStmt":
      return buildLetCall(ctx, node, span) ?? { kind: "Let", name: name(), value: expr(), span };
    case "setStmt": {
      const attr = sub(node, "attrTarget");
      if (attr) {
        const target = buildExpr(ctx, attr, end);
        if (target.kind === "Field") return { kind: "SetAttr", target: target.target, attr: target.field, value: expr(), span };
      }
      return { kind: "Set", target: ref(), value: expr(), span };
    }
    case "addStmt":
    case "subtractStmt":
      return { kind: "Add", amount: expr(), negate: node.name === "subtractStmt", target: ref(), ...opt("lasting", buildLasting(ctx, sub(node, "lasting"), end, buildBlock)), span };
    case "clearStmt":
      return { kind: "Clear", target: ref(), span };
    case "ifStmt":
      return ifStmt(ctx, node, span);
    case "forStmt":
      return { kind: "For", name: name(), list: expr(), body: block(), span };
    case "repeatStmt":
      return { kind: "Repeat", count: expr(), body: block(), span };
    case "whileStmt":
      return { kind: "While", cond: expr(), body: block(), span };
    case "loopStmt":
      return { kind: "Loop", body: block(), span };
    case "asStmt":
      return { kind: "As", player: expr(), body: block(), span };
    case "breakStmt":
      return { kind: "Break", span };
    case "chooseOneStmt":
      if (!sub(node, "choiceOption")) {
        const close = tok(node, "RCurly");
        if (close) ctx.diagnostics.push(diag("expectedOption", tokenSpan(ctx, close), ["'}'"]));
      }
      return {
        kind: "ChooseOne",
        choice: name("choice"),
        ...opt("prompt", optString(node, "prompt")),
        ...opt("by", sub(node, "by") && expr("by")),
        options: subs(node, "choiceOption").map((o) => choiceOption(ctx, o, end)),
        span,
      };
    case "chooseStmt":
      return {
        kind: "Choose",
        name: name(),
        domain: expr("domain"),
        choice: name("choice"),
        ...opt("prompt", optString(node, "prompt")),
        ...opt("by", sub(node, "by") && expr("by")),
        optional: has(node, "Pass"),
        body: block("body"),
        ...opt("otherwise", sub(node, "otherwise") && block("otherwise")),
        span,
      };
    case "parallelStmt":
      return { kind: "Parallel", name: name(), list: expr(), body: block(), span };
    case "moveStmt":
      return { kind: "Move", what: expr(), to: ref(), bottom: has(node, "Bottom"), span };
    case "drawStmt":
      return { kind: "Draw", count: expr(), from: ref("from"), to: ref("to"), span };
    case "dealStmt":
      return { kind: "Deal", count: expr(), from: ref("from"), to: name("to"), span };
    case "shuffleStmt":
      return { kind: "Shuffle", zone: ref("zone"), ...opt("into", sub(node, "into") && ref("into")), span };
    case "markStmt":
      return { kind: "Mark", what: expr("postfix"), mark: name("mark"), value: tok(node, "verb")?.image !== "unmark", span };
    case "rotateStmt":
      return { kind: "Rotate", zone: name("zone"), direction: tok(node, "direction")?.image === "right" ? "right" : "left", span };
    case "callStmt":
      return { kind: "Call", proc: name(), args: buildArgs(ctx, sub(node, "args"), end), span };
    case "announceStmt":
      return { kind: "Announce", event: name(), args: buildArgs(ctx, sub(node, "args"), end), span };
    case "runStmt":
      return { kind: "Run", what: expr(), span };
    case "logStmt":
      return {
        kind: "Log",
        event: name("event"),
        args: subs(node, "logArg").map((a) => {
          const argSpan = nodeSpan(ctx, a, end);
          return { name: ident(ctx, tok(a, "name"), argSpan), value: buildExpr(ctx, sub(a, "expr"), after(argSpan)) };
        }),
        span,
      };
    case "winStmt":
      return { kind: "Win", who: expr(), ...(has(node, "Lose") ? { lose: true } : {}), span };
    case "rankStmt":
      return {
        kind: "Rank",
        name: name(),
        keys: subs(node, "rankKey").map((k) => buildExpr(ctx, sub(k, "expr"), end)),
        labels: subs(node, "rankKey").map((k) => {
          const label = tok(k, "label");
          return label ? unescapeString(label.image) : "";
        }),
        span,
      };
    default:
      return buildControlStmt(ctx, node, span, buildBlock) ?? unbuilt(ctx, node, span);
  }
}

// A grammar rule the builders do not know would silently drop the statement: say so instead.
function unbuilt(ctx: BuildContext, node: CstNode, span: Span): undefined {
  ctx.diagnostics.push(diag("syntaxError", span, [`internal error: the statement '${node.name}' is parsed but not built (please report)`]));
  return undefined;
}

// `else if` chains nest: the inner IfStmt becomes the only statement of the `otherwise` block.
function ifStmt(ctx: BuildContext, node: CstNode, span: Span): Stmt {
  const end = after(span);
  const cond = buildExpr(ctx, sub(node, "expr"), end);
  const then = buildBlock(ctx, sub(node, "then"), after(cond.span));
  const elseIf = sub(node, "elseIf");
  if (elseIf) {
    const inner = ifStmt(ctx, elseIf, nodeSpan(ctx, elseIf, end));
    return { kind: "If", cond, then, otherwise: { kind: "Block", stmts: [inner], span: inner.span }, span };
  }
  const otherwise = sub(node, "otherwise");
  return { kind: "If", cond, then, ...opt("otherwise", otherwise && buildBlock(ctx, otherwise, end)), span };
}

function choiceOption(ctx: BuildContext, node: CstNode, fallback: Span): ChoiceOption {
  const span = nodeSpan(ctx, node, fallback);
  return {
    label: ident(ctx, tok(node, "label"), after(span)),
    ...opt("text", optString(node, "text")),
    ...opt("when", sub(node, "when") && buildExpr(ctx, sub(node, "when"), after(span))),
    body: buildBlock(ctx, sub(node, "block"), after(span)),
    span,
  };
}

/** `{ key: value }` when value is defined, `{}` otherwise: optional AST fields stay absent, not `undefined`. */
export function opt<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

