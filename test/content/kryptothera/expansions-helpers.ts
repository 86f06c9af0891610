// Helpers for the tests of Kryptothera's expansions: the six options, which components a game left in the
// box, the cards of an expansion.
import type { Table } from "../kryptothera-helpers.js";

/** The six expansions, as their options and marks name them. */
export const EXPANSIONS = ["frontiers", "cities", "shadows", "seas", "threat", "holiday"] as const;
export type ExpansionName = (typeof EXPANSIONS)[number];

/** Every expansion on. */
export const ALL: Record<ExpansionName, true> = { frontiers: true, cities: true, shadows: true, seas: true, threat: true, holiday: true };

/** The component ids of a type whose card carries the mark (and, if given, whose record passes `pred`). */
export function marked(t: Table, type: string, mark: ExpansionName, pred: (p: Record<string, unknown>) => boolean = () => true): number[] {
  return t.ids(type, (p) => p.mark === mark && pred(p));
}

/** Whether a component waits outside every zone (an expansion that is off leaves its cards there). */
export function inBox(t: Table, id: number): boolean {
  return t.s.loc[id] === t.e.layout(t.s.players).box;
}

/** Where a component lies, without the seat ("box" for the slot outside every zone). */
export function whereIs(t: Table, id: number): string {
  return t.where(id).replace(/:\d+$/, "");
}
