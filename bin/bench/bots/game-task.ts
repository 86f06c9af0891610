import { compileGame } from "../../../compiler/index.js";
import { NodeContentSource } from "../../../compiler/node/node-content-source.js";
import { hasErrors } from "../../../dsl/index.js";
import { Engine, useGeneratedExpressions } from "../../../runtime/index.js";
import type { BenchBudget } from "./bench-spec.js";
import { benchGame, type GameOutcome } from "./bench-game.js";

// One game of a bench case as plain data, so that it can be played on a worker thread as well as in
// the bench's own: the worker compiles the game once and plays every task it is given.

/** A game to play: the content, the setup, the bots by seat and what is measured. */
export interface GameTask {
  content: string;
  game: string;
  setup: { players: number; seed: number; options?: Record<string, unknown>; campaign?: Record<string, unknown> };
  kinds: string[];
  /** The seats whose results count. */
  measured: number[];
  budget: BenchBudget;
  opening: number;
  count: string[];
  /** Options the measured seats never take (`decision=option`). */
  never?: string[];
  /** A campaign played game after game instead of one game (see BenchCase.campaign). */
  campaign?: { field: string; from: string; within: number };
}

// A game thread's bots search as the server's bot workers do: with generated expressions.
useGeneratedExpressions();

const engines = new Map<string, Engine>();

/** The engine of `game` in `content`, compiled once per thread. */
export function benchEngine(content: string, game: string): Engine {
  const key = `${content}\u0000${game}`;
  let engine = engines.get(key);
  if (!engine) {
    const { program, diagnostics } = compileGame(new NodeContentSource(content), game);
    if (!program || hasErrors(diagnostics)) throw new Error(`${game} does not compile; run \`npx menagerie validate ${game}\``);
    engines.set(key, (engine = new Engine(program, { log: false })));
  }
  return engine;
}

/** Plays one task's game; with `campaign`, game after game carrying the record, as the case says (the outcomes joined). */
export function playTask(t: GameTask): GameOutcome {
  const seats = new Set(t.measured);
  const play = (setup: GameTask["setup"]) => benchGame(benchEngine(t.content, t.game), setup, t.kinds, (seat) => seats.has(seat), t.budget, t.opening, t.count, t.never);
  if (!t.campaign) return play(t.setup);
  const { field, from, within } = t.campaign;
  const all: GameOutcome = { won: 0, thinking: [], iterations: [], counted: 0, moves: 0, games: 0 };
  let record: Record<string, unknown> | undefined;
  for (let g = 0; g < within && (record === undefined || record[field] === from); g++) {
    // Each game of a campaign has a seed of its own, derived from the campaign's.
    // The first game starts the campaign afresh (an empty record: every field at its start value).
    const r = play({ ...t.setup, seed: t.setup.seed * 100 + g, campaign: record ?? {} });
    record = r.record;
    all.thinking.push(...r.thinking);
    all.iterations.push(...r.iterations);
    all.counted += r.counted;
    all.moves += r.moves;
    all.games!++;
  }
  // A campaign "won" is one whose stage was cleared within the games allowed.
  all.won = record !== undefined && record[field] !== from ? 1 : 0;
  all.record = record;
  return all;
}
