// `npm run fuzz -- --cases N --seed S`: the content fuzzer. Case i mutates one file of one game
// (seed S+i picks which, and how), compiles it in-process and plays a few random games of what
// still compiles, then prints the table of outcomes. Cases run in worker threads (`--jobs`) with a
// memory limit and a CPU time limit, so a hang or an out-of-memory is counted, not fatal. Exits 1 when any
// outcome is a bug (an exception, a hang, a kill, a diagnostic or rule error without position).

import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { Command } from "commander";
import { NodeContentSource } from "../compiler/node/node-content-source.js";
import { intParser } from "./cli/common-options.js";
import { BAD, describeCase, fuzzCase, type CaseResult } from "./fuzz/fuzz-case.js";
import { readGames } from "./fuzz/read-games.js";
import { formatReport } from "./fuzz/report.js";
import { threadCpuMs } from "./fuzz/thread-clock.js";
import { useGeneratedExpressions } from "../runtime/index.js";

// Cases run here (--case) and in worker threads (fuzz/worker.ts) with the engine the CLI runs.
useGeneratedExpressions();

const cli = new Command("fuzz")
  .description("mutate the games' content and classify what the compiler and runtime do with it")
  .option("--cases <n>", "number of cases", intParser(1), 1000)
  .option("--seed <n>", "seed of the first case", intParser(0), 1)
  .option("--timeout <ms>", "CPU time limit per case before it counts as a hang", intParser(100), 10_000)
  .option("--jobs <n>", "cases run at once, each in its own worker thread", intParser(1), Math.max(1, availableParallelism()))
  .option("--content <dir>", "content folder", "./content")
  .option("--game <name>", "only this game")
  .option("--case <seed>", "run one case in this process and print it", intParser(0))
  .parse();
const opts = cli.opts<{ cases: number; seed: number; timeout: number; jobs: number; content: string; game?: string; case?: number }>();

if (opts.case !== undefined) {
  const games = readGames(new NodeContentSource(opts.content), opts.game);
  process.stdout.write(JSON.stringify(fuzzCase(games, opts.case), null, 2) + "\n");
  process.exit(0);
}

const games = readGames(new NodeContentSource(opts.content), opts.game);
const results: CaseResult[] = [];
const started = performance.now();
// A case whose thread the platform cannot clock, or that waits without computing, is stopped by
// wall time; generously, since a busy machine stretches wall time but not CPU time.
const WALL_FACTOR = 6;
const POLL_MS = 200;

interface CaseWorker {
  worker: Worker;
  tid: number | undefined;
}

function spawn(): Promise<CaseWorker> {
  const worker = new Worker(new URL("./fuzz/worker-entry.js", import.meta.url), {
    workerData: { content: opts.content, ...(opts.game ? { game: opts.game } : {}) },
    resourceLimits: { maxOldGenerationSizeMb: 1536 },
  });
  return new Promise((ok, fail) => {
    worker.once("message", (m: { tid?: number }) => ok({ worker, tid: m.tid }));
    worker.once("error", fail);
  });
}

function runOne({ worker, tid }: CaseWorker, seed: number): Promise<CaseResult | "hang" | "killed"> {
  return new Promise((ok) => {
    const wallStart = performance.now();
    const cpuStart = threadCpuMs(tid);
    const timer = setInterval(() => {
      const cpu = threadCpuMs(tid);
      const overCpu = cpuStart !== undefined && cpu !== undefined && cpu - cpuStart > opts.timeout;
      const wall = performance.now() - wallStart;
      if (overCpu || wall > opts.timeout * (cpuStart === undefined ? 1 : WALL_FACTOR)) finish("hang");
    }, POLL_MS);
    const onMessage = (r: CaseResult) => finish(r);
    const onError = () => finish("killed");
    const onExit = () => finish("killed");
    function finish(r: CaseResult | "hang" | "killed") {
      clearInterval(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      ok(r);
    }
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    worker.postMessage(seed);
  });
}

// Stopped early (Ctrl-C, a CI time limit), the run still prints the table of the cases it finished.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
  });

// Each job takes the next seed until the run is done; results are sorted by seed at the end.
let next = 0;
let finished = 0;
async function job(): Promise<void> {
  let w = await spawn();
  while (next < opts.cases && !stopping) {
    const seed = opts.seed + next++;
    const r = await runOne(w, seed);
    if (r === "hang" || r === "killed") {
      const c = describeCase(games, seed);
      results.push({ seed, game: c.game.game, file: c.file, mutator: c.mutator, outcome: r === "hang" ? "hang over the time limit" : "V8 killed (out of memory)", ms: opts.timeout });
      await w.worker.terminate();
      w = await spawn();
    } else results.push(r);
    if (++finished % 100 === 0) process.stderr.write(`fuzz: ${finished}/${opts.cases} cases\n`);
  }
  await w.worker.terminate();
}
await Promise.all(Array.from({ length: Math.min(opts.jobs, opts.cases) }, job));
results.sort((a, b) => a.seed - b.seed);
if (stopping) process.stdout.write(`stopped after ${results.length} of ${opts.cases} cases\n`);
process.stdout.write(formatReport(results, (performance.now() - started) / 1000));
process.exitCode = results.some((r) => BAD.has(r.outcome)) ? 1 : 0;
