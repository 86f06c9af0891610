// The balance tables next to pg-boss's queue: a run's plan (so a worker on any machine plays from
// the database, without the content) and one result row per game, keyed by the game, so a game
// played twice (a job retried after its worker died) is counted once.

import pg from "pg";
import type { GameRecord } from "./game-record.js";
import type { BalancePlan, GameJob } from "./plan.js";
import type { JobResult } from "./thread-pool.js";

/** The pg-boss queue the games travel on. */
export const QUEUE = "menagerie-balance";

/** A job's payload: which run, which games. */
export interface QueuedBatch {
  run: string;
  jobs: GameJob[];
}

const SCHEMA = `
create table if not exists menagerie_balance_run (id uuid primary key, plan jsonb not null, created timestamptz not null default now());
create table if not exists menagerie_balance_result (
  run uuid not null references menagerie_balance_run(id) on delete cascade,
  variant int not null, config int not null, game int not null,
  record jsonb not null,
  primary key (run, variant, config, game)
);`;

/** A connection pool with the balance tables in place (created under an advisory lock, so concurrent starts do not race). */
export async function openStore(url: string): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(724031)");
    await client.query(SCHEMA);
  } finally {
    await client.query("select pg_advisory_unlock(724031)").catch(() => undefined);
    client.release();
  }
  return pool;
}

/** Stores a new run's plan. */
export async function saveRun(db: pg.Pool, id: string, plan: BalancePlan): Promise<void> {
  await db.query("insert into menagerie_balance_run (id, plan) values ($1, $2)", [id, JSON.stringify(plan)]);
}

/** A run's plan. */
export async function loadRun(db: pg.Pool, id: string): Promise<BalancePlan> {
  const { rows } = await db.query<{ plan: BalancePlan }>("select plan from menagerie_balance_run where id = $1", [id]);
  if (!rows[0]) throw new Error(`no balance run ${id}`);
  return rows[0].plan;
}

/** Stores results; a game already stored keeps its first row. */
export async function saveResults(db: pg.Pool, run: string, results: readonly JobResult[]): Promise<void> {
  for (const { job, record } of results) {
    await db.query("insert into menagerie_balance_result (run, variant, config, game, record) values ($1, $2, $3, $4, $5) on conflict do nothing", [run, job.variant, job.run, job.index, JSON.stringify(record)]);
  }
}

/** How many of a run's games have a result. */
export async function countResults(db: pg.Pool, run: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>("select count(*) as n from menagerie_balance_result where run = $1", [run]);
  return Number(rows[0]!.n);
}

/** Every result of a run. */
export async function loadResults(db: pg.Pool, run: string): Promise<JobResult[]> {
  const { rows } = await db.query<{ variant: number; config: number; game: number; record: GameRecord }>("select variant, config, game, record from menagerie_balance_result where run = $1 order by variant, config, game", [run]);
  return rows.map((r) => ({ job: { variant: r.variant, run: r.config, index: r.game }, record: r.record }));
}
