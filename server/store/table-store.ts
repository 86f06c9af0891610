// The event store: tables (setup and seats) and their ordered moves, on any `Db`. A move is appended
// in one transaction with its sequence number; a second move for the same position violates the
// primary key and is reported as out of date instead of being stored.

import type { OnlineSeatKind as SeatKind, TableSummary } from "../../runtime/index.js";
import type { GameSetup, Move } from "../../runtime/index.js";
import type { Db } from "./db.js";
import { CHANNEL, SCHEMA_SQL } from "./schema-sql.js";

/** One seat as stored; `tokenHash` is the SHA-256 of the seat's secret, never the secret itself. */
export interface SeatRecord {
  seat: number;
  kind: SeatKind;
  bot: string | null;
  name: string | null;
  tokenHash: string | null;
  joined: boolean;
}

/** A table as stored: what it plays and who sits where, plus its moves when loaded whole. */
export interface TableRecord {
  id: string;
  game: string;
  setup: GameSetup;
  seats: SeatRecord[];
  moves: Move[];
  finished: boolean;
  createdAt: string;
  /** Who chose the seed, or null when the server drew a secret one. */
  seededBy: string | null;
}

/** What other processes are told: a table's new move, changed seats, or changed presence (by which process). */
export interface StoreEvent {
  table: string;
  kind: "move" | "seats" | "presence";
  seq?: number;
  process?: string;
}

/** The store of tables and moves over a database. */
export class TableStore {
  constructor(readonly db: Db) {}

  /** Creates the tables when missing. */
  async init(): Promise<void> {
    // Processes starting together on one PostgreSQL race on CREATE ... IF NOT EXISTS (a duplicate
    // pg_type row): an advisory lock held for the transaction makes them create the schema in turn.
    await this.db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(7275683)");
      for (const sql of SCHEMA_SQL) await tx.query(sql);
    });
  }

  /** Stores a new table with its seats, in one transaction. */
  async create(t: Omit<TableRecord, "moves" | "finished" | "createdAt">): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query("insert into menagerie_tables (id, game, setup, seeded_by) values ($1, $2, $3::jsonb, $4)", [t.id, t.game, JSON.stringify(t.setup), t.seededBy]);
      for (const s of t.seats) {
        await tx.query("insert into menagerie_seats (table_id, seat, kind, bot, name, token_hash, joined) values ($1, $2, $3, $4, $5, $6, $7)", [
          t.id, s.seat, s.kind, s.bot, s.name, s.tokenHash, s.joined,
        ]);
      }
    });
  }

  /** Loads a table with all its moves in order, or undefined when there is none with that id. */
  async load(id: string): Promise<TableRecord | undefined> {
    const rows = await this.db.query<{ id: string; game: string; setup: GameSetup; finished: boolean; created_at: unknown; seeded_by: string | null }>(
      "select id, game, setup, finished, created_at, seeded_by from menagerie_tables where id = $1",
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      game: row.game,
      setup: row.setup,
      finished: row.finished,
      createdAt: new Date(row.created_at as string).toISOString(),
      seededBy: row.seeded_by,
      seats: await this.seats(id),
      moves: await this.movesFrom(id, 0),
    };
  }

  /** A table's seats in order. */
  async seats(id: string): Promise<SeatRecord[]> {
    const rows = await this.db.query<{ seat: number; kind: SeatKind; bot: string | null; name: string | null; token_hash: string | null; joined: boolean }>(
      "select seat, kind, bot, name, token_hash, joined from menagerie_seats where table_id = $1 order by seat",
      [id],
    );
    return rows.map((r) => ({ seat: r.seat, kind: r.kind, bot: r.bot, name: r.name, tokenHash: r.token_hash, joined: r.joined }));
  }

  /** The moves from sequence number `seq` on, in order. */
  async movesFrom(id: string, seq: number): Promise<Move[]> {
    const rows = await this.db.query<{ move: Move }>("select move from menagerie_moves where table_id = $1 and seq >= $2 order by seq", [id, seq]);
    return rows.map((r) => r.move);
  }

  /**
   * Appends `move` as number `seq` (0-based); false when another move already took that number.
   * Appends arriving while a write is under way go together in the next statement (group commit):
   * at low load each move is written at once, under load many tables share one round trip.
   */
  append(id: string, seq: number, move: Move, finished: boolean): Promise<boolean> {
    return new Promise((ok, fail) => {
      this.pending.push({ id, seq, move, finished, ok, fail });
      if (!this.writing) void this.flush();
    });
  }

  private pending: { id: string; seq: number; move: Move; finished: boolean; ok: (stored: boolean) => void; fail: (e: unknown) => void }[] = [];
  private writing = false;

  private async flush(): Promise<void> {
    this.writing = true;
    while (this.pending.length) {
      // A position twice in one statement could not tell which move won: the later waits a round.
      const keys = new Set<string>();
      const batch: typeof this.pending = [];
      const later: typeof this.pending = [];
      for (const b of this.pending) {
        const key = `${b.id} ${b.seq}`;
        if (keys.has(key) || batch.length >= 500) later.push(b);
        else (keys.add(key), batch.push(b));
      }
      this.pending = later;
      try {
        const stored = await this.insertMoves(batch);
        for (const b of batch) b.ok(stored.has(`${b.id} ${b.seq}`));
      } catch (e) {
        for (const b of batch) b.fail(e);
      }
    }
    this.writing = false;
  }

  /**
   * One statement, so one transaction: the moves, the end of the games they finish and, on
   * PostgreSQL, one notification per move commit together. A move whose (table, seq) is taken is
   * skipped by `on conflict do nothing` and missing from the answer: that is "out of date".
   */
  private async insertMoves(batch: { id: string; seq: number; move: Move; finished: boolean }[]): Promise<Set<string>> {
    const params: unknown[] = [];
    const rows = batch.map((b) => {
      params.push(b.id, b.seq, JSON.stringify(b.move));
      const n = params.length;
      return `($${n - 2}, $${n - 1}::integer, $${n}::jsonb)`;
    });
    const ends = batch.filter((b) => b.finished).map((b) => b.id);
    // Most batches end no game: without the update the statement costs PGlite about half as much.
    let fin = "";
    if (ends.length) {
      params.push(ends);
      fin = `, fin as (update menagerie_tables set finished = true where id = any($${params.length}::text[]) and id in (select table_id from ins) returning id)`;
    }
    const notify = this.db.shared ? `, pg_notify('${CHANNEL}', json_build_object('table', table_id, 'kind', 'move', 'seq', seq)::text)` : "";
    const found = await this.db.query<{ table_id: string; seq: number }>(
      `with ins as (insert into menagerie_moves (table_id, seq, move) values ${rows.join(", ")} on conflict do nothing returning table_id, seq)${fin}
       select table_id, seq${notify} from ins`,
      params,
    );
    return new Set(found.map((r) => `${r.table_id} ${r.seq}`));
  }

  /**
   * Takes a seat: an open seat nobody took yet (then `newTokenHash` becomes its secret), or any seat
   * whose secret hashes to `tokenHash`. Returns whether the seat is now the caller's.
   */
  async claim(id: string, seat: number, name: string, auth: { tokenHash: string } | { newTokenHash: string }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows =
        "tokenHash" in auth
          ? await tx.query("update menagerie_seats set joined = true, name = $3 where table_id = $1 and seat = $2 and token_hash = $4 returning seat", [id, seat, name, auth.tokenHash])
          : await tx.query(
              "update menagerie_seats set joined = true, name = $3, token_hash = $4 where table_id = $1 and seat = $2 and kind = 'open' and not joined returning seat",
              [id, seat, name, auth.newTokenHash],
            );
      if (rows.length && this.db.shared) await this.notify(tx, { table: id, kind: "seats" });
      return rows.length > 0;
    });
  }

  /** The most recent tables, unfinished or finished ones. */
  async list(finished: boolean, limit: number): Promise<TableSummary[]> {
    const tables = await this.db.query<{ id: string; game: string; setup: GameSetup; moves: number; finished: boolean; created_at: unknown; seeded_by: string | null }>(
      `select id, game, setup, finished, created_at, seeded_by,
         coalesce((select max(seq) + 1 from menagerie_moves m where m.table_id = t.id), 0) as moves
       from menagerie_tables t where finished = $1 order by created_at desc, id limit $2`,
      [finished, limit],
    );
    if (!tables.length) return [];
    const seats = await this.db.query<{ table_id: string; seat: number; kind: SeatKind; bot: string | null; name: string | null; joined: boolean }>(
      `select table_id, seat, kind, bot, name, joined from menagerie_seats where table_id in (${tables.map((_, i) => `$${i + 1}`).join(", ")}) order by seat`,
      tables.map((t) => t.id),
    );
    return tables.map((t) => ({
      id: t.id,
      game: t.game,
      players: t.setup.players,
      moves: t.moves,
      finished: t.finished,
      createdAt: new Date(t.created_at as string).toISOString(),
      seededBy: t.seeded_by,
      seats: seats.filter((s) => s.table_id === t.id).map((s) => ({ seat: s.seat, kind: s.kind, bot: s.bot, name: s.name, joined: s.joined })),
    }));
  }

  /** Ids of unfinished tables, most recent first (warmed after a restart so bots carry on). */
  async unfinished(limit: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>("select id from menagerie_tables where not finished order by created_at desc limit $1", [limit]);
    return rows.map((r) => r.id);
  }

  /** Calls `on` for every event another process sharing the database announces. */
  async subscribe(on: (e: StoreEvent) => void): Promise<void> {
    if (!this.db.shared) return;
    await this.db.listen(CHANNEL, (payload) => {
      try {
        const e = JSON.parse(payload) as StoreEvent;
        if (typeof e.table === "string") on(e);
      } catch {
        // Not ours: someone else NOTIFYing on the channel.
      }
    });
  }

  private async notify(tx: { query: Db["query"] }, e: StoreEvent): Promise<void> {
    // Delivered on commit, so a listener never hears of a move it cannot read yet.
    await tx.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(e)]);
  }
}
