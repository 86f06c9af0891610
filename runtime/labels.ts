import type { Program } from "./program.js";
import type { MoveValue } from "./types.js";

// Human labels for values: a component shows its name and its enum-valued fields.

/**
 * The label of a component: its `name` (or id) plus the enum-valued fields that tell it apart from
 * other components of its type and name, e.g. "Sea Serpent (red)" or "Rune (red, fire+ice)"; a
 * field every copy of the name shares (a unique city's region) is left to the card. Enum members
 * read in the content's words (log.yaml `words:`) when it gives them.
 */
export function componentLabel(program: Program, id: number): string {
  const comp = program.components[id];
  if (!comp) return id < 0 ? "a hidden component" : `#${id}`;
  const name = typeof comp.props.name === "string" ? comp.props.name : `${comp.type} ${String(comp.props.id ?? comp.id)}`;
  const members = enumMembers(program);
  const lower = name.toLowerCase();
  const extra: string[] = [];
  for (const [k, v] of Object.entries(comp.props)) {
    if (k === "name" || k === "id") continue;
    // Scalar enum fields tell copies of a name apart (a colour, a side); ones the name already says are noise.
    if (typeof v === "string" && members.has(v) && !lower.includes(v.toLowerCase()) && variesByName(program, id, k)) extra.push(memberText(program, v));
    else if (isMemberList(v, members) && variesByName(program, id, k)) extra.push(v.map((x) => memberText(program, x)).join("+"));
  }
  return extra.length ? `${name} (${extra.join(", ")})` : name;
}

/**
 * How a choice names component `id` given the state's attributes: the content's label for its type
 * (log.yaml `labels:`, e.g. "the {terrain} space at column {col+1}") with holes read from its props,
 * then its attributes; `{field+1}` adds a number, and `{list[index]}` picks from a list field by
 * another field (a die's face by the attribute that says which is up). Else its plain label.
 */
export function choiceLabel(program: Program, attrs: readonly (readonly unknown[])[] | undefined, id: number): string {
  const comp = program.components[id];
  const template = comp ? program.labels?.[comp.type] : undefined;
  if (!comp || !template || !attrs) return componentLabel(program, id);
  const read = (field: string): unknown => {
    if (comp.props[field] !== undefined) return comp.props[field];
    const ai = program.attrs.findIndex((a) => a.name === field);
    return ai < 0 ? undefined : (attrs[ai]?.[id] ?? program.attrs[ai]!.initial);
  };
  return template.replace(/\{(\w+)(?:\[(\w+)\])?(?:\+(\d+))?\}/g, (_, field: string, index?: string, plus?: string) => {
    let v = read(field);
    if (index !== undefined) {
      const i = read(index);
      v = Array.isArray(v) && typeof i === "number" ? v[i] : undefined;
    }
    if (typeof v === "number") return String(v + Number(plus ?? 0));
    if (typeof v === "string") return memberText(program, v);
    return v === undefined || v === null ? "" : String(v);
  });
}

/** An enum member (or a zone name) in the content's words, else as written. */
export function memberText(program: Program, v: string): string {
  return program.words?.[v] ?? v;
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

/** The label of a seat without names: "Player 2". */
export function playerLabel(p: number): string {
  return `Player ${p + 1}`;
}

/** The label of a seat: its player's name when the setup gives one (GameSetup.names), else "Player 2". */
export function seatName(p: number, names?: readonly string[]): string {
  const name = names?.[p]?.trim();
  return name ? name : playerLabel(p);
}

/** The label of a decision value of the given kind. */
export function labelOf(program: Program, vt: string, v: MoveValue, names?: readonly string[]): string {
  if (v === null) return "pass";
  if (vt === "component" && typeof v === "number") return componentLabel(program, v);
  if (vt === "player" && typeof v === "number") return seatName(v, names);
  return typeof v === "string" ? memberText(program, v) : String(v);
}

const memberCache = new WeakMap<Program, Set<string>>();
function enumMembers(program: Program): Set<string> {
  let s = memberCache.get(program);
  if (!s) memberCache.set(program, (s = new Set(Object.values(program.enums).flat())));
  return s;
}
