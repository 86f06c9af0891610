// `npm run bench:bots`: how well the bots play, in seeded games. Each game's `content/<game>/bench.yaml`
// lists its cases (the search bot against the planner, against the benchmark's alpha-beta opponent,
// solo against the game's automaton ...) and the bar each figure must reach; this prints every figure
// beside its bar, the search bot's thinking time per decision (mean and 95th percentile) and its
// iterations a second, and, for the games boardgame.io also has, its MCTS bot's iterations a second
// in the same run. `--games N` plays fewer games per case for a quick look (the bars then say less);
// `--workers N` plays N games at once on worker threads (the figures are the same: each game is
// seeded by itself).

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SingleBar, Presets } from "cli-progress";
import { Command, InvalidArgumentError } from "commander";
import { listGames } from "../compiler/index.js";
import { NodeContentSource } from "../compiler/node/node-content-source.js";
import { Engine, MctsBot, seededRandom, useGeneratedExpressions } from "../runtime/index.js";
import { intParser } from "./cli/common-options.js";
import { parseBenchSpec } from "./bench/bots/bench-spec.js";
import { GamePool } from "./bench/bots/game-pool.js";
import { levelTimes, type LevelTime } from "./bench/bots/level-times.js";
import { benchEngine } from "./bench/bots/game-task.js";
import { runCase, type CaseResult } from "./bench/bots/run-case.js";
import type { GameOutcome } from "./bench/bots/bench-game.js";

process.env.NODE_ENV ??= "production";
const { boardgameioIterationsPerSecond } = await import("./bench/bots/bgio-mcts.js");
const { TicTacToe } = await import("./bench/boardgameio-tic-tac-toe.js");
const { ConnectFour } = await import("./bench/boardgameio-connect-four.js");

/** `auto` answers within a second at the 95th percentile. */
const AUTO_P95_MS = 1000;

/** The games boardgame.io also has, for the iterations-a-second comparison. */
const BOARDGAMEIO = { "tic-tac-toe": TicTacToe, "connect-four": ConnectFour } as const;

const cli = new Command("bench:bots")
  .description("measure the bots' strength and thinking time in seeded games, against each game's bench.yaml bars")
  .option("--content <dir>", "content folder", "./content")
  .option("--game <name>", "only this game")
  .option("--case <text>", "only cases whose name contains this")
  .option("--games <n>", "games per case instead of the file's (a quick look)", intParser(1))
  .option("--first-seed <n>", "the first game's seed, the others following it (default 1000, the seeds the README's figures come from): a change tried on those seeds is checked on fresh ones", intParser(0))
  .option("--iterations <n>", "the search bot's iterations per decision instead of the file's budget", intParser(1))
  .option("--mcts <key=value...>", "search settings over the game's own (depth, turns, explore, greedy, minimax, decisive, prefer, trees, sure, memory, trust), to try one without editing the game", settingsParser, {})
  .option("--workers <n>", "games played at once on worker threads (1: one after another in this thread)", intParser(1), 1)
  .option("--no-levels", "skip the levels' thinking times")
  .option("--only-levels", "only the levels' thinking times (no cases)")
  .option("--json", "print the results as JSON")
  .parse();
const opts = cli.opts<{ content: string; game?: string; case?: string; games?: number; firstSeed?: number; iterations?: number; mcts: Record<string, number>; workers: number; levels: boolean; onlyLevels?: boolean; json?: boolean }>();

// `--mcts depth=12 turns=0`: each value a whole number, as the game's `bot mcts { ... }` settings are.
function settingsParser(v: string, prev: Record<string, number>): Record<string, number> {
  const m = /^(\w+)=(-?\d+)$/.exec(v);
  if (!m) throw new InvalidArgumentError(`expected key=value with a whole number, got '${v}'`);
  return { ...prev, [m[1]!]: Number(m[2]) };
}

// Bots are measured as the server runs them: expressions with loops as generated JavaScript.
useGeneratedExpressions();
const source = new NodeContentSource(opts.content);
interface Row extends CaseResult {
  game: string;
  iterationsPerSecond: number;
}
const rows: Row[] = [];
const speed: string[] = [];
const times: (LevelTime & { game: string })[] = [];
const pool = new GamePool(opts.workers);
for (const game of listGames(source).filter((g) => !opts.game || g === opts.game)) {
  const file = join(opts.content, game, "bench.yaml");
  if (!existsSync(file)) continue;
  const spec = parseBenchSpec(readFileSync(file, "utf8"), file);
  const engine = benchEngine(opts.content, game);
  const budget = { iterations: opts.iterations ?? spec.budget.iterations, ...(Object.keys(opts.mcts).length ? { settings: opts.mcts } : {}) };
  for (const c of spec.cases.filter((x) => !opts.onlyLevels && (!opts.case || x.name.includes(opts.case)))) {
    const games = opts.games ?? c.games;
    // Outside a terminal (a run kept in a log file for an hour) the bar is written once a minute, so the log tells how far it got.
    // With the wins so far by kind, so that a run stopped before its end still tells where it stood.
    const bar = new SingleBar({ format: `${game}: ${c.name} [{bar}] {value}/{total}{wins}`, stream: process.stderr, noTTYOutput: true, notTTYSchedule: 60_000 }, Presets.shades_classic);
    bar.start(c.lines ? 0 : games * (c.versus ? 2 : 1) * (c.order?.values.length ?? 1), 0, { wins: "" });
    const tally = new Map<string, { won: number; n: number }>();
    const onGame = (kind?: string, o?: GameOutcome) => {
      if (kind && o) {
        const t = tally.get(kind) ?? { won: 0, n: 0 };
        tally.set(kind, { won: t.won + o.won, n: t.n + 1 });
      }
      bar.increment({ wins: [...tally].map(([k, t]) => `; ${k} won ${+t.won.toFixed(1)} of ${t.n}`).join("") });
    };
    const r = await runCase({ content: opts.content, game, engine, pool, firstSeed: opts.firstSeed }, { ...c, games }, budget, onGame);
    bar.stop();
    const seconds = r.thinking.reduce((t, x) => t + x, 0) / 1000;
    rows.push({ ...r, game, iterationsPerSecond: seconds ? r.iterations.reduce((t, x) => t + x, 0) / seconds : 0 });
  }
  if (opts.levels && !opts.case) {
    // Where the file says nothing, the first case's table size.
    const where = spec.levels ?? { players: spec.cases[0]?.seats.length ?? engine.program.players.min, options: spec.cases[0]?.options };
    for (const t of levelTimes(engine, where.players, where.options, where.positions ?? 12)) times.push({ ...t, game });
  }
  const rival = BOARDGAMEIO[game as keyof typeof BOARDGAMEIO];
  if (rival && !opts.onlyLevels) speed.push(await iterationsAgainstBoardgameio(game, engine, rival));
}

await pool.close();
if (opts.json) process.stdout.write(JSON.stringify({ rows, speed, levels: times }, null, 2) + "\n");
else process.stdout.write(table(rows) + "\n" + speed.join("\n") + "\n" + (times.length ? "\n" + levelTable(times) : ""));
if (rows.some((r) => !r.ok) || times.some((t) => !autoInTime(t))) process.exitCode = 1;

/** `auto` answers within a second: its 95th percentile at most 1 s. */
function autoInTime(t: LevelTime): boolean {
  return t.level !== "auto" || t.p95 <= AUTO_P95_MS;
}

function levelTable(ts: (LevelTime & { game: string })[]): string {
  const head = ["game", "level", "plays as", "decisions", "cpu ms mean", "p95", "wall ms mean", "bar"];
  const body = ts.map((t) => [t.game, t.level, t.kind, String(t.decisions), t.mean.toFixed(0), t.p95.toFixed(0), t.wallMean.toFixed(0), t.level === "auto" ? `p95 ≤ ${AUTO_P95_MS}: ${autoInTime(t) ? "yes" : "NO"}` : ""]);
  return columns(head, body, (i) => i >= 3 && i <= 6);
}

/** The search bot's and boardgame.io's MCTS iterations a second from the start position, measured in turns. */
async function iterationsAgainstBoardgameio(game: string, engine: Engine, rival: (typeof BOARDGAMEIO)[keyof typeof BOARDGAMEIO]): Promise<string> {
  const start = engine.start({ players: 2, seed: 1 });
  if (!start.ok) throw new Error(start.error.message);
  let ours = 0;
  let theirs = 0;
  for (let round = 0; round < 3; round++) {
    const bot = new MctsBot(engine, 0, seededRandom(round), { iterations: 4000 });
    const t = performance.now();
    bot.choose(start.state);
    ours = Math.max(ours, bot.lastIterations / ((performance.now() - t) / 1000));
    theirs = Math.max(theirs, await boardgameioIterationsPerSecond(rival, 400, 1));
  }
  return `${game}: search bot ${Math.round(ours)} iterations/s, boardgame.io MCTSBot ${Math.round(theirs)} iterations/s: ${(ours / theirs).toFixed(1)}× (bar ≥ 20×) ${ours >= 20 * theirs ? "ok" : "BELOW"}`;
}

function table(rs: Row[]): string {
  const head = ["game", "case", "games", "figure", "bar", "ok", "ms/decision", "p95", "iterations/s"];
  const body = rs.map((r) => {
    const sorted = r.thinking.slice().sort((a, b) => a - b);
    const mean = sorted.length ? sorted.reduce((t, x) => t + x, 0) / sorted.length : 0;
    const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! : 0;
    return [r.game, r.name, String(r.games), r.figure, r.bar, r.ok ? "yes" : "NO", mean.toFixed(0), p95.toFixed(0), Math.round(r.iterationsPerSecond).toString()];
  });
  return columns(head, body, (i) => i >= 6 || i === 2);
}

/** A plain-text table; `right(i)` aligns column i to the right. */
function columns(head: string[], body: string[][], right: (i: number) => boolean): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (right(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n") + "\n";
}
