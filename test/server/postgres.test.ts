// Two server processes on one real PostgreSQL (a cluster this test starts): a game created on one
// is played by two clients connected to different processes; each move reaches the other process's
// client within a second (LISTEN/NOTIFY), and a move for a position the other process already
// filled is refused as out of date by the database's unique key.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViewMessage } from "../../server/index.js";
import { api, createTable, openLive } from "./client.js";
import { startCluster, type Cluster } from "../../bin/bench/postgres-cluster.js";
import { spawnServer, type ServerProcess } from "../../bin/bench/server-process.js";

let cluster: Cluster;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await startCluster();
  const env = { DATABASE_URL: cluster.url };
  servers.push(...(await Promise.all([spawnServer(["--port", "0"], env), spawnServer(["--port", "0"], env)])));
}, 400_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  cluster?.stop();
});

describe("two processes, one PostgreSQL", () => {
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
});
