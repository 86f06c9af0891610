import type { Ctx } from "./context.js";
import type { Program } from "./program.js";
import type { GameState } from "./state.js";
import { compileExpr } from "./compile-expr.js";
import { filled } from "./values.js";

// Teams: seats that play together share their win or loss. The rules' `team = expr` gives each seat a
// value at the start; seats with equal values form a team, numbered by their first seat. Without a
// declaration every seat is a team of its own.

/** Each seat's team (the number of the team's first seat), from the program's `team` expression; undefined without one. */
export function computeTeams(program: Program, c: Ctx): number[] | undefined {
  const def = program.team;
  if (!def) return undefined;
  const ev = compileExpr(def.expr, c.t);
  const values: unknown[] = [];
  for (let p = 0; p < c.s.players; p++) values.push(ev(c, { env: filled(def.locals, null), me: p, self: -1 }));
  return values.map((v) => values.findIndex((w) => JSON.stringify(w) === JSON.stringify(v)));
}

/** The seats of `p`'s team, in seat order (just `p` when the game has no teams). */
export function teamSeats(s: GameState, p: number): number[] {
  const t = s.teams;
  if (!t) return [p];
  const out: number[] = [];
  for (let q = 0; q < t.length; q++) if (t[q] === t[p]) out.push(q);
  return out;
}

/** Every seat on the team of any of `seats`, sorted: a win or loss is shared by the whole team. */
export function withTeams(s: GameState, seats: number[]): number[] {
  if (!s.teams) return [...new Set(seats)].sort((a, b) => a - b);
  const teams = new Set(seats.map((p) => s.teams![p]));
  return s.teams.flatMap((t, p) => (teams.has(t) ? [p] : []));
}
