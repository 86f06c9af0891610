// `npm run bench`: random playouts of every game in content/, for each player count, for a fixed
// time on one core. It measures the engine's hot path (applyInPlace, log off) so that runtime
// changes can be compared before and after; games that also exist for boardgame.io and as a
// hand-written reducer (bin/bench/rivals.ts) are measured through those in the same run, side by
// side. `-- --json` gives machine-readable rows. Each game is measured in a process of its own: the
// runtime's closures specialise to the game they run, as in a real session (one game per process),
// and a process that has played other games first would measure their leftovers instead.

import { spawnSync } from "node:child_process";
import { Command, Option } from "commander";
import { compileGame, listGames } from "../compiler/index.js";
import { NodeContentSource } from "../compiler/node/node-content-source.js";
import { hasErrors } from "../dsl/index.js";
import { Engine } from "../runtime/index.js";
import { intParser } from "./cli/common-options.js";
import { randomPlayout } from "./cli/playout.js";
import { measureTogether, type BenchRow, type Contender } from "./bench/measure.js";
import { formatRatios, formatTable } from "./bench/report.js";

// boardgame.io checks every move's state for JSON-safety and logs in development mode; it is
// measured as it runs in production. Set before it is loaded, hence the dynamic import.
process.env.NODE_ENV ??= "production";
const { rivalsOf } = await import("./bench/rivals.js");

const cli = new Command("bench")
  .description("measure random-playout speed of every game for each player count (and of other engines where the bench has them)")
  .option("--json", "print a JSON array instead of a table")
  .option("--content <dir>", "content folder", "./content")
  .option("--game <name>", "only this game")
  .option("--ms <n>", "time per game, player count and engine, in milliseconds", intParser(1), 2000)
  .addOption(new Option("--rows", "print the full rows as JSON (how the parent reads a game's process)").hideHelp())
  .parse();
const opts = cli.opts<{ json?: boolean; content: string; game?: string; ms: number; rows?: boolean }>();

const source = new NodeContentSource(opts.content);
const rows: BenchRow[] = [];
let failed = false;
if (!opts.game) {
  for (const game of listGames(source)) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, "--game", game, "--rows", "--ms", String(opts.ms), "--content", opts.content], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (child.status !== 0 && !child.stdout.trim()) {
      process.stderr.write(`${game}: the bench process failed (exit ${child.status})\n`);
      failed = true;
      continue;
    }
    if (child.status !== 0) failed = true;
    rows.push(...(JSON.parse(child.stdout) as BenchRow[]));
    if (!opts.json) process.stderr.write(`measured ${game}\n`);
  }
}
for (const game of opts.game ? listGames(source).filter((g) => g === opts.game) : []) {
  const { program, diagnostics } = compileGame(source, game);
  if (!program || hasErrors(diagnostics)) {
    process.stderr.write(`${game}: does not compile; run \`npx menagerie validate ${game}\`\n`);
    failed = true;
    continue;
  }
  const engine = new Engine(program, { log: false });
  const contenders: Contender[] = [];
  for (let players = program.players.min; players <= program.players.max; players++) {
    // A count the game's `require`s refuse with the default options (e.g. one kept for a solo mode) is not measured.
    const probe = engine.start({ players, seed: 1 });
    if (!probe.ok && probe.error.code === "RUN4024") continue;
    contenders.push({ game, players, engine: "menagerie", playout: (seed) => outcomeOf(randomPlayout(engine, { players, seed })) });
  }
  const rivals = rivalsOf(game);
  // Engines compared with each other run in interleaved slices, so a busy moment hits all of them.
  rows.push(...measureTogether([...contenders, ...rivals], opts.ms, rivals.length ? 4 : 1));
  if (!opts.json && !opts.rows) process.stderr.write(`measured ${game}\n`);
}

if (opts.rows) {
  process.stdout.write(JSON.stringify(rows) + "\n");
} else if (opts.json) {
  process.stdout.write(JSON.stringify(rows.map(({ game, players, engine, movesPerSecond, gamesPerSecond }) => ({ game, players, engine, movesPerSecond, gamesPerSecond }))) + "\n");
} else {
  process.stdout.write(formatTable(rows) + formatRatios(rows));
  for (const r of rows) if (r.firstError) process.stderr.write(`${r.game} (${r.engine}, ${r.players} players): ${r.errors} failed games, first: ${r.firstError}\n`);
}
if (failed || rows.some((r) => r.errors > 0)) process.exitCode = 1;

function outcomeOf(o: ReturnType<typeof randomPlayout>): { moves: number; error?: string } {
  return "error" in o ? { moves: o.moves, error: o.error } : { moves: o.moves };
}
