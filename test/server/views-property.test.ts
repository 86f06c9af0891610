// Only views leave the server: random games of every game are played through the API with a live
// socket for every seat and one spectator, and every message any of them receives (pushes and move
// answers) is checked against the game's true state: put together with the log sent before (the
// socket sends each log event once), it must be exactly that seat's view, no zone,
// mark or attribute may show a component the seat cannot see, no log event may name one it saw
// neither before nor after, and no message may hold any seat's token.
// Fast form in `npm test`: one game per game at its smallest player count; the long form,
// `SERVER_VIEW_GAMES=N npx vitest run test/server/views-property.test.ts`, plays N games of every
// player count.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalog, startServer, type Catalog, type RunningServer, type ViewMessage } from "../../server/index.js";
import { SPECTATOR, seededRandom, type Engine, type GameState, type Move, type Program } from "../../runtime/index.js";
import { createTable, openLive, type Live } from "./client.js";

const GAMES_PER = Number(process.env.SERVER_VIEW_GAMES ?? 1);
let server: RunningServer;
let catalog: Catalog;

beforeAll(async () => {
  catalog = loadCatalog("content");
  server = await startServer({ port: 0, dataDir: "memory", log: false, catalog, webDir: "/nonexistent", requestsPerMinute: 1_000_000 });
}, 180_000); // compiling every game and creating a store in memory: minutes on a loaded machine
afterAll(() => server?.close());

/** Whether `seat` (or the spectator) sees what lies in `slot`. */
function seesSlot(engine: Engine, players: number, seat: number, slot: number): boolean {
  const L = engine.layout(players);
  if (seat === SPECTATOR) return L.slotZone[slot]! >= 0 && engine.program.zones[L.slotZone[slot]!]!.visibility === "public";
  return L.visible[slot]![seat] === true;
}

/** Component ids named in log arguments, at any depth. */
function logIds(v: unknown, out: number[] = []): number[] {
  if (Array.isArray(v)) for (const x of v) logIds(x, out);
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (k === "c" && typeof x === "number") out.push(x);
      else if (k === "c" && Array.isArray(x)) out.push(...(x as number[]));
      else logIds(x, out);
    }
  }
  return out;
}

/** The true history of one game: its state after each move, where every component was, and which move logged each event. */
class History {
  states: GameState[] = [];
  locs: number[][] = [];
  eventMove: number[] = [];
  /** Each seat's log sentences (the log only grows) and how many of them each position has. */
  private sentences = new Map<number, { lines: string[]; upTo: number[] }>();

  constructor(readonly engine: Engine, start: GameState) {
    this.push(start);
  }

  push(s: GameState): void {
    this.states.push(s);
    this.locs.push(s.loc.slice());
    while (this.eventMove.length < s.log.length) this.eventMove.push(this.states.length - 1);
  }

  /** `seat`'s log sentences at position `n`, rendered once per event. */
  private linesAt(seat: number, n: number): string[] {
    let c = this.sentences.get(seat);
    if (!c) this.sentences.set(seat, (c = { lines: [], upTo: [] }));
    for (let k = c.upTo.length; k < this.states.length; k++) {
      const prev = k === 0 ? 0 : this.states[k - 1]!.log.length;
      c.lines.push(...this.engine.logLines(this.states[k]!, seat, prev));
      c.upTo.push(c.lines.length);
    }
    return c.lines.slice(0, c.upTo[n]);
  }

  /** Every leak in a view message for `seat`; empty when it is exactly the seat's view. */
  check(m: ViewMessage, seat: number, tokens: string[], text: string): string[] {
    const problems: string[] = [];
    const s = this.states[m.seq];
    if (!s) return [`message for position ${m.seq}, which was never reached`];
    const engine = this.engine;
    const p = engine.program as Program;
    if (m.seat !== seat) problems.push(`message for seat ${m.seat} sent to seat ${seat}`);
    // Compared as JSON text: the same data in the same order, and much faster than a deep equality.
    if (JSON.stringify(m.view) !== JSON.stringify({ ...engine.view(s, seat), canUndo: false })) problems.push(`seat ${seat}'s view at ${m.seq} is not its runtime view`);
    if (JSON.stringify(m.lines) !== JSON.stringify(this.linesAt(seat, m.seq))) problems.push(`seat ${seat}'s log at ${m.seq} is not its redacted log`);
    const L = engine.layout(s.players);
    p.zones.forEach((z, zi) => {
      const lists = z.perPlayer ? (m.view.zones[z.name] as number[][]) : [m.view.zones[z.name] as number[]];
      lists.forEach((list, o) => {
        for (const id of list) if (id >= 0 && !seesSlot(engine, s.players, seat, L.base[zi]! + o)) problems.push(`seat ${seat} sees ${id} in ${z.name}[${o}] at ${m.seq}`);
      });
    });
    for (const [mark, ids] of Object.entries(m.view.marks)) for (const id of ids) if (!seesSlot(engine, s.players, seat, s.loc[id]!)) problems.push(`mark ${mark} on hidden ${id}`);
    for (const [attr, byId] of Object.entries(m.view.attrs)) for (const id of Object.keys(byId)) if (!seesSlot(engine, s.players, seat, s.loc[Number(id)]!)) problems.push(`attribute ${attr} of hidden ${id}`);
    m.view.log.forEach((e, i) => {
      const k = this.eventMove[i]!;
      const before = this.locs[Math.max(0, k - 1)]!;
      const after = this.locs[k]!;
      for (const id of logIds(e.a)) {
        if (id < 0) continue;
        if (!seesSlot(engine, s.players, seat, before[id]!) && !seesSlot(engine, s.players, seat, after[id]!)) problems.push(`log event ${i} shows ${id} to seat ${seat}`);
      }
    });
    if (seat === SPECTATOR && m.view.decisions.length) problems.push("the spectator was offered decisions");
    for (const t of tokens) if (text.includes(t)) problems.push(`a token reached seat ${seat}`);
    return problems;
  }
}

/** Plays one random game through the server and checks every message sent; returns how many were checked. */
async function playAndCheck(game: string, players: number, seed: number): Promise<{ checked: number; moves: number; over: boolean }> {
  const entry = catalog.games.get(game)!;
  const engine = entry.engine;
  const { id, tokens } = await createTable(server.url, { game, players, seed, seats: Array.from({ length: players }, () => ({ kind: "reserved" })) });
  // The server plays a chosen seed with mixed seeding (and marks the table as seeded by its creator).
  const started = engine.start({ players, seed, seeding: "mixed", options: {} });
  if (!started.ok) throw new Error(started.error.message);
  const history = new History(engine, started.state);
  const lives: { seat: number; live: Live }[] = [];
  for (let seat = 0; seat < players; seat++) lives.push({ seat, live: await openLive(server.url, id, tokens[seat]!) });
  lives.push({ seat: SPECTATOR, live: await openLive(server.url, id) });
  const answers: { seat: number; text: string }[] = [];
  const rng = seededRandom(seed);
  const moves: Move[] = [];
  const cap = 3000;
  while (moves.length < cap) {
    const seq = moves.length;
    const views = await Promise.all(lives.map(({ live }) => live.waitFor((m) => m.type === "view" && m.seq === seq) as Promise<ViewMessage>));
    const spectator = views.at(-1)!;
    if (spectator.view.result) break;
    const seat = spectator.view.waitingFor[Math.floor(rng() * spectator.view.waitingFor.length)]!;
    const mine = views[seat]!;
    const decisions = mine.view.decisions;
    const d = decisions[Math.floor(rng() * decisions.length)]!;
    const o = d.options[Math.floor(rng() * d.options.length)]!;
    const move: Move = { player: seat, choice: d.choice, value: o.value };
    const r = await fetch(`${server.url}/api/tables/${id}/moves`, { method: "POST", headers: { authorization: `Bearer ${tokens[seat]}`, "content-type": "application/json" }, body: JSON.stringify({ move, seq }) });
    const text = await r.text();
    expect(r.status, text.slice(0, 200)).toBe(200);
    answers.push({ seat, text });
    moves.push(move);
    const next = engine.apply(history.states.at(-1)!, move);
    if (!next.ok) throw new Error(next.error.message);
    history.push(next.state);
  }
  await Promise.all(lives.map(({ live }) => live.waitFor((m) => m.type === "view" && m.seq === moves.length)));
  let checked = 0;
  const problems: string[] = [];
  const secret = tokens.filter((t): t is string => t !== null);
  for (const { seat, live } of lives) {
    // The socket sends each log event and sentence once: put each message back together with what
    // came before, and check the whole as if it had been sent whole.
    let log: ViewMessage["view"]["log"] = [];
    let lines: string[] = [];
    live.messages.forEach((m, i) => {
      const text = live.texts[i]!;
      for (const t of secret) if (text.includes(t)) problems.push(`a token reached seat ${seat} in a ${m.type} message`);
      if (m.type !== "view") return;
      if (m.logFrom > log.length || m.linesFrom > lines.length) problems.push(`seat ${seat} was sent a log with a gap`);
      log = [...log.slice(0, m.logFrom), ...m.view.log];
      lines = [...lines.slice(0, m.linesFrom), ...m.lines];
      // The part that was sent must itself hold nothing hidden, and the whole must be the seat's view.
      problems.push(...history.check({ ...m, view: { ...m.view, log }, lines, logFrom: 0, linesFrom: 0 }, seat, secret, text));
      checked++;
    });
    live.close();
  }
  for (const { seat, text } of answers) {
    // A move's answer is only the new position; the view comes on the socket.
    if (JSON.stringify(Object.keys(JSON.parse(text) as object)) !== '["seq"]') problems.push(`seat ${seat}'s move answer holds more than its position: ${text.slice(0, 80)}`);
    for (const t of secret) if (text.includes(t)) problems.push(`a token reached seat ${seat} in a move answer`);
  }
  expect(problems.slice(0, 5)).toEqual([]);
  return { checked, moves: moves.length, over: history.states.at(-1)!.result !== null };
}

describe("every message sent is exactly the receiver's view", () => {
  it("holds for random games of every game, every seat and a spectator", async () => {
    const games = [...catalog.games.values()];
    expect(games.length).toBeGreaterThanOrEqual(6);
    for (const g of games) {
      const { min, max } = g.program.players;
      // Player counts the rules accept with default options (a solo count may need a mode option).
      const accepted = Array.from({ length: max - min + 1 }, (_, i) => min + i).filter((n) => g.engine.start({ players: n, seed: 1, options: {} }).ok);
      const counts = process.env.SERVER_VIEW_GAMES ? accepted : accepted.slice(0, 1);
      for (const players of counts) {
        for (let i = 0; i < GAMES_PER; i++) {
          const r = await playAndCheck(g.game, players, 100 + i);
          expect(r.over, `${g.game} ended`).toBe(true);
            expect(r.checked).toBeGreaterThanOrEqual(r.moves * (players + 1));
        }
      }
    }
  }, 600_000);
});
