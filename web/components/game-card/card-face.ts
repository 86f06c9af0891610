// What a card face shows, read from the component's fields through the layout: title, colour name,
// icon badges (each enum member gets a shape, so nothing is told apart by colour alone) and fields.

import { fillTemplate as fillFace, type Program } from "../../../runtime/index.js";
import type { CardLayout } from "../../session/table-layout.js";
import { words } from "../../session/table-layout.js";

/** A badge on a card: a value of an enum field with its shape. */
export interface CardIcon {
  field: string;
  value: string;
  shape: string;
  /** The layout's picture of the member (a data URL), drawn beside its words. */
  art?: string;
}

/** The resolved face of one component. */
export interface CardFace {
  title: string;
  type: string;
  color?: { name: string; css: string; shape: string };
  icons: CardIcon[];
  fields: { label: string; value: string }[];
  text?: string;
}

const SHAPES = ["●", "▲", "■", "◆", "★", "✚", "⬟", "⬢"];
const NAMED: Record<string, string> = {
  red: "#c62828", blue: "#1565c0", yellow: "#d4a106", green: "#2e7d32", orange: "#e65100",
  purple: "#6a1b9a", black: "#212121", white: "#9e9e9e", grey: "#616161", gray: "#616161", brown: "#6d4c41", pink: "#ad1457",
  cyan: "#00838f",
};

/** The shape of an enum member: the layout's choice, else the same member always gets the same shape. */
export function shapeOf(program: Program, value: string, overrides: Record<string, string> = {}): string {
  if (overrides[value]) return overrides[value];
  for (const members of Object.values(program.enums)) {
    const i = members.indexOf(value);
    if (i >= 0) return SHAPES[i % SHAPES.length]!;
  }
  return "•";
}

/** The colour of an enum member: the layout's choice, a colour named by the member, or one by its position. */
export function colorCss(program: Program, value: string, overrides: Record<string, string> = {}): string {
  if (overrides[value]) return overrides[value];
  if (NAMED[value]) return NAMED[value];
  let i = 0;
  for (const members of Object.values(program.enums)) if (members.includes(value)) i = members.indexOf(value);
  return `hsl(${(i * 67) % 360} 55% 40%)`;
}

function show(v: unknown, names: Record<string, string> = {}): string {
  if (Array.isArray(v)) return v.map((x) => show(x, names)).join(", ");
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "string" && names[v] !== undefined) return names[v];
  return String(v);
}

/** The words for an enum member: the layout's, else its name in words. */
export function memberWords(value: string, names: Record<string, string>): string {
  return names[value] ?? words(value);
}

/** Fills a face template's holes from a component's fields: the runtime's, shared with the terminal. */
export const fillTemplate = fillFace;

/** The face of component `id` (which must be a visible component). */
export function cardFace(program: Program, layout: CardLayout, id: number): CardFace {
  const comp = program.components[id]!;
  const props = comp.props;
  const tpl = layout.faces[comp.type];
  const rawTitle = props[layout.title];
  const title = typeof rawTitle === "string" || typeof rawTitle === "number" ? String(rawTitle) : comp.id.replace(/^[^/]*\//, "").replace(/#\d+$/, "");
  const face: CardFace = { title: (tpl?.title && fillTemplate(program, tpl.title, props, layout.names)) || title, type: comp.type, icons: [], fields: [] };
  if (layout.color && typeof props[layout.color] === "string") {
    const name = props[layout.color] as string;
    face.color = { name: memberWords(name, layout.names), css: colorCss(program, name, layout.colors), shape: shapeOf(program, name, layout.shapes) };
  }
  if (tpl) {
    const lines = tpl.lines.flatMap((l) => fillTemplate(program, l, props, layout.names) ?? []).filter(Boolean);
    face.fields = lines.map((value) => ({ label: "", value }));
    const text = tpl.text ? fillTemplate(program, tpl.text, props, layout.names) : undefined;
    if (text) face.text = text;
  }
  for (const field of layout.icons) {
    const v = props[field];
    const values = Array.isArray(v) ? v : v === undefined ? [] : [v];
    for (const x of values) {
      if (typeof x === "string") face.icons.push({ field, value: memberWords(x, layout.names), shape: shapeOf(program, x, layout.shapes), ...(layout.art[x] ? { art: layout.art[x] } : {}) });
    }
  }
  if (tpl) return face;
  if (layout.text && typeof props[layout.text] === "string") face.text = props[layout.text] as string;
  for (const field of layout.fields) {
    const v = props[field];
    if (v === undefined || v === null || (typeof v === "object" && !Array.isArray(v))) continue;
    face.fields.push({ label: words(field), value: show(v, layout.names) });
  }
  return face;
}
