// The fuzzer's worker thread: runs cases by seed and posts each result, so the runner can stop a
// case that hangs (terminate) or exhausts memory (resource limits) without losing the run.

import { parentPort, workerData } from "node:worker_threads";
import { NodeContentSource } from "../../compiler/node/node-content-source.js";
import { fuzzCase } from "./fuzz-case.js";
import { readGames } from "./read-games.js";
import { currentThreadId, threadCpuMs } from "./thread-clock.js";
import { useGeneratedExpressions } from "../../runtime/index.js";

// Cases run with the engine the CLI runs: expressions with loops as generated JavaScript.
useGeneratedExpressions();

const { content, game } = workerData as { content: string; game?: string };
const games = readGames(new NodeContentSource(content), game);
const tid = currentThreadId();
parentPort!.on("message", (seed: number) => {
  const before = threadCpuMs(tid);
  const result = fuzzCase(games, seed);
  const after = threadCpuMs(tid);
  parentPort!.postMessage(before !== undefined && after !== undefined ? { ...result, cpuMs: Math.round(after - before) } : result);
});
// The runner watches this thread's CPU time by its id.
parentPort!.postMessage({ ready: true, tid });
