import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import type { Move } from "../types.js";
import { isOffer } from "./offers.js";
import { preferredMove } from "./preferred.js";

// How a search iteration plays on past the tree. Uniformly random moves are cheap but play a game no
// player would; the Move-Average Sampling Technique (MAST, Finnsson and Björnsson) keeps, per seat, the
// mean reward of every move (by decision and value) over all iterations so far, and plays the best of
// them with probability `greedy`, a uniform one otherwise. It knows nothing of the game and costs a
// map lookup per option; the bench (`npm run bench:bots`) measures it against uniform playouts. Where
// the game declares bot knowledge (`prefer`), that comes first: its move is played with probability
// `prefer`, so playouts carry out the plans a designer describes (preferred.ts).

/** A decision and value, without the seat (MAST's statistics are kept per seat already). */
function actionKey(m: Move): string {
  return `${m.choice}\u0000${m.value === null ? "\u0001" : m.value}`;
}

/** Per-seat mean rewards of moves, and the playout policy they drive. */
export class PlayoutPolicy {
  private readonly stats: Map<string, { n: number; sum: number }>[];

  constructor(
    private readonly engine: Engine,
    seats: number,
    /** Probability of the best-known move; 0 plays uniformly at random. */
    private readonly greedy: number,
    private readonly rng: () => number,
    /** Whether a move that wins at once is always played (decisive moves: one trial move per option). */
    private readonly decisive = false,
    /** Probability of the move the game's `prefer` ranks highest, where the decision has one. */
    private readonly prefer = 0,
  ) {
    this.stats = Array.from({ length: seats }, () => new Map());
  }

  /** The move `seat` plays in a playout from `w` (undefined when it has none). */
  pick(w: GameState, seat: number): Move | undefined {
    if (this.decisive) {
      const win = this.winning(w, seat);
      if (win) return win;
    }
    if (this.prefer > 0 && this.engine.hasPreferences() && this.rng() < this.prefer) {
      const m = preferredMove(this.engine, w, seat, this.engine.legalMoves(w, seat), this.rng);
      if (m) return m;
    }
    const hasOffers = !!this.engine.program.actions?.length;
    if (!hasOffers && (this.greedy === 0 || this.rng() >= this.greedy)) return this.engine.randomMove(w, seat, this.rng);
    let moves = this.engine.legalMoves(w, seat);
    if (!moves.length) return undefined;
    // A uniform pick leaves any-time actions out while a decision is owed: offers that change nothing
    // (a gift passed back and forth) would otherwise fill the playouts. The greedy pick weighs them
    // with the rest, so an offer the search has found worth taking is taken in playouts too.
    if (this.greedy === 0 || this.rng() >= this.greedy) {
      const owed = hasOffers ? moves.filter((m) => !isOffer(this.engine, m)) : moves;
      const pool = owed.length ? owed : moves;
      return pool[Math.floor(this.rng() * pool.length)];
    }
    const table = this.stats[seat]!;
    let best: Move | undefined;
    let top = -Infinity;
    for (const m of moves) {
      const s = table.get(actionKey(m));
      // An untried move is as good as an even one, with noise to break ties at random.
      const value = (s ? s.sum / s.n : 0.5) + this.rng() * 1e-6;
      if (value > top) [top, best] = [value, m];
    }
    return best;
  }

  /** A move of `seat` that wins the game at once for it alone, if any (each option tried on a copy). */
  private winning(w: GameState, seat: number): Move | undefined {
    for (const m of this.engine.legalMoves(w, seat)) {
      const t = this.engine.clone(w);
      if (this.engine.applyInPlace(t, m) || !t.result) continue;
      if (t.result.winners.length && t.result.winners.every((p) => (t.teams ? t.teams[p] === t.teams[seat] : p === seat))) return m;
    }
    return undefined;
  }

  /**
   * Keeps `share` (0 to 1) of what was learnt so far, at the start of a new decision. Why: a move's
   * mean from positions long gone (early in a long game) says little about it now, and the more
   * iterations a search runs, the more such stale means steer its playouts (MAST with decay).
   */
  fade(share: number): void {
    if (this.greedy === 0 || share >= 1) return;
    for (const table of this.stats)
      for (const [key, s] of table) {
        s.n *= share;
        s.sum *= share;
        // Less than one visit left: nothing worth keeping.
        if (s.n < 1) table.delete(key);
      }
  }

  /** Credits every move of an iteration with the reward its seat got. */
  learn(moves: readonly Move[], rewards: Float64Array): void {
    if (this.greedy === 0) return;
    for (const m of moves) {
      const table = this.stats[m.player]!;
      const key = actionKey(m);
      const s = table.get(key);
      if (s) {
        s.n++;
        s.sum += rewards[m.player]!;
      } else table.set(key, { n: 1, sum: rewards[m.player]! });
    }
  }
}
