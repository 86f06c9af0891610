// Shared driver of the balance tests: compiles a game from a content folder and plays a plan in
// this process (the threads and the queue play the same PlanPlayer).

import { compileGame } from "../../../compiler/index.js";
import { NodeContentSource } from "../../../compiler/node/node-content-source.js";
import type { BotKind, Program } from "../../../runtime/index.js";
import { buildReport } from "../../../bin/balance/build-report.js";
import { jobsOf, PlanPlayer, type BalancePlan, type RunConfig } from "../../../bin/balance/plan.js";
import type { BalanceReport } from "../../../bin/balance/summary-types.js";

/** A game's program from a content folder (throws on compile errors). */
export function programOf(content: string, game: string): Program {
  const { program } = compileGame(new NodeContentSource(content), game);
  if (!program) throw new Error(`${game} does not compile in ${content}`);
  return program;
}

/** Plays a plan in this process and builds its report. */
export function playReport(programs: Program[], opts: { players: number; games: number; seed?: number; bots: BotKind[]; runs?: RunConfig[] }): BalanceReport {
  const plan: BalancePlan = { game: programs[0]!.game, programs, runs: opts.runs ?? [{ label: "as set", options: {} }], players: opts.players, games: opts.games, seed: opts.seed ?? 1, bots: opts.bots };
  const player = new PlanPlayer(plan);
  const results = jobsOf(plan).map((job) => ({ job, record: player.play(job) }));
  return buildReport(plan, results, { content: "a", compareContent: "b" }, new Date(0));
}
