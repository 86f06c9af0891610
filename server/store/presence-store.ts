// Who is connected, in the database shared by several processes: each process writes its own live
// connections per table and seat, says every few seconds that it is alive, and reads the other
// processes' rows. Rows of a process that stopped saying so (killed, cut off) are ignored once they
// are `expiryMs` old and removed by whichever process notices first. Every change is announced on
// the store's channel, so the other processes read the table's presence again.

import type { Db, Queryable } from "./db.js";
import { CHANNEL } from "./schema-sql.js";

/** Live connections per seat (-1: spectators). */
export type SeatCounts = Map<number, number>;

/** The shared presence rows of one process. */
export class PresenceStore {
  constructor(
    readonly db: Db,
    /** This process's id (random per start). */
    readonly processId: string,
    /** How long a process's rows count after its last heartbeat. */
    readonly expiryMs: number,
  ) {}

  /**
   * Says this process is alive and removes the rows of processes that are not (the changed tables
   * are announced to every process). Answers whether this process had itself been taken for gone
   * (its heartbeats came too late), so that it writes its rows again.
   */
  async beat(): Promise<{ rejoined: boolean }> {
    // `xmax = 0` only on a row just inserted, not on one updated: the row had been removed.
    const me = await this.db.query<{ inserted: boolean }>(
      "insert into menagerie_processes (process_id, seen_at) values ($1, now()) on conflict (process_id) do update set seen_at = now() returning (xmax = 0) as inserted",
      [this.processId],
    );
    await this.db.transaction(async (tx) => {
      // Rows of a process that is gone or late (and any a write finishing after a clean stop left).
      const gone = await tx.query<{ table_id: string }>(
        `delete from menagerie_presence p where not exists (
           select 1 from menagerie_processes r where r.process_id = p.process_id and r.seen_at >= now() - $1 * interval '1 millisecond')
         returning table_id`,
        [this.expiryMs],
      );
      await tx.query("delete from menagerie_processes where seen_at < now() - $1 * interval '1 millisecond'", [this.expiryMs]);
      for (const table of new Set(gone.map((r) => r.table_id))) await this.announce(tx, table);
    });
    return { rejoined: this.beats++ > 0 && me[0]?.inserted === true };
  }

  private beats = 0;

  /** Replaces this process's rows for `table` with `counts`, and tells every process. */
  async write(table: string, counts: SeatCounts): Promise<void> {
    const seats = [...counts].filter(([, n]) => n > 0);
    await this.db.transaction(async (tx) => {
      await tx.query("delete from menagerie_presence where process_id = $1 and table_id = $2", [this.processId, table]);
      if (seats.length) {
        await tx.query(
          "insert into menagerie_presence (process_id, table_id, seat, connections) select $1, $2, s, c from unnest($3::integer[], $4::integer[]) as u(s, c)",
          [this.processId, table, seats.map(([s]) => s), seats.map(([, n]) => n)],
        );
      }
      await this.announce(tx, table);
    });
  }

  /** The live connections per seat of `table` at the other processes that are alive. */
  async others(table: string): Promise<SeatCounts> {
    const rows = await this.db.query<{ seat: number; n: number }>(
      `select p.seat, sum(p.connections)::integer as n
       from menagerie_presence p join menagerie_processes r on r.process_id = p.process_id
       where p.table_id = $1 and p.process_id <> $2 and r.seen_at >= now() - $3 * interval '1 millisecond'
       group by p.seat`,
      [table, this.processId, this.expiryMs],
    );
    return new Map(rows.map((r) => [r.seat, r.n]));
  }

  /** Removes this process's rows (on a clean stop), telling every process about the tables they were for. */
  async leave(): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ table_id: string }>("delete from menagerie_presence where process_id = $1 returning table_id", [this.processId]);
      await tx.query("delete from menagerie_processes where process_id = $1", [this.processId]);
      for (const table of new Set(rows.map((r) => r.table_id))) await this.announce(tx, table);
    });
  }

  private async announce(tx: Queryable, table: string): Promise<void> {
    // Delivered on commit, so a listener reads the rows this transaction wrote.
    await tx.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ table, kind: "presence", process: this.processId })]);
  }
}
