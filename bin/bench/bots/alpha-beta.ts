import type { Engine, GameState, Move } from "../../../runtime/index.js";

// A plain depth-limited alpha-beta (negamax) searcher for two-seat games of open information, written
// for the benchmark as an opponent the search bot is measured against (it is not the bot itself). It
// evaluates a position with the game's own heuristic (mine minus the opponent's), which for the
// classic games counts open lines weighted by the discs in them, a sensible evaluation; a won game is
// worth more than any heuristic, sooner more than later. Moves are tried in a random order drawn from
// its seed, so equal moves are not always resolved alike.

/** Beyond any heuristic value. */
const WIN = 1_000_000;

/** An alpha-beta bot of fixed depth for a two-seat game; its tie-breaks are drawn from `rng`. */
export class AlphaBetaBot {
  constructor(
    private readonly engine: Engine,
    readonly seat: number,
    private readonly depth: number,
    private readonly rng: () => number,
  ) {}

  /** The move with the best negamax value at the bot's depth. */
  choose(state: GameState): Move | undefined {
    const moves = this.shuffled(this.engine.legalMoves(state, this.seat));
    let best: Move | undefined;
    let alpha = -Infinity;
    for (const m of moves) {
      const next = this.engine.clone(state);
      if (this.engine.applyInPlace(next, m)) continue;
      const v = -this.negamax(next, this.depth - 1, -Infinity, -alpha, 1 - this.seat);
      if (v > alpha || !best) [alpha, best] = [v, m];
    }
    return best;
  }

  /** The value of `s` for `seat`, the seat to move, searched `depth` plies deep. */
  private negamax(s: GameState, depth: number, alpha: number, beta: number, seat: number): number {
    if (s.result) {
      if (!s.result.winners.length || s.result.winners.length === 2) return 0;
      return (s.result.winners.includes(seat) ? 1 : -1) * (WIN + depth);
    }
    if (depth === 0) return (this.engine.heuristic(s, seat) ?? 0) - (this.engine.heuristic(s, 1 - seat) ?? 0);
    const owing = this.engine.firstOwing(s);
    // A seat that moves twice in a row (or not at all) keeps the sign straight by whose move it is.
    if (owing !== seat) return owing < 0 ? 0 : -this.negamax(s, depth, -beta, -alpha, owing);
    let top = -Infinity;
    for (const m of this.engine.legalMoves(s, seat)) {
      const next = this.engine.clone(s);
      if (this.engine.applyInPlace(next, m)) continue;
      const v = -this.negamax(next, depth - 1, -beta, -alpha, 1 - seat);
      if (v > top) top = v;
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    return top;
  }

  private shuffled(moves: Move[]): Move[] {
    for (let i = moves.length - 1; i > 0; i--) {
      const j = Math.floor(this.rng() * (i + 1));
      [moves[i], moves[j]] = [moves[j]!, moves[i]!];
    }
    return moves;
  }
}
