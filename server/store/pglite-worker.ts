// The worker thread that owns PGlite. PostgreSQL compiled to WASM runs synchronously, file writes
// and fsyncs included, so on the main thread every statement stalls the sockets and the runtime;
// here it runs beside them. PGlite has one connection: a transaction holds it (PGlite's own mutex)
// until the main thread ends it, and other queries wait for it, as they would in-process.

import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { PgliteError, PgliteReply, PgliteRequest, PgliteWorkerData } from "./pglite-protocol.js";

const port = parentPort!;
const { dataDir } = workerData as PgliteWorkerData;
const pg = dataDir ? new PGlite(dataDir) : new PGlite();
const ready = pg.waitReady;
/** Open transactions by id, each waiting for the main thread to say commit or roll back. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
const ROLLBACK = new Error("rolled back by the caller");

const send = (m: PgliteReply) => port.postMessage(m);
const errorOf = (e: unknown): PgliteError => {
  const code = (e as { code?: unknown } | null)?.code;
  return { message: e instanceof Error ? e.message : String(e), ...(typeof code === "string" ? { code } : {}) };
};

async function handle(m: PgliteRequest): Promise<unknown> {
  await ready;
  switch (m.op) {
    case "query": {
      const q = m.tx === undefined ? pg : open.get(m.tx)?.tx;
      if (!q) throw new Error(`no open transaction ${m.tx}`);
      return (await q.query(m.sql, m.params)).rows;
    }
    case "begin":
      return begin(m.id);
    case "end": {
      const t = open.get(m.tx);
      if (!t) throw new Error(`no open transaction ${m.tx}`);
      open.delete(m.tx);
      t.end(m.commit);
      await t.done;
      return null;
    }
    case "listen":
      await pg.listen(m.channel, (payload) => send({ notify: m.channel, payload }));
      return null;
    case "close":
      await pg.close();
      return null;
  }
}

/** Starts PGlite's transaction and answers once it holds the connection; it ends on the "end" request. */
function begin(id: number): Promise<null> {
  return new Promise((entered, failed) => {
    let inside = false;
    const done: Promise<void> = pg
      .transaction(async (tx) => {
        inside = true;
        const commit = await new Promise<boolean>((end) => {
          open.set(id, { tx, end, done });
          entered(null);
        });
        if (!commit) throw ROLLBACK;
      })
      // A rollback the caller asked for is no error; a failed COMMIT reaches the "end" answer.
      .catch((e: unknown) => {
        if (e !== ROLLBACK) throw e;
      });
    // A failed BEGIN never got inside: that is the "begin" answer.
    done.catch((e: unknown) => {
      if (!inside) failed(e);
    });
  });
}

port.on("message", (m: PgliteRequest) => {
  handle(m).then(
    (value) => send({ id: m.id, ok: true, value }),
    (e: unknown) => send({ id: m.id, ok: false, error: errorOf(e) }),
  );
});
