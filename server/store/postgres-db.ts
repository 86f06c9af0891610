// PostgreSQL through `pg`: a pool for queries and transactions, and one dedicated client that LISTENs.

import pg from "pg";
import type { Db, Queryable } from "./db.js";

/** Connects to the PostgreSQL server at `url` (a `postgres://` connection string). */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A broken idle connection must not take the process down; the pool replaces it.
  pool.on("error", () => undefined);
  await pool.query("select 1");
  let listener: pg.Client | undefined;
  const handlers = new Map<string, (payload: string) => void>();
  const query = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
  return {
    kind: "postgresql",
    shared: true,
    query,
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Queryable = { query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[] };
      try {
        await client.query("begin");
        const out = await fn(tx);
        await client.query("commit");
        return out;
      } catch (e) {
        await client.query("rollback").catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        listener.on("error", () => undefined);
        await listener.connect();
        listener.on("notification", (n) => handlers.get(n.channel)?.(n.payload ?? ""));
      }
      handlers.set(channel, onPayload);
      await listener.query(`listen ${channel}`);
    },
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
