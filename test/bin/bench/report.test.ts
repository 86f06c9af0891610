// The speed bench's report (bin/bench/report.ts): ratios against a baseline revision pair the two
// engines measured in turns in the same run, and with `--repeat` give the median round and its range.
import { describe, expect, it } from "vitest";
import { formatBaseline, formatRatios, medianRows } from "../../../bin/bench/report.js";
import type { BenchRow } from "../../../bin/bench/measure.js";

function row(engine: BenchRow["engine"], movesPerSecond: number, round?: number, task?: "setup"): BenchRow {
  return { game: "g", players: 2, engine, movesPerSecond, gamesPerSecond: movesPerSecond / 10, games: 10, errors: 0, ...(task ? { task } : {}), ...(round === undefined ? {} : { round }) };
}

describe("bench report", () => {
  it("one round: the ratio of the two engines' rates", () => {
    const text = formatBaseline([row("menagerie", 300), row("baseline", 100), row("menagerie", 50, undefined, "setup"), row("baseline", 100, undefined, "setup")]);
    const line = text.split("\n").find((l) => l.startsWith("g "))!;
    expect(line.split(/\s+/)).toEqual(["g", "2", "300", "100", "3.00×", "5", "10", "0.50×"]);
    expect(text).not.toMatch(/range/);
  });

  it("several rounds: each round's ratio pairs the engines of that round; the median and the range are printed", () => {
    // Round 1 was a busy moment for both engines: alone its figures would say little, its ratio still counts.
    const rows = [row("menagerie", 200, 0), row("baseline", 100, 0), row("menagerie", 90, 1), row("baseline", 30, 1), row("menagerie", 250, 2), row("baseline", 100, 2)];
    const text = formatBaseline(rows);
    expect(text).toMatch(/median of 3 rounds/);
    const line = text.split("\n").find((l) => l.startsWith("g "))!;
    // Ratios 2.0, 3.0 and 2.5: the median is 2.5, from 2.00 to 3.00.
    expect(line.split(/\s+/).slice(0, 6)).toEqual(["g", "2", "200", "100", "2.50×", "2.00–3.00"]);
  });

  it("the table keeps one row per engine: the round of median speed", () => {
    const rows = [row("menagerie", 200, 0), row("menagerie", 90, 1), row("menagerie", 250, 2), row("baseline", 100, 0)];
    expect(medianRows(rows).map((r) => [r.engine, r.movesPerSecond])).toEqual([
      ["menagerie", 200],
      ["baseline", 100],
    ]);
  });

  it("against the other engines: boardgame.io, the hand-written game, and the hand-written games over plain-JSON state and over Menagerie's own state", () => {
    const text = formatRatios([row("menagerie", 200), row("boardgameio", 2), row("handwritten", 2000), row("plain-json", 1000), row("engine-state", 500)]);
    expect(text.trim().split("\n")).toEqual([
      "g: Menagerie is 100.0× boardgame.io, 10.0× slower than hand-written (moves/s, same run)",
      "g: the same game hand-written over plain-JSON state (DESIGN §2) is 2.0× slower than hand-written; Menagerie is 5.0× slower than it",
      "g: the same game hand-written over Menagerie's own state (runtime/state.ts) is 4.0× slower than hand-written; Menagerie is 2.5× slower than it",
    ]);
  });
});
