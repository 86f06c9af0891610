// Bots on the server think on worker threads (server/bots/bot-pool.ts): while a bot searches for
// seconds (a test game whose planner has a huge budget, test/helpers/slow-bot-game.ts), the server
// answers the health check and another table's human move; a worker thread that dies is reported,
// the seat is asked again and the game goes on; a stale decision is dropped before it starts.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BotPool, StaleDecision, loadCatalog, startServer, type Catalog, type RunningServer } from "../../server/index.js";
import { BOT_KINDS, Engine, SeatBots } from "../../runtime/index.js";
import { SLOW_BOT_RULES } from "../helpers/slow-bot-game.js";
import { api, createTable } from "./client.js";

let content: string;
let catalog: Catalog;
beforeAll(() => {
  content = mkdtempSync(join(tmpdir(), "menagerie-bot-pool-"));
  mkdirSync(join(content, "slow"));
  writeFileSync(join(content, "slow", "game.rules"), SLOW_BOT_RULES);
  // The same game with a quick bot.
  mkdirSync(join(content, "quick"));
  writeFileSync(join(content, "quick", "game.rules"), SLOW_BOT_RULES.replace(/bot planner \{[^}]*\}/, "bot planner").replace("Slow Thinker", "Quick Thinker"));
  catalog = loadCatalog(content);
});
afterAll(() => rmSync(content, { recursive: true, force: true }));

const seqOf = async (base: string, id: string) => (await api<{ seq: number }>(base, `/api/tables/${id}/view`)).body.seq;

describe("the bot pool", () => {
  it("computes in a worker thread the move the same thread would, and drops a decision gone stale before it starts", async () => {
    const pool = new BotPool(() => Object.fromEntries([...catalog.games].map(([k, g]) => [k, g.program])), { threads: 1 });
    try {
      const engine = new Engine(catalog.games.get("quick")!.program);
      const r = engine.start({ players: 2, seed: 9 });
      if (!r.ok) throw new Error(r.error.message);
      const request = { seat: 0, kind: "auto", weigh: false, seed: 77 };
      const there = await pool.decide("t1", "quick", r.state, request, () => false);
      expect(there).toEqual(new SeatBots(engine).decide(r.state, request));
      // One thread: the second decision waits behind the first and is stale by the time it could start.
      let moved = false;
      const first = pool.decide("t1", "quick", r.state, request, () => false).then(() => (moved = true));
      const second = pool.decide("t2", "quick", r.state, request, () => moved);
      await first;
      await expect(second).rejects.toBeInstanceOf(StaleDecision);
    } finally {
      await pool.close();
    }
  });
});

describe("a server whose bots search", () => {
  let server: RunningServer;
  const logged: string[] = [];
  const marker = join(tmpdir(), `menagerie-bot-crash-${process.pid}`);
  beforeAll(async () => {
    process.env.MENAGERIE_BOT_CRASH = marker;
    const log = new Writable({ write: (chunk, _enc, done) => (logged.push(String(chunk)), done()) });
    server = await startServer({ port: 0, dataDir: "memory", log, logLevel: "warn", botDelayMs: 0, catalog, webDir: "/nonexistent", botPool: { threads: 1, entry: join(import.meta.dirname, "crashing-bot-entry.js") } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(marker, { force: true });
  });

  it("answers the health check and another table's human move before the searching bot has moved", async () => {
    const base = server.url;
    // Table A: its bot (seat 1) owes the first decision and thinks for seconds.
    const a = await createTable(base, { game: "slow", players: 2, seed: 3, seats: [{ kind: "bot" }, { kind: "open" }] });
    // Table B: a person moves first.
    const b = await createTable(base, { game: "slow", players: 2, seed: 4, seats: [{ kind: "open" }, { kind: "bot", bot: "random" }] });
    await new Promise((ok) => setTimeout(ok, 200));
    expect((await api(base, "/api/health")).status).toBe(200);
    const moved = await api(base, `/api/tables/${b.id}/moves`, { token: b.tokens[0]!, body: { move: { player: 0, choice: "pick", value: "two" }, seq: 0 } });
    expect(moved.status).toBe(200);
    // Both answers came while table A's bot was still searching.
    expect(await seqOf(base, a.id)).toBe(0);
    for (let i = 0; i < 600 && (await seqOf(base, a.id)) === 0; i++) await new Promise((ok) => setTimeout(ok, 100));
    expect(await seqOf(base, a.id)).toBe(1);
  }, 90_000);

  it("creates tables with a bot of every level in BOT_KINDS, and refuses an unknown one", async () => {
    for (const bot of BOT_KINDS) {
      const r = await api(server.url, "/api/tables", { body: { game: "quick", players: 2, seats: [{ kind: "open" }, { kind: "bot", bot }] } });
      expect(r.status).toBe(201);
    }
    expect((await api(server.url, "/api/tables", { body: { game: "quick", players: 2, seats: [{ kind: "open" }, { kind: "bot", bot: "grandmaster" }] } })).status).toBe(400);
  });

  it("reports a worker thread that dies and asks the bot again: the game goes on", async () => {
    const base = server.url;
    writeFileSync(marker, "crash once");
    const t = await createTable(base, { game: "quick", players: 2, seed: 5, seats: [{ kind: "bot", bot: "planner" }, { kind: "bot", bot: "planner" }] });
    for (let i = 0; i < 600 && (await seqOf(base, t.id)) < 4; i++) await new Promise((ok) => setTimeout(ok, 100));
    expect(await seqOf(base, t.id)).toBeGreaterThanOrEqual(4);
    expect(logged.join("")).toContain("a bot decision failed");
    expect((await api(base, "/api/health")).status).toBe(200);
  }, 90_000);
});
