// The timed loop every engine in the bench goes through: warm up, then whole random games in
// interleaved slices, so engines compared side by side share the machine's good and bad moments;
// speeds are per CPU time of the process, so time spent waiting for a core is not counted.

/** Which implementation a row measures. */
export type EngineName = "menagerie" | "baseline" | "boardgameio" | "handwritten" | "plain-json" | "engine-state";

/** One random game: its move count, or why it failed (a failed game is counted, not thrown). */
export type Playout = (seed: number) => { moves: number; error?: string };

/** A game played by one engine at one player count. */
export interface Contender {
  game: string;
  players: number;
  engine: EngineName;
  /** What one call does: a whole random game (the default), or only the setup (`moves` is then 0). */
  task?: "playout" | "setup";
  playout: Playout;
}

/** The measured speed of one contender. */
export interface BenchRow {
  game: string;
  players: number;
  engine: EngineName;
  task?: "playout" | "setup";
  movesPerSecond: number;
  gamesPerSecond: number;
  games: number;
  errors: number;
  /** The first failure's reason, when there was one. */
  firstError?: string;
  /** Which round of `--repeat` measured it (absent: the only one). */
  round?: number;
}

interface Tally {
  moves: number;
  games: number;
  errors: number;
  ms: number;
  firstError?: string;
}

/**
 * Measures contenders side by side: each gets an untimed warm-up (so figures describe JIT-compiled
 * code), then `slices` turns of `ms / slices` milliseconds, taken in rotation.
 */
export function measureTogether(contenders: Contender[], ms: number, slices = 1): BenchRow[] {
  const m = new Measurement(contenders);
  m.warmUp(ms);
  for (let i = 0; i < slices; i++) m.round(ms / slices);
  return m.rows();
}

/**
 * The timed loop split into steps someone else can pace: a bench process that measures one engine
 * while another process measures a second engine runs a round only when told to, so the two take
 * turns on the machine rather than share it (see bin/bench.ts, `--paced`).
 */
export class Measurement {
  private readonly tallies: Tally[];

  constructor(private readonly contenders: Contender[]) {
    this.tallies = contenders.map(() => ({ moves: 0, games: 0, errors: 0, ms: 0 }));
  }

  /** Plays every contender untimed for a quarter of `ms` (at most half a second), so timings describe optimised code. */
  warmUp(ms: number): void {
    collectGarbage();
    this.contenders.forEach((c) => run(c, Math.min(ms / 4, 500), 1_000_000, { moves: 0, games: 0, errors: 0, ms: 0 }));
  }

  /** One timed slice of `ms` for each contender in turn; seeds go on from where the last slice stopped. */
  round(ms: number): void {
    this.contenders.forEach((c, k) => run(c, ms, this.tallies[k]!.games + 1, this.tallies[k]!));
  }

  /** The speeds measured so far. */
  rows(): BenchRow[] {
    return this.contenders.map((c, k) => {
      const t = this.tallies[k]!;
      const seconds = t.ms / 1000;
      const row: BenchRow = {
        game: c.game,
        players: c.players,
        engine: c.engine,
        ...(c.task ? { task: c.task } : {}),
        movesPerSecond: Math.round(t.moves / seconds),
        gamesPerSecond: Math.round((t.games / seconds) * 10) / 10,
        games: t.games,
        errors: t.errors,
      };
      if (t.firstError) row.firstError = t.firstError;
      return row;
    });
  }
}

/**
 * A full garbage collection before timing (when node runs with --expose-gc, as the bench's game
 * processes do), so the heap left by compiling the game is not collected in the middle of one
 * engine's slice and charged to it.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

// Whole games only, so games/s is honest; the last game may overrun the budget slightly.
function run(c: Contender, ms: number, firstSeed: number, t: Tally): void {
  const start = performance.now();
  const cpu = process.cpuUsage();
  let seed = firstSeed;
  while (performance.now() - start < ms) {
    const outcome = c.playout(seed++);
    t.moves += outcome.moves;
    t.games++;
    if (outcome.error !== undefined) {
      t.errors++;
      t.firstError ??= outcome.error;
    }
  }
  t.ms += cpuMs(cpu);
}

/**
 * Milliseconds of CPU this process has used since `from` (a `process.cpuUsage()` reading). Rates are
 * per CPU time, not wall time: on a machine shared with other work a slice may wait for a core, and
 * the time it waited says nothing about the engine. Slices still end by the wall clock.
 */
export function cpuMs(from: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
}
