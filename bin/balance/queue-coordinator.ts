// `balance --database`: the plan goes into PostgreSQL, its games onto a pg-boss queue in batches,
// and the coordinator waits for one result row per game while `menagerie worker` processes on any
// machine play them. A batch whose worker dies expires and is retried by another worker.

import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import { jobsOf, type BalancePlan } from "./plan.js";
import { countResults, loadResults, openStore, QUEUE, saveRun, type QueuedBatch } from "./queue-store.js";
import type { JobResult } from "./thread-pool.js";

/** Queue settings: how long a batch may run before it counts as lost, and how often lost batches are looked for. */
export interface QueueTiming {
  jobTimeoutSeconds: number;
  maintenanceSeconds: number;
  pollMs: number;
}

/** Defaults: a batch of long games may take minutes. */
export const DEFAULT_TIMING: QueueTiming = { jobTimeoutSeconds: 900, maintenanceSeconds: 30, pollMs: 1000 };

/** PostgreSQL's codes for a transaction that lost a race with another (deadlock, serialization, a row just created). */
const RACE_CODES = new Set(["40P01", "40001", "23505"]);

/** Attempts at creating the queue while other processes create it too. */
const CREATE_ATTEMPTS = 8;

/** A pg-boss instance on `url`, started, with the balance queue created. */
export async function startBoss(url: string, timing: QueueTiming): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: url, maintenanceIntervalSeconds: timing.maintenanceSeconds, max: 4 });
  boss.on("error", (err) => process.stderr.write(`queue: ${err instanceof Error ? err.message : String(err)}\n`));
  try {
    await boss.start();
    await createQueue(boss);
    return boss;
  } catch (err) {
    // A started pg-boss keeps timers and connections open: stop it, so a failed start ends the process.
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    throw err;
  }
}

/**
 * Creates the balance queue unless it exists. Workers started together on a new database all create
 * it at once, and PostgreSQL may end one of those transactions as a deadlock: that one waits a
 * moment (jittered, so they do not collide again) and looks again.
 */
async function createQueue(boss: PgBoss): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await boss.getQueue(QUEUE))) await boss.createQueue(QUEUE);
      return;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= CREATE_ATTEMPTS || typeof code !== "string" || !RACE_CODES.has(code)) throw err;
      await new Promise((ok) => setTimeout(ok, 50 * attempt + Math.random() * 100));
    }
  }
}

/** Queues the plan's games and resolves with their results once every game has one. */
export async function runOnQueue(url: string, plan: BalancePlan, batch: number, progress: (done: number) => void, timing: QueueTiming = DEFAULT_TIMING): Promise<JobResult[]> {
  const db = await openStore(url);
  const boss = await startBoss(url, timing);
  try {
    const run = randomUUID();
    await saveRun(db, run, plan);
    const jobs = jobsOf(plan);
    const batches: QueuedBatch[] = [];
    for (let i = 0; i < jobs.length; i += batch) batches.push({ run, jobs: jobs.slice(i, i + batch) });
    await boss.insert(batches.map((data) => ({ name: QUEUE, data, retryLimit: 20, retryDelay: 1, expireInSeconds: timing.jobTimeoutSeconds })));
    process.stderr.write(`balance run ${run}: ${jobs.length} games in ${batches.length} jobs queued; start workers with: menagerie worker --database <url>\n`);
    for (;;) {
      const done = await countResults(db, run);
      progress(done);
      if (done >= jobs.length) break;
      await new Promise((ok) => setTimeout(ok, timing.pollMs));
    }
    return await loadResults(db, run);
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await db.end();
  }
}
