// How a program is laid out on the table: a game's optional layout data (content/<game>/table.yaml)
// over defaults derived from the program alone, so a game without a layout file is still playable.

import type { Program, ZoneDef } from "../../runtime/index.js";

/** How a zone's components are drawn. */
export type ZoneKind = "deck" | "hand" | "tableau" | "market";

/** One zone on the table. */
export interface ZoneLayout {
  name: string;
  label: string;
  kind: ZoneKind;
  perPlayer: boolean;
}

/** Which component fields a card face shows. */
export interface CardLayout {
  /** Field for the title (default `name`). */
  title: string;
  /** Enum field that tints the card and names its colour. */
  color?: string;
  /** Enum or list-of-enum fields shown as icon badges. */
  icons: string[];
  /** Fields shown as "label value" lines. */
  fields: string[];
}

/** How a counter is shown. */
export interface CounterLayout {
  label: string;
  /** `player`: the value is a seat. */
  kind: "number" | "player";
}

/** How a mark is shown on the cards that carry it. */
export interface MarkLayout {
  label: string;
  sideways: boolean;
}

/** The resolved layout of a whole table. */
export interface TableLayout {
  shared: ZoneLayout[];
  perPlayer: ZoneLayout[];
  card: CardLayout;
  counters: Record<string, CounterLayout>;
  marks: Record<string, MarkLayout>;
}

type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw => (v && typeof v === "object" && !Array.isArray(v) ? (v as Raw) : {});
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const strs = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : undefined);
const KINDS: ZoneKind[] = ["deck", "hand", "tableau", "market"];

/** Resolves the layout of a program from its optional layout data. */
export function tableLayout(program: Program, data: unknown): TableLayout {
  const raw = obj(data);
  const zonesRaw = obj(raw.zones);
  const order = Object.keys(zonesRaw);
  const zones = program.zones
    .filter((z) => obj(zonesRaw[z.name]).hidden !== true)
    .sort((a, b) => rank(order, a.name) - rank(order, b.name))
    .map((z) => zoneLayout(z, obj(zonesRaw[z.name])));
  const cardRaw = obj(raw.card);
  const card: CardLayout = {
    title: str(cardRaw.title) ?? "name",
    color: str(cardRaw.color),
    icons: strs(cardRaw.icons) ?? [],
    fields: strs(cardRaw.fields) ?? [],
  };
  if (!str(cardRaw.title) && !cardRaw.icons && !cardRaw.fields) Object.assign(card, guessCard(program));
  const counters: TableLayout["counters"] = {};
  for (const c of program.counters) {
    const r = obj(obj(raw.counters)[c.name]);
    counters[c.name] = { label: str(r.label) ?? words(c.name), kind: r.kind === "player" ? "player" : "number" };
  }
  const marks: TableLayout["marks"] = {};
  for (const m of program.marks) {
    const r = obj(obj(raw.marks)[m]);
    marks[m] = { label: str(r.label) ?? words(m), sideways: r.sideways === true };
  }
  return { shared: zones.filter((z) => !z.perPlayer), perPlayer: zones.filter((z) => z.perPlayer), card, counters, marks };
}

function zoneLayout(z: ZoneDef, r: Raw): ZoneLayout {
  const kind = KINDS.includes(r.kind as ZoneKind) ? (r.kind as ZoneKind) : defaultKind(z);
  return { name: z.name, label: str(r.label) ?? words(z.name), kind, perPlayer: z.perPlayer };
}

function defaultKind(z: ZoneDef): ZoneKind {
  if (z.visibility === "hidden") return "deck";
  if (z.perPlayer) return z.visibility === "public" ? "tableau" : "hand";
  return "market";
}

function rank(order: string[], name: string): number {
  const i = order.indexOf(name);
  return i < 0 ? order.length : i;
}

/** Without a layout: the title is `name`, enum fields are icons, small integers are fields. */
function guessCard(program: Program): Partial<CardLayout> {
  const members = new Set(Object.values(program.enums).flat());
  const icons = new Set<string>();
  const fields = new Set<string>();
  for (const c of program.components.slice(0, 200)) {
    for (const [k, v] of Object.entries(c.props)) {
      if (k === "id" || k === "name") continue;
      if ((typeof v === "string" && members.has(v)) || (Array.isArray(v) && v.length && v.every((x) => typeof x === "string" && members.has(x)))) icons.add(k);
      else if (typeof v === "number") fields.add(k);
    }
  }
  return { icons: [...icons], fields: [...fields] };
}

/** "publicAssignments" → "Public assignments". */
export function words(name: string): string {
  const s = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
