import type { ProcDecl } from "../dsl/index.js";
import type { ProcDef } from "../runtime/index.js";
import type { ExprChecker } from "./check-expr.js";
import type { StmtChecker } from "./check-stmt.js";
import type { Expansions } from "./expansions.js";
import { CMP } from "./messages.js";
import { Scope, type BodyAlloc } from "./scope.js";
import type { Symbols } from "./symbols.js";
import { BOOL, showType } from "./value-types.js";

/**
 * Checks every `replace proc` against the base procedure it replaces and attaches its body to it: an
 * expansion's as a variant the runtime picks while its option is on, a module's as the branch taken
 * while its condition holds. One procedure is replaced by one folder at most (CMP3073): with two, one
 * of them would silently lose.
 */
export function lowerReplacements(sym: Symbols, procs: Record<string, ProcDef>, expansions: Expansions, x: ExprChecker, st: StmtChecker): void {
  const first = new Map<string, ProcDecl>();
  for (const r of sym.replacements) {
    const owner = expansions.ownerOf(r.span.file);
    const base = sym.procs.get(r.name.name);
    const def = procs[r.name.name];
    const prev = first.get(r.name.name);
    if (prev) {
      const where = (d: ProcDecl) => `${expansions.folderOf(d.span.file) ?? "the base game"} (${d.span.file})`;
      x.error(CMP.duplicateReplace, `'${r.name.name}' is replaced twice: by ${where(prev)} and by ${where(r)}`, r.name.span, `${CMP.duplicateReplace.hint}; the other replacement is in ${prev.span.file}`);
      continue;
    }
    first.set(r.name.name, r);
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
    if (!ok) continue;
    if (owner !== undefined) {
      (def.replacements ??= []).push({ expansion: owner, body: { locals: alloc.next, block } });
      continue;
    }
    const gate = expansions.gateOf(r.span.file);
    if (!gate) continue; // a `replace` in the base game: reported by collectExpansions
    // A module's body and the base game's share the frame: only one of them runs, so their locals may overlap.
    const cond = x.expect(gate, new Scope({ next: 0 }), BOOL, "the module's condition").ir;
    def.body = { locals: Math.max(def.body.locals, alloc.next), block: [{ kind: "if", cond, then: block, else: def.body.block, at: x.at(r.name.span) }] };
  }
}
