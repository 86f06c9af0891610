import type { ProcDef } from "../runtime/index.js";
import type { ExprChecker } from "./check-expr.js";
import type { StmtChecker } from "./check-stmt.js";
import type { Expansions } from "./expansions.js";
import { CMP } from "./messages.js";
import { Scope, type BodyAlloc } from "./scope.js";
import type { Symbols } from "./symbols.js";
import { showType } from "./value-types.js";

/** Checks every `replace proc` against the base procedure it replaces and attaches its body to it. */
export function lowerReplacements(sym: Symbols, procs: Record<string, ProcDef>, expansions: Expansions, x: ExprChecker, st: StmtChecker): void {
  for (const r of sym.replacements) {
    const owner = expansions.ownerOf(r.span.file);
    const base = sym.procs.get(r.name.name);
    const def = procs[r.name.name];
    if (!base || !def) {
      x.error(CMP.replace, `there is no procedure '${r.name.name}' to replace`, r.name.span);
      continue;
    }
    if (base.params.length !== r.params.length) {
      x.error(CMP.replace, `'${r.name.name}' takes ${base.params.length} parameter(s) in the base game, not ${r.params.length}`, r.name.span);
      continue;
    }
    const returns = base.returns ? st.paramType(base.returns) : undefined;
    if (showType(r.returns ? st.paramType(r.returns) : { kind: "none" }) !== showType(returns ?? { kind: "none" })) {
      x.error(CMP.replace, `'${r.name.name}' must return ${returns ? showType(returns) : "nothing"}, as in the base game`, r.name.span);
      continue;
    }
    const alloc: BodyAlloc = { next: 0, proc: r.name.name, ...(returns ? { returns } : {}) };
    const scope = new Scope(alloc);
    let ok = true;
    r.params.forEach((p, i) => {
      const mine = st.paramType(p.type);
      const theirs = st.paramType(base.params[i]!.type);
      if (showType(mine) !== showType(theirs)) {
        x.error(CMP.replace, `parameter '${p.name.name}' must be ${showType(theirs)}, as in the base game, not ${showType(mine)}`, p.span);
        ok = false;
      }
      scope.bind(p.name.name, mine);
    });
    const block = st.block(r.body, scope);
    if (!ok || owner === undefined) continue;
    (def.replacements ??= []).push({ expansion: owner, body: { locals: alloc.next, block } });
  }
}
