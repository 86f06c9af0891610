import type { Expr, Span } from "../dsl/index.js";
import type { At, FunctionDef } from "../runtime/index.js";
import { BUILTIN_ARITY } from "./builtins.js";
import type { ExprCheck as ExprChecker, Typed } from "./checker.js";
import { CMP } from "./messages.js";
import { Scope } from "./scope.js";
import { ANY, fromTypeRef, showType, compatible } from "./value-types.js";

// Pure named functions: `function total(p: player): int = expr`, called like builtins. Each body
// is checked once, on its first call or at the end; a recursive call before its own body is known
// has the declared result type (any when none is declared).

/** Checks every declared function (those not yet met through a call) and returns their IR by name. */
export function checkFunctions(x: ExprChecker): Record<string, FunctionDef> {
  const out: Record<string, FunctionDef> = {};
  for (const name of x.sym.functions.keys()) {
    const def = checked(x, name).def;
    if (def) out[name] = def;
  }
  return out;
}

/** Checks a call of a declared function: arity and argument types; the IR calls it by name. */
export function callFunction(x: ExprChecker, name: string, span: Span, args: Expr[], sc: Scope, at: At): Typed {
  const decl = x.sym.functions.get(name)!;
  if (args.length !== decl.params.length) x.error(CMP.arity, `'${name}' takes ${decl.params.length} argument(s), found ${args.length}`, span);
  const irs = args.map((a, i) => {
    const p = decl.params[i];
    return p ? x.expect(a, sc, typeOf(x, p.type), `argument ${i + 1} of '${name}'`).ir : x.expr(a, sc).ir;
  });
  return { ir: { kind: "fn", name, args: irs, at }, type: checked(x, name).type };
}

function typeOf(x: ExprChecker, t: Parameters<typeof fromTypeRef>[0]) {
  const r = fromTypeRef(t, new Set(x.sym.enums.keys()), new Set(x.sym.types.keys()));
  if (!r) x.error(CMP.unknownType, `unknown type`, t.span);
  return r ?? ANY;
}

function checked(x: ExprChecker, name: string) {
  const known = x.functions.get(name);
  if (known) return known;
  const decl = x.sym.functions.get(name)!;
  const declared = decl.returns ? typeOf(x, decl.returns) : undefined;
  // While the body is checked, a recursive call sees the declared type.
  x.functions.set(name, { type: declared ?? ANY });
  if (name in BUILTIN_ARITY) x.error(CMP.duplicate, `'${name}' is a builtin; a function needs a name of its own`, decl.name.span);
  const alloc = { next: 0 };
  const sc = new Scope(alloc);
  for (const p of decl.params) sc.bind(p.name.name, typeOf(x, p.type));
  const body = x.expr(decl.body, sc);
  if (declared && !compatible(body.type, declared))
    x.error(CMP.typeMismatch, `'${name}' must give ${showType(declared)}, found ${showType(body.type)}`, decl.body.span);
  const entry = { type: declared ?? body.type, def: { params: decl.params.length, locals: alloc.next, expr: body.ir } };
  x.functions.set(name, entry);
  return entry;
}
