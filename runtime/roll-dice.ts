import type { StmtIR } from "./program.js";
import type { Tables } from "./context.js";
import type { Instr } from "./instr.js";
import { compileExpr } from "./compile-expr.js";
import { randomInt } from "./rng.js";
import { writableRow } from "./shared-rows.js";
import { idsOf } from "./values.js";

// `roll dice`: each die, in the order given, draws one of its own faces from the seeded generator
// (one draw per die, as `random(0, faces - 1)` would, so rules rewritten with `roll` replay alike).

/** Compiles a `roll` statement into an instruction appended to `code`. */
export function compileRoll(s: Extract<StmtIR, { kind: "roll" }>, t: Tables, code: Instr[]): void {
  const dice = compileExpr(s.what, t);
  const faces = t.fields.get("faces") ?? [];
  const a = s.attr;
  const at = s.at;
  const pc = code.length;
  code.push((c, _th, f) => {
    const v = dice(c, f);
    const ids = typeof v === "number" ? [v] : idsOf(v, at);
    if (!ids.length) return pc + 1;
    const row = writableRow(c.s.attrs, a);
    for (const id of ids) {
      const own = faces[id];
      if (!Array.isArray(own) || !own.length) continue;
      const [i, rng] = randomInt(c.s.rng, 0, own.length - 1);
      c.s.rng = rng;
      row[id] = own[i] ?? null;
    }
    // Chance was drawn: no undo across it.
    c.barrier = true;
    return pc + 1;
  });
}
