// A balance run as data: the programs (one, or two to compare), the configurations, the bots and
// the seeds. Threads, queue workers and the coordinator all play from the same plan, so a game is
// the same game wherever it is played.

import { Engine, type BotKind, type Program } from "../../runtime/index.js";
import { playRecord, type GameRecord } from "./game-record.js";

/** One configuration: a label and the options it plays with. */
export interface RunConfig {
  label: string;
  options: Record<string, unknown>;
}

/** Everything needed to play any game of a run. */
export interface BalancePlan {
  game: string;
  /** The content's program, then (with --compare) the other content's. */
  programs: Program[];
  runs: RunConfig[];
  players: number;
  games: number;
  seed: number;
  bots: BotKind[];
  input?: unknown;
}

/** One game to play: which program, which configuration, which game (seed `plan.seed + index`). */
export interface GameJob {
  variant: number;
  run: number;
  index: number;
}

/** Every game of a plan, configurations and programs interleaved so that a partial run is balanced. */
export function jobsOf(plan: BalancePlan): GameJob[] {
  const jobs: GameJob[] = [];
  for (let index = 0; index < plan.games; index++)
    for (let run = 0; run < plan.runs.length; run++) for (let variant = 0; variant < plan.programs.length; variant++) jobs.push({ variant, run, index });
  return jobs;
}

/** Plays jobs of one plan, keeping one engine per program. */
export class PlanPlayer {
  private readonly engines: Engine[];

  constructor(private readonly plan: BalancePlan) {
    // The log is the source of the per-component figures, so it stays on.
    this.engines = plan.programs.map((p) => new Engine(p));
  }

  /** Plays one job. */
  play(job: GameJob): GameRecord {
    const { plan } = this;
    const setup = { players: plan.players, seed: plan.seed + job.index, options: plan.runs[job.run]!.options, ...(plan.input !== undefined ? { input: plan.input } : {}) };
    return playRecord(this.engines[job.variant]!, setup, job.index, plan.bots);
  }
}
