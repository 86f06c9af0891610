import type { GameState } from "./state.js";

// Teams: seats that play together share their win or loss. The rules' `team = expr` gives each seat a
// value at the start; seats with equal values form a team, numbered by their first seat. Without a
// declaration every seat is a team of its own. What a team is made of is computed once, at the
// start (compute-teams.ts), so this file, read by the builtins, imports no expression compiler.

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
