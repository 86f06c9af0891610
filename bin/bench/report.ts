// Printing bench rows: a table for people, with how Menagerie compares to the other engines on the
// games they share.

import type { BenchRow } from "./measure.js";

/** The rows as an aligned table. */
export function formatTable(rows: BenchRow[]): string {
  const head = ["game", "players", "engine", "moves/s", "games/s", "games", "errors"];
  const body = rows.map((r) => [r.game, String(r.players), r.engine, String(r.movesPerSecond), String(r.gamesPerSecond), String(r.games), String(r.errors)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n") + "\n";
}

/** One sentence per game measured by several engines: Menagerie's speed relative to each (moves/s). */
export function formatRatios(rows: BenchRow[]): string {
  const out: string[] = [];
  for (const game of [...new Set(rows.map((r) => r.game))]) {
    const of = (engine: string) => rows.find((r) => r.game === game && r.engine === engine && r.players === 2);
    const m = of("menagerie");
    const b = of("boardgameio");
    const h = of("handwritten");
    if (!m || (!b && !h)) continue;
    const parts: string[] = [];
    if (b) parts.push(`${(m.movesPerSecond / b.movesPerSecond).toFixed(1)}× boardgame.io`);
    if (h) parts.push(`${(h.movesPerSecond / m.movesPerSecond).toFixed(1)}× slower than hand-written`);
    out.push(`${game}: Menagerie is ${parts.join(", ")} (moves/s, same run)`);
  }
  return out.length ? out.join("\n") + "\n" : "";
}
