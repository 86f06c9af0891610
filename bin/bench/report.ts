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
    // How much of the gap to the hand-written game the state contract alone accounts for, and how
    // much Menagerie's own state: what is left is the cost of running rules as data.
    for (const [engine, what] of [
      ["plain-json", "hand-written over plain-JSON state (DESIGN §2)"],
      ["engine-state", "hand-written over Menagerie's own state (runtime/state.ts)"],
    ] as const) {
      const r = of(engine);
      if (h && r) out.push(`${game}: the same game ${what} is ${(h.movesPerSecond / r.movesPerSecond).toFixed(1)}× slower than hand-written; Menagerie is ${(r.movesPerSecond / m.movesPerSecond).toFixed(1)}× slower than it`);
    }
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

/** Today's engine against the baseline revision, per game and player count: playouts and setups (with several rounds, the median ratio of the rounds and its range). */
export function formatBaseline(rows: BenchRow[]): string {
  if (!rows.some((r) => r.engine === "baseline")) return "";
  const rounds = new Set(rows.map((r) => r.round ?? 0)).size;
  const out: string[] = [
    "",
    `Against the baseline (same run, each engine in a process of its own, the two taking turns; above 1× is faster${rounds > 1 ? `; the median of ${rounds} rounds in fresh processes, lowest–highest beside it` : ""}):`,
  ];
  const head = ["game", "players", "moves/s", "baseline", "ratio", ...(rounds > 1 ? ["range"] : []), "setups/s", "baseline", "ratio", ...(rounds > 1 ? ["range"] : [])];
  const body: string[][] = [];
  const keys = [...new Set(rows.filter((r) => r.engine === "baseline").map((r) => `${r.game}\u0000${r.players}`))];
  for (const key of keys) {
    const [game, p] = key.split("\u0000") as [string, string];
    const cells = (task: string, rate: (r: BenchRow) => number): string[] => {
      const of = (engine: string) => rows.filter((r) => r.game === game && String(r.players) === p && r.engine === engine && (r.task ?? "playout") === task);
      const m = of("menagerie");
      const b = of("baseline");
      // Each round's ratio pairs the two engines measured in the same turns.
      const ratios = m.flatMap((x) => b.filter((y) => (y.round ?? 0) === (x.round ?? 0)).map((y) => rate(x) / rate(y))).sort((x, y) => x - y);
      const range = rounds > 1 ? [ratios.length ? `${ratios[0]!.toFixed(2)}–${ratios.at(-1)!.toFixed(2)}` : "-"] : [];
      return [m.length ? String(median(m.map(rate))) : "-", b.length ? String(median(b.map(rate))) : "-", ratios.length ? `${median(ratios).toFixed(2)}×` : "-", ...range];
    };
    body.push([game, p, ...cells("playout", (r) => r.movesPerSecond), ...cells("setup", (r) => r.gamesPerSecond)]);
  }
  return out.join("\n") + "\n" + aligned(head, body);
}

/** One row per game, player count, engine and task: with several rounds, the round of median speed. */
export function medianRows(rows: BenchRow[]): BenchRow[] {
  const groups = new Map<string, BenchRow[]>();
  for (const r of rows) {
    const key = [r.game, r.players, r.engine, r.task ?? "playout"].join("\u0000");
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((g) => [...g].sort((a, b) => a.movesPerSecond - b.movesPerSecond || a.gamesPerSecond - b.gamesPerSecond)[(g.length - 1) >> 1]!);
}

// The middle value (the lower of the two middle ones for an even count, so it is a measured value).
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1]!;
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
