// A semantic digest of a finished game for the seeded-replay baseline: everything is named the way
// content names it (zones, counters, marks and attributes by their declared names, components by
// their stable catalogue ids, the log as rendered sentences), never by the engine's internal state
// keys or slot numbers, so a refactor of the program or state format leaves it unchanged while any
// change of play shows up. Large values are kept as a count and a short hash, to keep files small.
import { createHash } from "node:crypto";
import { Engine, randomBot, seededRandom, type GameResult, type GameSetup, type GameState } from "../../runtime/index.js";

/** Values whose JSON is longer than this are stored as a count and a hash. */
const INLINE_LIMIT = 400;
/** Log lines per hashed chunk (a diff then says where a game first went another way). */
const CHUNK = 100;
/** Log lines kept verbatim at the end of each game. */
const TAIL = 12;

/** What the baseline keeps of one finished game. */
export interface GameDigest {
  setup: { players: number; seed: number; options: Record<string, unknown> };
  /** What a player sees: how long the game was, how it ended, where every component lies, the log. */
  observable: {
    moves: number;
    result: GameResult | null;
    zones: Record<string, unknown>;
    log: { lines: number; chunks: string[]; tail: string[] };
  };
  /**
   * The rules' own bookkeeping: counters, marks and attributes that differ from their start values.
   * A content refactor that renames or retypes a helper value changes only this part.
   */
  bookkeeping: {
    counters: Record<string, unknown>;
    marks: Record<string, unknown>;
    attrs: Record<string, unknown>;
  };
}

/** A short stable hash of a JSON-able value. */
function hash(v: unknown): string {
  return createHash("sha1").update(JSON.stringify(v)).digest("hex").slice(0, 12);
}

/** The value itself when small, else "<n> <what>, sha1 <hash>". */
function compact(v: unknown[], what: string): unknown {
  return JSON.stringify(v).length <= INLINE_LIMIT ? v : `${v.length} ${what}, sha1 ${hash(v)}`;
}

/** The digest of a state, read through the program's declared names. */
export function digest(engine: Engine, s: GameState, setup: GameSetup): GameDigest {
  const p = engine.program;
  const L = engine.layout(s.players);
  const cid = (n: number) => p.components[n]?.id ?? `#${n}`;
  const zones: Record<string, unknown> = {};
  p.zones.forEach((z, zi) => {
    const seats = z.perPlayer ? s.players : 1;
    for (let seat = 0; seat < seats; seat++) {
      const ids = s.zones[L.base[zi]! + seat]!.map(cid);
      if (ids.length) zones[z.perPlayer ? `${z.name}[${seat + 1}]` : z.name] = compact(ids, "components");
    }
  });
  const counters: Record<string, unknown> = {};
  p.counters.forEach((c, i) => (counters[c.name] = s.counters[i]));
  const marks: Record<string, unknown> = {};
  p.marks.forEach((m, i) => {
    const on = s.marks[i]!.flatMap((v, n) => (v ? [cid(n)] : []));
    if (on.length) marks[m] = compact(on, "components");
  });
  const attrs: Record<string, unknown> = {};
  p.attrs.forEach((a, i) => {
    const changed = s.attrs[i]!.flatMap((v, n) => (v !== a.initial ? [`${cid(n)}=${v}`] : []));
    if (changed.length) attrs[a.name] = compact(changed, "values");
  });
  const lines = engine.logLines(s);
  const chunks: string[] = [];
  for (let i = 0; i < lines.length; i += CHUNK) chunks.push(`${i + 1}-${Math.min(i + CHUNK, lines.length)} ${hash(lines.slice(i, i + CHUNK))}`);
  return {
    setup: { players: setup.players, seed: setup.seed, options: setup.options ?? {} },
    observable: { moves: s.moves.length, result: recordedResult(s.result), zones, log: { lines: lines.length, chunks, tail: lines.slice(-TAIL) } },
    bookkeeping: { counters, marks, attrs },
  };
}

/** Plays one game to its end with the seeded random bot (the seat that owes first moves first). */
export function playSeeded(engine: Engine, setup: GameSetup, cap = 20_000): GameState {
  const r = engine.start(setup);
  if (!r.ok) throw new Error(`start failed (${JSON.stringify(setup)}): ${r.error.code} ${r.error.message}`);
  const s = r.state;
  const rng = seededRandom(setup.seed * 7919 + 17);
  for (let n = 0; !s.result; n++) {
    if (n > cap) throw new Error(`game ${JSON.stringify(setup)} did not end within ${cap} moves`);
    const seat = engine.firstOwing(s);
    const move = seat < 0 ? undefined : randomBot(engine, s, seat, rng);
    if (!move) throw new Error(`no legal move in game ${JSON.stringify(setup)} after ${n} moves`);
    const err = engine.applyInPlace(s, move);
    if (err) throw new Error(`move ${n + 1} ${JSON.stringify(move)} rejected: ${err.code} ${err.message}`);
  }
  return s;
}

/**
 * The result as the baselines recorded it: `lost` (every seat beaten by the game's automaton, added
 * after they were recorded) is left out, so it changes no digest; its own tests check it.
 */
function recordedResult(r: GameResult | null): GameResult | null {
  if (!r?.lost) return r;
  const { lost: _lost, ...rest } = r;
  return rest;
}
