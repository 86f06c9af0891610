// One seeded bot game reduced to what the balance report counts: the result, each seat's score
// components, the length, which seat did what with which component (from the log's structured
// events) and which option each decision took. Records are plain JSON so they cross worker threads
// and database rows unchanged.

import { makeBot, randomBot, type BotKind, type Engine, type GameSetup, type LogEvent } from "../../runtime/index.js";
import { botRandom } from "../cli/seeded-random.js";
import { oneLine } from "../cli/rule-failure.js";

/** Games longer than this count as not terminating. */
export const MOVE_CAP = 100_000;

/** What one game produced; `error` instead of the figures when it failed. */
export interface GameRecord {
  index: number;
  seed: number;
  error?: string;
  winners: number[];
  moves: number;
  /** Final value of each phase counter (rounds, turns ...), by phase name. */
  phases: Record<string, number>;
  /** Per seat: the ranking keys (by label) and the per-seat numeric queries (by name). */
  figures: Record<string, number[]>;
  /** `key \u0001 component \u0001 seat` for each thing a seat did with a component (once per game). */
  acts: string[];
  /** `choice \u0001 option \u0001 seat` → how many times that seat took that option. */
  options: Record<string, number>;
  /** Components some seat could see in an event this game (were in play, e.g. offered in a shop). */
  seen: number[];
}

/** The separator inside record keys (never in content names). */
export const SEP = "\u0001";

/** Plays game `index` (seed `setup.seed`) with one bot kind per seat and records it. */
export function playRecord(engine: Engine, setup: GameSetup, index: number, kinds: readonly BotKind[]): GameRecord {
  const record: GameRecord = { index, seed: setup.seed, winners: [], moves: 0, phases: {}, figures: {}, acts: [], options: {}, seen: [] };
  try {
    const started = engine.start(setup);
    if (!started.ok) return { ...record, error: oneLine(started.error) };
    const state = started.state;
    const rng = botRandom(setup.seed);
    // Random seats take the fast path; other kinds are built once per game (they keep what they learnt).
    const bots = kinds.map((k, p) => (k === "random" ? undefined : makeBot(k, engine, p, rng)));
    while (!engine.isOver(state)) {
      if (record.moves >= MOVE_CAP) return { ...record, error: `no end after ${MOVE_CAP} moves` };
      const seat = engine.firstOwing(state);
      const bot = seat >= 0 ? bots[seat] : undefined;
      const move = seat < 0 ? undefined : bot ? bot.choose(state) : randomBot(engine, state, seat, rng);
      if (!move) return { ...record, error: "stuck: not over but no legal move" };
      const failed = engine.applyInPlace(state, move);
      if (failed) return { ...record, error: oneLine(failed) };
      record.moves++;
    }
    const result = engine.result(state)!;
    record.winners = result.winners;
    result.scores?.[0]?.forEach((_, i) => {
      record.figures[result.labels?.[i] || (i === 0 ? "Score" : `Tie-break ${i}`)] = result.scores!.map((keys) => keys[i] ?? 0);
    });
    // As the table's score sheet does: every named query that yields one number per seat is a score component.
    for (const name of Object.keys(engine.program.queries)) {
      const r = engine.query(name, setup, undefined, state);
      const v = r.ok ? r.state : undefined;
      if (Array.isArray(v) && v.length === setup.players && v.every((x) => typeof x === "number")) record.figures[name] ??= v as number[];
    }
    const index = engine.compiled.t.counterIndex;
    for (const phase of phaseNames(engine)) {
      const v = state.counters[index.get(phase) ?? -1];
      if (typeof v === "number") record.phases[phase] = v;
    }
    const layout = engine.layout(setup.players);
    const acts = new Set<string>();
    const seen = new Set<number>();
    for (const ev of state.log as LogEvent[]) {
      if (ev.a && (ev.seen === undefined || ev.seen.length > 0)) for (const c of ZONE_MOVES.has(ev.e) ? ids(ev.a.c) : Object.values(ev.a).flatMap(refs)) seen.add(c);
      for (const [key, comp, seat] of actsOf(engine, ev, layout)) acts.add(key + SEP + comp + SEP + seat);
      if (ev.e === "choice" && ev.a) {
        const option = `${String(ev.a.choice)}${SEP}${optionKey(ev.a.value)}${SEP}${ev.p ?? -1}`;
        record.options[option] = (record.options[option] ?? 0) + 1;
      }
    }
    record.acts = [...acts];
    record.seen = [...seen].sort((x, y) => x - y);
    return record;
  } catch (err) {
    const e = err as { code?: unknown; message?: unknown };
    const code = typeof e?.code === "string" ? `${e.code}: ` : "";
    return { ...record, error: `${code}${err instanceof Error ? err.message : String(err)}` };
  }
}

/** An option's key: `c:<id>` for a component (labelled later, once), else its JSON. */
function optionKey(v: unknown): string {
  if (v && typeof v === "object" && "c" in v && typeof (v as { c: unknown }).c === "number") return `c:${(v as { c: number }).c}`;
  return JSON.stringify(v ?? null);
}

const ZONE_MOVES = new Set(["move", "draw", "deal"]);

/**
 * What an event says a seat did with which components: a component moved into a seat's own zone is
 * that seat's ("into hand"); a component chosen is the chooser's ("chose <decision>"); any other
 * event naming components is its acting player's, under the event's name ("captured").
 */
function actsOf(engine: Engine, ev: LogEvent, layout: { slotOwner: readonly number[]; slotZone: readonly number[] }): [string, number, number][] {
  const a = ev.a;
  if (!a) return [];
  if (ZONE_MOVES.has(ev.e)) {
    const to = typeof a.to === "number" ? a.to : -1;
    const owner = layout.slotOwner[to] ?? -1;
    if (owner < 0) return [];
    const zone = engine.program.zones[layout.slotZone[to] ?? -1]?.name ?? "zone";
    return ids(a.c).map((c) => [`into ${zone}`, c, owner]);
  }
  if (ev.p === undefined) return [];
  if (ev.e === "choice") return refs(a.value).map((c) => [`chose ${String(a.choice)}`, c, ev.p!]);
  return Object.values(a).flatMap((v) => refs(v).map((c): [string, number, number] => [ev.e, c, ev.p!]));
}

/** Component ids referenced by an event argument: `{c: n}` (or `{c: [n, ...]}`) and lists of them; bare numbers are counts or slots, not components. */
function refs(v: unknown): number[] {
  if (Array.isArray(v)) return v.flatMap(refs);
  if (v && typeof v === "object" && "c" in v) return ids((v as { c: unknown }).c);
  return [];
}

/** The ids of a zone move's `c` (one id or a list). */
function ids(v: unknown): number[] {
  if (typeof v === "number") return v >= 0 ? [v] : [];
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === "number" && x >= 0) : [];
}

/** The names of the flow's phases (each keeps its pass number in a counter of the same name). */
function phaseNames(engine: Engine): string[] {
  const names: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const n = node as { entry?: { type?: string; params?: { counter?: string } }[]; states?: Record<string, unknown> };
    for (const a of n.entry ?? []) if (a.type === "setCounter" && a.params?.counter && !names.includes(a.params.counter)) names.push(a.params.counter);
    for (const child of Object.values(n.states ?? {})) walk(child);
  };
  walk(engine.program.flow);
  return names;
}
