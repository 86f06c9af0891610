import { BOT_LEVELS, makeBot, seededRandom, type BotKind, type Engine, type GameState } from "../../../runtime/index.js";

// How long each level thinks in a game: positions taken from one seeded game played by `easy` seats
// (spread over the whole game, decisions with a choice only), and every level's bot, `auto`
// included, asked for its move in each. The search levels stop on the clock, so their figures are
// their budgets met or not; the game's own kind (`auto`) is the one a player meets by default.
// Times are the process's processor time (the bench's worker threads are idle meanwhile), so a busy
// machine does not inflate them; the wall-clock mean is given beside them.

/** One level's thinking time in one game. */
export interface LevelTime {
  level: string;
  /** The kind the level plays as in this game (`auto` resolves to the game's own). */
  kind: string;
  decisions: number;
  /** Processor milliseconds per decision: what it takes on a machine with a core to spare. */
  mean: number;
  p95: number;
  /** Wall-clock milliseconds per decision on this machine as it is (longer when it is busy). */
  wallMean: number;
}

/** Thinking times of `auto` and every level at up to `positions` positions of a seeded game of `players`. */
export function levelTimes(engine: Engine, players: number, options: Record<string, unknown> | undefined, positions: number): LevelTime[] {
  const sample = samplePositions(engine, players, options, positions);
  return (["auto", ...BOT_LEVELS] as BotKind[]).map((level) => {
    const ms: number[] = [];
    let wall = 0;
    // One bot per seat for the whole game, asked in the game's order, as at a table (a bot may keep
    // what it learnt between its decisions).
    const bots = Array.from({ length: players }, (_, seat) => makeBot(level, engine, seat, seededRandom(7 + seat)));
    for (const s of sample) {
      const bot = bots[engine.firstOwing(s)]!;
      const t = performance.now();
      const cpu = process.cpuUsage();
      bot.choose(s);
      const used = process.cpuUsage(cpu);
      ms.push((used.user + used.system) / 1000);
      wall += performance.now() - t;
    }
    const kind = sample.length ? bots[engine.firstOwing(sample[0]!)]!.kind : level;
    ms.sort((a, b) => a - b);
    const mean = ms.reduce((t, x) => t + x, 0) / Math.max(1, ms.length);
    const p95 = ms.length ? ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))]! : 0;
    return { level, kind, decisions: ms.length, mean, p95, wallMean: wall / Math.max(1, ms.length) };
  });
}

/** Up to `n` positions with a real choice, evenly spread over one game played by `easy` seats. */
function samplePositions(engine: Engine, players: number, options: Record<string, unknown> | undefined, n: number): GameState[] {
  const r = engine.start({ players, seed: 4242, options });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.state;
  const bots = Array.from({ length: players }, (_, seat) => makeBot("easy", engine, seat, seededRandom(11 + seat)));
  const all: GameState[] = [];
  for (let k = 0; !s.result && k < 20_000; k++) {
    const seat = engine.firstOwing(s);
    if (seat < 0) break;
    if (engine.legalMoves(s, seat).length > 1) all.push(engine.clone(s));
    const m = bots[seat]!.choose(s);
    if (!m || engine.applyInPlace(s, m)) break;
  }
  const step = Math.max(1, all.length / n);
  return Array.from({ length: Math.min(n, all.length) }, (_, i) => all[Math.floor(i * step)]!);
}
