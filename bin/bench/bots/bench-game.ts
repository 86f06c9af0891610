import { seededRandom, type Engine, type GameState } from "../../../runtime/index.js";
import type { BenchBudget } from "./bench-spec.js";
import { avoiding, benchBot } from "./seat-bots.js";

// One seeded game of a bench case: bots by seat, an optional random opening, and what the bench
// reads off it (who won, how long the measured bots thought, the decisions it counts).

/** What one game gave. */
export interface GameOutcome {
  /** The measured seats' share of the win: 1, a fraction for a shared result, 0. */
  won: number;
  /** Milliseconds of each decision of the measured seats that had a choice. */
  thinking: number[];
  /** Search iterations per decision of the measured seats. */
  iterations: number[];
  /** Counted decisions of the measured seats. */
  counted: number;
  moves: number;
  /** Games played (a campaign's; one otherwise, left out). */
  games?: number;
  /** The campaign record the game ended with, when it keeps one. */
  record?: Record<string, unknown>;
  /** The measured seats' first ranking key, when the game ended by a ranking (a loss to the game's automaton has none), with its label. */
  score?: { values: number[]; label: string };
}

/** Plays one game: `kinds[seat]`, `measured` the seats whose results count; moves are capped so a stuck game still ends. */
export function benchGame(
  engine: Engine,
  setup: { players: number; seed: number; options?: Record<string, unknown>; campaign?: Record<string, unknown> },
  kinds: string[],
  measured: (seat: number) => boolean,
  budget: BenchBudget,
  opening: number,
  count: readonly string[],
  never: readonly string[] = [],
): GameOutcome {
  const r = engine.start(setup);
  if (!r.ok) throw new Error(r.error.message);
  const s: GameState = r.state;
  const openingRng = seededRandom(setup.seed * 7 + 1);
  for (let i = 0; i < opening && !s.result; i++) {
    const moves = engine.legalMoves(s, engine.firstOwing(s));
    engine.applyInPlace(s, moves[Math.floor(openingRng() * moves.length)]!);
  }
  const bots = kinds.map((k, seat) => {
    const bot = benchBot(k, engine, seat, seededRandom(setup.seed * 101 + seat), budget);
    return measured(seat) && never.length ? avoiding(bot, engine, seat, never, seededRandom(setup.seed * 103 + seat)) : bot;
  });
  const out: GameOutcome = { won: 0, thinking: [], iterations: [], counted: 0, moves: 0 };
  for (let n = 0; !s.result && n < 20_000; n++) {
    const seat = engine.firstOwing(s);
    if (seat < 0) break;
    const t = performance.now();
    const m = bots[seat]!.choose(s);
    if (!m) break;
    if (measured(seat)) {
      if (engine.legalMoves(s, seat).length > 1) {
        out.thinking.push(performance.now() - t);
        out.iterations.push(bots[seat]!.iterations());
      }
      if (count.includes(m.choice) || count.includes(`${m.choice}=${String(m.value)}`)) out.counted++;
    }
    const err = engine.applyInPlace(s, m);
    if (err) throw new Error(`${err.code}: ${err.message}`);
    out.moves++;
  }
  const winners = s.result?.winners ?? [];
  const teams = s.teams;
  const sides = new Set(winners.map((p) => (teams ? teams[p] : p))).size;
  out.won = winners.some(measured) ? 1 / sides : 0;
  if (s.campaign) out.record = s.campaign;
  const scores = s.result?.scores;
  if (scores) out.score = { values: scores.flatMap((keys, seat) => (measured(seat) && keys.length ? [keys[0]!] : [])), label: s.result?.labels?.[0] || "score" };
  return out;
}
