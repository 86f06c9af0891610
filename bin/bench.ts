// `npm run bench`: random playouts of every game in content/, for each player count, for a fixed
// time on one core. It measures the engine's hot path (applyInPlace, log off) so that runtime
// changes can be compared before and after; `-- --json` gives machine-readable figures.

import { Command } from "commander";
import { compileGame, listGames } from "../compiler/index.js";
import { NodeContentSource } from "../compiler/node/node-content-source.js";
import { hasErrors } from "../dsl/index.js";
import { Engine } from "../runtime/index.js";
import { intParser } from "./cli/common-options.js";
import { randomPlayout } from "./cli/playout.js";

/** One measured game and player count. */
interface BenchRow {
  game: string;
  players: number;
  movesPerSecond: number;
  gamesPerSecond: number;
  games: number;
  errors: number;
}

const cli = new Command("bench")
  .description("measure random-playout speed of every game for each player count")
  .option("--json", "print a JSON array instead of a table")
  .option("--content <dir>", "content folder", "./content")
  .option("--game <name>", "only this game")
  .option("--ms <n>", "time per game and player count, in milliseconds", intParser(1), 2000)
  .parse();
const opts = cli.opts<{ json?: boolean; content: string; game?: string; ms: number }>();

const source = new NodeContentSource(opts.content);
const rows: BenchRow[] = [];
let failed = false;
for (const game of listGames(source).filter((g) => !opts.game || g === opts.game)) {
  const { program, diagnostics } = compileGame(source, game);
  if (!program || hasErrors(diagnostics)) {
    process.stderr.write(`${game}: does not compile; run \`npx menagerie validate ${game}\`\n`);
    failed = true;
    continue;
  }
  const engine = new Engine(program, { log: false });
  for (let players = program.players.min; players <= program.players.max; players++) {
    rows.push(measure(engine, game, players, opts.ms));
    if (!opts.json) process.stderr.write(`measured ${game} with ${players} players\n`);
  }
}

if (opts.json) {
  process.stdout.write(JSON.stringify(rows.map(({ game, players, movesPerSecond, gamesPerSecond }) => ({ game, players, movesPerSecond, gamesPerSecond }))) + "\n");
} else {
  printTable(rows);
}
if (failed || rows.some((r) => r.errors > 0)) process.exitCode = 1;

function measure(engine: Engine, game: string, players: number, ms: number): BenchRow {
  // Untimed warm-up so the figures describe JIT-compiled code, not the interpreter's first pass.
  const warm = performance.now();
  for (let seed = 1_000_000; performance.now() - warm < Math.min(ms / 4, 500); seed++) randomPlayout(engine, { players, seed });
  let games = 0;
  let moves = 0;
  let errors = 0;
  const start = performance.now();
  // Whole games only, so games/s is honest; the last game may overrun the budget slightly.
  while (performance.now() - start < ms) {
    const outcome = randomPlayout(engine, { players, seed: games + 1 });
    moves += outcome.moves;
    if ("error" in outcome) errors++;
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    game,
    players,
    games,
    errors,
    movesPerSecond: Math.round(moves / seconds),
    gamesPerSecond: Math.round((games / seconds) * 10) / 10,
  };
}

function printTable(table: BenchRow[]): void {
  const head = ["game", "players", "moves/s", "games/s", "games", "errors"];
  const body = table.map((r) => [r.game, String(r.players), String(r.movesPerSecond), String(r.gamesPerSecond), String(r.games), String(r.errors)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  process.stdout.write([line(head), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n") + "\n");
}
