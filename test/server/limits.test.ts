// Limits that hold: requests count per address unless the token is a real seat's (forged tokens buy
// nothing), live sockets are capped per address, spectators per table and connections per seat, and
// who is connected goes out batched per table, so a crowd costs a number of messages linear in its size.

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { startServer, TableService, type Catalog, type RunningServer } from "../../server/index.js";
import { testCatalog } from "../helpers/memory-server.js";
import { openPglite } from "../../server/store/pglite-db.js";
import { TableStore } from "../../server/store/table-store.js";
import { SPECTATOR } from "../../runtime/index.js";
import { api, createTable, openLive } from "./client.js";

let server: RunningServer;
let catalog: Catalog;
let base: string;
const TWO = { game: "tic-tac-toe", players: 2, seats: [{ kind: "reserved" }, { kind: "reserved" }] };

beforeAll(async () => {
  catalog = testCatalog(["tic-tac-toe"]);
  server = await startServer({
    port: 0, dataDir: "memory", log: false, botDelayMs: 0, catalog, webDir: "/nonexistent", requestsPerMinute: 20,
    live: { perAddress: 6, spectatorsPerTable: 3, perSeat: 2 },
  });
  base = server.url;
}, 180_000);
afterAll(() => server?.close());

/** Opens a raw socket and answers how the server took it: "open", or the HTTP status it refused with. */
function tryOpen(id: string): Promise<{ ws?: WebSocket; status?: number }> {
  return new Promise((ok) => {
    const ws = new WebSocket(base.replace(/^http/, "ws") + `/api/tables/${id}/live`);
    ws.once("open", () => ok({ ws }));
    ws.once("unexpected-response", (_req, res) => ok({ status: res.statusCode }));
    ws.once("error", () => ok({ status: 0 }));
  });
}

describe("limits", () => {
  it("forged tokens count against their address; a real seat's token has its own allowance", async () => {
    const { id, tokens } = await createTable(base, TWO);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await api(base, "/api/tables")).status);
    expect(statuses).toContain(429);
    // The address is spent: inventing tokens does not open new allowances, on any path.
    const forged = () => randomBytes(32).toString("base64url");
    for (let i = 0; i < 20; i++) {
      expect((await api(base, "/api/tables", { token: forged(), body: TWO })).status).toBe(429);
      expect((await api(base, `/api/tables/${id}/view`, { token: forged() })).status).toBe(429);
    }
    // A real seat at its own table still plays.
    expect((await api(base, `/api/tables/${id}/view`, { token: tokens[0]! })).status).toBe(200);
    // ...but its token buys nothing elsewhere.
    expect((await api(base, "/api/tables", { token: tokens[0]!, body: TWO })).status).toBe(429);
  });

  it("caps sockets per address, spectators per table and connections per seat; a seat gets in past a full audience", async () => {
    const t = await server.service.create({ ...TWO, seats: [{ kind: "reserved" }, { kind: "reserved" }] } as never);
    if (!t.ok) throw new Error(t.error);
    const { id, tokens } = t.value;
    const spectators = await Promise.all([0, 1, 2].map(() => openLive(base, id)));
    for (const s of spectators) await s.waitFor((m) => m.type === "view");
    const fourth = await openLive(base, id);
    expect((await fourth.closed).code).toBe(4429);
    expect(fourth.messages).toEqual([{ type: "error", error: "this table has as many spectators as it can take" }]);
    const seat = await openLive(base, id, tokens[0]!);
    await seat.waitFor((m) => m.type === "view");
    const again = await openLive(base, id, tokens[0]!);
    await again.waitFor((m) => m.type === "view");
    const third = await openLive(base, id, tokens[0]!);
    expect((await third.closed).code).toBe(4429);
    // Five open from this address (three spectators, two seat connections): one more, then refused.
    const sixth = await tryOpen(id);
    expect(sixth.ws).toBeDefined();
    expect((await tryOpen(id)).status).toBe(429);
    sixth.ws!.close();
    await new Promise((r) => sixth.ws!.once("close", r));
    // A closed socket gives its place back.
    let reopened: { ws?: WebSocket; status?: number } = {};
    for (let i = 0; i < 50 && !reopened.ws; i++) reopened = await tryOpen(id);
    expect(reopened.ws).toBeDefined();
    reopened.ws!.close();
    for (const s of [...spectators, seat, again]) s.close();
  });
});

describe("presence", () => {
  it("a crowd of 500 spectators arriving costs one view each and one batched presence each, not one per arrival to everyone", async () => {
    const db = await openPglite(undefined);
    const store = new TableStore(db);
    await store.init();
    const service = new TableService(store, catalog, { botDelayMs: 0, presenceEveryMs: 250 });
    try {
      const t = await service.create({ ...TWO, seats: [{ kind: "reserved" }, { kind: "reserved" }] } as never);
      if (!t.ok) throw new Error(t.error);
      const table = (await service.table(t.value.id))!;
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const got: string[][] = [];
      const leave = Array.from({ length: 500 }, (_, i) => {
        got.push([]);
        return service.subscribe(table, { seat: SPECTATOR, send: (text) => got[i]!.push(JSON.parse(text).type) });
      });
      expect(got.every((m) => m.length === 1 && m[0] === "view")).toBe(true);
      vi.advanceTimersByTime(250);
      expect(got.every((m) => m.length === 2 && m[1] === "presence")).toBe(true);
      expect(table.spectators()).toBe(500);
      // Half leave at once: the rest hear of it once.
      for (const l of leave.slice(0, 250)) l();
      vi.advanceTimersByTime(250);
      expect(got.slice(250).every((m) => m.length === 3)).toBe(true);
      expect(got.slice(0, 250).every((m) => m.length === 2)).toBe(true);
      expect(table.spectators()).toBe(250);
    } finally {
      vi.useRealTimers();
      await service.close();
      await db.close();
    }
  });
});
