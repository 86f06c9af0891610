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

/** What a search bot pays per call (microseconds) and what states and views weigh (bytes), per engine. */
export interface SearchRow {
  game: string;
  players: number;
  engine: string;
  /** Microseconds per call: clone, resample, explore (and any cheaper explore-and-come-back). */
  us: Record<string, number>;
  /** JSON bytes at setup, mid-game and end of one seeded random game. */
  bytes?: { state: number[]; stateWithLog: number[]; view: number[] };
}

/** Today's engine against the baseline revision, per game and player count: playouts and setups. */
export function formatBaseline(rows: BenchRow[]): string {
  if (!rows.some((r) => r.engine === "baseline")) return "";
  const out: string[] = ["", "Against the baseline (same run, each engine in a process of its own at the same time; above 1× is faster):"];
  const head = ["game", "players", "moves/s", "baseline", "ratio", "setups/s", "baseline", "ratio"];
  const body: string[][] = [];
  const keys = [...new Set(rows.filter((r) => r.engine === "baseline").map((r) => `${r.game}\u0000${r.players}`))];
  for (const key of keys) {
    const [game, p] = key.split("\u0000") as [string, string];
    const find = (engine: string, task: string) => rows.find((r) => r.game === game && String(r.players) === p && r.engine === engine && (r.task ?? "playout") === task);
    const m = find("menagerie", "playout");
    const b = find("baseline", "playout");
    const ms = find("menagerie", "setup");
    const bs = find("baseline", "setup");
    body.push([
      game,
      p,
      String(m?.movesPerSecond ?? "-"),
      String(b?.movesPerSecond ?? "-"),
      m && b ? `${(m.movesPerSecond / b.movesPerSecond).toFixed(2)}×` : "-",
      String(ms?.gamesPerSecond ?? "-"),
      String(bs?.gamesPerSecond ?? "-"),
      ms && bs ? `${(ms.gamesPerSecond / bs.gamesPerSecond).toFixed(2)}×` : "-",
    ]);
  }
  return out.join("\n") + "\n" + aligned(head, body);
}

/** The search bot's costs and the weights, one line per game, player count and engine. */
export function formatSearch(rows: SearchRow[]): string {
  if (!rows.length) return "";
  const ops = [...new Set(rows.flatMap((r) => Object.keys(r.us)))];
  const head = ["game", "players", "engine", ...ops.map((o) => `${o} µs`), "state B (setup/mid/end)", "with log B", "view B"];
  const kb = (xs: number[] | undefined) => (xs ? xs.join("/") : "-");
  const body = rows.map((r) => [r.game, String(r.players), r.engine, ...ops.map((o) => (r.us[o] === undefined ? "-" : r.us[o]!.toFixed(r.us[o]! < 10 ? 2 : 1))), kb(r.bytes?.state), kb(r.bytes?.stateWithLog), kb(r.bytes?.view)]);
  return "\nWhat a search bot pays per call, and what states and views weigh (JSON bytes; states as a bot clones them, log off):\n" + aligned(head, body);
}

function aligned(head: string[], body: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n") + "\n";
}
