import type { Program } from "./program.js";
import type { MoveValue } from "./types.js";

// Human labels for values: a component shows its name and its enum-valued fields.

/**
 * The label of a component: its `name` (or id) plus enum-valued fields, e.g. "Sea Serpent (red)",
 * and list-of-enum fields where cards of that name differ in them, e.g. "Rune (red, fire+ice)".
 */
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
    // A list of enum members (icons, types) is named only when it is what tells same-named cards apart.
    else if (isMemberList(v, members) && variesByName(program, id, k)) extra.push(v.join("+"));
  }
  return extra.length ? `${name} (${extra.join(", ")})` : name;
}

function isMemberList(v: unknown, members: Set<string>): v is string[] {
  return Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string" && members.has(x));
}

const varyCache = new WeakMap<Program, Map<string, boolean>>();

/** Whether another component of the same type and name holds a different value in field `k`. */
function variesByName(program: Program, id: number, k: string): boolean {
  const comp = program.components[id]!;
  let m = varyCache.get(program);
  if (!m) varyCache.set(program, (m = new Map()));
  const key = `${comp.type}\u0000${String(comp.props.name)}\u0000${k}`;
  let v = m.get(key);
  if (v === undefined) {
    const first = JSON.stringify(comp.props[k]);
    v = program.components.some((o) => o.type === comp.type && o.props.name === comp.props.name && JSON.stringify(o.props[k]) !== first);
    m.set(key, v);
  }
  return v;
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
