import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import { waitingThreads } from "../interpreter.js";

/**
 * Everything seat `p` can see in a state, as one string: the contents of visible slots, counters,
 * marks and attributes of visible components, who owes a decision (and p's own options), and the
 * result. Two states with the same digest look the same to p.
 */
export function visibleDigest(engine: Engine, s: GameState, p: number): string {
  const L = engine.layout(s.players);
  const parts: string[] = [];
  for (let slot = 0; slot < s.zones.length; slot++) {
    const z = s.zones[slot]!;
    parts.push(L.visible[slot]?.[p] ? z.join(",") : String(z.length));
  }
  parts.push(JSON.stringify(s.counters));
  const seen = (id: number) => L.visible[s.loc[id]!]?.[p] === true;
  for (const m of s.marks) parts.push(m.map((v, id) => (v && seen(id) ? id : "")).join(""));
  for (const a of s.attrs) parts.push(a.map((v, id) => (seen(id) ? v : "")).join(","));
  for (const th of waitingThreads(s.thread)) {
    const w = th.w!;
    parts.push(w.p === p ? `${w.p}:${w.c}:${w.d.join(",")}` : `${w.p}:${w.c}`);
  }
  parts.push(s.result ? s.result.winners.join(",") : "-");
  return parts.join("|");
}
