// Two server processes on one real PostgreSQL (a cluster this test starts): a game created on one
// is played by two clients connected to different processes; each move reaches the other process's
// client within a second (LISTEN/NOTIFY), and a move for a position the other process already
// filled is refused as out of date by the database's unique key. Who is connected is shared: a
// seat connected to one process shows as connected on the other, and as away once it leaves or its
// process is killed.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicSeat, ServerMessage, ViewMessage } from "../../server/index.js";
import { api, createTable, openLive, type Live } from "./client.js";
import { startCluster, type Cluster } from "../../bin/bench/postgres-cluster.js";
import { openPostgres } from "../../server/store/postgres-db.js";
import { TableStore } from "../../server/store/table-store.js";
import { spawnServer, type ServerProcess } from "../../bin/bench/server-process.js";

let cluster: Cluster;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await startCluster();
  const env = { DATABASE_URL: cluster.url };
  // A short heartbeat so that a killed process's connections stop counting within seconds.
  const args = ["--port", "0", "--presence-heartbeat", "1000"];
  servers.push(...(await Promise.all([spawnServer(args, env), spawnServer(args, env), spawnServer(args, env)])));
}, 400_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  cluster?.stop();
});

describe("two processes, one PostgreSQL", () => {
  it("create the schema together without racing (several stores creating it at once on a new database, five times)", async () => {
    // Seen once in CI before the advisory lock: two processes both creating the tables, one failing
    // on a duplicate pg_type row. Here six connections create it at the same instant.
    const admin = await openPostgres(cluster.url);
    try {
      for (let round = 0; round < 5; round++) {
        const name = `menagerie_race_${round}`;
        await admin.query(`create database ${name}`);
        const dbs = await Promise.all(Array.from({ length: 6 }, () => openPostgres(cluster.url.replace(/\/postgres$/, `/${name}`))));
        try {
          const results = await Promise.allSettled(dbs.map((db) => new TableStore(db).init()));
          expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
          const tables = await dbs[0]!.query<{ n: number }>("select count(*)::integer as n from pg_tables where tablename like 'menagerie_%'");
          expect(tables[0]!.n).toBe(5);
        } finally {
          await Promise.all(dbs.map((db) => db.close()));
        }
      }
    } finally {
      await admin.close();
    }
  }, 120_000);

  it("serve the same game to two clients on different processes, each move pushed to the other within a second", async () => {
    const [one, two] = servers.map((s) => s.url) as [string, string];
    expect(one).not.toBe(two);
    expect((await api(one, "/api/health")).body.store).toBe("postgresql");
    const { id, tokens } = await createTable(one, { game: "connect-four", players: 2, seed: 5, seats: [{ kind: "reserved" }, { kind: "reserved" }] });
    // The table was made on process one; process two finds it in the shared store.
    const ann = await openLive(one, id, tokens[0]!);
    const bea = await openLive(two, id, tokens[1]!);
    const where = [one, two];
    let seq = 0;
    for (; seq < 100; seq++) {
      const v = (await ann.waitFor((m) => m.type === "view" && m.seq === seq)) as ViewMessage;
      await bea.waitFor((m) => m.type === "view" && m.seq === seq);
      if (v.view.result) break;
      const seat = v.view.waitingFor[0]!;
      const base = where[seat]!;
      const moves = (await api(base, `/api/tables/${id}/moves`, { token: tokens[seat]! })).body;
      const pick = moves.moves[(seq * 3) % moves.moves.length];
      const t0 = Date.now();
      const r = await api<ViewMessage>(base, `/api/tables/${id}/moves`, { token: tokens[seat]!, body: { move: { player: seat, choice: pick.choice, value: pick.value }, seq } });
      expect(r.status).toBe(200);
      // The other seat's client sits on the other process: the move must reach it through PostgreSQL.
      const other = seat === 0 ? bea : ann;
      await other.waitFor((m) => m.type === "view" && m.seq === seq + 1, 1000);
      expect(Date.now() - t0).toBeLessThan(1000);
    }
    expect(ann.lastView()!.view.result).not.toBeNull();
    expect(JSON.stringify(bea.lastView()!.view.result)).toBe(JSON.stringify(ann.lastView()!.view.result));
    ann.close();
    bea.close();
  }, 120_000);

  it("a move for a position another process already filled is out of date, with the current view", async () => {
    const [one, two] = servers.map((s) => s.url) as [string, string];
    const { id, tokens } = await createTable(one, { game: "tic-tac-toe", players: 2, seed: 1, seats: [{ kind: "reserved" }, { kind: "reserved" }] });
    // Both processes hold the table warm before the race.
    await api(one, `/api/tables/${id}/view`);
    await api(two, `/api/tables/${id}/view`);
    const moves = (await api(one, `/api/tables/${id}/moves`, { token: tokens[0]! })).body.moves;
    const send = (base: string, k: number) => api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, body: { move: { player: 0, choice: moves[k].choice, value: moves[k].value }, seq: 0 } });
    const answers = await Promise.all([send(one, 0), send(two, 1)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.error).toBe("out of date");
    expect(loser.body.current.seq).toBe(1);
    const views = await Promise.all([one, two].map((b) => api<ViewMessage>(b, `/api/tables/${id}/view`)));
    expect(views.map((v) => v.body.seq)).toEqual([1, 1]);
    expect(JSON.stringify(views[0]!.body.view)).toBe(JSON.stringify(views[1]!.body.view));
  });

  it("share who is connected: a seat or spectator on one process shows on the other, and goes away when it leaves or its process is killed", async () => {
    const [one, two, three] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const { id, tokens } = await createTable(one.url, { game: "tic-tac-toe", players: 2, seed: 3, seats: [{ kind: "reserved" }, { kind: "reserved" }] });
    /** The next message from now on (view or presence) whose seats and spectators satisfy `pred`. */
    const next = (live: Live, pred: (seats: PublicSeat[], spectators: number) => boolean, ms = 5000) => {
      const from = live.messages.length;
      return live.waitFor((m: ServerMessage) => live.messages.indexOf(m) >= from && (m.type === "view" || m.type === "presence") && pred(m.seats, m.spectators), ms);
    };
    const ann = await openLive(one.url, id, tokens[0]!);
    await ann.waitFor((m) => m.type === "view");
    // "the table shows who is connected" (issue 16): Bea connects to the other process.
    let seen = next(ann, (s) => s[1]!.connected);
    const bea = await openLive(two.url, id, tokens[1]!);
    await seen;
    const info = (await api(one.url, `/api/tables/${id}`)).body as { seats: PublicSeat[] };
    expect(info.seats.map((s) => s.connected)).toEqual([true, true]);
    // Bea's process knows Ann is there, connected to the first process.
    await bea.waitFor((m) => (m.type === "view" || m.type === "presence") && m.seats[0]!.connected && m.seats[1]!.connected);
    seen = next(ann, (_s, spectators) => spectators === 1);
    const watcher = await openLive(two.url, id);
    await seen;
    seen = next(ann, (s, spectators) => !s[1]!.connected && spectators === 0);
    bea.close();
    watcher.close();
    await seen;
    // Bea comes back through a third process, which is then killed: nobody tells the others, so
    // her seat shows as away once that process's heartbeat is overdue.
    seen = next(ann, (s) => s[1]!.connected);
    await openLive(three.url, id, tokens[1]!);
    await seen;
    seen = next(ann, (s) => !s[1]!.connected, 15_000);
    await three.kill("SIGKILL");
    await seen;
    expect(((await api(one.url, `/api/tables/${id}`)).body as { seats: PublicSeat[] }).seats.map((s) => s.connected)).toEqual([true, false]);
    ann.close();
  }, 60_000);
});
