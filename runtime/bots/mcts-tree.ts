import type { Move } from "../types.js";

// The search tree of information-set MCTS. A node stands for everything a sequence of moves can lead
// to (the worlds it is reached in differ in what the searching seat cannot see and in chance), so its
// edges are keyed by the move, and each edge counts how often it was *available* as well as how often
// it was taken: in one world a card is in the opponent's hand, in another it is not, and an edge is
// only compared with the others in the iterations that offered it (Cowling, Powley and Whitehouse's
// single-observer ISMCTS, with the availability count in place of the parent's visits).

/** The key of a move in a node: the same decision with the same value is the same edge in every world. */
export function moveKey(m: Move): string {
  return `${m.player}\u0000${m.choice}\u0000${m.value === null ? "\u0001" : m.value}`;
}

/** One move out of a node, with its statistics and the node it leads to. */
export class Edge {
  /** Times this edge was taken. */
  visits = 0;
  /** Times it was legal when its node was passed through (its own `visits` included). */
  available = 1;
  /** Summed rewards per seat over the iterations through this edge. */
  readonly rewards: Float64Array;
  /** Summed squares of the mover's rewards (for how surely one move beats another). */
  squares = 0;
  /** The node after the move, made when an iteration first goes through it. */
  child?: TreeNode;
  /** Implicit minimax value per seat: the heuristic where the edge leads, backed up through the best replies (absent without a heuristic). */
  implicit?: Float64Array;
  /** Proven outcome for the seat that makes the move (1 a win, -1 a loss, 0 unknown): see `MctsBot`'s solver. */
  proof: -1 | 0 | 1 = 0;

  constructor(
    readonly move: Move,
    seats: number,
  ) {
    this.rewards = new Float64Array(seats);
  }

  /** The mean reward of `seat` through this edge. */
  mean(seat: number): number {
    return this.visits ? this.rewards[seat]! / this.visits : 0;
  }

  /** The standard error of the mover's mean reward through this edge (Infinity before two visits). */
  error(): number {
    if (this.visits < 2) return Infinity;
    const mean = this.rewards[this.move.player]! / this.visits;
    const variance = Math.max(0, (this.squares - this.visits * mean * mean) / (this.visits - 1));
    return Math.sqrt(variance / this.visits);
  }

  /** The value selection compares: the mean reward blended with the implicit minimax value by `weight`. */
  value(seat: number, weight: number): number {
    return this.implicit ? (1 - weight) * this.mean(seat) + weight * this.implicit[seat]! : this.mean(seat);
  }
}

/** A node of the tree: the edges tried from it, by move key. */
export class TreeNode {
  readonly edges = new Map<string, Edge>();
  /** Iterations that passed through this node. */
  visits = 0;
  /** The seat that decides here and how many moves it had, when the position is known to be the same in every world (for proofs). */
  seat = -1;
  moveCount = 0;
  /** The seat that decided here when last visited (for implicit minimax backups). */
  actor = -1;

  /**
   * Of the legal `moves` here (all already edges), the one that maximises UCB1 for `seat`, the seat
   * that decides here; every edge offered gets its availability counted.
   */
  select(moves: readonly Move[], seat: number, explore: number, weight: number): Edge {
    let best: Edge | undefined;
    let top = -Infinity;
    for (const m of moves) {
      const e = this.edges.get(moveKey(m))!;
      e.available++;
      // A proven win is always taken; a proven loss only when every move loses.
      const value = e.proof === 1 ? Infinity : e.proof === -1 ? -1e9 + e.mean(seat) : e.value(seat, weight) + explore * Math.sqrt(Math.log(e.available) / e.visits);
      if (value > top) [top, best] = [value, e];
    }
    return best!;
  }

  /** The edge for `m`, made when it is new. */
  edge(m: Move, seats: number): Edge {
    const key = moveKey(m);
    let e = this.edges.get(key);
    if (!e) this.edges.set(key, (e = new Edge(m, seats)));
    return e;
  }

  /** The implicit minimax value of this node: that of the edge best for the seat deciding here. */
  best(): Float64Array | undefined {
    let top: Float64Array | undefined;
    for (const e of this.edges.values()) if (e.implicit && (!top || e.implicit[this.actor]! > top[this.actor]!)) top = e.implicit;
    return top;
  }

  /** Of the edges whose keys are in `legal`, the most visited (its mean reward for `seat` breaks ties). */
  mostVisited(legal: ReadonlySet<string>, seat: number): Edge | undefined {
    let best: Edge | undefined;
    const rank = (e: Edge) => e.proof * 1e12 + e.visits;
    for (const [key, e] of this.edges) {
      if (!legal.has(key)) continue;
      if (!best || rank(e) > rank(best) || (rank(e) === rank(best) && e.mean(seat) > best.mean(seat))) best = e;
    }
    return best;
  }
}
