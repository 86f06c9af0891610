// Runs the seed-search attack over a whole seed space: the cheap filter on worker threads (one per
// core), in chunks handed out as threads free up so that a thread the machine slows down does not
// hold the others back, then the full replay of each seed that passed.

import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Engine } from "../../runtime/index.js";
import { SCHEMES, dealKey, firstDeal, firstDealt, reproduces, type FirstDeal, type Hit, type Scheme, type Seen } from "./seed-search.js";

/** What a search found: per target, the seeds that reproduce it ("original 42", "mixed 42"); how many seeds passed the filter; how long it took. */
export interface SearchResult {
  found: string[][];
  filtered: number;
  survivors: number;
  threads: number;
  ms: number;
}

const CHUNK = 50_000;

/** Searches seeds 0 to `seeds` - 1 in both schemes for each target. */
export async function searchSeeds(engine: Engine, targets: Seen[], seeds: number, threads = Math.max(1, Math.min(availableParallelism(), 4))): Promise<SearchResult> {
  const started = performance.now();
  const deal = firstDeal(engine);
  const wanted = targets.map((t) => dealKey(firstDealt(t.views[0]!)));
  const chunks: { scheme: Scheme; from: number; to: number }[] = [];
  for (const scheme of SCHEMES) for (let from = 0; from < seeds; from += CHUNK) chunks.push({ scheme, from, to: Math.min(seeds, from + CHUNK) });
  const hits = (await Promise.all(Array.from({ length: threads }, () => filterOnThread(deal, wanted, chunks)))).flat();
  const found: string[][] = targets.map(() => []);
  for (const h of hits) if (reproduces(engine, targets[h.target]!, h.seed, h.scheme)) found[h.target]!.push(`${h.scheme} ${h.seed}`);
  for (const f of found) f.sort();
  return { found, filtered: seeds * SCHEMES.length, survivors: hits.length, threads, ms: performance.now() - started };
}

/** One worker thread taking chunks off the shared list until none is left; answers its hits. */
function filterOnThread(deal: FirstDeal, wanted: number[], chunks: { scheme: Scheme; from: number; to: number }[]): Promise<Hit[]> {
  const worker = new Worker(new URL("./seed-filter-worker.js", import.meta.url));
  const hits: Hit[] = [];
  let done = false;
  return new Promise<Hit[]>((ok, fail) => {
    const next = () => {
      const chunk = chunks.shift();
      if (chunk) return worker.postMessage({ deal, wanted, ...chunk });
      done = true;
      void worker.terminate().then(() => ok(hits));
    };
    worker.on("message", (m: Hit[] | "ready") => {
      if (m !== "ready") hits.push(...m);
      next();
    });
    worker.on("error", fail);
    worker.on("exit", (code) => done || fail(new Error(`a seed-filter thread stopped with code ${code}`)));
  });
}
