// The statistics behind `simulate`: many seeded random games summarised in one JSON object that is
// identical for identical arguments, apart from the two speed figures.

import type { BotKind, Engine } from "../../runtime/index.js";
import { randomPlayout, DEFAULT_MOVE_CAP } from "./playout.js";

/** What to simulate: game i uses seed `seed + i`. */
export interface SimulateRequest {
  game: string;
  players: number;
  games: number;
  seed: number;
  options: Record<string, unknown>;
  /** The rules' `input` for every game (e.g. a printed setup), when given. */
  input?: unknown;
  moveCap?: number;
  /** The bot in each seat (random everywhere when absent). */
  bots?: BotKind[];
  /** Choice names whose moves are counted per game (`meanChoices`), e.g. how often bots trade. */
  count?: string[];
  /** Called after each game, e.g. to advance a progress bar. */
  onGame?: (done: number) => void;
}

/** The summary printed by `simulate`. */
export interface SimulateReport {
  game: string;
  players: number;
  games: number;
  errors: number;
  meanMoves: number;
  movesPerSecond: number;
  gamesPerSecond: number;
  /** The bot in each seat, when not random everywhere. */
  bots?: BotKind[];
  /** Wins per seat; a tie counts as a win for every tied seat. */
  winsBySeat: number[];
  /** Mean of each seat's first ranking key (its score) over finished games, for games that rank. */
  meanScoreBySeat?: number[];
  /** Mean number of decisions per finished game answering each counted choice, forced ones (a single option) included (only with `count`). */
  meanChoices?: Record<string, number>;
  /** Games that ended with no winner and no loser (present only when there were some). */
  draws?: number;
  /** Games every seat lost to the game itself, its automaton (`lose players`; present only when there were some). */
  losses?: number;
  /** The first few failures, with the seed that reproduces each. */
  errorSamples?: { seed: number; message: string }[];
}

/** Plays the requested games and summarises them. */
export function simulateGames(engine: Engine, req: SimulateRequest): SimulateReport {
  const winsBySeat = Array.from({ length: req.players }, () => 0);
  const errorSamples: { seed: number; message: string }[] = [];
  let errors = 0;
  let draws = 0;
  let losses = 0;
  let totalMoves = 0;
  let finishedMoves = 0;
  const scoreSums = Array.from({ length: req.players }, () => 0);
  let scored = 0;
  const choiceSums = new Map<string, number>((req.count ?? []).map((c) => [c, 0]));
  const started = performance.now();
  for (let i = 0; i < req.games; i++) {
    const seed = req.seed + i;
    const outcome = randomPlayout(
      engine,
      { players: req.players, seed, options: req.options, ...(req.input !== undefined ? { input: req.input } : {}) },
      req.moveCap ?? DEFAULT_MOVE_CAP,
      req.bots,
      req.count,
    );
    totalMoves += outcome.moves;
    if ("error" in outcome) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push({ seed, message: outcome.error });
    } else {
      finishedMoves += outcome.moves;
      for (const [c, n] of choiceSums) choiceSums.set(c, n + (outcome.choices?.get(c) ?? 0));
      const winners = outcome.result?.winners ?? [];
      if (outcome.result?.lost) losses++;
      else if (winners.length === 0) draws++;
      for (const w of winners) winsBySeat[w] = (winsBySeat[w] ?? 0) + 1;
      const scores = outcome.result?.scores;
      if (scores) {
        scored++;
        scores.forEach((keys, p) => (scoreSums[p] = (scoreSums[p] ?? 0) + (keys[0] ?? 0)));
      }
    }
    req.onGame?.(i + 1);
  }
  const seconds = Math.max((performance.now() - started) / 1000, 1e-9);
  const finished = req.games - errors;
  const report: SimulateReport = {
    game: req.game,
    players: req.players,
    games: req.games,
    errors,
    meanMoves: finished > 0 ? round(finishedMoves / finished, 2) : 0,
    movesPerSecond: Math.round(totalMoves / seconds),
    gamesPerSecond: round(req.games / seconds, 2),
    ...(req.bots ? { bots: req.bots } : {}),
    winsBySeat,
  };
  if (scored > 0) report.meanScoreBySeat = scoreSums.map((s) => round(s / scored, 2));
  if (req.count) report.meanChoices = Object.fromEntries([...choiceSums].map(([c, n]) => [c, finished > 0 ? round(n / finished, 2) : 0]));
  if (draws > 0) report.draws = draws;
  if (losses > 0) report.losses = losses;
  if (errorSamples.length > 0) report.errorSamples = errorSamples;
  return report;
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
