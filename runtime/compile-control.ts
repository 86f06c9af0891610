import type { StmtIR } from "./program.js";
import type { Ctx, Tables } from "./context.js";
import type { Thread } from "./state.js";
import type { Instr } from "./instr.js";
import { compileExpr } from "./compile-expr.js";
import { listOf, truthy } from "./values.js";

// Early exit and priority lists. `return` pops the running frame (handing a procedure's value to the
// caller's `into` slot); `end turn` unwinds frames to the innermost `as` block still running and
// resumes at its end, found from the bodies' static `as` ranges, so `as` itself costs nothing extra;
// `end step` empties the thread.

/** Signal: the running frame changed (popped or unwound); the interpreter fetches the top frame again. */
export const RETURNED = -5;

/** What the control compilers need from the body compiler. */
export interface ControlScope {
  code: Instr[];
  next: { slot: number };
  /** Compiles statements into `code` at its end. */
  emit(stmts: StmtIR[]): void;
}

/** Compiles `return`, `end` and `firstOf`. */
export function compileControl(s: Extract<StmtIR, { kind: "return" | "end" | "firstOf" }>, t: Tables, sc: ControlScope): void {
  const code = sc.code;
  switch (s.kind) {
    case "return": {
      const e = s.value ? compileExpr(s.value, t) : undefined;
      code.push((c, th, f) => {
        const v = e ? e(c, f) : null;
        th.stack.pop();
        const into = f.result;
        if (into !== undefined) {
          const caller = th.stack[th.stack.length - 1];
          if (caller) caller.env[into] = v;
        }
        return RETURNED;
      });
      return;
    }
    case "end":
      if (s.ends === "step")
        code.push((_c, th) => {
          th.stack.length = 0;
          return RETURNED;
        });
      else code.push((c, th) => endTurn(c, th));
      return;
    case "firstOf": {
      const list = compileExpr(s.list, t);
      const where = compileExpr(s.where, t);
      const slot = s.slot;
      const at = s.at;
      const toElse = { to: 0 };
      const pc = code.length;
      code.push((c, _th, f) => {
        const items = listOf(list(c, f), at);
        for (let i = 0; i < items.length; i++) {
          f.env[slot] = items[i];
          if (truthy(where(c, f))) return pc + 1;
        }
        f.env[slot] = null;
        return toElse.to;
      });
      sc.emit(s.body);
      if (s.else) {
        const toEnd = { to: 0 };
        code.push(() => toEnd.to);
        toElse.to = code.length;
        sc.emit(s.else);
        toEnd.to = code.length;
      } else toElse.to = code.length;
      return;
    }
  }
}

// The innermost running `as` block: the deepest frame whose pc lies inside one of its body's `as`
// ranges (start, end]; frames above it are dropped and it resumes at the block's end, which
// restores `me`. With no `as` running, the turn is the flow step.
function endTurn(c: Ctx, th: Thread): number {
  for (let i = th.stack.length - 1; i >= 0; i--) {
    const f = th.stack[i]!;
    const ranges = c.t.bodyTurns(f.body);
    let best = -1;
    for (let k = 0; k < ranges.length; k += 2)
      if (ranges[k]! < f.pc && f.pc <= ranges[k + 1]! && (best < 0 || ranges[k]! > ranges[best]!)) best = k;
    if (best >= 0) {
      th.stack.length = i + 1;
      f.pc = ranges[best + 1]!;
      return RETURNED;
    }
  }
  th.stack.length = 0;
  return RETURNED;
}
