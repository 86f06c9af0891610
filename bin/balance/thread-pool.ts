// Plays a plan's games on every core: one worker thread per core, each fed the next job as soon as
// it posts a result, so long and short games balance themselves.

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

/** Plays `jobs` on `threads` worker threads, calling `onResult` as each finishes; resolves with every result. */
export async function playOnThreads(plan: BalancePlan, jobs: readonly GameJob[], threads: number, onResult?: (r: JobResult, done: number) => void): Promise<JobResult[]> {
  const results: JobResult[] = [];
  if (jobs.length === 0) return results;
  let next = 0;
  const count = Math.min(threads, jobs.length);
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, () =>
        new Promise<void>((ok, fail) => {
          const worker = new Worker(new URL("./game-thread-entry.js", import.meta.url), { workerData: plan });
          workers.push(worker);
          const feed = () => {
            if (next < jobs.length) worker.postMessage(jobs[next++]);
            else ok();
          };
          worker.on("message", (m: "ready" | JobResult) => {
            if (m !== "ready") {
              results.push(m);
              onResult?.(m, results.length);
            }
            feed();
          });
          worker.once("error", fail);
          worker.once("exit", (code) => (code === 0 ? ok() : fail(new Error(`a game thread stopped with exit code ${code}`))));
        }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
