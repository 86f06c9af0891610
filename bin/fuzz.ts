// `npm run fuzz -- --cases N --seed S`: the content fuzzer. Case i mutates one file of one game
// (seed S+i picks which, and how), compiles it in-process and plays a few random games of what
// still compiles, then prints the table of outcomes. Cases run in a worker thread with a memory
// limit and a time limit, so a hang or an out-of-memory is counted, not fatal. Exits 1 when any
// outcome is a bug (an exception, a hang, a kill, a diagnostic or rule error without position).

import { Worker } from "node:worker_threads";
import { Command } from "commander";
import { NodeContentSource } from "../compiler/node/node-content-source.js";
import { intParser } from "./cli/common-options.js";
import { BAD, describeCase, fuzzCase, type CaseResult } from "./fuzz/fuzz-case.js";
import { readGames } from "./fuzz/read-games.js";
import { formatReport } from "./fuzz/report.js";

const cli = new Command("fuzz")
  .description("mutate the games' content and classify what the compiler and runtime do with it")
  .option("--cases <n>", "number of cases", intParser(1), 1000)
  .option("--seed <n>", "seed of the first case", intParser(0), 1)
  .option("--timeout <ms>", "time limit per case before it counts as a hang", intParser(100), 10_000)
  .option("--content <dir>", "content folder", "./content")
  .option("--game <name>", "only this game")
  .option("--case <seed>", "run one case in this process and print it", intParser(0))
  .parse();
const opts = cli.opts<{ cases: number; seed: number; timeout: number; content: string; game?: string; case?: number }>();

if (opts.case !== undefined) {
  const games = readGames(new NodeContentSource(opts.content), opts.game);
  process.stdout.write(JSON.stringify(fuzzCase(games, opts.case), null, 2) + "\n");
  process.exit(0);
}

const games = readGames(new NodeContentSource(opts.content), opts.game);
const results: CaseResult[] = [];
const started = performance.now();

function spawn(): Promise<Worker> {
  const w = new Worker(new URL("./fuzz/worker-entry.js", import.meta.url), {
    workerData: { content: opts.content, ...(opts.game ? { game: opts.game } : {}) },
    resourceLimits: { maxOldGenerationSizeMb: 1536 },
  });
  return new Promise((ok, fail) => {
    w.once("message", () => ok(w));
    w.once("error", fail);
  });
}

function runOne(w: Worker, seed: number): Promise<CaseResult | "hang" | "killed"> {
  return new Promise((ok) => {
    const timer = setTimeout(() => finish("hang"), opts.timeout);
    const onMessage = (r: CaseResult) => finish(r);
    const onError = () => finish("killed");
    const onExit = () => finish("killed");
    function finish(r: CaseResult | "hang" | "killed") {
      clearTimeout(timer);
      w.off("message", onMessage).off("error", onError).off("exit", onExit);
      ok(r);
    }
    w.on("message", onMessage).on("error", onError).on("exit", onExit);
    w.postMessage(seed);
  });
}

let worker = await spawn();
for (let i = 0; i < opts.cases; i++) {
  const seed = opts.seed + i;
  const r = await runOne(worker, seed);
  if (r === "hang" || r === "killed") {
    const c = describeCase(games, seed);
    results.push({ seed, game: c.game.game, file: c.file, mutator: c.mutator, outcome: r === "hang" ? "hang over the time limit" : "V8 killed (out of memory)", ms: opts.timeout });
    await worker.terminate();
    worker = await spawn();
  } else results.push(r);
  if ((i + 1) % 100 === 0) process.stderr.write(`fuzz: ${i + 1}/${opts.cases} cases\n`);
}
await worker.terminate();
process.stdout.write(formatReport(results, (performance.now() - started) / 1000));
process.exitCode = results.some((r) => BAD.has(r.outcome)) ? 1 : 0;
