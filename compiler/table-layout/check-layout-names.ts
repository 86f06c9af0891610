import type { Diagnostic } from "../../dsl/index.js";
import type { LayoutFile, Program, WhenOptions, ZoneEntry } from "../../runtime/index.js";
import { ContentCode, closestMatch, keySpan, locate, nodeSpan, type YamlFile } from "../content/index.js";

// table.yaml's names against the program: zones, the fields of each zone's components, counters,
// marks, attributes, queries (`decisive`, `score`), options in `when`, enum members, the holes of
// face templates and the art files. A name the game does not have is CNT2015 at the name, with the
// nearest one it does have; otherwise the table would quietly draw nothing there.

/** What the program names, gathered once. */
interface Names {
  zones: Map<string, string>;
  fields: Map<string, Set<string>>;
  allFields: Set<string>;
  counters: Set<string>;
  marks: Set<string>;
  attrs: Set<string>;
  queries: Set<string>;
  members: Set<string>;
  enums: Record<string, string[]>;
  options: Map<string, Program["options"][number]>;
  ids: Map<string, Set<string>>;
}

function namesOf(program: Program): Names {
  const attrs = new Set(program.attrs.map((a) => a.name));
  const fields = new Map<string, Set<string>>();
  const ids = new Map<string, Set<string>>();
  for (const c of program.components) {
    let f = fields.get(c.type);
    if (!f) fields.set(c.type, (f = new Set(attrs)));
    for (const k of Object.keys(c.props)) f.add(k);
    let i = ids.get(c.type);
    if (!i) ids.set(c.type, (i = new Set()));
    if (typeof c.props.id === "string") i.add(c.props.id);
  }
  return {
    zones: new Map(program.zones.map((z) => [z.name, z.of])),
    fields,
    allFields: new Set([...fields.values()].flatMap((s) => [...s])),
    counters: new Set(program.counters.map((c) => c.name)),
    marks: new Set(program.marks),
    attrs,
    queries: new Set(Object.keys(program.queries)),
    members: new Set(Object.values(program.enums).flat()),
    enums: program.enums,
    options: new Map(program.options.map((o) => [o.name, o])),
    ids,
  };
}

/** Checks every name table.yaml uses against the compiled program (and `files`, the game's files, for art). */
export function checkLayoutNames(layout: LayoutFile, program: Program, yaml: YamlFile, fileExists: (path: string) => boolean): Diagnostic[] {
  const n = namesOf(program);
  const out: Diagnostic[] = [];
  /** Reports `name` at `path` unless `known` has it; `key` when the name is a map key rather than a value. */
  const need = (name: string | undefined, known: Iterable<string>, what: string, path: (string | number)[], key = false) => {
    if (name === undefined) return;
    const set = known instanceof Set ? (known as Set<string>) : new Set(known);
    if (set.has(name)) return;
    const segs = path.map(String);
    const found = locate(yaml.doc, segs);
    const span = (key ? keySpan(yaml.file, found.pair) : nodeSpan(yaml.file, found.at)) ?? keySpan(yaml.file, found.pair) ?? { file: yaml.file, start: 0, end: 1 };
    const guess = closestMatch(name, set);
    out.push({
      code: ContentCode.UnknownName,
      severity: "error",
      message: `\`${segs.join(".")}\` names ${what} \`${name}\`, which the game does not have`,
      span,
      hint: guess !== undefined ? `did you mean \`${guess}\`?` : set.size && set.size <= 12 ? `the game has: ${[...set].join(", ")}` : `check the name in the game's .rules files`,
    });
  };
  const fieldsOf = (zone: string | undefined) => (zone !== undefined && n.zones.has(zone) ? n.fields.get(n.zones.get(zone)!) ?? n.attrs : undefined);
  const field = (zone: string, name: string | undefined, path: (string | number)[]) => {
    const f = fieldsOf(zone);
    if (f) need(name, f, `a field of ${n.zones.get(zone)}`, path);
  };

  for (const [zone, entry] of Object.entries(layout.zones ?? {})) {
    const at = ["zones", zone];
    need(zone, n.zones.keys(), "a zone", at, true);
    checkWhen(entry.when, n, need, [...at, "when"]);
    checkZone(zone, entry, n, need, field, at);
  }
  const card = layout.card ?? {};
  for (const k of ["title", "color", "text"] as const) need(card[k], n.allFields, "a field", ["card", k]);
  for (const k of ["icons", "fields"] as const) (card[k] ?? []).forEach((f, i) => need(f, n.allFields, "a field", ["card", k, i]));
  for (const [type, face] of Object.entries(layout.faces ?? {})) {
    need(type, n.fields.keys(), "a component type", ["faces", type], true);
    const f = n.fields.get(type);
    if (!f) continue;
    const check = (tpl: string | undefined, path: (string | number)[]) => {
      for (const m of (tpl ?? "").matchAll(/\{(\w+)(?:@)?(?:&(\w+))?(?::(\w+))?/g)) {
        need(m[1], f, `in a hole a field of ${type}`, path);
        if (m[2]) need(m[2], f, `in a hole a field of ${type}`, path);
        if (m[3]) need(m[3], Object.keys(n.enums), "in a hole an enum", path);
      }
    };
    check(face.title, ["faces", type, "title"]);
    check(face.text, ["faces", type, "text"]);
    (face.lines ?? []).forEach((l, i) => check(l, ["faces", type, "lines", i]));
  }
  need(layout.score?.counter, n.counters, "a counter", ["score", "counter"]);
  need(layout.score?.query, n.queries, "a query", ["score", "query"]);
  need(layout.decisive, n.queries, "a query", ["decisive"]);
  for (const [c, entry] of Object.entries(layout.counters ?? {})) {
    need(c, n.counters, "a counter", ["counters", c], true);
    checkWhen(entry.when, n, need, ["counters", c, "when"]);
  }
  for (const m of Object.keys(layout.marks ?? {})) need(m, n.marks, "a mark", ["marks", m], true);
  for (const a of Object.keys(layout.attrs ?? {})) need(a, [...n.attrs, "*"], "an attribute", ["attrs", a], true);
  for (const [t, track] of Object.entries(layout.tracks ?? {})) {
    need(track.counter, n.counters, "a counter", ["tracks", t, "counter"]);
    need(track.side, n.counters, "a counter", ["tracks", t, "side"]);
    (track.markers ?? []).forEach((m, i) => {
      need(m.counter, n.counters, "a counter", ["tracks", t, "markers", i, "counter"]);
      need(m.side, n.counters, "a counter", ["tracks", t, "markers", i, "side"]);
    });
  }
  // Art is named by enum members, or by the names a board's `background`, `checker`, a grid layer's values or a seat's `art` use.
  const artNames = new Set(Object.keys(layout.art ?? {}));
  const artUsed = new Set<string>();
  for (const z of Object.values(layout.zones ?? {})) {
    if (z.kind === "graph" && z.background) artUsed.add(z.background);
    if ((z.kind === "grid" || z.kind === "hex") && z.checker) z.checker.forEach((c) => artUsed.add(c));
    if (z.kind === "polyomino") for (const l of z.layers ?? []) for (const v of Object.values(l.values ?? {})) artUsed.add(v);
  }
  (layout.seats ?? []).forEach((s, i) => {
    if (s.art !== undefined) artUsed.add(s.art);
    need(s.art, artNames, "an art name", ["seats", i, "art"]);
  });
  for (const [z, entry] of Object.entries(layout.zones ?? {})) if (entry.kind === "graph") need(entry.background, artNames, "an art name", ["zones", z, "background"]);
  for (const [name, path] of Object.entries(layout.art ?? {})) {
    need(name, new Set([...n.members, ...artUsed]), "an enum member", ["art", name], true);
    if (!fileExists(path)) need(path, [], "the file", ["art", name]);
  }
  for (const k of ["shapes", "colors", "names"] as const) for (const m of Object.keys(layout[k] ?? {})) need(m, n.members, "an enum member", [k, m], true);
  (layout.legend ?? []).forEach((l, i) => need(l.member, new Set([...n.members, ...artNames]), "an enum member", ["legend", i, "member"]));
  return out;
}

type Need = (name: string | undefined, known: Iterable<string>, what: string, path: (string | number)[], key?: boolean) => void;
type Field = (zone: string, name: string | undefined, path: (string | number)[]) => void;

/** The names one zone's entry uses, by its kind: the switch is exhaustive, so a new kind must say what it names. */
function checkZone(zone: string, e: ZoneEntry, n: Names, need: Need, field: Field, at: string[]): void {
  const pieces = (list: { zone: string; at: string; match?: string }[] | undefined) =>
    (list ?? []).forEach((pc, i) => {
      need(pc.zone, n.zones.keys(), "a zone", [...at, "pieces", i, "zone"]);
      field(pc.zone, pc.at, [...at, "pieces", i, "at"]);
      field(zone, pc.match, [...at, "pieces", i, "match"]);
    });
  switch (e.kind) {
    case undefined:
    case "deck":
    case "hand":
    case "tableau":
    case "market":
      return;
    case "grid":
    case "hex":
      for (const k of ["x", "y", "spaceLabel", "tint", "outline"] as const) field(zone, e[k], [...at, k]);
      pieces(e.pieces);
      if (e.picks) {
        need(e.picks.zone, n.zones.keys(), "a zone", [...at, "picks", "zone"]);
        field(e.picks.zone, e.picks.contains, [...at, "picks", "contains"]);
      }
      return;
    case "graph": {
      for (const k of ["links", "spaceLabel", "shape", "tint"] as const) field(zone, e[k], [...at, k]);
      pieces(e.pieces);
      (e.seats ?? []).forEach((s, i) => {
        need(s.counter, n.counters, "a counter", [...at, "seats", i, "counter"]);
        field(zone, s.match, [...at, "seats", i, "match"]);
      });
      const ids = n.ids.get(n.zones.get(zone) ?? "");
      if (ids) for (const id of Object.keys(e.positions ?? {})) need(id, ids, `a ${n.zones.get(zone)}'s id`, [...at, "positions", id], true);
      return;
    }
    case "dice":
      field(zone, e.faces, [...at, "faces"]);
      field(zone, e.up, [...at, "up"]);
      for (const face of Object.keys(e.labels ?? {})) need(face, n.members, "an enum member", [...at, "labels", face], true);
      return;
    case "polyomino":
      field(zone, e.x, [...at, "x"]);
      field(zone, e.y, [...at, "y"]);
      // A layer may draw a mark of the cells too (set: 1), e.g. the squares under a fence.
      (e.layers ?? []).forEach((l, i) => {
        if (l.field === undefined || !n.marks.has(l.field)) field(zone, l.field, [...at, "layers", i, "field"]);
      });
      return;
    default: {
      const never: never = e;
      return never;
    }
  }
}

/** A `when` names options and values they can take. */
function checkWhen(when: WhenOptions | undefined, n: Names, need: Need, at: string[]): void {
  for (const [name, value] of Object.entries(when ?? {})) {
    need(name, n.options.keys(), "an option", [...at, name], true);
    const o = n.options.get(name);
    if (o?.type.kind !== "enum") continue;
    const members = n.enums[o.type.name] ?? [];
    (Array.isArray(value) ? value : [value]).forEach((v, i) => need(String(v), members, `a value of ${name}`, Array.isArray(value) ? [...at, name, i] : [...at, name]));
  }
}
