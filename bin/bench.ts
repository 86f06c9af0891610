// `npm run bench`: random playouts of every game in content/, for each player count, for a fixed
// time on one core. It measures the engine's hot path (applyInPlace, log off) so that runtime
// changes can be compared before and after; games that also exist for boardgame.io and as a
// hand-written reducer (bin/bench/rivals.ts) are measured through those in the same run, side by
// side. It also measures what a search bot pays (clone, resample, explore a move) and what states
// and views weigh. `-- --baseline <rev>` plays another revision's engine on the same content at the
// same time, and prints the ratios. `-- --json` gives machine-readable rows. Each game is measured
// in a process of its own: the runtime's closures specialise to the game they run, as in a real
// session (one game per process), and a process that has played other games first would measure
// their leftovers instead. For the same reason a baseline gets a process of its own, apart from
// this engine's: two engines in one process slowed each other unevenly through the bench's shared
// code (a rulebook game at 3 players: today's engine at 577 games/s beside the baseline, 1,240 alone).
// The two processes take turns (`--paced`): each measures a round of its slices only when told to,
// so they never share the machine, and a slow minute of a shared machine falls on both.

import { spawn } from "node:child_process";
import { Command, Option } from "commander";
import { compileGame, listGames } from "../compiler/index.js";
import { NodeContentSource } from "../compiler/node/node-content-source.js";
import { hasErrors } from "../dsl/index.js";
import { Engine, resample, useGeneratedExpressions } from "../runtime/index.js";
import { intParser } from "./cli/common-options.js";
import { randomPlayout } from "./cli/playout.js";
import { Measurement, type BenchRow, type Contender, type EngineName } from "./bench/measure.js";
import { PacedChild } from "./bench/paced-child.js";
import { formatBaseline, formatRatios, formatSearch, formatTable, medianRows, type SearchRow } from "./bench/report.js";
import { baselineDir, loadEngine, type EngineModules } from "./bench/baseline.js";
import { sampleStates, searchOps, timeOps, weigh, type Op } from "./bench/search-costs.js";

// boardgame.io checks every move's state for JSON-safety and logs in development mode; it is
// measured as it runs in production. Set before it is loaded, hence the dynamic import.
process.env.NODE_ENV ??= "production";
const { rivalsOf } = await import("./bench/rivals.js");
// The engine is measured as the CLI and the server run it.
useGeneratedExpressions();

const cli = new Command("bench")
  .description("measure random-playout speed of every game for each player count (and of other engines where the bench has them)")
  .option("--json", "print a JSON array instead of a table")
  .option("--content <dir>", "content folder", "./content")
  .option("--game <name>", "only this game")
  .option("--ms <n>", "time per game, player count and engine, in milliseconds", intParser(1), 2000)
  .option("--baseline <rev>", "also measure this git revision's engine (runtime/, compiler/, dsl/) on the same content, and print the ratios")
  .option("--repeat <n>", "measure every game this many times, each in fresh processes, and give the median (with a baseline: the median ratio and its range)", intParser(1), 1)
  .addOption(new Option("--baseline-dir <dir>", "an extracted baseline (how the parent passes it on)").hideHelp())
  .addOption(new Option("--engine <name>", "the one engine a game's process measures (how the parent passes it on)").choices(["menagerie", "baseline"]).hideHelp())
  .addOption(new Option("--rows", "print the full rows as JSON (how the parent reads a game's process)").hideHelp())
  .addOption(new Option("--paced", "measure only when told to on stdin (how the parent runs a baseline's process and today's in turns)").hideHelp())
  .parse();
const opts = cli.opts<{ json?: boolean; content: string; game?: string; ms: number; baseline?: string; repeat: number; baselineDir?: string; rows?: boolean; paced?: boolean; engine?: EngineName }>();

// A game's process collects garbage on request before each timing, and compiles optimised code on
// its own thread: on a busy machine V8's background compiler thread may wait a second for a core,
// and code still interpreted meanwhile would be charged to whichever engine ran first.
const CHILD_FLAGS = ["--expose-gc", "--no-concurrent-recompilation"];

/** Rounds a paced pair of processes takes turns in, per phase (playouts, setups): enough that a slow minute of the machine falls on both engines. */
const PACED_ROUNDS = 8;

const source = new NodeContentSource(opts.content);
const rows: BenchRow[] = [];
const search: SearchRow[] = [];
let failed = false;
const dir = opts.baselineDir ?? (opts.baseline ? baselineDir(opts.baseline) : undefined);
const games = listGames(source);
if (opts.game && !games.includes(opts.game)) {
  process.stderr.write(`no game named '${opts.game}' in ${opts.content}\n`);
  failed = true;
}
if (!opts.rows) {
  for (const game of opts.game ? games.filter((g) => g === opts.game) : games) {
    const args = [process.argv[1]!, "--game", game, "--rows", "--ms", String(opts.ms), "--content", opts.content];
    // Rounds in fresh processes: on a machine whose other load comes and goes (a shared virtual
    // machine's neighbours), one round's ratio can be off by a third; the median of several is not.
    for (let round = 0; round < opts.repeat; round++) {
      // Today's engine and the baseline, each in a process of its own, measured in turns.
      const children = dir ? await pacedPair([...args, "--paced"], dir) : [await runChild(args)];
      for (const child of children) {
        if (child.status !== 0 && !child.stdout.trim()) {
          process.stderr.write(`${game}: the bench process failed (exit ${child.status})\n`);
          failed = true;
          continue;
        }
        if (child.status !== 0) failed = true;
        const got = JSON.parse(child.stdout) as { rows: BenchRow[]; search: SearchRow[] };
        rows.push(...got.rows.map((r) => (opts.repeat > 1 ? { ...r, round } : r)));
        // What a search bot pays is measured in the first round only: it is a table of costs, not a ratio.
        if (round === 0) search.push(...got.search);
      }
      if (!opts.json) process.stderr.write(`measured ${game}${opts.repeat > 1 ? ` (round ${round + 1} of ${opts.repeat})` : ""}\n`);
    }
  }
} else {
  const base = dir && opts.engine !== "menagerie" ? await loadEngine(dir) : undefined;
  const bench = prepareGame(opts.game!, base);
  if (!bench) failed = true;
  else if (opts.paced) await pacedLoop(bench);
  else {
    bench.searchCosts();
    for (const m of [bench.playouts, bench.setups]) {
      m.warmUp(opts.ms);
      for (let i = 0; i < bench.slices; i++) m.round(opts.ms / bench.slices);
      rows.push(...m.rows());
    }
  }
}

if (opts.rows) {
  process.stdout.write(JSON.stringify({ rows, search }) + "\n");
} else if (opts.json) {
  process.stdout.write(JSON.stringify([...rows.map(({ game, players, engine, task, movesPerSecond, gamesPerSecond, round }) => ({ game, players, engine, task: task ?? "playout", movesPerSecond, gamesPerSecond, ...(round === undefined ? {} : { round }) })), ...search]) + "\n");
} else {
  const playouts = medianRows(rows).filter((r) => r.task !== "setup");
  process.stdout.write(formatTable(playouts) + formatRatios(playouts) + formatBaseline(rows) + formatSearch(search));
  for (const r of rows) if (r.firstError) process.stderr.write(`${r.game} (${r.engine}, ${r.players} players): ${r.errors} failed games, first: ${r.firstError}\n`);
}
if (failed || rows.some((r) => r.errors > 0)) process.exitCode = 1;

/** An engine the bench measures: its fast instance (log off), one that logs, and its `resample`. */
interface BenchEngine {
  name: EngineName;
  engine: Engine;
  logged: Engine;
  resample?: typeof resample;
}

/** One game's measurements in this process: playouts (and the rivals'), setups, search costs and weights. */
interface GameBench {
  /** Measures what a search bot pays and what states weigh, into `search`. */
  searchCosts(): void;
  playouts: Measurement;
  setups: Measurement;
  /** Timed slices per phase when this process measures alone. */
  slices: number;
}

// Compiles one game for this process's engines and lists what will be measured (undefined: it does not compile).
function prepareGame(game: string, base: EngineModules | undefined): GameBench | undefined {
  const { program, diagnostics } = compileGame(source, game);
  if (!program || hasErrors(diagnostics)) {
    process.stderr.write(`${game}: does not compile; run \`npx menagerie validate ${game}\`\n`);
    return undefined;
  }
  const engines: BenchEngine[] = [];
  if (opts.engine !== "baseline") engines.push({ name: "menagerie", engine: new Engine(program, { log: false }), logged: new Engine(program), resample });
  if (base) {
    const compiled = base.compileGame(new base.NodeContentSource(opts.content), game);
    if (!compiled.program || base.hasErrors(compiled.diagnostics)) process.stderr.write(`${game}: the baseline does not compile it; measured without a baseline\n`);
    else engines.push({ name: "baseline", engine: new base.Engine(compiled.program, { log: false }), logged: new base.Engine(compiled.program), resample: base.resample });
  }
  if (!engines.length) return { searchCosts: () => undefined, playouts: new Measurement([]), setups: new Measurement([]), slices: 1 };
  const counts: number[] = [];
  for (let players = program.players.min; players <= program.players.max; players++) {
    // A count the game's `require`s refuse with the default options (e.g. one kept for a solo mode) is not measured.
    const probe = engines[0]!.engine.start({ players, seed: 1 });
    if (!probe.ok && probe.error.code === "RUN4024") continue;
    counts.push(players);
  }
  const contenders: Contender[] = [];
  const setups: Contender[] = [];
  for (const players of counts)
    for (const { name, engine } of engines) {
      contenders.push({ game, players, engine: name, playout: (seed) => outcomeOf(randomPlayout(engine, { players, seed })) });
      setups.push({ game, players, engine: name, task: "setup", playout: (seed) => (engine.start({ players, seed }).ok ? { moves: 0 } : { moves: 0, error: "setup failed" }) });
    }
  // The rivals (boardgame.io, hand-written) are measured beside today's engine.
  const rivals = opts.engine === "baseline" ? [] : rivalsOf(game);
  // Engines compared with each other run in interleaved slices, so a busy moment hits all of them.
  const slices = rivals.length || engines.length > 1 ? 4 : 1;
  // What a search bot pays comes first, in a heap that the playouts have not filled yet: measured after
  // them, collections of what they left behind land in the middle of these short timings.
  const searchCosts = () => measureSearchCosts(game, counts, engines);
  // Setups are few per second in some games: they get as long as the playouts, so the ratio is not noise.
  return { searchCosts, playouts: new Measurement([...contenders, ...rivals]), setups: new Measurement(setups), slices };
}

/** What a search bot pays (clone, resample, explore) and what states and views weigh, per engine and player count, into `search`. */
function measureSearchCosts(game: string, counts: number[], engines: BenchEngine[]): void {
  for (const players of counts) {
    const per = engines.map((e) => ({ e, states: sampleStates(e.engine, players, 64), logged: sampleStates(e.logged, players, 64), ops: searchOps({ engine: e.engine, resample: e.resample }) }));
    const names = Object.keys(per[0]!.ops);
    const timed: { label: string; op: Op; states: typeof per[0]["states"] }[] = [];
    for (const p of per) {
      for (const n of names) if (p.ops[n] && p.states.length) timed.push({ label: `${p.e.name} ${n}`, op: p.ops[n]!, states: p.states });
      // The same copy of states that carry their log (a table's state handed to a bot): the log must not weigh on it.
      if (p.logged.length) timed.push({ label: `${p.e.name} clone with log`, op: p.ops.clone!, states: p.logged });
    }
    const us = timeOps(timed, Math.max(400, opts.ms / 2));
    for (const p of per) {
      const row: SearchRow = { game, players, engine: p.e.name, us: {} };
      timed.forEach((t, k) => {
        if (t.label.startsWith(`${p.e.name} `)) row.us[t.label.slice(p.e.name.length + 1)] = us[k]!;
      });
      const w = weigh(p.e.engine, p.e.logged, players);
      if (w) row.bytes = w;
      search.push(row);
    }
  }
}

// A paced process: it measures each phase's warm-up and rounds when the parent says so (one command a
// line on stdin, answered with a line on stdout), and prints its rows when told it is done.
async function pacedLoop(bench: GameBench): Promise<void> {
  const phases: Record<string, Measurement> = { playouts: bench.playouts, setups: bench.setups };
  for await (const line of PacedChild.commands()) {
    const [command, phase, ms] = line.split(" ");
    if (command === "search") bench.searchCosts();
    else if (command === "warm") phases[phase!]!.warmUp(Number(ms));
    else if (command === "round") phases[phase!]!.round(Number(ms));
    else if (command === "done") {
      rows.push(...bench.playouts.rows(), ...bench.setups.rows());
      return;
    }
    PacedChild.ack();
  }
}

// Today's engine and the baseline's, each in a paced process of its own, taking turns: the search
// costs, then each phase's warm-up and rounds, one process at a time, so neither measures while the
// other runs. What each prints at the end is read as a process run alone would be.
async function pacedPair(args: string[], base: string): Promise<{ status: number | null; stdout: string }[]> {
  const pair = [
    new PacedChild(process.execPath, [...process.execArgv, ...CHILD_FLAGS, ...args, "--engine", "menagerie"]),
    new PacedChild(process.execPath, [...process.execArgv, ...CHILD_FLAGS, ...args, "--engine", "baseline", "--baseline-dir", base]),
  ];
  const inTurn = async (command: string) => {
    for (const child of pair) await child.send(command);
  };
  await Promise.all(pair.map((c) => c.ready()));
  await inTurn("search");
  for (const phase of ["playouts", "setups"]) {
    await inTurn(`warm ${phase} ${opts.ms}`);
    for (let i = 0; i < PACED_ROUNDS; i++) await inTurn(`round ${phase} ${opts.ms / PACED_ROUNDS}`);
  }
  return Promise.all(pair.map((c) => c.finish()));
}

function outcomeOf(o: ReturnType<typeof randomPlayout>): { moves: number; error?: string } {
  return "error" in o ? { moves: o.moves, error: o.error } : { moves: o.moves };
}

/** Runs one game's bench process and collects what it prints. */
function runChild(args: string[]): Promise<{ status: number | null; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [...process.execArgv, ...CHILD_FLAGS, ...args], { stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.on("close", (status) => done({ status, stdout }));
    child.on("error", () => done({ status: 1, stdout: "" }));
  });
}
