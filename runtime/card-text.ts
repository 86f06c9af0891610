import type { Program } from "./program.js";
import { componentLabel } from "./labels.js";
import type { LayoutFile } from "./table-layout/layout-file.js";

// A card's face as text, from the layout's `faces` templates (table.yaml): the web table draws it on
// the card and the terminal prints it beside the card's name, so both say the same thing.
//
// A hole is `{field}` (the value; enum members in the content's words, lists joined by ", "), with:
//   `{field:Enum}`     a value per member of the enum (`int per Skill`), or a list paired with its
//                      members in order, in the enum's order ("Might 0 · Agility 1")
//   an inline record (`checks: [{skill: charisma, target: 4}]`) reads as its values ("Charisma 4")
//   `{field&other}`    two lists paired element by element ("Charisma 4, Wisdom 5")
//   `{field|, then }`  the words that join a list's elements (after the other forms)
//   `{field@}`         a field that holds a component (a piece's location): the component's name
//   `{field?}`         the value, but only when it is not 0, false or empty
//   `{field?words}`    the words, only when the field is not 0, false or empty
//   `{field#noun}`     a count with its noun in the right number ("1 point", "3 points"; `#goose/geese`)
// A template whose holes are all empty is left out, so a line about HP loss vanishes at 0 HP.

/** What one type of component shows on its face: text templates with `{field}` holes. */
export interface FaceTemplate {
  /** Title line (default: the card layout's title field). */
  title?: string;
  /** Short lines under the title, e.g. "Cost {cost} · {abilityKind}"; a line whose fields are all absent is left out. */
  lines: string[];
  /** The rules text in full, e.g. "{text}". */
  text?: string;
}

const HOLE = /\{(\w+)(@)?(?:&(\w+))?(?::(\w+))?(?:\|([^}?#]*))?(?:\?([^}]*))?(?:#([^}]*))?\}/g;

/** The face templates of a layout (table.yaml `faces:`), by component type. */
export function faceTemplates(layout: LayoutFile | null | undefined): Record<string, FaceTemplate> {
  const out: Record<string, FaceTemplate> = {};
  for (const [type, f] of Object.entries(layout?.faces ?? {})) {
    out[type] = { lines: f.lines ?? [], ...(f.title !== undefined ? { title: f.title } : {}), ...(f.text !== undefined ? { text: f.text } : {}) };
  }
  return out;
}

/** A noun in the number a count asks for: "coin" → "coins", "goose/geese" picks the written plural. */
export function counted(n: number, noun: string): string {
  const [one, many] = noun.includes("/") ? noun.split("/", 2) as [string, string] : [noun, pluralOf(noun)];
  return `${n} ${n === 1 || n === -1 ? one : many}`;
}

/** The regular English plural of a noun phrase's last word ("playing card" → "playing cards"). */
function pluralOf(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** Whether a value counts as "there": not absent, 0, false or an empty list. */
function present(v: unknown): boolean {
  return !(v === undefined || v === null || v === 0 || v === false || v === "" || (Array.isArray(v) && !v.length));
}

/**
 * Fills a template's holes from a component's fields (enum members in words, `names` first); undefined
 * when every hole is empty.
 */
export function fillTemplate(program: Program, template: string, props: Record<string, unknown>, names: Record<string, string> = {}): string | undefined {
  let holes = 0;
  let filled = 0;
  let ref = false;
  const word = (x: unknown): string => {
    if (ref && typeof x === "number") return componentLabel(program, x);
    if (typeof x === "string") return names[x] ?? (isMember(program, x) ? program.words?.[x] ?? spaced(x) : x);
    if (typeof x === "boolean") return x ? "yes" : "no";
    // An inline record reads as its fields' values in order: {skill: charisma, target: 4} is "Charisma 4".
    if (x !== null && typeof x === "object" && !Array.isArray(x)) return Object.values(x).map(word).join(" ");
    return String(x);
  };
  const text = template.replace(HOLE, (_m, field: string, at?: string, other?: string, by?: string, sep?: string, cond?: string, noun?: string) => {
    holes++;
    ref = at !== undefined;
    const v = props[field];
    if (cond !== undefined) {
      if (!present(v)) return "";
      filled++;
      return cond === "" ? word(v) : cond;
    }
    if (v === undefined || v === null || (Array.isArray(v) && !v.length)) return "";
    filled++;
    if (noun !== undefined && typeof v === "number") return counted(v, noun);
    const members = by ? program.enums[by] : undefined;
    const join = sep ?? (members ? " · " : ", ");
    if (Array.isArray(v) && other !== undefined) {
      const w = props[other];
      const second = Array.isArray(w) ? w : [];
      return v.map((x, i) => (second[i] !== undefined ? `${word(x)} ${word(second[i])}` : word(x))).join(join);
    }
    // A value per enum member (`skills: int per Skill`) in the enum's order: "Might 0 · Agility 1".
    if (members && typeof v === "object" && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      return members.filter((m) => Object.hasOwn(o, m)).map((m) => `${word(m)} ${word(o[m])}`).join(join);
    }
    if (Array.isArray(v) && members) return v.map((x, i) => (members[i] !== undefined ? `${word(members[i])} ${word(x)}` : word(x))).join(join);
    return Array.isArray(v) ? v.map(word).join(join) : word(v);
  });
  return holes && !filled ? undefined : text.replace(/ {2,}/g, " ").trim();
}

/**
 * A component's face in one line: the enum members of its `badges` fields (what the table draws as a
 * colour and icons), then its lines, then its text; undefined when its type has no face.
 */
export function cardText(program: Program, faces: Record<string, FaceTemplate>, names: Record<string, string>, id: number, badges: readonly string[] = []): string | undefined {
  const comp = program.components[id];
  const tpl = comp ? faces[comp.type] : undefined;
  if (!comp || !tpl) return undefined;
  const marks = badges.flatMap((f) => {
    const v = comp.props[f];
    return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === "string" && isMember(program, x));
  });
  // What the card's name already says ("Knight (red)") is not said again.
  const label = componentLabel(program, id).toLowerCase();
  const parts = [...new Set(marks)].map((m) => names[m] ?? program.words?.[m] ?? spaced(m)).filter((w) => !label.includes(w.toLowerCase()));
  parts.push(...tpl.lines.flatMap((l) => fillTemplate(program, l, comp.props, names) ?? []).filter(Boolean));
  const text = tpl.text ? fillTemplate(program, tpl.text, comp.props, names) : undefined;
  if (text) parts.push(text);
  // A face that only repeats the name (a clue whose name is its text) adds nothing.
  const said = parts.filter((p) => p.toLowerCase() !== label);
  return said.length ? said.join(" · ") : undefined;
}

function isMember(program: Program, v: string): boolean {
  return Object.values(program.enums).some((m) => m.includes(v));
}

/** A name in words, as the table writes an enum member without words: "northEast" reads "North east". */
function spaced(name: string): string {
  const s = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
