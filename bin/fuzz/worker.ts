// The fuzzer's worker thread: runs cases by seed and posts each result, so the runner can stop a
// case that hangs (terminate) or exhausts memory (resource limits) without losing the run.

import { parentPort, workerData } from "node:worker_threads";
import { NodeContentSource } from "../../compiler/node/node-content-source.js";
import { fuzzCase } from "./fuzz-case.js";
import { readGames } from "./read-games.js";

const { content, game } = workerData as { content: string; game?: string };
const games = readGames(new NodeContentSource(content), game);
parentPort!.on("message", (seed: number) => parentPort!.postMessage(fuzzCase(games, seed)));
parentPort!.postMessage("ready");
