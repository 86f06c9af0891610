import type { Program } from "./program.js";
import type { MoveValue } from "./types.js";

// Human labels for values: a component shows its name and its enum-valued fields.

/** The label of a component: its `name` (or id) plus enum-valued fields, e.g. "Sea Serpent (red)". */
export function componentLabel(program: Program, id: number): string {
  const comp = program.components[id];
  if (!comp) return id < 0 ? "a hidden component" : `#${id}`;
  const name = typeof comp.props.name === "string" ? comp.props.name : `${comp.type} ${String(comp.props.id ?? comp.id)}`;
  const members = enumMembers(program);
  const lower = name.toLowerCase();
  // Scalar enum fields tell copies of a name apart (a colour, a side); ones the name already says are noise.
  const extra: string[] = [];
  for (const [k, v] of Object.entries(comp.props)) {
    if (k === "name" || k === "id") continue;
    if (typeof v === "string" && members.has(v) && !lower.includes(v.toLowerCase())) extra.push(v);
  }
  return extra.length ? `${name} (${extra.join(", ")})` : name;
}

/** The label of a seat. */
export function playerLabel(p: number): string {
  return `Player ${p + 1}`;
}

/** The label of a decision value of the given kind. */
export function labelOf(program: Program, vt: string, v: MoveValue): string {
  if (v === null) return "pass";
  if (vt === "component" && typeof v === "number") return componentLabel(program, v);
  if (vt === "player" && typeof v === "number") return playerLabel(v);
  return String(v);
}

const memberCache = new WeakMap<Program, Set<string>>();
function enumMembers(program: Program): Set<string> {
  let s = memberCache.get(program);
  if (!s) memberCache.set(program, (s = new Set(Object.values(program.enums).flat())));
  return s;
}
