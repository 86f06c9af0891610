// The `balance` command's work: compile the content (and the other version with --compare), make
// the plan, play it on threads or through the job queue with a progress bar, write the report.

import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Engine } from "../../runtime/index.js";
import { CliError } from "../cli/cli-error.js";
import { setupFrom } from "../cli/common-options.js";
import { parseBots } from "../cli/hot-seat.js";
import { loadProgram } from "../cli/load-program.js";
import type { BalanceOptions } from "../cli/balance.js";
import { buildReport } from "./build-report.js";
import { jobsOf, type BalancePlan } from "./plan.js";
import { progressBar } from "./progress.js";
import { renderReportHtml } from "./report-html.js";
import { runConfigs } from "./sweep.js";
import { defaultThreads, playOnThreads, type JobResult } from "./thread-pool.js";

/** Setup errors that do not depend on the seed (player count, options): refused once, up front. */
const SETUP_REFUSALS = new Set(["RUN4020", "RUN4021", "RUN4022", "RUN4023", "RUN4024"]);

/** Runs `balance` for `game` and writes report.json and report.html; prints where they are. */
export async function runBalance(game: string, opts: BalanceOptions): Promise<void> {
  const plan = makePlan(game, opts);
  const jobs = jobsOf(plan);
  const bar = progressBar(jobs.length);
  let results: JobResult[];
  try {
    if (opts.database) {
      const { runOnQueue } = await import("./queue-coordinator.js");
      results = await runOnQueue(opts.database, plan, opts.batch, (done) => bar?.update(done), { jobTimeoutSeconds: opts.jobTimeout, maintenanceSeconds: opts.maintenance, pollMs: 1000 });
    } else {
      results = await playOnThreads(plan, jobs, opts.threads ?? defaultThreads(), (_, done) => bar?.update(done));
    }
  } finally {
    bar?.stop();
  }
  const report = buildReport(plan, results, { content: resolve(opts.content), ...(opts.compare ? { compareContent: resolve(opts.compare) } : {}) });
  const out = resolve(opts.out ?? join("balance-reports", game));
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "report.json"), JSON.stringify(report, null, 1) + "\n");
  writeFileSync(join(out, "report.html"), await renderReportHtml(report));
  process.stdout.write(`${join(out, "report.html")}\n${join(out, "report.json")}\n`);
  for (const f of report.sweep ?? []) process.stdout.write(`${f}\n`);
  for (const run of report.runs) for (const f of run.findings) process.stdout.write(`${plan.runs.length > 1 ? `[${run.label}] ` : ""}${f}\n`);
}

/** The plan the options describe, after checking that the game accepts each configuration. */
export function makePlan(game: string, opts: BalanceOptions): BalancePlan {
  const program = loadProgram(opts.content, game);
  const other = opts.compare ? loadProgram(opts.compare, game) : undefined;
  const setup = setupFrom(opts, program, 1);
  const bots = parseBots(opts.bots, setup.players);
  const runs = runConfigs(program, setup.options ?? {}, opts.sweep ?? []);
  const programs = other ? [program, other] : [program];
  for (const p of programs) {
    const engine = new Engine(p, { log: false });
    for (const run of runs) {
      const probe = engine.start({ ...setup, options: run.options });
      if (!probe.ok && SETUP_REFUSALS.has(probe.error.code)) throw new CliError(`cannot balance ${game}${runs.length > 1 ? ` (${run.label})` : ""}: ${probe.error.message}`);
    }
  }
  return { game, programs, runs, players: setup.players, games: opts.games, seed: setup.seed, bots, ...(setup.input !== undefined ? { input: setup.input } : {}) };
}
