// The embedded database: PGlite (PostgreSQL compiled to WASM) in a folder, or in memory for tests.

import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Db, Queryable } from "./db.js";

/** Opens PGlite in `dataDir` (created when missing), or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const wrap = (q: { query: PGlite["query"] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
  });
  const base = wrap(pg);
  return {
    kind: "pglite",
    // One process owns the folder: nothing to fan out to.
    shared: false,
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onPayload) {
      await pg.listen(channel, onPayload);
    },
    close: () => pg.close(),
  };
}
