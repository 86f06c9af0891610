import type { FlowAction, StmtIR } from "./program.js";
import type { Ctx, Tables } from "./context.js";
import type { GameState, LastingEntry } from "./state.js";
import type { Instr } from "./instr.js";
import { compileExpr } from "./compile-expr.js";
import { intOf } from "./values.js";

// Lasting effects: additions to a modifier kept in state with how long they hold. The flow ends
// them: at each new step the step's own ones (and any `during` block left early), at each new pass
// of a phase (or when the flow leaves it) that phase's ones. A modifier's value is the sum of the
// additions in force, so no rule ever has to undo one.

/** Compiles `lasting` and `clear`; a `during` body is emitted by `emit` between adding and removing. */
export function compileLasting(s: Extract<StmtIR, { kind: "lasting" | "clear" }>, t: Tables, code: Instr[], emit: (stmts: StmtIR[]) => void): void {
  const of = s.of ? compileExpr(s.of, t) : undefined;
  const name = s.modifier;
  const at = s.at;
  if (s.kind === "clear") {
    const pc = code.length;
    code.push((c, _th, f) => {
      const seat = of ? (of(c, f) as number) : -1;
      if (c.s.lasting) keep(c.s, (l) => !(l.modifier === name && l.seat === seat));
      return pc + 1;
    });
    return;
  }
  const e = compileExpr(s.value, t);
  const until = s.until;
  const pc = code.length;
  code.push((c, _th, f) => {
    const entry: LastingEntry = { modifier: name, seat: of ? (of(c, f) as number) : -1, value: intOf(e(c, f), at), until };
    c.s.lasting = c.s.lasting ? [...c.s.lasting, entry] : [entry];
    return pc + 1;
  });
  if (!s.body) return;
  emit(s.body);
  // Blocks nest, so the last `during` addition of this modifier still in force is this block's.
  const end = code.length;
  code.push((c, _th, f) => {
    const list = c.s.lasting;
    const seat = of ? (of(c, f) as number) : -1;
    if (list)
      for (let i = list.length - 1; i >= 0; i--) {
        const l = list[i]!;
        if (l.until === "(block)" && l.modifier === name && l.seat === seat) {
          c.s.lasting = list.length === 1 ? undefined : [...list.slice(0, i), ...list.slice(i + 1)];
          break;
        }
      }
    return end + 1;
  });
}

/** Ends what the flow's actions end: each new step its own and its phases' leftovers, each new pass of a phase the pass before's. */
export function endLastingAt(c: Ctx, actions: readonly FlowAction[]): void {
  if (!c.s.lasting) return;
  // Each ending only removes entries, so ending them all before the actions run changes nothing.
  for (const a of actions) {
    if (a.type === "runStep") endLastingForStep(c, a.params.step);
    else if (a.type === "addCounter") endLastingForPhase(c, a.params.counter);
  }
}

/** Ends what a new flow step ends: step-long additions, `during` ones left early, and those of phases the step is not in. */
export function endLastingForStep(c: Ctx, step: string): void {
  if (!c.s.lasting) return;
  const path = step.split("/");
  keep(c.s, (l) => l.until !== "(step)" && l.until !== "(block)" && (l.until === "(removed)" || path.includes(l.until)));
}

/** Ends the additions of a phase at its new pass (its counter advances). */
export function endLastingForPhase(c: Ctx, phase: string): void {
  if (c.s.lasting) keep(c.s, (l) => l.until !== phase);
}

function keep(s: GameState, test: (l: LastingEntry) => boolean): void {
  const next = s.lasting!.filter(test);
  s.lasting = next.length ? next : undefined;
}
