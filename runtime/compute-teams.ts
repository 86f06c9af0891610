import type { Ctx, Eval, Tables } from "./context.js";
import type { Program } from "./program.js";
import { compileExpr } from "./compile-expr.js";
import { filled } from "./values.js";

// Compiled once per program's tables: a start must not compile (and generate code) again.
const compiled = new WeakMap<Tables, Eval>();

// The teams of a game at its start, from the rules' `team = expr` (teams.ts says what they mean). Kept
// apart from teams.ts, which the builtins read, so the expression compiler and the builtins import no circle.

/** Each seat's team (the number of the team's first seat), from the program's `team` expression; undefined without one. */
export function computeTeams(program: Program, c: Ctx): number[] | undefined {
  const def = program.team;
  if (!def) return undefined;
  let ev = compiled.get(c.t);
  if (!ev) compiled.set(c.t, (ev = compileExpr(def.expr, c.t)));
  const values: unknown[] = [];
  for (let p = 0; p < c.s.players; p++) values.push(ev(c, { env: filled(def.locals, null), me: p, self: -1 }));
  return values.map((v) => values.findIndex((w) => JSON.stringify(w) === JSON.stringify(v)));
}
