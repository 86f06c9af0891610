// `balance --database` with two `menagerie worker` processes on a real PostgreSQL (a cluster this
// test starts): one worker is killed (SIGKILL) while it holds a job; its job expires and the other
// worker plays it; the coordinator's report counts every game exactly once and has the figures of
// the same games played in this process.

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../../bin/bench/postgres-cluster.js";
import type { BalanceReport } from "../../../bin/balance/summary-types.js";
import { DEFAULT_TIMING, startBoss } from "../../../bin/balance/queue-coordinator.js";
import { playReport, programOf } from "./play-plan.js";

const root = resolve(import.meta.dirname, "../../..");
const tmp = mkdtempSync(join(tmpdir(), "menagerie-balance-queue-"));
let cluster: Cluster;
const children: ChildProcess[] = [];

function start(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["bin/menagerie.js", ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  child.stdout!.on("data", (d) => (out += String(d)));
  child.stderr!.on("data", (d) => (out += String(d)));
  const exited = new Promise<number | null>((ok) => child.once("exit", (code) => ok(code)));
  return { child, output: () => out, exited };
}

/** Resolves once a worker says it waits for games (it has connected and created the queue). */
async function ready(worker: ReturnType<typeof start>): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!worker.output().includes("waiting for balance games")) {
    if (worker.child.exitCode !== null || Date.now() > deadline) throw new Error(`the worker did not start:\n${worker.output()}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

beforeAll(async () => {
  cluster = await startCluster();
}, 120_000);
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  cluster?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

// Both workers are ready before the games are queued, and each starts a game thread on its first job,
// so both hold a job at once even with few games; `npm run test:balance-long` plays 48.
const GAMES = Number(process.env.BALANCE_QUEUE_GAMES ?? 12);
const common = ["connect-four", "--games", String(GAMES), "--bots", "planner", "--seed", "7"];

describe("balance on a PostgreSQL job queue", () => {
  it("workers started together on a new database all come up (their queue creations may deadlock: retried)", async () => {
    // CI once saw one of two workers started at once die with "deadlock detected" in createQueue, and
    // stay alive with nothing to do. Six at once on a database no worker has used yet:
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("create database race");
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, "/race");
    const bosses = await Promise.all(Array.from({ length: 6 }, () => startBoss(url, { ...DEFAULT_TIMING, maintenanceSeconds: 1 })));
    try {
      expect(await bosses[0]!.getQueue("menagerie-balance")).toMatchObject({ name: "menagerie-balance" });
    } finally {
      await Promise.all(bosses.map((b) => b.stop({ graceful: false, wait: true })));
    }
  }, 120_000);


  it("two workers, one killed mid-run: every game counted once, the same report as one process", async () => {
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    try {
      // The workers first, so that neither starts late and misses every job; then the games.
      const workerArgs = ["worker", "--database", cluster.url, "--threads", "1", "--maintenance", "1"];
      const doomed = start(workerArgs);
      const survivor = start(workerArgs);
      await Promise.all([ready(doomed), ready(survivor)]);
      const coordinator = start(["balance", ...common, "--database", cluster.url, "--batch", "3", "--job-timeout", "6", "--maintenance", "1", "--out", join(tmp, "queue")]);
      // Kill the first worker while both hold a job (so the killed one surely had one).
      const deadline = Date.now() + 180_000;
      for (;;) {
        const active = await db.query("select count(*)::int as n from pgboss.job where name = 'menagerie-balance' and state = 'active'").catch(() => ({ rows: [{ n: 0 }] }));
        if (active.rows[0].n >= 2) break;
        if (Date.now() > deadline) throw new Error(`workers never both busy:\n${doomed.output()}\n${survivor.output()}\n${coordinator.output()}`);
        await new Promise((ok) => setTimeout(ok, 100));
      }
      doomed.child.kill("SIGKILL");
      expect(await coordinator.exited).toBe(0);
      survivor.child.kill("SIGTERM");

      // The killed worker's job ran out of time and was retried, taken by the survivor.
      const retried = await db.query("select count(*)::int as n from pgboss.job where name = 'menagerie-balance' and retry_count > 0");
      expect(retried.rows[0].n).toBeGreaterThan(0);
      // One row per game, none twice.
      const rows = await db.query("select count(*)::int as n, count(distinct game)::int as games from menagerie_balance_result");
      expect(rows.rows[0]).toEqual({ n: GAMES, games: GAMES });

      const queued = JSON.parse(readFileSync(join(tmp, "queue", "report.json"), "utf8")) as BalanceReport;
      expect(queued.runs[0]!.seats.map((s) => s.n)).toEqual([GAMES, GAMES]);
      // The same games played here, in this process, give the same figures.
      const alone = playReport([programOf(join(root, "content"), "connect-four")], { players: 2, games: GAMES, seed: 7, bots: ["planner", "planner"] });
      expect(queued.runs).toEqual(alone.runs);
    } finally {
      await db.end();
    }
  }, 420_000);
});
