// The bounded form of the content fuzzer (`npm run fuzz` is the long form): 240 seeded mutations
// of every game's .rules and .yaml files, compiled in-process, with random games of what still
// compiles. No case may throw, leave a diagnostic or a rule error without a position, or hit an
// engine bug; every crash class the long runs found has its own regression test in this folder.
import { describe, expect, it } from "vitest";
import { NodeContentSource } from "../../compiler/node/index.js";
import { BAD, describeCase, fuzzCase, type CaseResult } from "../../bin/fuzz/fuzz-case.js";
import { MUTATORS } from "../../bin/fuzz/mutate.js";
import { readGames } from "../../bin/fuzz/read-games.js";
import { tally } from "../../bin/fuzz/report.js";
import { currentThreadId, threadCpuMs } from "../../bin/fuzz/thread-clock.js";

const games = readGames(new NodeContentSource("content"));

describe("content fuzzing", () => {
  // Four slices of 60 cases, so each stays well within the test timeout on a busy machine.
  it.each([1, 61, 121, 181])("60 mutated games from seed %i: every outcome is a positioned diagnostic, a finished game or a positioned rule error", (from) => {
    const results: CaseResult[] = [];
    for (let seed = from; seed < from + 60; seed++) results.push(fuzzCase(games, seed, 1));
    const bad = results.filter((r) => BAD.has(r.outcome));
    expect(bad.map((r) => `seed ${r.seed}: ${r.outcome}: ${r.game} ${r.file} (${r.mutator}) ${r.detail ?? ""}`)).toEqual([]);
    const counts = tally(results);
    // Each slice exercises both sides: content that is refused and content that still plays.
    expect(counts.get("refused with positioned diagnostics")).toBeGreaterThan(15);
    expect(counts.get("compiles, random games finish")).toBeGreaterThan(5);
  });

  it("cases are reproducible from their seed, and every game and operator gets picked", () => {
    expect(describeCase(games, 42).mutated).toBe(describeCase(games, 42).mutated);
    const seen = new Set<string>();
    const ops = new Set<string>();
    for (let seed = 1; seed <= 2000; seed++) {
      const c = describeCase(games, seed);
      seen.add(c.game.game);
      for (const op of c.mutator.split(" + ")) ops.add(op);
    }
    expect([...seen].sort()).toEqual(games.map((g) => g.game).sort());
    expect(ops.size).toBe(MUTATORS.length);
  });

  // The run's time limit is CPU time, so a machine busy with other work does not turn slow cases into hangs.
  it.runIf(process.platform === "linux")("clocks the CPU time of the thread that runs a case, not the time it waits", async () => {
    const tid = currentThreadId();
    const start = threadCpuMs(tid)!;
    await new Promise((ok) => setTimeout(ok, 300));
    const idle = threadCpuMs(tid)! - start;
    // Compute until the clock shows 200 ms of CPU: it must get there, and never run ahead of wall time.
    const wallStart = performance.now();
    let x = 0;
    while (threadCpuMs(tid)! - start - idle < 200 && performance.now() - wallStart < 30_000) for (let i = 0; i < 1e5; i++) x += Math.sqrt(i);
    const busy = threadCpuMs(tid)! - start - idle;
    const wall = performance.now() - wallStart;
    expect(x).toBeGreaterThan(0);
    expect(idle).toBeLessThan(100);
    expect(busy).toBeGreaterThanOrEqual(200);
    expect(busy).toBeLessThanOrEqual(wall + 20);
    expect(threadCpuMs(-1)).toBeUndefined();
  });
});
