import type { StmtIR, ZoneRefIR } from "./program.js";
import type { Ctx, Eval, Tables } from "./context.js";
import type { Frame } from "./state.js";
import type { Instr } from "./instr.js";
import { compileExpr } from "./compile-expr.js";
import { moveComponent, moveComponents, reveals, shuffleInto, shuffleSlot, viewersOf } from "./zone-ops.js";
import { idsOf, intOf } from "./values.js";
import { RuleError } from "./types.js";
import { memberIndex } from "./zone-family.js";

// Statements that move components between zones: move, give, draw, deal, shuffle and pass.

type ZoneStmt = Extract<StmtIR, { kind: "move" | "give" | "draw" | "deal" | "shuffle" | "rotate" }>;

/** Appends the instruction of a zone statement to `code`. */
export function compileZoneStmt(s: ZoneStmt, t: Tables, code: Instr[]): void {
  const at = s.at;
  switch (s.kind) {
    case "move": {
      const what = compileExpr(s.what, t);
      const to = zoneSlot(s.to, t, at);
      const bottom = s.bottom;
      const pc = code.length;
      code.push((c, _th, f) => {
        const ids = idsOf(what(c, f), at).slice();
        const dst = to(c, f);
        const from = moveComponents(c, ids, dst, bottom);
        if (ids.length) logMove(c, f, "move", ids, from, dst);
        return pc + 1;
      });
      return;
    }
    case "give": {
      // "Give it to a teammate": from the per-player zone it lies in (a zone of a family too) to that
      // zone of the receiver; a component in a shared zone has no owner to give it.
      const what = compileExpr(s.what, t);
      const to = compileExpr(s.player, t);
      const pc = code.length;
      code.push((c, _th, f) => {
        const ids = idsOf(what(c, f), at).slice();
        const receiver = intOf(to(c, f), at);
        if (!Number.isInteger(receiver) || receiver < 0 || receiver >= c.s.players)
          throw new RuleError("RUN4108", `'give' gives to a player, found ${JSON.stringify(receiver)}`, at);
        for (const id of ids) {
          const from = c.s.loc[id]!;
          const owner = c.L.slotOwner[from]!;
          if (owner < 0) {
            const zi = c.L.slotZone[from]!;
            const where = zi < 0 ? "the box" : `the shared zone '${c.t.program.zones[zi]!.name}'`;
            throw new RuleError("RUN4108", `'give' moves components out of a player's own zones; ${c.t.program.components[id]!.id} lies in ${where}`, at);
          }
          const dst = from - owner + receiver;
          if (dst === from) continue;
          moveComponent(c, id, dst, false);
          logMove(c, f, "move", [id], from, dst);
        }
        return pc + 1;
      });
      return;
    }
    case "draw": {
      const count = compileExpr(s.count, t);
      const from = zoneSlot(s.from, t, at);
      const to = zoneSlot(s.to, t, at);
      const pc = code.length;
      code.push((c, _th, f) => {
        const src = from(c, f);
        const dst = to(c, f);
        const ids = drawN(c, src, dst, intOf(count(c, f), at), refillOf(c, src));
        if (ids.length) logMove(c, f, "draw", ids, src, dst);
        return pc + 1;
      });
      return;
    }
    case "deal": {
      const count = compileExpr(s.count, t);
      const from = zoneSlot(s.from, t, at);
      const z = t.zoneIndex.get(s.to)!;
      const pc = code.length;
      code.push((c, _th, f) => {
        const src = from(c, f);
        const refill = refillOf(c, src);
        const n = intOf(count(c, f), at);
        for (let i = 0; i < n; i++)
          for (let p = 0; p < c.s.players; p++) drawN(c, src, c.L.base[z]! + p, 1, refill);
        c.log({ e: "deal", a: { count: n, to: s.to } });
        return pc + 1;
      });
      return;
    }
    case "shuffle": {
      const zone = zoneSlot(s.zone, t, at);
      const into = s.into ? zoneSlot(s.into, t, at) : undefined;
      const pc = code.length;
      code.push((c, _th, f) => {
        const src = zone(c, f);
        const dst = into ? into(c, f) : src;
        if (into) shuffleInto(c, src, dst);
        else shuffleSlot(c, src);
        // The zone's own name: for a zone of a family, the member (`deck[2]`).
        c.log({ e: "shuffle", a: { zone: c.t.program.zones[c.L.slotZone[dst]!]!.name } });
        return pc + 1;
      });
      return;
    }
    case "rotate": {
      const z = t.zoneIndex.get(s.zone)!;
      const step = s.direction === "left" ? 1 : -1;
      const pc = code.length;
      code.push((c) => {
        const n = c.s.players;
        const base = c.L.base[z]!;
        const old = c.s.zones.slice(base, base + n);
        for (let p = 0; p < n; p++) {
          const dst = base + ((p + step + n) % n);
          c.s.zones[dst] = old[p]!;
          for (const id of old[p]!) c.s.loc[id] = dst;
          // Passing a hidden hand shows it to its new owner: undo may not go back past that.
          if (!c.barrier && old[p]!.length && reveals(c, base + p, dst)) c.barrier = true;
        }
        c.log({ e: "pass", a: { zone: s.zone, dir: s.direction } });
        return pc + 1;
      });
      return;
    }
  }
}

function zoneSlot(z: ZoneRefIR, t: Tables, at: StmtIR["at"]): Eval {
  if (z.key) {
    // One zone of a family, picked by the key's value at run time.
    const zi = memberIndex(t.families, z.name, compileExpr(z.key, t), at);
    if (!z.of) return (c, f) => c.L.base[zi(c, f)]!;
    const of = compileExpr(z.of, t);
    return (c, f) => c.L.base[zi(c, f)]! + of(c, f);
  }
  const zi = t.zoneIndex.get(z.name)!;
  if (!z.of) return (c) => c.L.base[zi]!;
  const of = compileExpr(z.of, t);
  return (c, f) => c.L.base[zi]! + of(c, f);
}

/** The zone a draw from slot `src` refills from (-1: none). */
function refillOf(c: Ctx, src: number): number {
  return c.t.refills[c.L.slotZone[src]!]!;
}

/** Draws up to n from the top of `src` to `dst`, refilling `src` from zone `refill` (shared) when empty. */
function drawN(c: Ctx, src: number, dst: number, n: number, refill: number): number[] {
  const out: number[] = [];
  const zone = c.s.zones[src]!;
  for (let i = 0; i < n; i++) {
    if (!zone.length && refill >= 0) {
      const r = c.L.base[refill]!;
      if (!c.s.zones[r]!.length) break;
      shuffleInto(c, r, src);
      c.log({ e: "refill", a: { zone: c.t.program.zones[c.L.slotZone[src]!]!.name } });
    }
    const id = zone[zone.length - 1];
    if (id === undefined) break;
    moveComponent(c, id, dst, false);
    out.push(id);
  }
  return out;
}

function logMove(c: Ctx, f: Frame, e: string, ids: number[], from: number, to: number): void {
  if (!c.logging) return;
  const seen = viewersOf(c, from, to);
  const ev = { e, p: f.me, a: { c: ids.slice(), from: from, to: to }, ...(seen ? { seen } : {}) };
  c.log(ev);
}
