// A damaged store fails loudly: PGlite with a truncated control file or a truncated WAL makes
// `menagerie serve` exit with code 1 and one line saying why (it used to print `Aborted()` and hang);
// a table whose rows are garbage is reported at start with its id and skipped while the others are
// served (on PGlite and on a real PostgreSQL); and a 500 is logged with its cause, never a token.

import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type Catalog, type RunningServer } from "../../server/index.js";
import { testCatalog } from "../helpers/memory-server.js";
import { openPglite } from "../../server/store/pglite-db.js";
import { openPostgres } from "../../server/store/postgres-db.js";
import type { Db } from "../../server/store/db.js";
import { startCluster, type Cluster } from "../../bin/bench/postgres-cluster.js";
import { api, createTable } from "./client.js";

const root = mkdtempSync(join(tmpdir(), "menagerie-damaged-"));
let catalog: Catalog;
/** A PGlite folder holding one table, made once and copied for each way of damaging it. */
let good: string;
let cluster: Cluster | undefined;

beforeAll(async () => {
  catalog = testCatalog(["tic-tac-toe"]);
  good = join(root, "good");
  const s = await startServer({ port: 0, dataDir: good, log: false, catalog, webDir: "/nonexistent" });
  await createTable(s.url, { game: "tic-tac-toe", players: 2, seats: [{ kind: "open" }, { kind: "open" }] });
  await s.close();
}, 180_000);
afterAll(() => {
  cluster?.stop();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

/** Runs `menagerie serve` on `dataDir` until it exits; answers its exit code and what it printed. */
function serveUntilExit(dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((ok) => {
    const child = spawn(process.execPath, [resolve("bin/menagerie.js"), "serve", "--no-build", "--web", "/nonexistent", "--port", "0", "--data", dataDir], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    // A server that starts listening did not notice the damage: stop it, and the checks below fail.
    const listening = setInterval(() => /serving/.test(out) && child.kill("SIGKILL"), 100);
    child.once("exit", (code) => (clearInterval(listening), ok({ code, out })));
  });
}

describe("a damaged PGlite folder stops the server with a reason", () => {
  for (const [what, file, size] of [
    ["a truncated control file", "global/pg_control", 100],
    ["a truncated WAL", "pg_wal/000000010000000000000001", 8192],
  ] as const) {
    it(`${what}: exit code 1 and one line naming the folder`, async () => {
      const dir = join(root, file.split("/")[0]!);
      cpSync(good, dir, { recursive: true });
      truncateSync(join(dir, file), size);
      const { code, out } = await serveUntilExit(dir);
      expect(code).toBe(1);
      expect(out.trim().split("\n")).toEqual([`menagerie: cannot serve: the embedded database in ${dir} aborted (PGlite: Aborted()); a file in it is damaged or truncated (pg_control, the WAL?): restore it from a backup`]);
    }, 180_000);
  }
});

/** Four tables on the server at `base`: one stays whole, three are spoiled later. */
async function makeTables(base: string): Promise<{ ok: string; bad: string[] }> {
  const seats = { game: "tic-tac-toe", players: 2, seats: [{ kind: "open" }, { kind: "open" }] };
  const [ok, ...bad] = await Promise.all([0, 1, 2, 3].map(() => createTable(base, seats)));
  return { ok: ok!.id, bad: bad.map((t) => t.id) };
}

/** Spoils the three tables, each another way: a setup that is no setup, a move that is no move, a game that is not there. */
async function spoil(d: Db, bad: string[]): Promise<void> {
  try {
    await d.query("update menagerie_tables set setup = $2::jsonb where id = $1", [bad[0], JSON.stringify("not a setup")]);
    await d.query("insert into menagerie_moves (table_id, seq, move) values ($1, 0, $2::jsonb)", [bad[1], JSON.stringify({ nonsense: [1, 2] })]);
    await d.query("update menagerie_tables set game = 'no-such-game' where id = $1", [bad[2]]);
  } finally {
    await d.close();
  }
}

/** Checks a restarted server: each spoiled table reported once by id and missing, the whole one and the lobby served. */
async function expectSkipped(s: RunningServer, warnings: string[], ids: { ok: string; bad: string[] }): Promise<void> {
  for (const id of ids.bad) {
    expect(warnings.filter((w) => w.startsWith(`table ${id} skipped: `))).toHaveLength(1);
    expect((await api(s.url, `/api/tables/${id}/view`)).status).toBe(404);
  }
  expect((await api(s.url, `/api/tables/${ids.ok}/view`)).status).toBe(200);
  const lobby = await api(s.url, "/api/tables");
  expect(lobby.status).toBe(200);
  expect(lobby.body.tables.map((t: { id: string }) => t.id)).toContain(ids.ok);
}

describe("a table whose rows are garbage is reported and skipped, the others served", () => {
  it("on PGlite", async () => {
    // A copy of the folder made once: creating a store (initdb) took 13 s of CPU, opening one 1.4 s.
    const dir = join(root, "garbage");
    cpSync(good, dir, { recursive: true });
    let s = await startServer({ port: 0, dataDir: dir, log: false, catalog, webDir: "/nonexistent" });
    const ids = await makeTables(s.url);
    await s.close();
    await spoil(await openPglite(dir), ids.bad);
    const warnings: string[] = [];
    s = await startServer({ port: 0, dataDir: dir, log: false, catalog, webDir: "/nonexistent", warn: (l) => warnings.push(l) });
    try {
      await expectSkipped(s, warnings, ids);
    } finally {
      await s.close();
    }
  }, 180_000);

  it("on PostgreSQL", async () => {
    cluster = await startCluster();
    const url = cluster.url;
    let s = await startServer({ port: 0, databaseUrl: url, log: false, catalog, webDir: "/nonexistent" });
    const ids = await makeTables(s.url);
    await s.close();
    await spoil(await openPostgres(url), ids.bad);
    const warnings: string[] = [];
    s = await startServer({ port: 0, databaseUrl: url, log: false, catalog, webDir: "/nonexistent", warn: (l) => warnings.push(l) });
    try {
      await expectSkipped(s, warnings, ids);
    } finally {
      await s.close();
    }
  }, 300_000);
});

describe("a 500", () => {
  it("is logged with its cause, and the log holds no token", async () => {
    const lines: string[] = [];
    const log = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const dir = join(root, "fails");
    cpSync(good, dir, { recursive: true });
    const s = await startServer({ port: 0, dataDir: dir, log, logLevel: "warn", catalog, webDir: "/nonexistent" });
    try {
      const { id, tokens } = await createTable(s.url, { game: "tic-tac-toe", players: 2, seats: [{ kind: "reserved" }, { kind: "reserved" }] });
      // The store loses its moves table under the server: the next move cannot be stored.
      await s.service.store.db.query("alter table menagerie_moves rename to menagerie_moves_gone");
      const m = (await api(s.url, `/api/tables/${id}/moves`, { token: tokens[0]! })).body.moves[0];
      const r = await api(s.url, `/api/tables/${id}/moves`, { token: tokens[0]!, body: { move: { player: m.player, choice: m.choice, value: m.value }, seq: 0 } });
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ error: "internal error" });
      const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "internal error");
      expect(errors).toHaveLength(1);
      expect(errors[0].cause).toMatch(/menagerie_moves.*does not exist/);
      for (const t of tokens) expect(lines.join("")).not.toContain(t!);
    } finally {
      await s.close();
    }
  }, 120_000);
});
