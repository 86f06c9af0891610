import type { ExprIR } from "./program.js";
import type { Eval, Tables } from "./context.js";
import { RuleError } from "./types.js";
import { MAX_EXPR_DEPTH } from "./limits.js";
import { RUN } from "./messages.js";
import { filled } from "./values.js";

// A call of a declared pure function: its arguments fill the first slots of a fresh frame, which
// sees the caller's `me` and `self`. Bodies compile on first use, since functions may call each
// other (or themselves).

/** Compiles a `fn` node; `compile` compiles the function's body expression. */
export function compileFunctionCall(e: Extract<ExprIR, { kind: "fn" }>, t: Tables, compile: (e: ExprIR) => Eval): Eval {
  const args = e.args.map(compile);
  const def = t.program.functions?.[e.name];
  if (!def) throw new RuleError("RUN4100", `unknown function '${e.name}' in program`, e.at);
  const size = def.locals;
  let body: Eval | undefined;
  return (c, f) => {
    if (!body) body = compile(def.expr);
    const env = filled(size, null as unknown);
    for (let i = 0; i < args.length; i++) env[i] = args[i]!(c, f);
    // A function that calls itself without end would recurse until the JavaScript stack ran out.
    if (++c.depth > MAX_EXPR_DEPTH) throw new RuleError(RUN.tooDeep.code, `functions call each other more than ${MAX_EXPR_DEPTH} deep (an endless recursion?)`, e.at);
    const v = body(c, { env, me: f.me, self: f.self });
    c.depth--;
    return v;
  };
}
