import type { Ctx } from "./context.js";
import { shuffleInPlace } from "./rng.js";

// Moving components between zones keeps `zones` and `loc` in step, and notes reveals for undo.

/** Moves component `id` to the top (or bottom) of zone slot `to`; returns the slot it left. */
export function moveComponent(c: Ctx, id: number, to: number, bottom: boolean): number {
  const s = c.s;
  const from = s.loc[id]!;
  const src = s.zones[from]!;
  // Most moves take the top card, so look from the end.
  const i = src.lastIndexOf(id);
  // Closed up by hand: `splice` would build an array of the removed element on every move.
  const last = src.length - 1;
  for (let j = i; j < last; j++) src[j] = src[j + 1]!;
  src.pop();
  if (bottom) s.zones[to]!.unshift(id);
  else s.zones[to]!.push(id);
  s.loc[id] = to;
  if (!c.barrier && reveals(c, from, to)) c.barrier = true;
  return from;
}

/**
 * Moves components `ids` to slot `to` one after the other, as `moveComponent` would, and returns the
 * slot the last one left. Many components leaving a large zone (a supply of a thousand markers) are
 * taken out in one pass over each zone they leave instead of one search and splice per component;
 * the zones end up exactly as the one-by-one moves leave them.
 */
export function moveComponents(c: Ctx, ids: readonly number[], to: number, bottom: boolean): number {
  const s = c.s;
  let from = -1;
  if (ids.length < 8) {
    for (let i = 0; i < ids.length; i++) from = moveComponent(c, ids[i]!, to, bottom);
    return from;
  }
  // A component listed twice moves twice (and ends where its last move puts it): one by one then.
  const mark = stampMoving(ids, s.loc.length);
  if (mark < 0) {
    for (let i = 0; i < ids.length; i++) from = moveComponent(c, ids[i]!, to, bottom);
    return from;
  }
  const left = new Set<number>();
  for (let i = 0; i < ids.length; i++) {
    const slot = s.loc[ids[i]!]!;
    if (!left.has(slot)) {
      left.add(slot);
      if (!c.barrier && reveals(c, slot, to)) c.barrier = true;
    }
  }
  from = s.loc[ids[ids.length - 1]!]!;
  for (const slot of left) {
    const src = s.zones[slot]!;
    let k = 0;
    for (let i = 0; i < src.length; i++) if (stamps[src[i]!] !== mark) src[k++] = src[i]!;
    src.length = k;
  }
  const dst = s.zones[to]!;
  if (bottom) {
    // One by one, each goes under the others: the last one listed ends at the very bottom.
    const under = ids.slice().reverse();
    dst.unshift(...under);
  } else for (let i = 0; i < ids.length; i++) dst.push(ids[i]!);
  for (let i = 0; i < ids.length; i++) s.loc[ids[i]!] = to;
  return from;
}

// Which components are moving, as a stamp per component id (this call's number), so a zone of a
// thousand is filtered without building a set for every move.
let stamps = new Int32Array(0);
let stamp = 0;

// Stamps `ids` with a new number and returns it, or -1 when one is listed twice (or is no component id).
function stampMoving(ids: readonly number[], components: number): number {
  if (stamps.length < components) stamps = new Int32Array(components);
  if (++stamp > 0x3fffffff) {
    stamps.fill(0);
    stamp = 1;
  }
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (!(id >= 0 && id < components && Number.isInteger(id)) || stamps[id] === stamp) return -1;
    stamps[id] = stamp;
  }
  return stamp;
}

/** Whether a move from one slot to another shows a component to someone who could not see it. */
export function reveals(c: Ctx, from: number, to: number): boolean {
  const a = c.L.visible[from]!;
  const b = c.L.visible[to]!;
  for (let p = 0; p < b.length; p++) if (b[p] && !a[p]) return true;
  return false;
}

/** Shuffles a zone slot with the game's generator. */
export function shuffleSlot(c: Ctx, slot: number): void {
  c.s.rng = shuffleInPlace(c.s.rng, c.s.zones[slot]!);
  c.barrier = true;
}

/** Moves every component of slot `from` onto slot `to` (keeping order), then shuffles `to`. */
export function shuffleInto(c: Ctx, from: number, to: number): void {
  const src = c.s.zones[from]!;
  const dst = c.s.zones[to]!;
  for (const id of src) {
    dst.push(id);
    c.s.loc[id] = to;
  }
  src.length = 0;
  shuffleSlot(c, to);
}

/** Seats that may see a component moving between two slots (the union of both slots' viewers). */
export function viewersOf(c: Ctx, from: number, to: number): number[] | undefined {
  const a = c.L.visible[from]!;
  const b = c.L.visible[to]!;
  let all = true;
  const out: number[] = [];
  for (let p = 0; p < b.length; p++) {
    if (a[p] || b[p]) out.push(p);
    else all = false;
  }
  return all ? undefined : out;
}
