import { parse } from "yaml";

// What `npm run bench:bots` measures for a game: `content/<game>/bench.yaml`, plain data that names
// the game's own decisions and options, so the bench in bin/ names no game. Each case sets bots
// against each other in seeded games and states the bar the figure must reach.

/** The search bot's budget for the bench: iterations (deterministic) standing for about a second a move. */
export interface BenchBudget {
  iterations: number;
  /** Search settings over the game's own (`--mcts depth=12`), to try a setting without editing the game. */
  settings?: Record<string, number>;
}

/** One measured case. */
export interface BenchCase {
  name: string;
  /** Bot kinds by seat: `mcts` (the bench budget), `ab<N>` (alpha-beta of depth N), or any bot name. The first kind is the one measured; seats rotate game by game. */
  seats: string[];
  games: number;
  options?: Record<string, string | number | boolean>;
  /** Random moves played before the bots take over (openings), the same for both colourings of a pair. */
  opening?: number;
  /** Another kind played in the same seats and seeds; the bar compares the two win rates (campaigns: its figure is shown beside, the bar stays the measured kind's). */
  versus?: string;
  /** An option whose values are played in turn; the bar asks the win rates to fall in that order. */
  order?: { option: string; values: string[] };
  /** Decisions counted per game for the measured kind's seats: by name (`captureCard`), or one option of one (`act=capture`). */
  count?: string[];
  /** Every line of the opponent enumerated (two-seat games of open information), instead of games. */
  lines?: boolean;
  /**
   * Campaigns instead of single games: `games` campaigns, each played game after game (the record
   * carried over) until the record's `field` is no longer `from` (the stage is cleared) or `within`
   * games are played; the bar's `cleared` is the share of campaigns that got past it.
   */
  campaign?: { field: string; from: string; within: number };
  /**
   * Options the measured seats never take, as `decision=option` (`act=capture`): when their bot picks
   * one, another legal move is taken at random. A seat that never attempts a capture, say.
   */
  never?: string[];
  bar: { winRate?: number; below?: number; ratio?: number; perGame?: number; noLoss?: boolean; descending?: boolean; above?: boolean; cleared?: number };
}

/** Where the levels' thinking times are measured: a game of this many players (with these options). */
export interface LevelsSpec {
  players: number;
  options?: Record<string, string | number | boolean>;
  /** Positions sampled from the game (default 12). */
  positions?: number;
}

/** A game's bench file. */
export interface BenchSpec {
  budget: BenchBudget;
  cases: BenchCase[];
  levels?: LevelsSpec;
}

/** Reads a bench file's text (errors name the file). */
export function parseBenchSpec(text: string, file: string): BenchSpec {
  const data = parse(text) as BenchSpec | null;
  if (!data || typeof data !== "object" || !Array.isArray(data.cases) || typeof data.budget?.iterations !== "number")
    throw new Error(`${file}: a bench file needs \`budget: { iterations: N }\` and a list of \`cases\``);
  if (data.levels !== undefined && (typeof data.levels !== "object" || typeof data.levels.players !== "number"))
    throw new Error(`${file}: \`levels\` needs \`players: N\``);
  for (const c of data.cases)
    if (typeof c.name !== "string" || !Array.isArray(c.seats) || !c.seats.length || typeof c.games !== "number" || typeof c.bar !== "object")
      throw new Error(`${file}: case ${JSON.stringify(c.name)} needs name, seats, games and bar`);
  return data;
}
