import type { Program } from "./program.js";

/** How zones map to state slots for one player count, and who sees each slot. */
export interface Layout {
  /** First slot of each zone (per-player zones use base + seat). */
  base: number[];
  /** Zone index of each slot. */
  slotZone: number[];
  /** Owning seat of each slot, -1 for shared zones. */
  slotOwner: number[];
  /** visible[slot][player]: whether that player sees the components in the slot. */
  visible: boolean[][];
  slots: number;
  /** Hidden slot for components no zone holds (those of types without a `full` zone). */
  box: number;
  /** Slots of zones declared `not in play` (and the hidden box slot): what bots never redeal. */
  outOfPlay: boolean[];
}

/** Computes the slot layout of a program's zones for `players` seats. */
export function makeLayout(program: Program, players: number): Layout {
  const base: number[] = [];
  const slotZone: number[] = [];
  const slotOwner: number[] = [];
  const visible: boolean[][] = [];
  program.zones.forEach((z, zi) => {
    base.push(slotZone.length);
    const owners = z.perPlayer ? players : 1;
    for (let o = 0; o < owners; o++) {
      const owner = z.perPlayer ? o : -1;
      slotZone.push(zi);
      slotOwner.push(owner);
      const row: boolean[] = [];
      for (let p = 0; p < players; p++) row.push(sees(z.visibility, owner, p));
      visible.push(row);
    }
  });
  const box = slotZone.length;
  slotZone.push(-1);
  slotOwner.push(-1);
  visible.push(new Array(players).fill(false));
  const outOfPlay = slotZone.map((zi) => zi < 0 || !!program.zones[zi]!.outOfPlay);
  return { base, slotZone, slotOwner, visible, slots: slotZone.length, box, outOfPlay };
}

function sees(v: Program["zones"][number]["visibility"], owner: number, p: number): boolean {
  switch (v) {
    case "public":
      return true;
    case "hidden":
      return false;
    case "owner":
      return owner === p;
    case "others":
      return owner !== p;
  }
}
