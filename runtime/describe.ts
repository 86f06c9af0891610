import type { GameState } from "./state.js";
import type { PlayerView } from "./view.js";
import type { Program, StateValue, ValueType } from "./program.js";
import { choiceLabel, componentLabel, seatName } from "./labels.js";
import type { TableShown } from "./table-layout/table-shown.js";
import { cardText } from "./card-text.js";

/** What a summary reads of the engine: the program and a player's view. */
export interface DescribeSource {
  readonly program: Program;
  view(s: GameState, player: number): PlayerView;
}

/**
 * A multi-line summary of what `player` sees: counters, then every non-empty zone. With `shown`
 * (what a table shows: `tableShown`), only those counters and zones, under their labels, and a
 * board's spaces only when something marks them.
 */
export function describeState(engine: DescribeSource, s: GameState, player: number, shown?: TableShown): string {
  const program = engine.program;
  const v = engine.view(s, player);
  const lines: string[] = [];
  const names = s.setup.names;
  const typeOf = new Map(program.counters.map((c) => [c.name, c.type]));
  const value = (type: ValueType | undefined, x: unknown): string => {
    if (Array.isArray(x)) return x.map((y) => value(type?.kind === "list" ? type.of : undefined, y)).join(", ");
    if (shown && type?.kind === "component" && typeof x === "number" && x >= 0) return componentLabel(program, x);
    if (shown && type?.kind === "player" && typeof x === "number" && x >= 0) return seatName(x, names);
    if (shown && x === null) return "none";
    if (shown && typeof x === "boolean") return x ? "yes" : "no";
    return String(x);
  };
  const counters = Object.entries(v.counters).flatMap(([k, x]) => {
    const label = shown ? shown.counters.get(k) : k;
    if (label === undefined) return [];
    const least = shown?.from.get(k);
    if (least !== undefined && typeof x === "number" && x < least) return [];
    const perPlayer = program.counters.find((c) => c.name === k)?.perPlayer;
    // A counter the table draws as a seat's token holds a seat: print the player.
    const type: ValueType | undefined = shown?.players.has(k) ? { kind: "player" } as ValueType : typeOf.get(k);
    return [perPlayer && Array.isArray(x) ? `${label}: ${x.map((n, p) => `${seatName(p, names)} ${value(type, n)}`).join(", ")}` : `${label}: ${value(type, x)}`];
  });
  if (counters.length) lines.push(counters.join(shown ? "\n" : " | "));
  const marked = new Map<number, string[]>();
  for (const [m, ids] of Object.entries(v.marks)) for (const id of ids) marked.set(id, [...(marked.get(id) ?? []), m]);
  const notes = (id: number): string[] => {
    // Marks, and attributes that moved off their starting value (e.g. whose disc fills a cell).
    const m = [...(marked.get(id) ?? [])];
    for (const a of program.attrs) {
      if (shown?.hiddenAttrs.has(a.name)) continue;
      const x = v.attrs[a.name]?.[id] as StateValue | undefined;
      if (x !== undefined && x !== a.initial) m.push(`${a.name} ${value(a.type, x)}`);
    }
    return m;
  };
  // Where a piece stands: the board's space whose field equals its attribute (or that it holds).
  const spaceOf = (zone: string, id: number): string | undefined => {
    const rule = shown?.pieces.get(zone);
    const at = rule ? (v.attrs[rule.at]?.[id] as StateValue | undefined) : undefined;
    if (!rule || at === undefined || at === null) return undefined;
    // A space is named as a choice names it (the content's `labels:`, e.g. with its column and row).
    if (!rule.match) return typeof at === "number" && at >= 0 ? choiceLabel(program, s.attrs, at) : undefined;
    const spaces = v.zones[rule.board];
    const ids = (Array.isArray(spaces?.[0]) ? (spaces as number[][]).flat() : ((spaces as number[] | undefined) ?? [])).filter((x) => x >= 0);
    const space = ids.find((s) => (v.attrs[rule.match]?.[s] ?? program.components[s]?.props[rule.match]) === at);
    return space === undefined ? undefined : choiceLabel(program, s.attrs, space);
  };
  // A card's face text (table.yaml `faces`), as the table shows it on the card.
  const face = (id: number): string | undefined => (shown ? cardText(program, shown.faces, shown.names, id, shown.badges) : undefined);
  const show = (zone: string, ids: number[], board: boolean, pile = false) => {
    const hidden = ids.filter((id) => id < 0).length;
    const seen = ids.filter((id) => id >= 0);
    // A board's spaces are the board itself: only those something marks are worth a line.
    const listed = board ? seen.filter((id) => notes(id).length) : seen;
    const out = listed.map((id) => {
      const where = spaceOf(zone, id);
      const n = notes(id);
      return componentLabel(program, id) + (where ? ` on ${where}` : "") + (n.length ? ` [${n.join(", ")}]` : "");
    });
    if (board) out.unshift(`${seen.length} spaces`);
    // Cards whose faces say something are listed one a line with their text, as the table shows them.
    const texts = board || pile ? [] : listed.map(face);
    if (texts.some(Boolean)) {
      const rows = grouped(out.map((o, i) => (texts[i] ? `${o}: ${texts[i]}` : o)));
      if (hidden) rows.push(`${hidden} hidden`);
      return rows.map((r) => `\n  - ${r}`).join("");
    }
    // Identical pieces side by side read as one entry with a count ("Bonus rumor (2) ×8").
    if (shown) out.splice(0, out.length, ...grouped(out));
    if (hidden) out.push(`${hidden} hidden`);
    return out.join("; ");
  };
  const zones = shown ? program.zones.filter((z) => shown.zones.has(z.name)).sort((a, b) => order(shown, a.name) - order(shown, b.name)) : program.zones;
  for (const z of zones) {
    const ids = v.zones[z.name]!;
    const label = shown?.zones.get(z.name)?.label ?? z.name;
    const board = shown?.zones.get(z.name)?.board ?? false;
    const pile = shown?.zones.get(z.name)?.pile ?? false;
    if (z.perPlayer) {
      (ids as number[][]).forEach((row, p) => {
        if (row.length) lines.push(`${seatName(p, names)}${p === player ? " (you)" : ""} ${label}: ${show(z.name, row, board, pile)}`);
      });
    } else if ((ids as number[]).length) lines.push(`${label}: ${show(z.name, ids as number[], board, pile)}`);
  }
  return lines.join("\n").replace(/ +\n/g, "\n");
}

function grouped(items: string[]): string[] {
  const out: string[] = [];
  let run = 0;
  items.forEach((item, i) => {
    run++;
    if (items[i + 1] === item) return;
    out.push(run > 1 ? `${item} ×${run}` : item);
    run = 0;
  });
  return out;
}

function order(shown: TableShown, name: string): number {
  let i = 0;
  for (const k of shown.zones.keys()) {
    if (k === name) return i;
    i++;
  }
  return i;
}
