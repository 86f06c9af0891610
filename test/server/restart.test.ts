// Kill the server with SIGKILL in the middle of games and start it again on the same data folder:
// every move it acknowledged is still there (the view at that position is the one it answered
// then), the clients' sockets reconnect, and the games go on.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ViewMessage } from "../../server/index.js";
import { api, createTable, openLive, type Live } from "./client.js";
import { freePort } from "../../bin/bench/free-port.js";
import { spawnServer, type ServerProcess } from "../../bin/bench/server-process.js";

const dir = mkdtempSync(join(tmpdir(), "menagerie-restart-"));
let srv: ServerProcess | undefined;
afterAll(async () => {
  await srv?.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

interface Seat {
  table: string;
  seat: number;
  token: string;
  live?: Live;
}

/** One legal move of the seat, if it owes one, sent with the position it was read at. */
async function step(base: string, s: Seat, k: number): Promise<{ status: number; body: { seq: number }; seq: number } | undefined> {
  const m = (await api(base, `/api/tables/${s.table}/moves`, { token: s.token })).body as { seq: number; moves: { player: number; choice: string; value: unknown }[] };
  if (!m.moves?.length) return undefined;
  const pick = m.moves[k % m.moves.length]!;
  const r = await api<{ seq: number }>(base, `/api/tables/${s.table}/moves`, { token: s.token, body: { move: { player: pick.player, choice: pick.choice, value: pick.value }, seq: m.seq } });
  return { status: r.status, body: r.body, seq: m.seq };
}

/** Reopens a seat's live socket, retrying while the server is away. */
async function reconnect(base: string, s: Seat): Promise<Live> {
  for (let i = 0; i < 100; i++) {
    try {
      return await openLive(base, s.table, s.token);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("could not reconnect");
}

describe("SIGKILL and restart", () => {
  it("keeps every acknowledged move, and the clients reconnect and go on playing", async () => {
    const port = await freePort();
    srv = await spawnServer(["--port", String(port), "--data", dir]);
    const base = srv.url;
    const a = await createTable(base, { game: "beginners", players: 2, seed: 11, seats: [{ kind: "reserved" }, { kind: "reserved" }] });
    const b = await createTable(base, { game: "beginners", players: 2, seed: 12, seats: [{ kind: "reserved" }, { kind: "bot", bot: "random" }] });
    const seats: Seat[] = [
      { table: a.id, seat: 0, token: a.tokens[0]! },
      { table: a.id, seat: 1, token: a.tokens[1]! },
      { table: b.id, seat: 0, token: b.tokens[0]! },
    ];
    for (const s of seats) s.live = await openLive(base, s.table, s.token);
    // Acknowledged moves by table and position, with the view the seat was shown right after each.
    const acked: { table: string; token: string; seq: number; view?: string }[] = [];
    const viewAt = async (x: { table: string; token: string; seq: number }) =>
      JSON.stringify((await api<ViewMessage>(base, `/api/tables/${x.table}/view?at=${x.seq}`, { token: x.token })).body.view);
    for (let k = 0; acked.length < 30; k++) {
      for (const s of seats) {
        const r = await step(base, s, k);
        if (r?.status !== 200) continue;
        const x = { table: s.table, token: s.token, seq: r.body.seq };
        acked.push({ ...x, view: await viewAt(x) });
      }
    }
    // Moves in flight when the process dies: whatever was acknowledged must survive.
    const inFlight = seats.map((s, i) =>
      step(base, s, 100 + i).then(
        (r) => {
          if (r?.status === 200) acked.push({ table: s.table, token: s.token, seq: r.body.seq });
        },
        () => undefined,
      ),
    );
    await new Promise((r) => setTimeout(r, 5));
    await srv.kill("SIGKILL");
    await Promise.all(inFlight);
    for (const s of seats) expect((await s.live!.closed).code).toBe(1006);

    srv = await spawnServer(["--port", String(port), "--data", dir]);
    expect(srv.url).toBe(base);
    for (const x of acked) {
      const again = await api<ViewMessage>(base, `/api/tables/${x.table}/view?at=${x.seq}`, { token: x.token });
      expect(again.status).toBe(200);
      // Moves acknowledged just before the kill have no view read back yet: being there is the check.
      if (x.view) expect(JSON.stringify(again.body.view)).toBe(x.view);
    }
    for (const s of seats) {
      s.live = await reconnect(base, s);
      const v = (await s.live.waitFor((m) => m.type === "view")) as ViewMessage;
      expect(v.seq).toBeGreaterThanOrEqual(Math.max(...acked.filter((x) => x.table === s.table).map((x) => x.seq)));
    }
    // The clients carry on: 20 more acknowledged moves, each pushed to every seat of its table.
    let more = 0;
    for (let k = 0; more < 20; k++) {
      for (const s of seats) {
        const r = await step(base, s, k);
        if (r?.status !== 200) continue;
        more++;
        for (const t of seats.filter((x) => x.table === s.table)) await t.live!.waitFor((m) => m.type === "view" && m.seq >= r.body.seq);
      }
    }
    for (const s of seats) s.live!.close();
    await srv.kill();
  }, 480_000);
});
