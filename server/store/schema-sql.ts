// The tables of the event store: a game table is its setup and seats plus its ordered moves.
// `(table_id, seq)` is the moves' primary key, which is what makes a stale move lose.

/** Statements that create the store's tables when they are missing (safe to run on every start). */
export const SCHEMA_SQL = [
  `create table if not exists menagerie_tables (
    id text primary key,
    game text not null,
    setup jsonb not null,
    created_at timestamptz not null default now(),
    finished boolean not null default false
  )`,
  `create table if not exists menagerie_seats (
    table_id text not null references menagerie_tables(id),
    seat integer not null,
    kind text not null,
    bot text,
    name text,
    token_hash text,
    joined boolean not null default false,
    primary key (table_id, seat)
  )`,
  `create table if not exists menagerie_moves (
    table_id text not null references menagerie_tables(id),
    seq integer not null,
    move jsonb not null,
    at timestamptz not null default now(),
    primary key (table_id, seq)
  )`,
  // Who chose a table's seed (null: the server drew a secret one); added after the first release.
  `alter table menagerie_tables add column if not exists seeded_by text`,
  `create index if not exists menagerie_tables_recent on menagerie_tables (finished, created_at desc)`,
  // Who is connected, shared by processes on one PostgreSQL: each process's live connections per
  // table and seat (-1: spectators), and when each process last said it is alive (rows of a
  // process that stopped saying so are ignored, then removed).
  `create table if not exists menagerie_processes (
    process_id text primary key,
    seen_at timestamptz not null default now()
  )`,
  `create table if not exists menagerie_presence (
    process_id text not null,
    table_id text not null,
    seat integer not null,
    connections integer not null,
    primary key (process_id, table_id, seat)
  )`,
];

/** The NOTIFY channel on which processes sharing a PostgreSQL tell each other about new moves and seats. */
export const CHANNEL = "menagerie_tables";
