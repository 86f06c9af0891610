// Hostile and broken input never crashes the server or changes a game: malformed JSON, moves for
// another seat, forged and replayed tokens, huge payloads, floods, markup in names; and tokens never
// appear in the request log.

import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer, type ViewMessage } from "../../server/index.js";
import { testCatalog } from "../helpers/memory-server.js";
import { api, createTable, openLive } from "./client.js";

let server: RunningServer;
let base: string;
const logged: string[] = [];

beforeAll(async () => {
  const log = new Writable({
    write(chunk, _enc, done) {
      logged.push(String(chunk));
      done();
    },
  });
  server = await startServer({
    port: 0,
    dataDir: "memory",
    log,
    botDelayMs: 0,
    catalog: testCatalog(["tic-tac-toe"]),
    webDir: "/nonexistent",
    requestsPerMinute: 400,
    live: { perSecond: 5, burst: 10 },
  });
  base = server.url;
}, 180_000); // a store in memory is created from scratch: minutes on a loaded machine
afterAll(() => server?.close());

const fresh = () => createTable(base, { game: "tic-tac-toe", players: 2, seed: 1, seats: [{ kind: "open" }, { kind: "open" }] });
const seqOf = async (id: string) => (await api<ViewMessage>(base, `/api/tables/${id}/view`)).body.seq;
const firstMove = async (id: string, token: string) => {
  const { player, choice, value } = (await api(base, `/api/tables/${id}/moves`, { token })).body.moves[0] as { player: number; choice: string; value: number };
  return { player, choice, value };
};

describe("bad input", () => {
  it("malformed JSON is a 400 and the game is unchanged", async () => {
    const { id, tokens } = await fresh();
    for (const raw of ["{", '{"move": ', "nul", '{"move":{"player":0,"choice":"x","value":1},"seq":0}}']) {
      const r = await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, raw });
      expect(r.status).toBe(400);
      expect(typeof r.body.error).toBe("string");
    }
    expect((await api(base, "/api/tables", { raw: "[1,2" })).status).toBe(400);
    expect(await seqOf(id)).toBe(0);
  });

  it("messages that do not fit the schema are refused with the reason (extra fields, wrong types, negative seq)", async () => {
    const { id, tokens } = await fresh();
    const move = await firstMove(id, tokens[0]!);
    for (const body of [{ move, seq: -1 }, { move, seq: "0" }, { move: { ...move, extra: 1 }, seq: 0 }, { move: { ...move, value: { a: 1 } }, seq: 0 }, { seq: 0 }, [move]]) {
      const r = await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, body });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(/^invalid request/);
    }
    expect(await seqOf(id)).toBe(0);
  });

  it("a seat cannot move for another seat, and a spectator cannot move at all", async () => {
    const { id, tokens } = await fresh();
    const move = await firstMove(id, tokens[0]!);
    const other = await api(base, `/api/tables/${id}/moves`, { token: tokens[1]!, body: { move, seq: 0 } });
    expect(other.status).toBe(403);
    expect((await api(base, `/api/tables/${id}/moves`, { body: { move, seq: 0 } })).status).toBe(401);
    expect(await seqOf(id)).toBe(0);
  });

  it("forged tokens, another table's tokens and malformed Authorization headers are refused everywhere, HTTP and live", async () => {
    const { id } = await fresh();
    const other = await fresh();
    const forged = "A".repeat(43);
    for (const path of ["/view", "/moves", ""]) {
      expect((await api(base, `/api/tables/${id}${path}`, { token: forged })).status).toBe(401);
      expect((await api(base, `/api/tables/${id}${path}`, { token: other.tokens[0]! })).status).toBe(401);
      expect((await api(base, `/api/tables/${id}${path}`, { headers: { authorization: "Bearer <script>" } })).status).toBe(401);
      expect((await api(base, `/api/tables/${id}${path}`, { headers: { authorization: "Basic abc" } })).status).toBe(401);
    }
    const live = await openLive(base, id, other.tokens[0]!);
    expect((await live.closed).code).toBe(4401);
    expect(live.messages.some((m) => m.type === "view")).toBe(false);
    expect((await api(base, `/api/tables/${"x".repeat(16)}/view`)).status).toBe(404);
    expect((await api(base, `/api/tables/../../etc/passwd/view`)).status).toBe(404);
  });

  it("a replayed move request (the same body sent again) is out of date and is not applied twice", async () => {
    const { id, tokens } = await fresh();
    const body = { move: await firstMove(id, tokens[0]!), seq: 0 };
    expect((await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, body })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, body })).status).toBe(409);
    expect(await seqOf(id)).toBe(1);
  });

  it("huge payloads: an HTTP body over the limit is a 413, a live message over the limit closes the socket (1009)", async () => {
    const { id, tokens } = await fresh();
    const r = await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, raw: JSON.stringify({ move: { player: 0, choice: "x".repeat(100_000), value: 1 }, seq: 0 }) });
    expect(r.status).toBe(413);
    const live = await openLive(base, id, tokens[0]!);
    await live.waitFor((m) => m.type === "view");
    live.ws.send(JSON.stringify({ type: "ping", pad: "x".repeat(10_000) }));
    expect((await live.closed).code).toBe(1009);
    expect(await seqOf(id)).toBe(0);
  });

  it("floods: a live connection over its message rate is cut off (1008); HTTP clients over theirs get 429", async () => {
    const { id, tokens } = await fresh();
    const live = await openLive(base, id, tokens[0]!);
    await live.waitFor((m) => m.type === "view");
    for (let i = 0; i < 50; i++) live.ws.send('{"type":"ping"}');
    expect((await live.closed).code).toBe(1008);
    expect(live.messages.some((m) => m.type === "error" && m.error === "too many messages")).toBe(true);
    // Rate limits count per seat token: another seat is not slowed down by this one's flood.
    const statuses: number[] = [];
    for (let i = 0; i < 420; i++) statuses.push((await api(base, `/api/tables/${id}/view`, { token: tokens[0]! })).status);
    expect(statuses.slice(0, 300).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await api(base, `/api/tables/${id}/view`, { token: tokens[1]! })).status).toBe(200);
  });

  it("live messages that are not JSON or fit no schema get an error answer and change nothing; the socket stays usable", async () => {
    const { id, tokens } = await fresh();
    const live = await openLive(base, id, tokens[0]!);
    await live.waitFor((m) => m.type === "view");
    live.ws.send("{not json");
    await live.waitFor((m) => m.type === "error" && m.error === "malformed JSON");
    live.ws.send(JSON.stringify({ type: "move", move: { player: 1, choice: "x", value: 1 }, seq: 0 }));
    await live.waitFor((m) => m.type === "error" && /seat/.test(m.error));
    live.ws.send(JSON.stringify({ type: "shout", text: "hi" }));
    await live.waitFor((m) => m.type === "error" && /^invalid message/.test(m.error));
    live.ws.send('{"type":"ping"}');
    await live.waitFor((m) => m.type === "pong");
    expect(await seqOf(id)).toBe(0);
    live.close();
  });

  it("names with markup are kept as plain text (the table renders text, never HTML); control characters are refused", async () => {
    const name = '<img src=x onerror="alert(1)"><b>x</b>';
    const { id } = await createTable(base, { game: "tic-tac-toe", players: 2, seed: 1, seats: [{ kind: "open", name }, { kind: "open" }] });
    const info = (await api(base, `/api/tables/${id}`)).body;
    expect(info.seats[0].name).toBe(name);
    const r = await api(base, "/api/tables", { body: { game: "tic-tac-toe", players: 2, seats: [{ kind: "open", name: "a\u0000b" }, { kind: "open" }] } });
    expect(r.status).toBe(400);
    expect((await api(base, `/api/tables/${id}/join`, { body: { seat: 1, name: "x".repeat(41) } })).status).toBe(400);
  });
});

describe("tokens never appear in logs", () => {
  it("the request log holds no token, valid or forged, after every kind of request", async () => {
    const { id, tokens } = await createTable(base, { game: "tic-tac-toe", players: 2, seed: 1, seats: [{ kind: "open" }, { kind: "open" }] });
    const joined = await api(base, `/api/tables/${id}/join`, { body: { seat: 1, name: "Bea" } });
    const forged = "Z".repeat(43);
    await api(base, `/api/tables/${id}/view`, { token: tokens[0]! });
    await api(base, `/api/tables/${id}/view`, { token: forged });
    await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, body: { move: await firstMove(id, tokens[0]!), seq: 0 } });
    await api(base, `/api/tables/${id}/moves`, { token: tokens[0]!, raw: "{" });
    const live = await openLive(base, id, tokens[0]!);
    await live.waitFor((m) => m.type === "view");
    live.close();
    const text = logged.join("");
    expect(text).toContain(`/api/tables/${id}/view`);
    for (const t of [...tokens, joined.body.token as string, forged]) expect(text).not.toContain(t!);
    expect(text.toLowerCase()).not.toContain("bearer");
  });
});
