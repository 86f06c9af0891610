// The embedded database: PGlite (PostgreSQL compiled to WASM) in a folder, or in memory for tests.

import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { abortReason, isAbort, type Db, type OnFatal, type Queryable } from "./db.js";

/** Opens PGlite in `dataDir` (created when missing), or in memory when `dataDir` is undefined; `onFatal` is told if it later aborts. */
export async function openPglite(dataDir: string | undefined, onFatal?: OnFatal): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  try {
    await pg.waitReady;
    await pg.query("select 1");
  } catch (e) {
    throw new Error(abortReason(dataDir, e));
  }
  let told = false;
  const wrap = (q: { query: PGlite["query"] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        return (await q.query<T>(sql, params)).rows;
      } catch (e) {
        if (isAbort(e) && !told) (told = true), onFatal?.(abortReason(dataDir, e));
        throw e;
      }
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
