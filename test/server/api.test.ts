// The online-play API end to end on an in-memory store: tables, seats, views, moves with optimistic
// concurrency, listings, replays, live pushes and bots playing on the server.

import { beforeAll, describe, expect, it } from "vitest";
import type { ViewMessage } from "../../server/index.js";
import { useMemoryServer } from "../helpers/memory-server.js";
import { api, createTable, openLive } from "./client.js";

const fx = useMemoryServer({ games: ["beginners", "connect-four", "tic-tac-toe"] });
let base: string;
beforeAll(() => void ({ base } = fx));

/** Plays random legal moves for the given seats until the game ends, through the HTTP API. */
async function playOut(id: string, tokens: (string | null)[], limit = 2000): Promise<number> {
  for (let i = 0; i < limit; i++) {
    const view = (await api<ViewMessage>(base, `/api/tables/${id}/view`)).body;
    if (view.view.result) return view.seq;
    let moved = false;
    for (const [seat, token] of tokens.entries()) {
      if (!token) continue;
      const m = (await api(base, `/api/tables/${id}/moves`, { token })).body as { seq: number; moves: { player: number; choice: string; value: unknown }[] };
      if (!m.moves.length) continue;
      const pick = m.moves[(i * 7 + seat) % m.moves.length]!;
      const r = await api(base, `/api/tables/${id}/moves`, { token, body: { move: { player: pick.player, choice: pick.choice, value: pick.value }, seq: m.seq } });
      expect([200, 409]).toContain(r.status);
      moved = true;
      break;
    }
    if (!moved) await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error("the game did not end");
}

describe("tables", () => {
  it("POST /api/tables answers the id, a secret token and invite link per seat that is not a bot, and a spectator link", async () => {
    const r = await api(base, "/api/tables", { body: { game: "beginners", players: 3, seed: 4, seats: [{ kind: "reserved", name: "Ann" }, { kind: "open" }, { kind: "bot", bot: "random" }] } });
    expect(r.status).toBe(201);
    expect(r.body.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(r.body.seats[0].token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body.seats[1].token).not.toBe(r.body.seats[0].token);
    expect(r.body.seats[2].token).toBeUndefined();
    expect(r.body.seats[0].invite).toBe(`/?table=${r.body.id}#seat=${r.body.seats[0].token}`);
    expect(r.body.spectator).toBe(`/?table=${r.body.id}`);
  });

  it("refuses unknown games, seat counts that do not match, and setups the rules refuse", async () => {
    expect((await api(base, "/api/tables", { body: { game: "no-such-game", players: 2, seats: [{ kind: "open" }, { kind: "open" }] } })).status).toBe(404);
    expect((await api(base, "/api/tables", { body: { game: "tic-tac-toe", players: 2, seats: [{ kind: "open" }] } })).status).toBe(400);
    const tooMany = await api(base, "/api/tables", { body: { game: "tic-tac-toe", players: 3, seats: [{ kind: "open" }, { kind: "open" }, { kind: "open" }] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/RUN4/);
  });

  it("GET view: a seat's token gives that seat's view (its own hand), no token gives the spectator's (no hand)", async () => {
    const { id, tokens } = await createTable(base, { game: "beginners", players: 2, seed: 9, seats: [{ kind: "reserved" }, { kind: "reserved" }] });
    const mine = await api<ViewMessage>(base, `/api/tables/${id}/view`, { token: tokens[0]! });
    const theirs = await api<ViewMessage>(base, `/api/tables/${id}/view`, { token: tokens[1]! });
    const spectator = await api<ViewMessage>(base, `/api/tables/${id}/view`);
    expect([mine.body.seat, theirs.body.seat, spectator.body.seat]).toEqual([0, 1, -1]);
    const hands = (v: ViewMessage) => Object.values(v.view.zones).filter((z) => Array.isArray(z[0])) as number[][][];
    // Seat 0 sees some ids in a per-seat zone of its own that seat 1 sees as hidden, and the spectator sees none of them.
    const own = hands(mine.body).flatMap((z) => z[0]!).filter((x) => x >= 0);
    expect(own.length).toBeGreaterThan(0);
    const theirView = hands(theirs.body).flatMap((z) => z[0]!);
    expect(own.some((x) => !theirView.includes(x))).toBe(true);
    for (const z of hands(spectator.body)) for (const seatList of z) for (const x of seatList) expect(own).not.toContain(x);
    expect(spectator.body.view.decisions).toEqual([]);
    expect(mine.body.view.decisions.length).toBeGreaterThan(0);
  });

  it("GET moves lists the caller's legal moves; POST moves applies one, and the same position again is 'out of date' with the current view", async () => {
    const { id, tokens } = await createTable(base, { game: "tic-tac-toe", players: 2, seed: 1, seats: [{ kind: "open" }, { kind: "open" }] });
    const m = await api(base, `/api/tables/${id}/moves`, { token: tokens[0]! });
    expect(m.body.seq).toBe(0);
    expect(m.body.moves.length).toBe(9);
    expect((await api(base, `/api/tables/${id}/moves`, { token: tokens[1]! })).body.moves).toEqual([]);
    expect((await api(base, `/api/tables/${id}/moves`)).body.moves).toEqual([]);
    const move = { player: 0, choice: m.body.moves[4].choice, value: m.body.moves[4].value };
    const ok = await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, body: { move, seq: 0 } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ seq: 1 });
    const stale = await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, body: { move, seq: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("out of date");
    expect(stale.body.current.seq).toBe(1);
    expect(stale.body.current.view.waitingFor).toEqual([1]);
  });

  it("two moves for the same position sent at once: exactly one wins, the other is out of date", async () => {
    const { id, tokens } = await createTable(base, { game: "tic-tac-toe", players: 2, seed: 1, seats: [{ kind: "open" }, { kind: "open" }] });
    const m = (await api(base, `/api/tables/${id}/moves`, { token: tokens[0]! })).body;
    const send = (k: number) => api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, body: { move: { player: 0, choice: m.moves[k].choice, value: m.moves[k].value }, seq: 0 } });
    const answers = await Promise.all([send(0), send(1), send(2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await api<ViewMessage>(base, `/api/tables/${id}/view`)).body.seq).toBe(1);
  });

  it("an illegal move is refused with the runtime's reason and changes nothing", async () => {
    const { id, tokens } = await createTable(base, { game: "tic-tac-toe", players: 2, seed: 1, seats: [{ kind: "open" }, { kind: "open" }] });
    const r = await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, body: { move: { player: 0, choice: "nope", value: 99 }, seq: 0 } });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatch(/RUN4/);
    expect((await api<ViewMessage>(base, `/api/tables/${id}/view`)).body.seq).toBe(0);
  });

  it("bots play on the server: with bot seats only, a game plays itself to the end", async () => {
    const { id } = await createTable(base, { game: "connect-four", players: 2, seed: 3, seats: [{ kind: "bot", bot: "random" }, { kind: "bot", bot: "random" }] });
    const live = await openLive(base, id);
    const end = (await live.waitFor((m) => m.type === "view" && m.view.result !== null)) as ViewMessage;
    expect(end.seq).toBeGreaterThan(6);
    live.close();
  });

  it("GET /api/tables lists unfinished tables, ?status=finished the finished ones, and any position of a game can be viewed again for the replay", async () => {
    const { id, tokens } = await createTable(base, { game: "tic-tac-toe", players: 2, seed: 2, seats: [{ kind: "open", name: "Ann" }, { kind: "open" }] });
    expect((await api(base, "/api/tables")).body.tables.map((t: { id: string }) => t.id)).toContain(id);
    const moves = await playOut(id, tokens);
    const open = (await api(base, "/api/tables")).body.tables;
    const done = (await api(base, "/api/tables?status=finished")).body.tables;
    expect(open.map((t: { id: string }) => t.id)).not.toContain(id);
    const row = done.find((t: { id: string }) => t.id === id);
    expect(row).toMatchObject({ game: "tic-tac-toe", players: 2, moves, finished: true });
    expect(row.seats[0]).toEqual({ seat: 0, kind: "open", bot: null, name: "Ann", joined: false });
    expect(JSON.stringify(row)).not.toMatch(/token|hash/i);
    const first = await api<ViewMessage>(base, `/api/tables/${id}/view?at=1`, { token: tokens[0]! });
    expect(first.body.seq).toBe(1);
    expect(first.body.view.result).toBeNull();
    expect((await api<ViewMessage>(base, `/api/tables/${id}/view?at=${moves}`)).body.view.result).not.toBeNull();
    expect((await api(base, `/api/tables/${id}/view?at=${moves + 1}`)).status).toBe(400);
  });
});

describe("seats", () => {
  it("joining an open seat from the lobby takes it (with a new token, the invite's old one no longer works); a taken or reserved seat cannot be joined without its token", async () => {
    const { id, tokens } = await createTable(base, { game: "tic-tac-toe", players: 2, seed: 1, seats: [{ kind: "reserved" }, { kind: "open" }] });
    const joined = await api(base, `/api/tables/${id}/join`, { body: { seat: 1, name: "Bea" } });
    expect(joined.status).toBe(200);
    expect(joined.body.seat).toBe(1);
    expect(joined.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await api(base, `/api/tables/${id}/view`, { token: joined.body.token })).body.seat).toBe(1);
    expect((await api(base, `/api/tables/${id}/view`, { token: tokens[1]! })).status).toBe(401);
    expect((await api(base, `/api/tables/${id}/join`, { body: { seat: 1, name: "Cy" } })).status).toBe(409);
    expect((await api(base, `/api/tables/${id}/join`, { body: { seat: 0, name: "Cy" } })).status).toBe(403);
    const own = await api(base, `/api/tables/${id}/join`, { token: tokens[0]!, body: { name: "Ann" } });
    expect(own.body).toEqual({ seat: 0 });
    const info = (await api(base, `/api/tables/${id}`)).body;
    expect(info.seats.map((s: { name: string | null; joined: boolean }) => [s.name, s.joined])).toEqual([["Ann", true], ["Bea", true]]);
  });
});

describe("live socket", () => {
  it("pushes every connection its own view after every move, and who is connected", async () => {
    const { id, tokens } = await createTable(base, { game: "tic-tac-toe", players: 2, seed: 1, seats: [{ kind: "open" }, { kind: "open" }] });
    const a = await openLive(base, id, tokens[0]!);
    const b = await openLive(base, id, tokens[1]!, { header: true });
    const watcher = await openLive(base, id);
    await a.waitFor((m) => m.type === "presence" && m.seats.every((s) => s.connected) && m.spectators === 1);
    const m = (await api(base, `/api/tables/${id}/moves`, { token: tokens[0]! })).body;
    a.ws.send(JSON.stringify({ type: "move", move: { player: 0, choice: m.moves[0].choice, value: m.moves[0].value }, seq: 0 }));
    await a.waitFor((x) => x.type === "moved" && x.seq === 1);
    for (const [live, seat] of [[a, 0], [b, 1], [watcher, -1]] as const) {
      const first = (await live.waitFor((x) => x.type === "view" && x.seq === 0)) as ViewMessage;
      const v = (await live.waitFor((x) => x.type === "view" && x.seq === 1)) as ViewMessage;
      expect(v.seat).toBe(seat);
      // Each log event and sentence is sent once: the push after the move starts where the first ended.
      expect([first.logFrom, first.linesFrom]).toEqual([0, 0]);
      expect([v.logFrom, v.linesFrom]).toEqual([first.view.log.length, first.lines.length]);
      const whole = (await api<ViewMessage>(base, `/api/tables/${id}/view`, seat >= 0 ? { token: tokens[seat]! } : {})).body;
      expect([...first.view.log, ...v.view.log]).toEqual(whole.view.log);
      expect([...first.lines, ...v.lines]).toEqual(whole.lines);
    }
    b.close();
    await a.waitFor((x) => x.type === "presence" && !x.seats[1]!.connected);
    a.close();
    watcher.close();
  });
});
