// The embedded database on its own thread: PGlite runs in a worker (pglite-worker.ts) and this side
// speaks to it by messages, so a statement's WASM work and file writes no longer hold up the
// sockets and the runtime on the main thread. Same SQL, same `Db` interface as in-process PGlite.

import { mkdirSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { abortReason, isAbort, type Db, type OnFatal, type Queryable } from "./db.js";
import type { PgliteError, PgliteReply, PgliteRequest, PgliteWorkerData } from "./pglite-protocol.js";

type Pending = { ok: (value: unknown) => void; fail: (e: unknown) => void };
type Ask = { op: "query"; sql: string; params: unknown[]; tx?: number } | { op: "begin" } | { op: "end"; tx: number; commit: boolean } | { op: "listen"; channel: string } | { op: "close" };

/** An error from the worker, with PostgreSQL's SQLSTATE back in `code` (the store reads 23505). */
function rebuild(e: PgliteError): Error {
  return Object.assign(new Error(e.message), e.code ? { code: e.code } : {});
}

/**
 * Opens PGlite in `dataDir` (created when missing), or in memory when undefined, on a worker thread;
 * rejects with a one-line reason when it cannot, and calls `onFatal` if it later aborts or its thread dies.
 */
export async function openPgliteThread(dataDir: string | undefined, onFatal?: OnFatal): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The worker is TypeScript like the rest of the server: it registers tsx's loader first, as
  // bin/menagerie.js does (a worker does not inherit the main thread's loader hooks on Node 20).
  const tsx = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./pglite-worker.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
  const data: PgliteWorkerData = { dataDir };
  const worker = new Worker(boot, { eval: true, workerData: data });
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, (payload: string) => void>();
  let nextId = 1;
  let dead: Error | undefined;
  let opened = false;
  let closing = false;
  let told = false;
  // Once open, a store that aborts takes the server down with a reason (before, opening fails with it).
  const fatal = (e: unknown) => {
    if (!opened || closing || told) return;
    told = true;
    onFatal?.(abortReason(dataDir, e));
  };

  worker.on("message", (m: PgliteReply) => {
    if ("notify" in m) return listeners.get(m.notify)?.(m.payload);
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.ok) p.ok(m.value);
    else {
      const e = rebuild(m.error);
      if (isAbort(e)) fatal(e);
      p.fail(e);
    }
  });
  const die = (e: Error) => {
    dead ??= e;
    for (const p of pending.values()) p.fail(dead);
    pending.clear();
    fatal(e);
  };
  worker.on("error", die);
  worker.on("exit", (code) => die(new Error(`the PGlite worker stopped (exit code ${code})`)));

  const ask = (req: Ask): Promise<unknown> =>
    new Promise((ok, fail) => {
      if (dead) return fail(dead);
      const id = nextId++;
      pending.set(id, { ok, fail });
      worker.postMessage({ ...req, id } as PgliteRequest);
    });
  const queryIn =
    (tx: number | undefined): Queryable["query"] =>
    async <T>(sql: string, params: unknown[] = []) =>
      (await ask(tx === undefined ? { op: "query", sql, params } : { op: "query", sql, params, tx })) as T[];

  // The first statement waits for PGlite to start (a few seconds in a new folder), and reports a failure to.
  try {
    await ask({ op: "query", sql: "select 1", params: [] });
  } catch (e) {
    // An aborted PGlite never answers again; its thread would keep the process alive for nothing.
    await worker.terminate();
    throw new Error(abortReason(dataDir, e));
  }
  opened = true;
  return {
    kind: "pglite",
    // One process owns the folder: nothing to fan out to.
    shared: false,
    query: queryIn(undefined),
    async transaction(fn) {
      // A transaction's id is the id of the request that began it.
      const tx = nextId;
      await ask({ op: "begin" });
      let out;
      try {
        out = await fn({ query: queryIn(tx) });
      } catch (e) {
        await ask({ op: "end", tx, commit: false }).catch(() => undefined);
        throw e;
      }
      await ask({ op: "end", tx, commit: true });
      return out;
    },
    async listen(channel, onPayload) {
      listeners.set(channel, onPayload);
      await ask({ op: "listen", channel });
    },
    async close() {
      closing = true;
      if (!dead) await ask({ op: "close" }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
