// `menagerie worker`: takes batches of games from the balance queue, plays them on its threads and
// stores one row per game. It keeps one thread pool per run, so the threads start once per plan.

import PgBoss from "pg-boss";
import { loadRun, openStore, QUEUE, saveResults, type QueuedBatch } from "./queue-store.js";
import { startBoss, type QueueTiming } from "./queue-coordinator.js";
import { ThreadPool } from "./thread-pool.js";

/** A running worker; `stop` lets the current batch go (it will be retried elsewhere if unfinished). */
export interface QueueWorker {
  stop(): Promise<void>;
  /** Games stored so far by this worker. */
  readonly played: number;
}

/** Starts taking jobs from the queue at `url` with `threads` game threads. */
export async function startWorker(url: string, threads: number, timing: QueueTiming, log: (line: string) => void = () => {}): Promise<QueueWorker> {
  const db = await openStore(url);
  const boss = await startBoss(url, timing);
  let current: { run: string; pool: ThreadPool } | undefined;
  let played = 0;
  await boss.work<QueuedBatch>(QUEUE, { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, timing.pollMs / 1000) }, async (jobs: PgBoss.Job<QueuedBatch>[]) => {
    for (const job of jobs) {
      const { run, jobs: games } = job.data;
      if (current?.run !== run) {
        await current?.pool.close();
        current = { run, pool: new ThreadPool(await loadRun(db, run), threads) };
      }
      // Each game is stored as soon as it ends, so a worker killed mid-batch loses only its unfinished games.
      const saved: Promise<void>[] = [];
      await current.pool.run(games, (r) => saved.push(saveResults(db, run, [r]).then(() => void played++)));
      await Promise.all(saved);
      log(`played ${games.length} games of run ${run}`);
    }
  });
  return {
    get played() {
      return played;
    },
    async stop() {
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      await current?.pool.close();
      await db.end();
    },
  };
}
