import type { Program, StateValue, ValueType } from "./program.js";
import type { GameState } from "./state.js";
import type { Layout } from "./layout.js";
import { componentLabel, memberText, seatName } from "./labels.js";

// Typed counters and attributes (`counter position per player: Location`) hold components, seats,
// enum members or none. A player's view shows a component they cannot see as -1, like a hidden
// card in a zone; tables show each value by its label.

/** The value as seat `p` may see it: a component in a slot hidden from p reads -1. */
export function visibleValue(s: GameState, L: Layout, p: number, type: ValueType | undefined, v: StateValue): StateValue {
  if (type?.kind !== "component" || typeof v !== "number" || v < 0) return v;
  const slot = s.loc[v];
  return slot !== undefined && L.visible[slot]![p] ? v : -1;
}

/** A counter's or attribute's value as a player reads it at the table. */
export function valueLabel(program: Program, type: ValueType | undefined, v: StateValue, names?: readonly string[]): string {
  if (v === null) return "none";
  // A list-typed attribute (`attr discsOf: list of player`) reads as its elements' labels.
  const list: unknown = v;
  if (Array.isArray(list)) return list.length ? list.map((x) => valueLabel(program, type?.kind === "list" ? type.of : undefined, x as StateValue, names)).join(", ") : "none";
  if (type?.kind === "component" && typeof v === "number") return v < 0 ? "hidden" : componentLabel(program, v);
  if (type?.kind === "player" && typeof v === "number") return seatName(v, names);
  return typeof v === "string" ? memberText(program, v) : String(v);
}

/** A counter's value as the table shows it: by its label when the counter is typed, else the number. */
export function counterText(program: Program, counter: string, v: StateValue): string {
  return valueLabel(program, program.counters.find((c) => c.name === counter)?.type, v);
}
