import type { GameState } from "./state.js";
import type { Program, StateValue } from "./program.js";
import { visibleValue } from "./typed-values.js";
import type { Decision, GameResult, LogEvent } from "./types.js";
import type { Layout } from "./layout.js";
import { presentHeld } from "./held-decisions.js";

// A player's view: what the table may show that player and nothing more.

/** The redacted state for one player. Hidden components appear as -1. */
export interface PlayerView {
  game: string;
  seat: number;
  players: number;
  flow: unknown;
  /** Shared zones as a list; per-player zones as one list per seat. */
  zones: Record<string, number[] | number[][]>;
  /** Counter values; typed counters hold components (-1 when hidden from the seat), seats, enum members or none. */
  counters: Record<string, StateValue | StateValue[]>;
  /** For each mark, the visible components that carry it. */
  marks: Record<string, number[]>;
  /** For each attribute, its value on each visible component (by component number). */
  attrs: Record<string, Record<number, StateValue>>;
  decisions: Decision[];
  /** Seats that owe a decision now (what they decide is theirs to see). */
  waitingFor: number[];
  log: LogEvent[];
  result: GameResult | null;
  canUndo: boolean;
}

/** What a view reads of the engine besides the state: the program, the decisions owed, and whether undo is allowed. */
export interface ViewSource {
  readonly program: Program;
  decisions(s: GameState): Decision[];
  canUndo(s: GameState): boolean;
}

/** The seat number of a spectator: its view shows only what public zones hold and the log's public parts. */
export const SPECTATOR = -1;

/**
 * Builds the view of state `s` for seat `p` (or for a spectator, `SPECTATOR`); its log holds the
 * events from `logFrom` on (a caller that keeps the redacted log so far need not redact it again).
 */
export function viewOf(engine: ViewSource, s: GameState, p: number, L: Layout, logFrom = 0): PlayerView {
  const program = engine.program;
  const zones: PlayerView["zones"] = {};
  // A spectator sits at no seat, so "owner" and "others" zones are closed to it: only public ones open.
  const sees = p === SPECTATOR ? L.slotZone.map((zi) => zi >= 0 && program.zones[zi]!.visibility === "public") : L.visible.map((row) => row[p] === true);
  const valueFor = (type: Parameters<typeof visibleValue>[3], v: StateValue): StateValue =>
    p !== SPECTATOR ? visibleValue(s, L, p, type, v) : type?.kind === "component" && typeof v === "number" && v >= 0 && !sees[s.loc[v]!] ? -1 : v;
  program.zones.forEach((z, zi) => {
    const slotIds = (slot: number) => (sees[slot] ? s.zones[slot]!.slice() : s.zones[slot]!.map(() => -1));
    const base = L.base[zi]!;
    zones[z.name] = z.perPlayer ? Array.from({ length: s.players }, (_, o) => slotIds(base + o)) : slotIds(base);
  });
  const counters: PlayerView["counters"] = {};
  program.counters.forEach((c, i) => {
    const v = s.counters[i]!;
    counters[c.name] = Array.isArray(v) ? v.map((x) => valueFor(c.type, x)) : valueFor(c.type, v);
  });
  const marks: PlayerView["marks"] = {};
  program.marks.forEach((m, mi) => {
    marks[m] = [];
    s.marks[mi]!.forEach((v, id) => {
      if (v && sees[s.loc[id]!]) marks[m]!.push(id);
    });
  });
  const attrs: PlayerView["attrs"] = {};
  program.attrs.forEach((a, ai) => {
    const values: Record<number, StateValue> = {};
    s.attrs[ai]!.forEach((v, id) => {
      if (v !== a.initial && sees[s.loc[id]!]) values[id] = valueFor(a.type, v);
    });
    attrs[a.name] = values;
  });
  const all = engine.decisions(s);
  return {
    game: program.game,
    seat: p,
    players: s.players,
    flow: s.flow,
    zones,
    counters,
    marks,
    attrs,
    // A one-option decision held for the offers beside it reads as the way to go on, not as a question.
    decisions: presentHeld(all.filter((d) => d.player === p)),
    // Any-time actions and reactions never hold the game up: they are offers, not waits.
    waitingFor: [...new Set(all.filter((d) => !d.optional).map((d) => d.player))],
    log: (logFrom > 0 ? s.log.slice(logFrom) : s.log).map((e) => redactEvent(e, p)),
    result: s.result,
    canUndo: engine.canUndo(s),
  };
}

/** The event as seat `p` may see it: component arguments hidden unless p is among `seen`. */
export function redactEvent(e: LogEvent, p: number | undefined): LogEvent {
  if (!e.seen || (p !== undefined && e.seen.includes(p))) return e;
  return { ...e, a: hideArgs(e.a) };
}

function hideArgs(a: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(a ?? {}).map(([k, x]) => [k, k === "c" ? mask(x) : hide(x)]));
}

function hide(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(hide);
  if (v && typeof v === "object") return hideArgs(v as Record<string, unknown>);
  return v;
}

function mask(x: unknown): unknown {
  return Array.isArray(x) ? x.map(() => -1) : -1;
}
