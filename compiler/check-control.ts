import type { Stmt } from "../dsl/index.js";
import type { StmtIR } from "../runtime/index.js";
import type { ExprCheck as ExprChecker } from "./checker.js";
import type { StmtCheck as StmtChecker } from "./checker.js";
import { CMP } from "./messages.js";
import type { Scope } from "./scope.js";
import { ANY } from "./value-types.js";

// Checks the control statements: `return`, `end turn` / `end step`, `let x = call p()` and the
// priority list `first of`. The `when` form of `first of` lowers to an if/else-if chain.

type ControlStmt = Extract<Stmt, { kind: "Return" | "End" | "LetCall" | "FirstOf" }>;

/** Checks one control statement and lowers it to IR. */
export function checkControl(st: StmtChecker, x: ExprChecker, s: ControlStmt, sc: Scope): StmtIR {
  const at = x.at(s.span);
  switch (s.kind) {
    case "Return": {
      if (sc.inParallel) x.error(CMP.returnInParallel, "'return' inside 'simultaneously' would end one player's part only", s.span);
      if (!s.value) return { kind: "return", at };
      const want = sc.body.returns;
      if (!want) {
        const where = sc.body.proc ? `'${sc.body.proc}' declares no result` : "only a procedure gives a value back";
        x.error(CMP.returnValue, `'return' with a value: ${where}`, s.value.span);
        return { kind: "return", value: x.expr(s.value, sc).ir, at };
      }
      return { kind: "return", value: x.expect(s.value, sc, want, `what '${sc.body.proc}' returns`).ir, at };
    }
    case "End":
      return { kind: "end", ends: s.what, at };
    case "LetCall": {
      const call = st.call(s.call, sc);
      const proc = x.sym.procs.get(s.call.proc.name);
      if (proc && !proc.returns)
        x.error(CMP.returnValue, `'${s.call.proc.name}' gives nothing back`, s.call.proc.span, `declare its result: proc ${s.call.proc.name}(...): int { ... return ... }`);
      const type = proc?.returns ? st.paramType(proc.returns) : ANY;
      st.letOnce(s.name, sc);
      const slot = sc.bind(s.name.name, type);
      return { ...call, result: slot };
    }
    case "FirstOf": {
      if (s.each) {
        const list = x.collection(s.each.list, sc, "the list of 'first of'");
        const inner = sc.child();
        const slot = inner.bind(s.each.name.name, list.element);
        const where = x.cond(s.each.where, inner, "the condition after 'where'").ir;
        const body = st.block(s.each.body, inner);
        return { kind: "firstOf", slot, list: list.ir, where, body, ...(s.otherwise ? { else: st.block(s.otherwise, sc) } : {}), at };
      }
      if (!s.alternatives.length) x.error(CMP.emptyFirstOf, "'first of' lists no alternative", s.span);
      // `first of { when a {..} when b {..} } else {..}` is `if a {..} else if b {..} else {..}`.
      let rest: StmtIR[] | undefined = s.otherwise ? st.block(s.otherwise, sc) : undefined;
      for (let i = s.alternatives.length - 1; i >= 0; i--) {
        const alt = s.alternatives[i]!;
        const node: StmtIR = { kind: "if", cond: x.cond(alt.when, sc, "the condition after 'when'").ir, then: st.block(alt.body, sc), ...(rest ? { else: rest } : {}), at: x.at(alt.span) };
        rest = [node];
      }
      return rest?.[0] ?? { kind: "if", cond: { kind: "lit", value: false, at }, then: [], at };
    }
  }
}
