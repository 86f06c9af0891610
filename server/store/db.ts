// The one database interface the store speaks: PGlite (embedded) and PostgreSQL (`pg`) both
// implement it, so the same SQL runs on either.

/** A connection (or a transaction) that runs parameterised SQL and returns rows. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A database: queries, transactions, notifications between processes, and closing. */
export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `onPayload` for every NOTIFY on `channel` (from any process sharing the database). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** Whether other processes may share this database (then moves are fanned out with NOTIFY). */
  readonly shared: boolean;
  /** A short name for logs and the health endpoint ("pglite" or "postgresql"). */
  readonly kind: string;
  close(): Promise<void>;
}

/** Told once when the database can no longer be used at all (PGlite aborted, its thread died): the server must stop, not limp on. */
export type OnFatal = (reason: string) => void;

/** Whether an error is WebAssembly PostgreSQL giving up for good (after `Aborted()` every later statement fails too). */
export function isAbort(e: unknown): boolean {
  return /\bAborted\(\)/.test(e instanceof Error ? e.message : String(e));
}

/** One line saying why a damaged embedded store cannot go on, for an error from PGlite. */
export function abortReason(dataDir: string | undefined, e: unknown): string {
  const where = dataDir ? `the embedded database in ${dataDir}` : "the embedded database";
  if (isAbort(e)) return `${where} aborted (PGlite: Aborted()); a file in it is damaged or truncated (pg_control, the WAL?): restore it from a backup`;
  return `${where} failed: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`;
}

/** Whether an error is PostgreSQL's unique violation (SQLSTATE 23505), the store's "out of date". */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { code?: unknown }).code === "23505";
}
