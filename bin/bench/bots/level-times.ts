import { BOT_LEVELS, makeBot, seededRandom, type BotKind, type Engine, type GameState } from "../../../runtime/index.js";

// How long each level thinks in a game: the positions of one seeded game played by `easy` seats
// (decisions with a choice only); `auto`, the kind a player meets by default, is asked at every one,
// each level at a sample spread over the game, in the game's order. Times are the process's
// processor time (the bench's worker threads are idle meanwhile), so a busy machine does not inflate
// a budget of iterations; the levels stop on the clock (wall time, given beside), so on a busy
// machine they get less processor time than their budget.

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
  const all = gamePositions(engine, players, options);
  const step = Math.max(1, all.length / positions);
  const sample = Array.from({ length: Math.min(positions, all.length) }, (_, i) => all[Math.floor(i * step)]!);
  return (["auto", ...BOT_LEVELS] as BotKind[]).map((level) => {
    // `auto` is asked at every decision, as a player meets it: a bot that learns as the game goes
    // (the deduction bot's hypotheses) then catches up a few moves at a time, not a dozen turns at
    // once. The levels search on the clock, so a sample of positions tells their time.
    const asked = level === "auto" ? all : sample;
    const ms: number[] = [];
    let wall = 0;
    // One bot per seat for the whole game, asked in the game's order, as at a table (a bot may keep
    // what it learnt between its decisions).
    const bots = Array.from({ length: players }, (_, seat) => makeBot(level, engine, seat, seededRandom(7 + seat)));
    for (const s of asked) {
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

/** Every position with a real choice in one seeded game played by `easy` seats. */
function gamePositions(engine: Engine, players: number, options: Record<string, unknown> | undefined): GameState[] {
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
  return all;
}
