import type { Ctx, Eval, FrameLike } from "./context.js";
import type { ValueType } from "./program.js";
import type { LogEvent } from "./types.js";
import { intOf } from "./values.js";
import { withTeams } from "./teams.js";

// Game ends and log arguments: the parts of statements that build result or event data.

/** Ends the game with the given seats (and their teams) as winners, or, for `lose`, everyone else. */
export function endByWin(c: Ctx, seats: number[], lose = false): void {
  const named = withTeams(c.s, seats);
  const winners = lose ? Array.from({ length: c.s.players }, (_, p) => p).filter((p) => !named.includes(p)) : named;
  // Nobody left to win: the game (its automaton) beat every seat, which is not a draw.
  c.s.result = lose && winners.length === 0 ? { winners, lost: true } : { winners };
  c.log({ e: "win", a: { winners: c.s.result.winners.map((p) => ({ p })) } });
}

/** Ends the game ranking seats by keys (higher is better, compared in order); full ties share the win. */
export function endByRank(c: Ctx, keys: Eval[], slot: number, f: FrameLike, labels?: string[]): void {
  const scores: number[][] = [];
  for (let p = 0; p < c.s.players; p++) {
    f.env[slot] = p;
    scores.push(keys.map((k) => intOf(k(c, f), [0, 0, 0])));
  }
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  let best = scores[0]!;
  for (const s of scores) if (cmp(s, best) > 0) best = s;
  const winners = withTeams(c.s, scores.flatMap((s, p) => (cmp(s, best) === 0 ? [p] : [])));
  c.s.result = labels ? { winners, scores, labels } : { winners, scores };
  c.log({ e: "rank", a: { winners: winners.map((p) => ({ p })), scores, ...(labels ? { labels } : {}) } });
}

/** Builds a `log` statement's event, tagging components and seats so views can redact them. */
export function logArgs(c: Ctx, event: string, me: number, args: { name: string; e: Eval; vt: ValueType }[], f: FrameLike): LogEvent {
  const a: Record<string, unknown> = {};
  const comps: number[] = [];
  for (const arg of args) a[arg.name] = tag(arg.vt, arg.e(c, f), comps);
  const ev: LogEvent = { e: event, p: me, a };
  if (comps.length) {
    // An argument is shown to whoever can see every named component where it lies now.
    const seen: number[] = [];
    for (let p = 0; p < c.s.players; p++) if (comps.every((id) => c.L.visible[c.s.loc[id]!]![p])) seen.push(p);
    if (seen.length < c.s.players) ev.seen = seen;
  }
  return ev;
}

function tag(vt: ValueType, v: unknown, comps: number[]): unknown {
  if (v === null || v === undefined) return null;
  if (vt.kind === "component") {
    comps.push(v as number);
    return { c: v };
  }
  if (vt.kind === "player") return { p: v };
  if (vt.kind === "list" && Array.isArray(v)) return v.map((x) => tag(vt.of, x, comps));
  return v;
}
