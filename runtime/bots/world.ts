import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";

// A world is a full game state that agrees with everything one seat has seen and fills every
// slot that seat cannot see from a hypothesis. Nothing hidden in the real game survives into it:
// all unseen slots are rewritten, so a bot reasoning over worlds cannot peek.

/** Slots a seat cannot see that hold components, and the components in them. */
export interface Unseen {
  slots: number[];
  /** Unseen components by data type, in catalogue order (the order says nothing about where they are). */
  pool: Map<string, number[]>;
}

/** What seat `p` cannot see in state `s`. */
export function unseen(engine: Engine, s: GameState, p: number): Unseen {
  const L = engine.layout(s.players);
  const slots: number[] = [];
  const pool = new Map<string, number[]>();
  for (let slot = 0; slot < s.zones.length; slot++) {
    // A box (the hidden one, or a zone `out of play`) holds what is out of the game; it is never part of a hypothesis.
    if (L.outOfPlay[slot] || L.visible[slot]![p] || !s.zones[slot]!.length) continue;
    slots.push(slot);
  }
  const hidden = new Set(slots);
  engine.program.components.forEach((c, id) => {
    if (!hidden.has(s.loc[id]!)) return;
    let ids = pool.get(c.type);
    if (!ids) pool.set(c.type, (ids = []));
    ids.push(id);
  });
  return { slots, pool };
}

/**
 * Rewrites the unseen slots of `s` (in place): each slot listed in `fixed` gets those components,
 * and the remaining unseen components fill the other unseen slots in catalogue order, keeping
 * every slot's size. Returns false when the hypothesis does not fit (a component used twice, or
 * a component of the wrong type).
 */
export function fillUnseen(engine: Engine, s: GameState, view: Unseen, fixed: Map<number, number[]>): boolean {
  const L = engine.layout(s.players);
  const used = new Set<number>();
  for (const [slot, ids] of fixed) {
    const type = engine.program.zones[L.slotZone[slot]!]!.of;
    for (const id of ids) {
      if (used.has(id) || engine.program.components[id]?.type !== type) return false;
      used.add(id);
    }
  }
  const rest = new Map<string, number[]>();
  for (const [type, ids] of view.pool) rest.set(type, ids.filter((id) => !used.has(id)));
  for (const slot of view.slots) {
    const size = s.zones[slot]!.length;
    const type = engine.program.zones[L.slotZone[slot]!]?.of;
    const ids = fixed.get(slot) ?? (type ? (rest.get(type) ?? []).splice(0, size) : s.zones[slot]!.slice());
    if (ids.length !== size) return false;
    s.zones[slot] = ids.slice();
    for (const id of ids) s.loc[id] = slot;
  }
  return true;
}

/** A copy of `s` in which everything seat `p` cannot see is dealt anew at random (for bots that sample). */
export function resample(engine: Engine, s: GameState, p: number, rng: () => number): GameState {
  return dealUnseen(engine, s, unseen(engine, s, p), rng);
}

/** A copy of `s` with the slots of `view` dealt anew from its pool at random (`resample` with what a seat cannot see worked out once). */
export function dealUnseen(engine: Engine, s: GameState, view: Unseen, rng: () => number): GameState {
  const pool = new Map<string, number[]>();
  for (const [type, ids] of view.pool) {
    const shuffled = ids.slice();
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    pool.set(type, shuffled);
  }
  const w = engine.clone(s);
  fillUnseen(engine, w, { slots: view.slots, pool }, new Map());
  return w;
}
