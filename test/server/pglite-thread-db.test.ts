// PGlite on its worker thread behaves as the store needs PGlite to: a unique violation keeps its
// SQLSTATE across the thread boundary (it is how a stale move is told apart), a transaction commits
// or rolls back as a whole, a query arriving while a transaction is open waits for it, SQL errors
// come back as errors, and a folder's data is there after closing and opening it again.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation, type Db } from "../../server/store/db.js";
import { openPgliteThread } from "../../server/store/pglite-thread-db.js";

let db: Db;

beforeAll(async () => {
  db = await openPgliteThread(undefined);
  await db.query("create table t (id integer primary key, j jsonb not null)");
}, 60_000);
afterAll(() => db?.close());

const ids = async () => (await db.query<{ id: number }>("select id from t order by id")).map((r) => r.id);

describe("PGlite on a worker thread", () => {
  it("answers rows with jsonb parsed, and a duplicate key as PostgreSQL's unique violation (23505)", async () => {
    await db.query("insert into t values ($1, $2::jsonb)", [1, JSON.stringify({ a: [1, 2] })]);
    expect(await db.query("select id, j from t where id = $1", [1])).toEqual([{ id: 1, j: { a: [1, 2] } }]);
    const dup = await db.query("insert into t values ($1, $2::jsonb)", [1, "{}"]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(dup)).toBe(true);
    await expect(db.query("select * from nowhere")).rejects.toThrow(/nowhere/);
  });

  it("commits a transaction whole, rolls it back whole when its function throws", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into t values (10, '{}')");
      await tx.query("insert into t values (11, '{}')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t values (12, '{}')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    // A statement that fails inside a transaction rolls back what came before it too.
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t values (13, '{}')");
        await tx.query("insert into t values (10, '{}')");
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await ids()).toEqual([1, 10, 11]);
  });

  it("a query sent while a transaction is open waits for it to commit (one connection, as in-process)", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.query("insert into t values (20, '{}')");
      await held;
      await t.query("insert into t values (21, '{}')");
    });
    // Give the transaction time to begin before the query is sent.
    await new Promise((r) => setTimeout(r, 50));
    const count = db.query<{ n: number }>("select count(*)::int as n from t where id >= 20");
    release();
    await tx;
    expect((await count)[0]!.n).toBe(2);
  });

  it("keeps a folder's data across close and open", async () => {
    const dir = mkdtempSync(join(tmpdir(), "menagerie-pglite-thread-"));
    try {
      const one = await openPgliteThread(dir);
      await one.query("create table kept (v text)");
      await one.query("insert into kept values ($1)", ["still here"]);
      await one.close();
      const two = await openPgliteThread(dir);
      expect(await two.query("select v from kept")).toEqual([{ v: "still here" }]);
      await two.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
