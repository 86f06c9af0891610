import type { CstNode, IToken } from "chevrotain";
import type { Decl, FieldDecl, FlowNode, Ident, Param, RulesFile, TypeRef, Visibility } from "./ast.js";
import { buildExpr } from "./build-expr.js";
import { buildBlock, opt } from "./build-stmt.js";
import {
  after, type BuildContext, has, ident, nodeSpan, onlyChild, sub, subs, tok, tokenSpan, toks,
} from "./cst-reader.js";
import { unescapeString } from "./lexer.js";
import { diag } from "./messages.js";
import type { Span } from "./span.js";

// CST → AST for declarations and the file. Expressions and statements have their own builders;
// this file owns the top-level shapes (game, types, zones, flow...).

/** Builds the RulesFile of a `file` CST node; `span` covers the whole text. */
export function buildRulesFile(ctx: BuildContext, node: CstNode, span: Span): RulesFile {
  const decls: Decl[] = [];
  for (const d of subs(node, "decl")) {
    const built = buildDecl(ctx, onlyChild(d), span);
    if (built) decls.push(built);
  }
  return { kind: "RulesFile", decls, span };
}

function int(t: { image: string } | undefined): number | undefined {
  return t ? Number(t.image) : undefined;
}

function buildDecl(ctx: BuildContext, node: CstNode | undefined, fallback: Span): Decl | undefined {
  if (!node) return undefined;
  const span = nodeSpan(ctx, node, fallback);
  const end = after(span);
  const name = (label = "name"): Ident => ident(ctx, tok(node, label), end);
  switch (node.name) {
    case "gameDecl": {
      const title = tok(node, "title");
      return {
        kind: "GameDecl",
        title: title ? unescapeString(title.image) : "",
        minPlayers: int(tok(node, "min")) ?? 0,
        maxPlayers: int(tok(node, "max")) ?? 0,
        span,
      };
    }
    case "optionDecl":
      return {
        kind: "OptionDecl",
        name: name(),
        type: buildTypeRef(ctx, sub(node, "typeRef"), end),
        default: buildExpr(ctx, sub(node, "expr"), end),
        ...opt("description", tok(node, "description") && unescapeString(tok(node, "description")!.image)),
        span,
      };
    case "enumDecl":
      return { kind: "EnumDecl", name: name(), members: toks(node, "member").map((t) => ident(ctx, t, end)), ...(has(node, "extend") ? { extend: true as const } : {}), span };
    case "typeDecl": {
      const [source, ...more] = toks(node, "source");
      const file = (t: IToken) => ({ path: unescapeString(t.image), span: tokenSpan(ctx, t) });
      return {
        kind: "TypeDecl",
        name: name(),
        ...opt("source", source && file(source)),
        ...(more.length ? { moreSources: more.map(file) } : {}),
        fields: subs(node, "field").map((f) => buildField(ctx, f, end)),
        span,
      };
    }
    case "zoneDecl": {
      const play = tok(node, "play");
      if (play && play.image !== "play") ctx.diagnostics.push(diag("expectedToken", tokenSpan(ctx, play), ["'play'", `'${play.image}'`]));
      const refill = tok(node, "refill");
      const keyFrom = tok(node, "keyFrom");
      const keyEnum = tok(node, "keyEnum");
      const lb = tok(node, "LBracket");
      const keySpan = lb ? { ...tokenSpan(ctx, lb), end: tokenSpan(ctx, tok(node, "RBracket") ?? lb).end } : span;
      return {
        kind: "ZoneDecl",
        name: name(),
        ...(keyFrom ? { index: { kind: "Range" as const, from: Number(keyFrom.image), to: int(tok(node, "keyTo")) ?? Number(keyFrom.image), span: keySpan } } : {}),
        ...(keyEnum ? { index: { kind: "Enum" as const, name: ident(ctx, keyEnum, end), span: keySpan } } : {}),
        of: name("of"),
        perPlayer: has(node, "Per"),
        visibility: (tok(sub(node, "visibility"), "value")?.image ?? "hidden") as Visibility,
        full: has(node, "Full"),
        ...(has(node, "box") ? { outOfPlay: true } : {}),
        ...opt("refill", refill && ident(ctx, refill, end)),
        span,
      };
    }
    case "counterDecl": {
      const type = sub(node, "typeRef");
      const initial = sub(node, "expr");
      return {
        kind: "CounterDecl",
        name: name(),
        perPlayer: has(node, "Per"),
        ...(type ? { type: buildTypeRef(ctx, type, end) } : {}),
        // An untyped counter needs a start value; a missing one reads as a hole the checker reports.
        ...(initial || !type ? { initial: buildExpr(ctx, initial, end) } : {}),
        span,
      };
    }
    case "markDecl":
      return { kind: "MarkDecl", name: name(), span };
    case "attrDecl": {
      const initial = tok(node, "initial");
      const member = tok(node, "member");
      const type = sub(node, "typeRef");
      const value = initial ? Number(initial.image) * (tok(node, "negative") ? -1 : 1) : member ? member.image : type ? null : 0;
      return { kind: "AttrDecl", name: name(), ...(type ? { type: buildTypeRef(ctx, type, end) } : {}), initial: value, span };
    }
    case "procDecl":
      return {
        kind: "ProcDecl",
        name: name(),
        ...(has(node, "Replace") ? { replace: true } : {}),
        params: params(ctx, node, end),
        ...opt("returns", sub(node, "returns") && buildTypeRef(ctx, sub(node, "returns"), end)),
        body: buildBlock(ctx, sub(node, "block"), end),
        span,
      };
    case "functionDecl":
      return {
        kind: "FunctionDecl",
        name: name(),
        params: params(ctx, node, end),
        ...opt("returns", sub(node, "returns") && buildTypeRef(ctx, sub(node, "returns"), end)),
        body: buildExpr(ctx, sub(node, "expr"), end),
        span,
      };
    case "modifierDecl":
      if (has(node, "LParen"))
        return {
          kind: "SumModifierDecl",
          name: name(),
          params: params(ctx, node, end),
          ...opt("returns", sub(node, "returns") && buildTypeRef(ctx, sub(node, "returns"), end)),
          span,
        };
      return { kind: "ModifierDecl", name: name(), perPlayer: has(node, "Per"), span };
    case "eventDecl":
      return { kind: "EventDecl", name: name(), params: params(ctx, node, end), span };
    case "onDecl":
      return { kind: "OnDecl", event: name(), params: toks(node, "param").map((t) => ident(ctx, t, end)), body: buildBlock(ctx, sub(node, "block"), end), span };
    case "preferDecl": {
      const param = params(ctx, node, end)[0];
      return { kind: "PreferDecl", decision: name(), ...(param ? { param } : {}), ...(has(node, "Pass") ? { pass: true as const } : {}), value: buildExpr(ctx, sub(node, "expr"), end), span };
    }
    case "modifyDecl":
      return { kind: "ModifyDecl", modifier: name(), params: toks(node, "param").map((t) => ident(ctx, t, end)), value: buildExpr(ctx, sub(node, "expr"), end), span };
    case "moduleDecl": {
      const description = tok(node, "description");
      return {
        kind: "ModuleDecl",
        name: name(),
        title: unescapeString(tok(node, "title")?.image ?? '""'),
        ...opt("description", description && unescapeString(description.image)),
        when: buildExpr(ctx, sub(node, "expr"), end),
        span,
      };
    }
    case "flowDecl":
      return { kind: "FlowDecl", body: buildFlowNodes(ctx, node, span), span };
    case "queryDecl":
      return { kind: "QueryDecl", name: name(), value: buildExpr(ctx, sub(node, "expr"), end), span };
    case "anytimeDecl": {
      const cond = sub(node, "expr");
      return {
        kind: "AnytimeDecl",
        reaction: has(node, "Reaction"),
        name: name(),
        ...opt("text", tok(node, "text") && unescapeString(tok(node, "text")!.image)),
        during: toks(node, "during").map((t) => ident(ctx, t, end)),
        ...opt("when", cond && buildExpr(ctx, cond, end)),
        body: buildBlock(ctx, sub(node, "block"), end),
        span,
      };
    }
    case "heuristicDecl":
      return { kind: "HeuristicDecl", value: buildExpr(ctx, sub(node, "expr"), end), span };
    case "requireDecl":
      return { kind: "RequireDecl", cond: buildExpr(ctx, sub(node, "expr"), end), message: unescapeString(tok(node, "message")?.image ?? '""'), span };
    case "expansionDecl": {
      const description = tok(node, "description");
      return {
        kind: "ExpansionDecl",
        name: name(),
        title: unescapeString(tok(node, "title")?.image ?? '""'),
        ...opt("description", description && unescapeString(description.image)),
        span,
      };
    }
    case "addRecordsDecl":
      return {
        kind: "AddRecordsDecl",
        type: name(),
        sources: toks(node, "source").map((t) => ({ path: unescapeString(t.image), span: tokenSpan(ctx, t) })),
        span,
      };
    case "campaignDecl": {
      const title = tok(node, "title");
      return {
        kind: "CampaignDecl",
        name: name(),
        ...opt("title", title && unescapeString(title.image)),
        fields: subs(node, "campaignField").map((f) => {
          const fSpan = nodeSpan(ctx, f, end);
          return {
            name: ident(ctx, tok(f, "name"), fSpan),
            type: buildTypeRef(ctx, sub(f, "typeRef"), after(fSpan)),
            initial: buildExpr(ctx, sub(f, "expr"), after(fSpan)),
            span: fSpan,
          };
        }),
        span,
      };
    }
    case "teamDecl":
      return { kind: "TeamDecl", value: buildExpr(ctx, sub(node, "expr"), end), span };
    case "botDecl": {
      const values = toks(node, "value");
      const cond = sub(node, "expr");
      return {
        kind: "BotDecl",
        botKind: name("kind"),
        settings: toks(node, "key").map((k, i) => ({ key: ident(ctx, k, end), value: int(values[i]) ?? 0 })),
        ...opt("when", cond && buildExpr(ctx, cond, end)),
        span,
      };
    }
    default:
      // A grammar rule the builder does not know would silently drop the declaration: say so instead.
      ctx.diagnostics.push(diag("syntaxError", span, [`internal error: the declaration '${node.name}' is parsed but not built (please report)`]));
      return undefined;
  }
}

function params(ctx: BuildContext, node: CstNode, end: Span): Param[] {
  return subs(node, "param").map((p) => {
    const pSpan = nodeSpan(ctx, p, end);
    return { name: ident(ctx, tok(p, "name"), pSpan), type: buildTypeRef(ctx, sub(p, "typeRef"), after(pSpan)), span: pSpan };
  });
}

function buildField(ctx: BuildContext, node: CstNode, fallback: Span): FieldDecl {
  const span = nodeSpan(ctx, node, fallback);
  return {
    kind: "FieldDecl",
    name: ident(ctx, tok(node, "name"), span),
    optional: has(node, "Question"),
    type: buildTypeRef(ctx, sub(node, "typeRef"), after(span)),
    span,
  };
}

/** Builds a type reference; a hole reads as a NamedType called MISSING. */
export function buildTypeRef(ctx: BuildContext, node: CstNode | undefined, fallback: Span): TypeRef {
  const span = nodeSpan(ctx, node, fallback);
  const perKey = tok(node, "perKey");
  const base = buildBaseTypeRef(ctx, node, span);
  if (!perKey) return base;
  const key = ident(ctx, perKey, span);
  return { kind: "KeyedType", of: { ...base, span: { ...base.span, end: Math.min(base.span.end, key.span.start) } }, key, span };
}

function buildBaseTypeRef(ctx: BuildContext, node: CstNode | undefined, span: Span): TypeRef {
  if (has(node, "Int")) {
    const min = int(tok(node, "min"));
    const max = int(tok(node, "max"));
    return { kind: "IntType", ...opt("min", min), ...opt("max", max), span };
  }
  if (has(node, "Bool")) return { kind: "BoolType", span };
  if (has(node, "Text")) return { kind: "TextType", span };
  if (has(node, "Effect")) return { kind: "EffectType", span };
  if (has(node, "Expr")) {
    const params = subs(node, "param").map((p) => {
      const pSpan = nodeSpan(ctx, p, span);
      return { name: ident(ctx, tok(p, "name"), pSpan), type: buildTypeRef(ctx, sub(p, "typeRef"), after(pSpan)), span: pSpan };
    });
    return { kind: "ExprType", ...(params.length ? { params } : {}), span };
  }
  if (has(node, "Player")) return { kind: "PlayerType", span };
  if (has(node, "List")) return { kind: "ListType", element: buildTypeRef(ctx, sub(node, "typeRef"), after(span)), span };
  return { kind: "NamedType", name: ident(ctx, tok(node, "name"), span), span };
}

function buildFlowNodes(ctx: BuildContext, parent: CstNode, fallback: Span): FlowNode[] {
  const nodes: FlowNode[] = [];
  for (const wrapper of subs(parent, "flowNode")) {
    const node = onlyChild(wrapper);
    if (!node) continue;
    const span = nodeSpan(ctx, node, fallback);
    const name = ident(ctx, tok(node, "name"), after(span));
    if (node.name === "stepNode") {
      nodes.push({ kind: "Step", name, body: buildBlock(ctx, sub(node, "block"), after(span)), span });
    } else {
      const repeat = sub(node, "repeat");
      const whileNode = sub(node, "while");
      nodes.push({
        kind: "Phase",
        name,
        ...opt("repeat", repeat && buildExpr(ctx, repeat, after(span))),
        ...opt("while", whileNode && buildExpr(ctx, whileNode, after(span))),
        body: buildFlowNodes(ctx, node, span),
        span,
      });
    }
  }
  return nodes;
}
