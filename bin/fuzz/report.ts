// The fuzzer's outcome table: counts per outcome, then a few samples of every bad outcome with the
// seed that reproduces it (`npm run fuzz -- --case SEED`).

import { BAD, OUTCOMES, type CaseResult, type Outcome } from "./fuzz-case.js";

/** Counts of each outcome over a run. */
export function tally(results: readonly CaseResult[]): Map<Outcome, number> {
  const counts = new Map<Outcome, number>(OUTCOMES.map((o) => [o, 0]));
  for (const r of results) counts.set(r.outcome, (counts.get(r.outcome) ?? 0) + 1);
  return counts;
}

/** The outcome table as Markdown, with samples of bad outcomes below it. */
export function formatReport(results: readonly CaseResult[], seconds: number): string {
  const counts = tally(results);
  const out = ["| Outcome | Cases |", "| --- | ---: |"];
  for (const [o, n] of counts) out.push(`| ${BAD.has(o) ? "**" + o + "**" : o} | ${n} |`);
  out.push(`| total (${seconds.toFixed(0)} s) | ${results.length} |`);
  // Hangs are judged by CPU time where it is known; wall time also counts what else the machine ran.
  const cpu = (r: CaseResult) => r.cpuMs ?? r.ms;
  const slowest = results.filter((r) => !BAD.has(r.outcome)).sort((a, b) => cpu(b) - cpu(a))[0];
  if (slowest)
    out.push("", `slowest case: ${cpu(slowest)} ms of CPU, ${slowest.ms} ms of wall time (seed ${slowest.seed}, ${slowest.game} ${slowest.file}, ${slowest.mutator})`);
  for (const o of OUTCOMES) {
    if (!BAD.has(o)) continue;
    const bad = results.filter((r) => r.outcome === o).slice(0, 5);
    if (bad.length) out.push("", `${o}:`, ...bad.map((r) => `  seed ${r.seed}: ${r.game} ${r.file} (${r.mutator}): ${r.detail ?? ""}`));
  }
  return out.join("\n") + "\n";
}
