// `npm run bench:server`: many concurrent online games on one server process, for the embedded
// store (PGlite) and for PostgreSQL (a throw-away cluster, or DATABASE_URL). Each game has bot seats
// (played by the server) and one simulated client that keeps a live socket, thinks, then POSTs its
// move with the position it saw. Reports moves per second (all moves, bots' included) and the
// latency of the clients' moves (p50/p99/max), as a table or, with --json, as JSON rows. The server
// runs in a session of its own, as a service would, apart from the simulated clients.
// With --spectators N, N spectator sockets watch the first table all along, and /api/health is
// asked every 100 ms; its latency is reported beside the moves'. `--case crowd` is the README's
// case: 1,000 spectators on one table while 50 games are played, on PGlite.
//
//   npm run bench:server -- [--games 200] [--seconds 30] [--think 1000] [--game beginners]
//                           [--players 3] [--store pglite|pglite-main|postgresql|both|all|a,b] [--json]
//                           [--bot random] [--bot-threads pool|main|both]
//                           [--spectators N] [--case crowd]
//                           [--url http://127.0.0.1:PORT]  (a server already running, e.g. under --cpu-prof)
//
// Bots that search: `--games 50 --bot planner --game cryptic-nature --store pglite --bot-threads both`
// measures the human seats' latency with every table's bots thinking on the pool's worker threads
// (`pool`), and with them thinking on the server's main thread as before (`main`), side by side.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import WebSocket from "ws";
import { startCluster } from "./bench/postgres-cluster.js";
import { killOwnSessionServers, spawnServer, type ServerProcess } from "./bench/server-process.js";

// An option it does not know gets a one-line message and exit code 2, not a stack trace.
const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        games: { type: "string", default: "200" },
        seconds: { type: "string", default: "30" },
        think: { type: "string", default: "1000" },
        game: { type: "string", default: "beginners" },
        players: { type: "string", default: "3" },
        store: { type: "string", default: "both" },
        bot: { type: "string", default: "random" },
        "bot-threads": { type: "string", default: "pool" },
        json: { type: "boolean", default: false },
        url: { type: "string" },
        spectators: { type: "string", default: "0" },
        case: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (e) {
    process.stderr.write(`bench:server: ${e instanceof Error ? e.message : String(e)} (see --help)\n`);
    process.exit(2);
  }
})();
if (args.help) {
  process.stdout.write(
    "npm run bench:server -- [--games 200] [--seconds 30] [--think 1000] [--game beginners] [--players 3]\n" +
      "                        [--store pglite|pglite-main|postgresql|both|all|a,b] [--json] [--spectators N] [--case crowd]\n" +
      "                        [--bot random|planner|auto|<any bot kind>] [--bot-threads pool|main|both]\n" +
      "                        [--url http://127.0.0.1:PORT]\n",
  );
  process.exit(0);
}
if (args.case !== undefined && args.case !== "crowd") {
  process.stderr.write(`bench:server: unknown case '${args.case}' (known: crowd)\n`);
  process.exit(2);
}
// The crowd: a thousand spectators on one table while 50 games are played.
if (args.case === "crowd") Object.assign(args, { games: "50", spectators: "1000", store: args.store === "both" ? "pglite" : args.store });
const SPECTATORS = Number(args.spectators);
const GAMES = Number(args.games);
const SECONDS = Number(args.seconds);
const THINK = Number(args.think);
const PLAYERS = Number(args.players);

interface Row {
  store: string;
  /** Where the bots thought: the pool's worker threads, or the main thread. */
  bots: string;
  games: number;
  seconds: number;
  moves: number;
  movesPerSecond: number;
  clientMoves: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Client moves answered "out of date" (a bot's simultaneous move came first): not errors, not timed. */
  outOfDate: number;
  /** Seconds it took to create the tables before the measured window. */
  setupSeconds: number;
  /** Spectator sockets on the first table, the messages they received in the window, and /api/health's latency meanwhile. */
  spectators: number;
  spectatorMessages: number;
  healthP50: number;
  healthP99: number;
  healthMax: number;
}

// The crowd runs on a thread of its own: a thousand sockets' messages handled on the bench's main
// thread would delay its own clock, and the moves' and health's latencies would measure the bench.
const CROWD_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const WebSocket = require(workerData.ws);
const { url, n } = workerData;
const sockets = [];
let received = 0;
(async () => {
  for (let i = 0; i < n; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, n - i) }, () => new Promise((ok, fail) => {
      const ws = new WebSocket(url);
      sockets.push(ws);
      ws.on("message", () => received++);
      ws.once("open", () => (ws.send(JSON.stringify({ type: "hello" })), ok()));
      ws.once("error", fail);
    })));
  }
  parentPort.postMessage({ open: sockets.length });
})().catch((e) => parentPort.postMessage({ error: String(e) }));
parentPort.on("message", (m) => {
  if (m === "reset") received = 0;
  if (m === "count") parentPort.postMessage({ received });
});
`;

/** Opens `n` spectator sockets on table `id` on a thread of their own (each says hello); answers once all are open. */
async function crowd(base: string, id: string, n: number): Promise<{ sockets: number; reset(): void; received(): Promise<number>; stop(): Promise<number> }> {
  const url = base.replace(/^http/, "ws") + `/api/tables/${id}/live`;
  const thread = new Worker(CROWD_THREAD, { eval: true, workerData: { ws: createRequire(import.meta.url).resolve("ws"), url, n } });
  const first = await new Promise<{ open?: number; error?: string }>((ok) => thread.once("message", ok));
  if (first.error) throw new Error(`the spectators could not connect: ${first.error}`);
  const received = () =>
    new Promise<number>((ok) => {
      thread.once("message", (m: { received: number }) => ok(m.received));
      thread.postMessage("count");
    });
  return {
    sockets: first.open ?? 0,
    reset: () => thread.postMessage("reset"),
    received,
    async stop() {
      const r = await received();
      await thread.terminate();
      return r;
    },
  };
}

/** Asks /api/health every 100 ms until `stopAt`, one at a time; answers each answer's latency in ms. */
async function pollHealth(base: string, stopAt: number): Promise<number[]> {
  const out: number[] = [];
  while (Date.now() < stopAt) {
    const t0 = performance.now();
    const r = await fetch(`${base}/api/health`);
    await r.arrayBuffer();
    out.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 100));
  }
  return out;
}

/** The value at quantile `f` of sorted `l`, to 0.1. */
function quantile(l: number[], f: number): number {
  return Math.round((l[Math.min(l.length - 1, Math.floor(f * l.length))] ?? 0) * 10) / 10;
}

/** One simulated player: a live socket for seat 0, a pause to think, then the move. */
class Player {
  private ws?: WebSocket;
  private seen = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  moves = 0;
  done = false;

  constructor(
    private readonly base: string,
    readonly id: string,
    private readonly token: string,
    private readonly stats: { latencies: number[]; errors: number; outOfDate: number; stopAt: number },
    private readonly onEnd: () => void,
  ) {}

  start(): void {
    this.ws = new WebSocket(this.base.replace(/^http/, "ws") + `/api/tables/${this.id}/live`);
    this.ws.on("open", () => this.ws!.send(JSON.stringify({ type: "hello", token: this.token })));
    this.ws.on("message", (data) => this.onMessage(String(data)));
    this.ws.on("error", () => this.stats.errors++);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.ws?.close();
  }

  private onMessage(text: string): void {
    const m = JSON.parse(text) as { type: string; seq: number; view: { result: unknown; decisions: { choice: string; options: { value: unknown }[] }[] } };
    if (m.type !== "view" || m.seq <= this.seen) return;
    if (this.seen >= 0) this.moves += m.seq - this.seen;
    this.seen = m.seq;
    if (m.view.result) {
      this.done = true;
      this.stop();
      this.onEnd();
      return;
    }
    const d = m.view.decisions[0];
    if (!d) return;
    clearTimeout(this.timer);
    const seq = m.seq;
    this.timer = setTimeout(() => void this.move(d.choice, d.options[Math.floor(Math.random() * d.options.length)]!.value, seq), THINK * (0.5 + Math.random()));
  }

  private async move(choice: string, value: unknown, seq: number): Promise<void> {
    if (Date.now() > this.stats.stopAt || seq !== this.seen) return;
    const t0 = performance.now();
    const r = await fetch(`${this.base}/api/tables/${this.id}/moves`, {
      method: "POST",
      headers: { authorization: `Bearer ${this.token}`, "content-type": "application/json" },
      body: JSON.stringify({ move: { player: 0, choice, value }, seq }),
    });
    await r.arrayBuffer();
    const ms = performance.now() - t0;
    if (r.status === 200) this.stats.latencies.push(ms);
    // 409 happens when a bot's simultaneous move came first; the next push brings the new position.
    else if (r.status === 409) this.stats.outOfDate++;
    else this.stats.errors++;
  }
}

async function newGame(base: string, seed: number): Promise<{ id: string; token: string }> {
  const seats = [{ kind: "reserved" }, ...Array.from({ length: PLAYERS - 1 }, () => ({ kind: "bot", bot: args.bot }))];
  const r = await fetch(`${base}/api/tables`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: args.game, players: PLAYERS, seed, seats }) });
  const body = (await r.json()) as { id: string; seats: { token?: string }[]; error?: string };
  if (r.status !== 201) throw new Error(`could not create a table: ${body.error}`);
  return { id: body.id, token: body.seats[0]!.token! };
}

async function run(store: string, bots: string, server: ServerProcess): Promise<Row> {
  const stats = { latencies: [] as number[], errors: 0, outOfDate: 0, stopAt: Date.now() + SECONDS * 1000 };
  const setupStart = Date.now();
  const players = new Set<Player>();
  let finished = 0;
  let seed = 1;
  const spawn = async () => {
    const { id, token } = await newGame(server.url, seed++);
    const p: Player = new Player(server.url, id, token, stats, () => {
      finished += p.moves;
      players.delete(p);
      if (Date.now() < stats.stopAt) void spawn();
    });
    players.add(p);
    p.start();
  };
  // Tables arrive over the first seconds, as players would, not all in one instant.
  let first: string | undefined;
  for (let i = 0; i < GAMES; i++) {
    await spawn();
    first ??= [...players][0]?.id;
    await new Promise((r) => setTimeout(r, 5));
  }
  const watchers = SPECTATORS > 0 && first ? await crowd(server.url, first, SPECTATORS) : undefined;
  // The measured window starts once every table is there.
  stats.stopAt = Date.now() + SECONDS * 1000;
  stats.latencies.length = 0;
  stats.errors = 0;
  stats.outOfDate = 0;
  const setupSeconds = Math.round((Date.now() - setupStart) / 100) / 10;
  for (const p of players) p.moves = 0;
  finished = 0;
  watchers?.reset();
  const t0 = Date.now();
  const health = pollHealth(server.url, stats.stopAt);
  await new Promise((r) => setTimeout(r, Math.max(0, stats.stopAt - Date.now())));
  const seconds = (Date.now() - t0) / 1000;
  const h = (await health).sort((a, b) => a - b);
  const spectatorMessages = (await watchers?.stop()) ?? 0;
  let moves = finished;
  for (const p of players) {
    moves += p.moves;
    p.stop();
  }
  const l = stats.latencies.sort((a, b) => a - b);
  const q = (f: number) => quantile(l, f);
  return {
    store, bots, games: GAMES, seconds: Math.round(seconds), moves, movesPerSecond: Math.round(moves / seconds), clientMoves: l.length, p50: q(0.5), p99: q(0.99), max: q(1),
    errors: stats.errors, outOfDate: stats.outOfDate, setupSeconds,
    spectators: watchers?.sockets ?? 0, spectatorMessages, healthP50: quantile(h, 0.5), healthP99: quantile(h, 0.99), healthMax: quantile(h, 1),
  };
}

// The servers run in sessions of their own (see spawnServer), so a Ctrl-C here does not reach
// them: stop them on the way out.
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let dataDir: string | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killOwnSessionServers();
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}

const rows: Row[] = [];
if (args.url) rows.push(await run("given", "given", { url: args.url } as ServerProcess));
const botPlaces = args["bot-threads"] === "both" ? ["pool", "main"] : [args["bot-threads"]];
for (const b of botPlaces) if (b !== "pool" && b !== "main") throw new Error(`unknown --bot-threads '${b}' (pool, main, both)`);
// Every simulated client comes from 127.0.0.1: the per-address caps are raised to let the crowd in.
const common = ["--port", "0", "--bot-delay", "200", "--requests-per-minute", "100000", "--log-level", "warn", "--sockets-per-address", String(GAMES + SPECTATORS + 100), "--spectators-per-table", String(Math.max(1000, SPECTATORS))];
// `both` is the README's pair; `pglite-main` runs PGlite on the server's main thread, as it did
// before it moved to a worker thread, so one run can compare the two.
const stores = args.url ? [] : args.store === "both" ? ["pglite", "postgresql"] : args.store === "all" ? ["pglite-main", "pglite", "postgresql"] : args.store.split(",");
for (const store of stores) {
  for (const bots of botPlaces) {
    const threads = bots === "main" ? ["--bot-threads", "0"] : [];
    if (store === "pglite" || store === "pglite-main") {
      const dir = (dataDir = mkdtempSync(join(tmpdir(), "menagerie-bench-")));
      const server = await spawnServer([...common, ...threads, "--data", dir, "--pglite-thread", store === "pglite" ? "worker" : "main"], {}, { ownSession: true });
      try {
        rows.push(await run(store, bots, server));
      } finally {
        await server.kill();
        rmSync(dir, { recursive: true, force: true });
      }
    } else if (store === "postgresql") {
      cluster = process.env.DATABASE_URL ? undefined : await startCluster();
      const server = await spawnServer([...common, ...threads], { DATABASE_URL: process.env.DATABASE_URL || cluster!.url }, { ownSession: true });
      try {
        rows.push(await run("postgresql", bots, server));
      } finally {
        await server.kill();
        cluster?.stop();
        cluster = undefined;
      }
    } else throw new Error(`unknown store '${store}' (pglite, pglite-main, postgresql, both, all)`);
  }
}
if (args.json) process.stdout.write(JSON.stringify(rows) + "\n");
else {
  process.stdout.write(`${args.game}, ${PLAYERS} players (1 simulated client, ${PLAYERS - 1} ${args.bot} bots per game), think time ${THINK} ms ±50%\n`);
  process.stdout.write("| Store | Bots think on | Games | Seconds | Moves | Moves/s | Client moves | p50 ms | p99 ms | max ms | Out of date | Errors | Setup s |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
  for (const r of rows) process.stdout.write(`| ${r.store} | ${r.bots === "main" ? "main thread" : r.bots === "pool" ? "worker pool" : r.bots} | ${r.games} | ${r.seconds} | ${r.moves} | ${r.movesPerSecond} | ${r.clientMoves} | ${r.p50} | ${r.p99} | ${r.max} | ${r.outOfDate} | ${r.errors} | ${r.setupSeconds} |\n`);
  process.stdout.write(`\n| Store | Spectators on table 1 | Messages to them | /api/health p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- | --- | --- |\n`);
  for (const r of rows) process.stdout.write(`| ${r.store} | ${r.spectators} | ${r.spectatorMessages} | ${r.healthP50} | ${r.healthP99} | ${r.healthMax} |\n`);
}
