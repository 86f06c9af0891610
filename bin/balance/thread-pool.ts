// Plays a plan's games on every core: one worker thread per core, each fed the next job as soon as
// it posts a result, so long and short games balance themselves. The pool outlives one batch, so a
// queue worker pays the threads' start (loader, engines) once per plan.

import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { GameRecord } from "./game-record.js";
import type { BalancePlan, GameJob } from "./plan.js";

/** A finished job. */
export interface JobResult {
  job: GameJob;
  record: GameRecord;
}

/** Threads to use by default: one per core. */
export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}

/** Worker threads that each hold the plan's engines and play the jobs they are given. */
export class ThreadPool {
  private readonly workers: Promise<Worker>[];
  private readonly idle: Worker[] = [];
  private readonly waiting: ((w: Worker) => void)[] = [];

  constructor(plan: BalancePlan, threads: number) {
    this.workers = Array.from({ length: Math.max(1, threads) }, () => {
      const worker = new Worker(new URL("./game-thread-entry.js", import.meta.url), { workerData: plan });
      return new Promise<Worker>((ok, fail) => {
        worker.once("message", () => {
          this.release(worker);
          ok(worker);
        });
        worker.once("error", fail);
      });
    });
  }

  /** Plays `jobs`, calling `onResult` as each finishes; resolves with every result. */
  async run(jobs: readonly GameJob[], onResult?: (r: JobResult, done: number) => void): Promise<JobResult[]> {
    const results: JobResult[] = [];
    await Promise.all(
      jobs.map(async (job) => {
        const worker = await this.take();
        try {
          const result = await new Promise<JobResult>((ok, fail) => {
            const onExit = (code: number) => fail(new Error(`a game thread stopped with exit code ${code}`));
            worker.once("exit", onExit);
            worker.once("message", (m: JobResult) => {
              worker.off("exit", onExit);
              ok(m);
            });
            worker.postMessage(job);
          });
          results.push(result);
          onResult?.(result, results.length);
        } finally {
          this.release(worker);
        }
      }),
    );
    return results;
  }

  /** Stops every thread. */
  async close(): Promise<void> {
    const all = await Promise.allSettled(this.workers);
    await Promise.all(all.map((w) => (w.status === "fulfilled" ? w.value.terminate() : undefined)));
  }

  private take(): Promise<Worker> {
    const w = this.idle.pop();
    if (w) return Promise.resolve(w);
    // A thread that fails to start rejects here instead of leaving the run waiting forever.
    return Promise.race([new Promise<Worker>((ok) => this.waiting.push(ok)), Promise.all(this.workers).then(() => new Promise<Worker>(() => {}))]);
  }

  private release(w: Worker): void {
    const next = this.waiting.shift();
    if (next) next(w);
    else this.idle.push(w);
  }
}

/** Plays `jobs` on a pool of `threads` threads that is closed afterwards. */
export async function playOnThreads(plan: BalancePlan, jobs: readonly GameJob[], threads: number, onResult?: (r: JobResult, done: number) => void): Promise<JobResult[]> {
  const pool = new ThreadPool(plan, Math.min(threads, Math.max(jobs.length, 1)));
  try {
    return await pool.run(jobs, onResult);
  } finally {
    await pool.close();
  }
}
