import { MctsBot, seededRandom, type Engine, type GameState, type Move } from "../../../runtime/index.js";
import type { BenchBudget, BenchCase } from "./bench-spec.js";
import type { GameOutcome } from "./bench-game.js";
import type { GamePool } from "./game-pool.js";
import { compareMeans, moments, wilson } from "../../balance/stats.js";
import type { GameTask } from "./game-task.js";

// Runs one case of a game's bench file and says whether it meets its bar.

/** A case's figures, as the report prints them. */
export interface CaseResult {
  name: string;
  games: number;
  /** The figure compared with the bar, in words ("31/40 wins (78%)"). */
  figure: string;
  bar: string;
  ok: boolean;
  thinking: number[];
  iterations: number[];
}

/** Where a case's games come from: the game (by content folder and name), its engine and the pool that plays them. */
export interface CaseContext {
  content: string;
  game: string;
  engine: Engine;
  pool: GamePool;
  /** The first game's seed (the others follow it); 1000, the seeds of the README's figures, when not given. */
  firstSeed?: number;
}

/** The seed of a case's first game unless `--first-seed` says otherwise. */
export const FIRST_SEED = 1000;

/** Hears of each game a case plays: the kind in the measured seats and the game's outcome (none for a line of a case that enumerates every opponent line). */
export type OnGame = (kind?: string, outcome?: GameOutcome) => void;

/** Plays the case's games and measures them against its bar; `onGame` hears of each game played. */
export async function runCase(ctx: CaseContext, c: BenchCase, budget: BenchBudget, onGame: OnGame): Promise<CaseResult> {
  if (c.lines) return allLines(ctx.engine, budget, c, () => onGame());
  const played = (kind: string, options?: Record<string, unknown>) => ctx.pool.playAll(games(ctx, c, budget, kind, options), (o) => onGame(kind, o));
  const base = await played(c.seats[0]!, c.options);
  const rate = share(base);
  const thinking = base.flatMap((g) => g.thinking);
  const iterations = base.flatMap((g) => g.iterations);
  const result = (figure: string, bar: string, ok: boolean): CaseResult => ({ name: c.name, games: base.length, figure, bar, ok, thinking, iterations });
  if (c.campaign) {
    const bar = c.bar.cleared ?? 0.5;
    const cleared = (rs: GameOutcome[], n: number) => `${Math.round(share(rs) * rs.length)}/${rs.length} campaigns past ${c.campaign!.from} within ${c.campaign!.within} games (${pct(share(rs))}; ${n} games)`;
    // Another kind's campaigns on the same seeds, for comparison (the bar is the measured kind's).
    const other = c.versus ? await played(c.versus, c.options) : undefined;
    const versus = other ? `; ${c.versus}: ${cleared(other, gamesIn(other))}` : "";
    return result(cleared(base, gamesIn(base)) + versus, `≥ ${pct(bar)}`, rate >= bar);
  }
  if (c.count) {
    const perSeat = c.seats.filter((k) => k === c.seats[0]).length;
    const per = base.reduce((t, g) => t + g.counted, 0) / base.length / perSeat;
    const bar = c.bar.perGame ?? 0;
    // When every seat is measured the wins say nothing (one of them always wins).
    const wins = perSeat < c.seats.length ? ` (${fmt(rate, base.length)})` : "";
    return result(`${per.toFixed(1)} ${c.count.join(" or ")} a game per seat${wins}`, `≥ ${bar}`, per >= bar);
  }
  if (c.versus) {
    const other = await played(c.versus, c.options);
    const theirs = share(other);
    const ratio = c.bar.ratio ?? 1;
    const ok = c.bar.above ? rate > theirs : rate >= ratio * theirs && rate > 0;
    return result(`${fmt(rate, base.length)} against ${c.versus} ${fmt(theirs, other.length)}${scoresBeside(base, other)}`, c.bar.above ? `more than ${c.versus}` : `≥ ${ratio}× ${c.versus}`, ok);
  }
  if (c.order) {
    const rates: number[] = [];
    for (const v of c.order.values) rates.push(share(await played(c.seats[0]!, { ...c.options, [c.order.option]: v })));
    const ok = rates.every((r, i) => i === 0 || r <= rates[i - 1]!);
    return result(c.order.values.map((v, i) => `${v} ${pct(rates[i]!)}`).join(", "), `falling in that order`, ok);
  }
  if (c.bar.below !== undefined) return result(fmt(rate, base.length), `< ${pct(c.bar.below)}`, rate < c.bar.below);
  const bar = c.bar.winRate ?? 0;
  return result(fmt(rate, base.length), `≥ ${pct(bar)}`, rate >= bar);
}

/** Games played in campaigns (a campaign counts each of its games). */
function gamesIn(outcomes: GameOutcome[]): number {
  return outcomes.reduce((t, g) => t + (g.games ?? 1), 0);
}

/** The case's games with `kind` in the measured seats; seats rotate so every seat is measured in turn. */
function games(ctx: CaseContext, c: BenchCase, budget: BenchBudget, kind: string, options: Record<string, unknown> | undefined): GameTask[] {
  const players = c.seats.length;
  const out: GameTask[] = [];
  for (let g = 0; g < c.games; g++) {
    // With an opening, the two colourings of a pair share it (and its seed).
    const shift = g % players;
    const seed = (ctx.firstSeed ?? FIRST_SEED) + (c.opening ? Math.floor(g / players) : g);
    const kinds = c.seats.map((_, seat) => c.seats[(seat - shift + players) % players]!);
    // Every seat of the measured kind is measured (a co-op team of them, say).
    const measured = kinds.flatMap((k, seat) => (k === c.seats[0] ? [seat] : []));
    const named = kinds.map((k, seat) => (measured.includes(seat) ? kind : k));
    out.push({ content: ctx.content, game: ctx.game, setup: { players, seed, options }, kinds: named, measured, budget, opening: c.opening ?? 0, count: c.count ?? [], never: c.never, campaign: c.campaign });
  }
  return out;
}

/** Every line of the opponent against the measured bot, as either seat: the bot must never lose. */
function allLines(engine: Engine, budget: BenchBudget, c: BenchCase, onGame: () => void): CaseResult {
  const replies = new Map<string, Move>();
  const thinking: number[] = [];
  const iterations: number[] = [];
  let lines = 0;
  let losses = 0;
  const walk = (s: GameState, bot: number): void => {
    if (s.result) {
      lines++;
      if (s.result.winners.length === 1 && s.result.winners[0] !== bot) losses++;
      return;
    }
    const p = engine.firstOwing(s);
    const key = `${bot}:${s.moves.map((m) => m.value).join(",")}`;
    let reply = replies.get(key);
    if (p === bot && !reply) {
      const search = new MctsBot(engine, bot, seededRandom(1), { iterations: budget.iterations });
      const t = performance.now();
      replies.set(key, (reply = search.choose(s)!));
      thinking.push(performance.now() - t);
      iterations.push(search.lastIterations);
      onGame();
    }
    for (const m of p === bot ? [reply!] : engine.legalMoves(s, p)) {
      const next = engine.clone(s);
      engine.applyInPlace(next, m);
      walk(next, bot);
    }
  };
  for (let seat = 0; seat < 2; seat++) {
    const r = engine.start({ players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    walk(r.state, seat);
  }
  return { name: c.name, games: lines, figure: `${losses} losses in ${lines} lines`, bar: "no loss", ok: losses === 0, thinking, iterations };
}

/**
 * The measured kind's scores beside the other kind's, over the games that ended by a ranking: where
 * both win nearly every game (one seat alone against an automaton it seldom loses to), the win rates
 * cannot tell the two apart, and how well each won can.
 */
function scoresBeside(base: GameOutcome[], other: GameOutcome[]): string {
  const values = (gs: GameOutcome[]) => gs.flatMap((g) => g.score?.values ?? []);
  const [mine, theirs] = [moments(values(base)), moments(values(other))];
  if (mine.n < 2 || theirs.n < 2) return "";
  const d = compareMeans(theirs, mine);
  const label = (base.find((g) => g.score) ?? other.find((g) => g.score))!.score!.label.toLowerCase();
  const signed = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(1)}`;
  return `; ${label} ${mine.mean.toFixed(1)} against ${theirs.mean.toFixed(1)} (${signed(d.diff)}, 95% ${signed(d.low)} to ${signed(d.high)}; over ${mine.n} and ${theirs.n} games scored)`;
}

function share(games: GameOutcome[]): number {
  return games.reduce((t, g) => t + g.won, 0) / Math.max(1, games.length);
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

// Wins with their 95% interval: 36 of 60 is anything from about 47% to 71%, which a reader comparing
// two runs (or a figure with its bar) needs to see.
function fmt(rate: number, n: number): string {
  const w = wilson(rate * n, n);
  return `${+(rate * n).toFixed(1)}/${n} wins (${pct(rate)}; 95% ${pct(w.low)}–${pct(w.high)})`;
}
