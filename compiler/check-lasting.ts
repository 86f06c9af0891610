import type { AddStmt, ClearStmt } from "../dsl/index.js";
import type { ExprIR, StmtIR } from "../runtime/index.js";
import type { ExprCheck as ExprChecker } from "./checker.js";
import type { StmtCheck as StmtChecker } from "./checker.js";
import { closestMatch } from "./content/index.js";
import { CMP } from "./messages.js";
import type { Scope } from "./scope.js";
import { INT, PLAYER } from "./value-types.js";

// Lasting effects: `modifier checkBonus per player` declares a number the rules read where the
// rulebook applies it (a hook point); `add -1 to my checkBonus until end of turn` adds to it for a
// while. A modifier's value is the sum of the additions in force.

/** Checks `add/subtract ... to a modifier` with its duration (or reports a counter given one). */
export function checkLastingAdd(st: StmtChecker, x: ExprChecker, s: AddStmt, sc: Scope): StmtIR | undefined {
  const m = x.sym.modifiers.get(s.target.name.name);
  if (!m) {
    if (s.lasting) x.error(CMP.lasting, `'${s.target.name.name}' is not a modifier: only modifiers take a duration`, s.lasting.span, "declare it with `modifier NAME` (per player)");
    return undefined;
  }
  const at = x.at(s.span);
  const of = ownerOf(x, s.target, m.perPlayer, sc);
  const e = x.expect(s.amount, sc, INT, "the amount").ir;
  const amount: ExprIR = s.negate ? { kind: "neg", operand: e, at: e.at } : e;
  const base = { kind: "lasting" as const, modifier: m.name.name, ...of, value: amount, at };
  if (!s.lasting) {
    x.error(CMP.lasting, `an addition to the modifier '${m.name.name}' needs a duration`, s.span, "add `until end of step`, `until end of PHASE`, `until removed` or `during { ... }`");
    return { ...base, until: "(removed)" };
  }
  switch (s.lasting.kind) {
    case "Step":
      return { ...base, until: "(step)" };
    case "Removed":
      return { ...base, until: "(removed)" };
    case "During":
      return { ...base, until: "(block)", body: st.block(s.lasting.body, sc) };
    case "Phase": {
      const name = s.lasting.phase.name;
      if (!x.sym.counters.get(name)?.phase) {
        const phases = [...x.sym.counters].filter(([, c]) => c.phase).map(([n]) => n);
        const near = closestMatch(name, phases);
        x.error(CMP.lasting, `'${name}' is not a phase of the flow`, s.lasting.phase.span, near ? `did you mean '${near}'?` : `phases: ${phases.join(", ") || "none"}; or write 'until end of step'`);
      }
      return { ...base, until: name };
    }
  }
}

/** Checks `clear REF`: the target must be a modifier. */
export function checkClear(x: ExprChecker, s: ClearStmt, sc: Scope): StmtIR {
  const at = x.at(s.span);
  const m = x.sym.modifiers.get(s.target.name.name);
  if (!m) {
    const near = closestMatch(s.target.name.name, x.sym.modifiers.keys());
    x.error(CMP.lasting, `'${s.target.name.name}' is not a modifier`, s.target.name.span, near ? `did you mean '${near}'?` : "declare it with `modifier NAME`");
    return { kind: "clear", modifier: s.target.name.name, at };
  }
  return { kind: "clear", modifier: m.name.name, ...ownerOf(x, s.target, m.perPlayer, sc), at };
}

function ownerOf(x: ExprChecker, target: AddStmt["target"], perPlayer: boolean, sc: Scope) {
  if (perPlayer && !target.of) x.error(CMP.perPlayerNeedsOf, `'${target.name.name}' is a per-player modifier`, target.name.span);
  if (!perPlayer && target.of) x.error(CMP.notPerPlayer, `'${target.name.name}' is a shared modifier`, target.name.span);
  return target.of && perPlayer ? { of: x.expect(target.of, sc, PLAYER, "the player after 'of'").ir } : {};
}
