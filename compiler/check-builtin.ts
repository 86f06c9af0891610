import type { Expr, Span } from "../dsl/index.js";
import type { At, BuiltinDef, ExprIR, ValueType } from "../runtime/index.js";
import { BUILTIN_SPECS, builtinSignature } from "./builtins.js";
import type { ExprCheck as ExprChecker, Typed } from "./checker.js";
import { CMP } from "./messages.js";
import type { Scope } from "./scope.js";
import { ANY, BOOL, INT, PLAYER, compatible, elementOf, listOf, showType } from "./value-types.js";

// Builtin calls are checked from their description in runtime/builtins.json: the argument count,
// each argument against its parameter's type, and the result type. No builtin has a case of its
// own here, so a builtin added to the description is checked like every other.

/** What the arguments checked so far fix for the later ones: the first list's elements, the first component's type. */
interface Context {
  element: ValueType;
  component?: string;
}

/** Checks and lowers a call of a builtin described in runtime/builtins.json. */
export function checkBuiltin(x: ExprChecker, fn: string, span: Span, args: Expr[], sc: Scope, at: At): Typed {
  const def = BUILTIN_SPECS[fn]!;
  if (def.bare) {
    x.error(CMP.arity, `'${fn}' is a value, not a call`, span, `write ${builtinSignature(fn)}: '${fn}' without parentheses`);
    return { ir: { kind: "call", fn, args: [], at }, type: ANY };
  }
  const hint = `call it as ${builtinSignature(fn)}`;
  if (args.length !== def.params.length) x.error(CMP.arity, `'${fn}' takes ${def.params.length} argument(s), found ${args.length}`, span, hint);
  const ctx: Context = { element: ANY };
  const irs: ExprIR[] = args.map((a, i) => {
    const p = def.params[i];
    return p ? argument(x, fn, def, i, a, sc, ctx, hint) : x.expr(a, sc).ir;
  });
  return { ir: { kind: "call", fn, args: irs, at }, type: result(x, def, ctx) };
}

function argument(x: ExprChecker, fn: string, def: BuiltinDef, i: number, a: Expr, sc: Scope, ctx: Context, hint: string): ExprIR {
  const p = def.params[i]!;
  const what = def.params.length === 1 ? `the argument of '${fn}'` : `argument ${i + 1} of '${fn}' (${p.name})`;
  const wrong = (want: string, found: ValueType) => x.error(CMP.typeMismatch, `${what} must be ${want}, found ${showType(found)}`, a.span, hint);
  switch (p.type) {
    case "int":
      return checked(x, a, sc, INT, wrong);
    case "player":
      return checked(x, a, sc, PLAYER, wrong);
    case "list":
    case "list of int":
    case "list of bool":
    case "list of element": {
      const r = x.expr(a, sc, listOf(p.type === "list of element" ? ctx.element : ANY));
      const element = elementOf(r.type, (t) => x.component(t));
      if (!element) {
        wrong(p.type === "list" ? "a list or a zone" : p.type, r.type);
        return r.ir;
      }
      const want = p.type === "list of int" ? INT : p.type === "list of bool" ? BOOL : p.type === "list of element" ? ctx.element : ANY;
      if (!compatible(element, want)) wrong(`a list of ${showType(want)}`, r.type);
      if (ctx.element.kind === "any") ctx.element = element;
      return r.ir;
    }
    case "zone": {
      const r = x.expr(a, sc, listOf(ANY));
      if (r.type.kind === "zone") ctx.element = x.component(r.type.of);
      else if (r.type.kind !== "any" && r.type.kind !== "none") wrong("a zone", r.type);
      return r.ir;
    }
    case "element":
      return checked(x, a, sc, ctx.element, (_, found) => wrong(`${showType(ctx.element)}, like the list's elements`, found));
    case "component": {
      const r = x.expr(a, sc);
      if (r.type.kind === "component") {
        if (ctx.component && ctx.component !== r.type.type) wrong(`a ${ctx.component}, like argument 1`, r.type);
        ctx.component ??= r.type.type;
      } else if (r.type.kind !== "any" && r.type.kind !== "none") wrong("a component", r.type);
      return r.ir;
    }
    case "field":
      return linksField(x, fn, a, ctx, hint);
  }
}

/** Checks one argument against a fixed type. */
function checked(x: ExprChecker, a: Expr, sc: Scope, want: ValueType, wrong: (want: string, found: ValueType) => void): ExprIR {
  const r = x.expr(a, sc, want);
  if (!compatible(r.type, want)) wrong(showType(want), r.type);
  return r.ir;
}

// `distance(a, b, links)` / `within(a, n, links)`: the field is named bare and must hold a list of a's own type.
function linksField(x: ExprChecker, fn: string, a: Expr, ctx: Context, hint: string): ExprIR {
  const at = x.at(a.span);
  if (a.kind !== "Name") {
    x.error(CMP.typeMismatch, `the third argument of '${fn}' names a field, e.g. links`, a.span, hint);
    return { kind: "lit", value: "", at };
  }
  const type = ctx.component;
  const f = type ? x.sym.types.get(type)?.fields.find((y) => y.name.name === a.name) : undefined;
  if (type && (!f || f.type.kind !== "ListType" || f.type.element.kind !== "NamedType" || f.type.element.name.name !== type))
    x.error(CMP.typeMismatch, `'${a.name}' must be a field of ${type} holding a list of ${type}`, a.span, hint);
  return { kind: "lit", value: a.name, at };
}

/** A builtin written as a bare name (`input`), or undefined when `name` is none. */
export function bareBuiltin(x: ExprChecker, name: string, at: At): Typed | undefined {
  const def = BUILTIN_SPECS[name];
  return def?.bare ? { ir: { kind: "call", fn: name, args: [], at }, type: result(x, def, { element: ANY }) } : undefined;
}

function result(x: ExprChecker, def: BuiltinDef, ctx: Context): ValueType {
  switch (def.returns) {
    case "any":
      return ANY;
    case "int":
      return INT;
    case "bool":
      return BOOL;
    case "player":
      return PLAYER;
    case "element":
      return ctx.element;
    case "list of element":
      return listOf(ctx.element);
    case "list of player":
      return listOf(PLAYER);
    case "list of component":
      return listOf(ctx.component ? x.component(ctx.component) : ANY);
  }
}
