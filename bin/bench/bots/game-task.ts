import { compileGame } from "../../../compiler/index.js";
import { NodeContentSource } from "../../../compiler/node/node-content-source.js";
import { hasErrors } from "../../../dsl/index.js";
import { Engine } from "../../../runtime/index.js";
import type { BenchBudget } from "./bench-spec.js";
import { benchGame, type GameOutcome } from "./bench-game.js";

// One game of a bench case as plain data, so that it can be played on a worker thread as well as in
// the bench's own: the worker compiles the game once and plays every task it is given.

/** A game to play: the content, the setup, the bots by seat and what is measured. */
export interface GameTask {
  content: string;
  game: string;
  setup: { players: number; seed: number; options?: Record<string, unknown> };
  kinds: string[];
  /** The seats whose results count. */
  measured: number[];
  budget: BenchBudget;
  opening: number;
  count: string[];
}

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

/** Plays one task's game. */
export function playTask(t: GameTask): GameOutcome {
  const seats = new Set(t.measured);
  return benchGame(benchEngine(t.content, t.game), t.setup, t.kinds, (seat) => seats.has(seat), t.budget, t.opening, t.count);
}
