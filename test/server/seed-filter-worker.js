// A worker thread of the seed search: it filters the ranges of seeds it is sent and answers the
// hits. The search is TypeScript, so tsx's loader is registered first (a worker thread does not
// inherit the main thread's loader hooks on Node 20), as server/bots/bot-worker-entry.js does.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { filterRange } = await import("./seed-search.ts");

parentPort.on("message", ({ deal, wanted, scheme, from, to }) => {
  parentPort.postMessage(filterRange(deal, wanted, scheme, from, to));
});
parentPort.postMessage("ready");
