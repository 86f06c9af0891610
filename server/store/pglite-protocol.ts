// The messages between the server's main thread and the worker thread that runs PGlite: requests
// carry an id, answers carry it back; notifications come unasked.

/** What the main thread asks the PGlite worker. */
export type PgliteRequest =
  | { id: number; op: "query"; sql: string; params: unknown[]; tx?: number }
  /** Opens a transaction; its id is the request's id, and queries name it in `tx`. */
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "listen"; channel: string }
  | { id: number; op: "close" };

/** An error as it crosses the thread boundary: the message and PostgreSQL's SQLSTATE (structured clone drops `code`). */
export interface PgliteError {
  message: string;
  code?: string;
}

/** What the worker answers, or tells unasked (a NOTIFY). */
export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: PgliteError }
  | { notify: string; payload: string };

/** What the worker is started with. */
export interface PgliteWorkerData {
  /** PGlite's folder, or undefined for an in-memory database. */
  dataDir: string | undefined;
}
