// Randomness a player cannot recover: a table's seed is 256 secret bits drawn by the server, never
// sent to anyone, so searching seed spaces from what a seat sees finds nothing; a seed the creator
// chose is allowed, but the table says so to everyone, and the same search then finds it (which
// shows that the search would find a guessable seed).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalog, startServer, type Catalog, type RunningServer, type ViewMessage } from "../../server/index.js";
import { seededRandom, type Engine, type GameSetup, type Move } from "../../runtime/index.js";
import { api, createTable, openLive } from "./client.js";

let server: RunningServer;
let catalog: Catalog;
let base: string;

beforeAll(async () => {
  catalog = loadCatalog("content");
  server = await startServer({ port: 0, dataDir: "memory", log: false, botDelayMs: 0, catalog, webDir: "/nonexistent" });
  base = server.url;
}, 180_000);
afterAll(() => server?.close());

const SEATS = [{ kind: "reserved" }, { kind: "reserved" }, { kind: "reserved" }];

/** The seeds tried: all of 0..19,999, and 20,000 drawn evenly from the whole 32-bit space (fixed, so the test is repeatable). */
function candidates(): number[] {
  const r = seededRandom(20240601);
  const out = Array.from({ length: 20_000 }, (_, i) => i);
  for (let i = 0; i < 20_000; i++) out.push(Math.floor(r() * 0x100000000));
  return out;
}

/**
 * The seeds (and schemes) whose game shows seat 0 exactly what it was shown, at the start and after
 * each of `moves` (the seat's views `seen`, position by position). The search knows every move, more
 * than a seat does, so it is a stronger search than a player's; most seeds already fail at the start.
 */
function search(engine: Engine, seen: ViewMessage[], moves: Move[], seeds: number[]): string[] {
  const targets = seen.map((m) => JSON.stringify(m.view.zones));
  const found: string[] = [];
  for (const seed of seeds) {
    for (const seeding of [undefined, "mixed"] as const) {
      const setup: GameSetup = { players: 3, seed, options: {}, ...(seeding ? { seeding } : {}) };
      const s = engine.start(setup);
      if (!s.ok || JSON.stringify(engine.view(s.state, 0).zones) !== targets[0]) continue;
      let same = true;
      for (let i = 0; same && i < moves.length; i++) {
        const r = engine.apply(s.state, moves[i]!);
        if (r.ok) s.state = r.state;
        same = r.ok && JSON.stringify(engine.view(s.state, 0).zones) === targets[i + 1];
      }
      if (same) found.push(`${seeding ?? "original"} ${seed}`);
    }
  }
  return found;
}

/** Plays `n` legal moves through the API (each seat in turn that owes one) and answers seat 0's views at every position and the moves. */
async function playSome(id: string, tokens: string[], n: number): Promise<{ seen: ViewMessage[]; moves: Move[] }> {
  for (let k = 0; k < n; ) {
    for (const token of tokens) {
      const m = (await api(base, `/api/tables/${id}/moves`, { token })).body as { seq: number; moves: Move[] };
      if (!m.moves.length) continue;
      const pick = m.moves[(k * 5) % m.moves.length]!;
      const r = await api(base, `/api/tables/${id}/moves`, { token, body: { move: { player: pick.player, choice: pick.choice, value: pick.value }, seq: m.seq } });
      if (r.status === 200) k++;
    }
  }
  const table = (await server.service.table(id))!;
  const seen: ViewMessage[] = [];
  for (let at = 0; at <= table.seq; at++) seen.push((await api<ViewMessage>(base, `/api/tables/${id}/view?at=${at}`, { token: tokens[0]! })).body);
  return { seen, moves: table.state.moves.slice() };
}

describe("secret seeds", () => {
  it("a table's seed is secret: no message holds it or the generator's state, and a search over 40,000 seeds of two schemes finds nothing", async () => {
    const { id, tokens } = await createTable(base, { game: "beginners", players: 3, seats: SEATS });
    const stored = (await server.service.store.load(id))!;
    expect(stored.setup.seeding).toBe("mixed");
    expect(stored.setup.seedKey).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.seededBy).toBeNull();
    const table = (await server.service.table(id))!;
    const secrets = [stored.setup.seedKey!, JSON.stringify(table.state.rng), table.state.rng.map(String).join(",")];

    const me = await openLive(base, id, tokens[0]!);
    const watcher = await openLive(base, id);
    expect(((await me.waitFor((m) => m.type === "view")) as ViewMessage).seededBy).toBeNull();
    await watcher.waitFor((m) => m.type === "view");
    const { seen, moves } = await playSome(id, tokens as string[], 6);
    const texts = [...me.texts, ...watcher.texts];
    for (const path of [`/api/tables/${id}`, `/api/tables/${id}/view`, `/api/tables/${id}/moves`, "/api/tables", `/api/tables/${id}/view?at=0`])
      for (const token of [tokens[0]!, undefined]) texts.push(JSON.stringify((await api(base, path, token ? { token } : {})).body));
    for (const t of texts) for (const s of secrets) expect(t).not.toContain(s);
    me.close();
    watcher.close();

    const engine = catalog.games.get("beginners")!.engine;
    expect(search(engine, seen, moves, candidates())).toEqual([]);
  }, 600_000);

  it("a creator's seed marks the table for everyone (\"seeded by Ann\"), and the same search finds that seed", async () => {
    const { id, tokens } = await createTable(base, { game: "beginners", players: 3, seed: 12_345, seededBy: " Ann ", seats: SEATS });
    const info = await api(base, `/api/tables/${id}`);
    expect(info.body.seededBy).toBe("Ann");
    const listed = (await api(base, "/api/tables")).body.tables.find((t: { id: string }) => t.id === id);
    expect(listed.seededBy).toBe("Ann");
    const seen = (await api<ViewMessage>(base, `/api/tables/${id}/view`, { token: tokens[1]! })).body;
    expect(seen.seededBy).toBe("Ann");
    // Seat 0's views of it: the search that found nothing above finds this seed among the same candidates.
    const { seen: mine, moves } = await playSome(id, tokens as string[], 6);
    expect(search(catalog.games.get("beginners")!.engine, mine, moves, candidates())).toEqual(["mixed 12345"]);
    // Without a name, the first named seat is shown; without any, "the creator": never silently.
    const unnamed = await createTable(base, { game: "tic-tac-toe", players: 2, seed: 3, seats: [{ kind: "open" }, { kind: "open" }] });
    expect((await api(base, `/api/tables/${unnamed.id}`)).body.seededBy).toBe("the creator");
  }, 120_000);
});
