import type { ExprIR } from "./program.js";
import type { Eval, FrameLike, Tables } from "./context.js";
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
  // Frames are reused from call to call (an expression's locals never outlive it); `busy` counts
  // the calls of this site in progress, so a call made while another runs gets a frame of its own.
  const frames: FrameLike[] = [];
  let busy = 0;
  return (c, f) => {
    if (!body) body = compile(def.expr);
    const frame = (frames[busy] ??= { env: filled(size, null as unknown), me: 0, self: -1 });
    busy++;
    try {
      const env = frame.env;
      for (let i = 0; i < args.length; i++) env[i] = args[i]!(c, f);
      frame.me = f.me;
      frame.self = f.self;
      // A function that calls itself without end would recurse until the JavaScript stack ran out.
      if (++c.depth > MAX_EXPR_DEPTH) throw new RuleError(RUN.tooDeep.code, `functions call each other more than ${MAX_EXPR_DEPTH} deep (an endless recursion?)`, e.at);
      const v = body(c, frame);
      c.depth--;
      return v;
    } finally {
      busy--;
    }
  };
}
