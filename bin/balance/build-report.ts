// Gathers the results of a plan's games, from threads or from the job queue, into report.json's
// object: one summary per configuration and program, results ordered by game so that the same
// games give the same report however they were scheduled.

import type { GameRecord } from "./game-record.js";
import type { BalancePlan, GameJob } from "./plan.js";
import { summarise } from "./aggregate.js";
import type { BalanceReport } from "./summary-types.js";
import { differences } from "./compare.js";
import { sweepFindings } from "./findings.js";

/** Where the plan's content came from, for the report's header. */
export interface ReportSources {
  content: string;
  compareContent?: string;
}

/** Builds the report from one record per job (duplicates, if any, are dropped by key). */
export function buildReport(plan: BalancePlan, results: readonly { job: GameJob; record: GameRecord }[], sources: ReportSources, created = new Date()): BalanceReport {
  const runsOf = (variant: number) =>
    plan.runs.map((run, r) => {
      const byIndex = new Map<number, GameRecord>();
      for (const { job, record } of results) if (job.variant === variant && job.run === r && !byIndex.has(job.index)) byIndex.set(job.index, record);
      const records = [...byIndex.values()].sort((a, b) => a.index - b.index);
      return summarise(plan.programs[variant]!, run.label, run.options, plan.players, records);
    });
  const program = plan.programs[0]!;
  const report: BalanceReport = {
    game: plan.game,
    title: program.title ?? plan.game,
    players: plan.players,
    games: plan.games,
    seed: plan.seed,
    bots: plan.bots,
    content: sources.content,
    created: created.toISOString(),
    runs: runsOf(0),
  };
  if (plan.runs.length > 1) report.sweep = sweepFindings(report.runs);
  if (plan.programs.length > 1) {
    const other = runsOf(1);
    report.compare = { content: sources.compareContent ?? "", runs: other, differences: report.runs.flatMap((run, r) => differences(run, other[r]!)) };
  }
  return report;
}
