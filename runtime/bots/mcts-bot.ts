import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import type { Move } from "../types.js";
import { seedRng } from "../rng.js";
import { moveKey, TreeNode, type Edge } from "./mcts-tree.js";
import { PlayoutPolicy } from "./mcts-playout.js";
import { preferredMove } from "./preferred.js";
import { Rewards } from "./mcts-rewards.js";
import { silentEngine } from "./silent-engine.js";
import { isOffer } from "./offers.js";
import { TakenOffers } from "./taken-offers.js";
import { PlannerBot } from "./planner-bot.js";
import { dealUnseen, resample, unseen, type Unseen } from "./world.js";

// A search bot for any program: Monte Carlo tree search over `legalMoves` and `applyInPlace`.
//
// Each iteration starts in a *world*: a copy of the position in which everything the bot's seat
// cannot see is dealt anew (`dealUnseen`) and the generator is reseeded, so hidden cards and future
// dice are sampled, never read (information-set MCTS; in an open game only the dice change). It
// walks down the tree by UCB1, each node choosing for the seat that owes the decision there by that
// seat's own reward, so opponents answer with their best replies; a seat's consecutive decisions
// (move, move, capture) are consecutive nodes, searched as the plan they are. A new node is added,
// then a playout (MAST-guided, see mcts-playout.ts) runs on until the game ends, `depth` moves or,
// for a team of several seats alone against the game, `turns` turns from the root,
// where the game's heuristic values it; the rewards of every seat go back up the path. The most
// visited legal move is played. Chance needs nothing more: every iteration meets other dice in its
// world, so a node's value averages over them. When several seats owe a decision at once, the bot's
// own comes first in the tree (the others then answer it, the cautious reading of a simultaneous
// choice). Nothing in it knows any particular game.

/** Settings of the search bot (the game's `bot mcts { ... }` and the levels give them). */
export interface MctsOptions {
  /** Iterations per decision (the budget that makes a seed give the same move). */
  iterations?: number;
  /** Milliseconds per decision; when given the search also stops when they are spent. */
  ms?: number;
  /** Moves a playout may run before the heuristic values it (without a heuristic, to the end). */
  depth?: number;
  /** Turns (changes of the seat owing a decision, counted from the root) before the heuristic values a playout, in place of `depth`; 0 cuts by `depth`. Default: a round for a team of several seats alone against the game, else 0. */
  turns?: number;
  /** UCB1's exploration constant, in hundredths. */
  explore?: number;
  /** Percent of playout moves that follow the best-known move (MAST); 0 plays uniformly. */
  greedy?: number;
  /** Percent weight of the implicit minimax value (the heuristic backed up the tree) against playout means; needs a heuristic. */
  minimax?: number;
  /** 1: a playout move that wins at once is always played (decisive moves; each option is tried first). */
  decisive?: number;
  /** Percent of playout moves that follow the game's `prefer` knowledge where a decision has one (and the order new moves are tried in). */
  prefer?: number;
  /** Independent searches a decision, each of the iteration budget (a time budget is shared among them); the move most of them choose is played. 0 with a time budget: as many as it allows, at least one. */
  trees?: number;
  /** How surely, in hundredths of standard errors of the difference, the search's move must beat the game's preferred move to be played instead. */
  sure?: number;
  /** Percent of the playout policy's move statistics (MAST) kept from one decision to the next; 100 keeps them all game. */
  memory?: number;
  /** Iterations beyond which the search grows no surer against the game's preferred move: a larger search weighs it with the margin this many would give. */
  trust?: number;
}

/** A pseudo-move at the root of `react`: letting the offers pass. */
const PASS: Move = { player: -1, choice: "(pass)", value: null };

/** A playout without a heuristic stops here at the latest (valued as a draw), so a game that loops still ends. */
const PLAYOUT_CAP = 5000;

/** Percent of playout moves that follow the game's `prefer` by default: mostly, with room for the unexpected. */
const DEFAULT_PREFER = 90;

/** A playout cut by turns stops here at the latest in moves, so a turn that loops still ends. */
const TURN_CAP = 400;

/** How many iterations run between looks at the clock. */
const CLOCK_EVERY = 8;

/** A tree kept from the bot's last search, with the moves the position had then. */
interface Kept {
  root: TreeNode;
  moves: number;
  last: Move | undefined;
}

/** The search bot: information-set Monte Carlo tree search with MAST playouts and heuristic cut-offs. */
export class MctsBot {
  private readonly engine: Engine;
  private readonly iterations: number;
  private readonly ms: number;
  private readonly depth: number;
  private readonly turnsOption: number | undefined;
  /** Turns of the current search's playouts (0: cut by moves). */
  private turns = 0;
  private readonly explore: number;
  private readonly minimax: number;
  private readonly trees: number;
  /** Whether trees are searched until the time budget is spent (`trees: 0`), rather than a fixed number sharing it. */
  private readonly treesByClock: boolean;
  private readonly sure: number;
  private readonly memory: number;
  private readonly trust: number;
  private readonly policy: PlayoutPolicy;
  /** Probability that a node's next new move is the one the game's `prefer` ranks highest. */
  private readonly prefer: number;
  private rewards?: Rewards;
  private kept?: Kept;
  /** Offers taken, by what the seat saw when it took them (see `choose`). */
  private readonly taken: TakenOffers;
  /** Judges actions on offer and their blocks for a team alone against the game (see `teamOffers`). */
  private offerJudge?: PlannerBot;
  /** Iterations run for the last decision, over all its trees (for the bench and reports). */
  lastIterations = 0;
  /** Iterations run by the latest tree (how sure its own statistics can be). */
  private treeIterations = 0;
  /** Whether the last decision's search went on in a tree kept from the one before (for tests and reports). */
  lastKept = false;
  /** Trees searched for the last decision (for tests and reports). */
  lastTrees = 0;

  constructor(
    engine: Engine,
    readonly seat: number,
    private readonly rng: () => number,
    options: MctsOptions = {},
  ) {
    this.engine = silentEngine(engine);
    this.taken = new TakenOffers(this.engine, seat);
    this.iterations = options.iterations ?? (options.ms ? Infinity : 1000);
    this.treesByClock = options.trees === 0 && options.ms !== undefined;
    this.trees = this.treesByClock ? Infinity : Math.max(1, options.trees ?? 1);
    this.sure = (options.sure ?? 200) / 100;
    this.memory = (options.memory ?? 100) / 100;
    this.trust = options.trust ?? Infinity;
    // Each of a fixed number of trees gets its share of the clock; trees by the clock share one deadline.
    this.ms = (options.ms ?? Infinity) / (this.treesByClock ? 1 : this.trees);
    this.depth = options.depth ?? (engine.program.heuristic ? 24 : PLAYOUT_CAP);
    this.turnsOption = engine.program.heuristic ? options.turns : 0;
    this.explore = (options.explore ?? 70) / 100;
    this.minimax = engine.program.heuristic ? (options.minimax ?? 40) / 100 : 0;
    // Seats are fixed by the program's largest count; statistics of absent seats stay empty.
    this.prefer = engine.hasPreferences() ? (options.prefer ?? DEFAULT_PREFER) / 100 : 0;
    this.policy = new PlayoutPolicy(this.engine, engine.program.players.max, (options.greedy ?? 50) / 100, rng, !!options.decisive, (options.prefer ?? DEFAULT_PREFER) / 100);
  }

  /** The bot's move in `state` (undefined when it owes no decision). */
  choose(state: GameState): Move | undefined {
    let legal = this.engine.legalMoves(state, this.seat);
    if (legal.length <= 1) return legal[0];
    let rootMoves: Move[] | undefined;
    const judge = this.teamOffers(state);
    if (judge && (state.side || legal.some((m) => isOffer(this.engine, m)))) {
      const taken = judge.react(state);
      if (taken || state.side) return taken ?? legal[0];
      legal = rootMoves = legal.filter((m) => !isOffer(this.engine, m));
      if (legal.length <= 1) return legal[0];
    }
    // An action on offer already taken where the position looked the same changed nothing the seat
    // can see (a teammate asked for a card gave none): it is not taken again there, or a search that
    // keeps favouring it would ask for ever.
    const seen = this.taken.seen(state);
    const allowed = legal.filter((m) => !isOffer(this.engine, m) || !this.taken.has(seen, m));
    const pool = allowed.length ? allowed : legal;
    const keys = new Set(pool.map(moveKey));
    // Several trees vote (root parallelisation, Chaslot, Winands and van den Herik): each searches
    // its own worlds, so the move does not hang on one tree's few hundred samples of what is hidden.
    const votes = new Map<string, { move: Move; n: number }>();
    this.policy.fade(this.memory);
    // Alone against the game each search values standings on a scale of its own (`Rewards.restart`):
    // a kept tree's rewards were summed on the last search's scale, so no tree is kept there.
    const keeps = !this.rewardsFor(state).restarts;
    const deadline = Date.now() + this.ms;
    this.lastIterations = 0;
    let i = 0;
    for (; i < this.trees && (!this.treesByClock || i === 0 || Date.now() < deadline); i++) {
      const root = rootMoves || i > 0 || !keeps ? new TreeNode() : this.rootFor(state);
      if (i === 0) this.lastKept = root.visits > 0;
      this.search(state, root, rootMoves, this.treesByClock ? deadline : Date.now() + this.ms);
      const best = this.preferredUnlessBeaten(state, pool, root, root.mostVisited(keys, this.seat));
      if (i === 0 && keeps) this.keep(state, root);
      const m = best ? best.move : pool[0]!;
      const v = votes.get(moveKey(m));
      if (v) v.n++;
      else votes.set(moveKey(m), { move: m, n: 1 });
    }
    this.lastTrees = i;
    // The most votes; a tie goes to the move the earlier tree chose.
    let move = pool[0]!;
    let top = 0;
    for (const v of votes.values()) if (v.n > top) [move, top] = [v.move, v.n];
    if (isOffer(this.engine, move)) this.taken.add(seen, move);
    return move;
  }

  /**
   * The game's preferred move (bot knowledge) instead of the search's choice, unless the search's
   * choice is surely better: its mean reward above the preferred move's by more than two standard
   * errors of the difference. Near-ties, which a trip of many steps always is in a search of a few
   * hundred iterations, go to the knowledge; a proven outcome always stands. Past `trust` iterations
   * of this search the margin stops shrinking: a playout valued by a heuristic at its cut-off is off
   * by a bias that more iterations do not remove, only hide behind smaller standard errors.
   */
  private preferredUnlessBeaten(state: GameState, legal: Move[], root: TreeNode, best: Edge | undefined): Edge | undefined {
    if (!this.prefer || !best || best.proof) return best;
    // Read in a sampled world, never the real state: a preference may look at what the seat cannot see.
    const preferred = preferredMove(this.engine, resample(this.engine, state, this.seat, this.rng), this.seat, legal, this.rng);
    const mine = preferred && root.edges.get(moveKey(preferred));
    if (!mine || mine === best || mine.proof < 0) return best;
    const wider = Math.sqrt(Math.max(1, this.treeIterations / this.trust));
    const margin = this.sure * wider * Math.hypot(Math.min(1, best.error()), Math.min(1, mine.error()));
    return best.mean(this.seat) - mine.mean(this.seat) > margin ? best : mine;
  }

  /**
   * Whether to take an action on offer while the bot owes nothing (a reaction in another seat's turn):
   * the search compares each offer with letting them all pass, and takes the best when it is not passing.
   */
  react(state: GameState): Move | undefined {
    const offers = this.engine.legalMoves(state, this.seat);
    if (!offers.length) return undefined;
    if (this.engine.owing(state).includes(this.seat)) return this.choose(state);
    const judge = this.teamOffers(state);
    if (judge) return judge.react(state);
    const root = new TreeNode();
    const pass = { ...PASS, player: this.seat };
    this.policy.fade(this.memory);
    this.lastIterations = 0;
    this.search(state, root, [...offers, pass], Date.now() + this.ms);
    const best = root.mostVisited(new Set([...offers, pass].map(moveKey)), this.seat);
    return !best || best.move === pass || best.move.choice === PASS.choice ? undefined : best.move;
  }

  /**
   * For a team of several seats alone against the game (co-op), the judge of actions on offer: the
   * planner's block search, which finishes each offer's block every way in sampled worlds and takes
   * it only when the team stands better in each. Why: an exchange between teammates is a block of
   * several decisions for a small gain (a card handed over is five decisions deep), which a few
   * hundred iterations seldom find, while every teammate's decision splits them further.
   */
  private teamOffers(state: GameState): PlannerBot | undefined {
    const teams = state.teams;
    if (!this.engine.program.heuristic || !this.engine.program.actions?.length || state.players < 2 || !teams?.every((t) => t === teams[0])) return undefined;
    return (this.offerJudge ??= new PlannerBot(this.engine, this.seat, this.rng));
  }

  /** The tree to search from: the kept one, walked down the bot's own moves since, else a new one. */
  private rootFor(state: GameState): TreeNode {
    const k = this.kept;
    this.kept = undefined;
    if (!k || state.moves.length < k.moves) return new TreeNode();
    const last = state.moves[k.moves - 1];
    if (k.moves && (!last || !k.last || moveKey(last) !== moveKey(k.last))) return new TreeNode();
    // Only its own moves are followed: an opponent's move may carry a value this seat never saw.
    let node: TreeNode | undefined = k.root;
    for (let i = k.moves; i < state.moves.length && node; i++) {
      const m = state.moves[i]!;
      if (m.player !== this.seat) return new TreeNode();
      node = node.edges.get(moveKey(m))?.child;
    }
    return node ?? new TreeNode();
  }

  private keep(state: GameState, root: TreeNode): void {
    this.kept = { root, moves: state.moves.length, last: state.moves[state.moves.length - 1] };
  }

  /** The rewards of this bot's game, made at its first search (seats and teams are the game's for good). */
  private rewardsFor(state: GameState): Rewards {
    return (this.rewards ??= new Rewards(this.engine, state.players, state.teams));
  }

  /** Runs the budget's iterations from `state` into `root`, stopping at the clock time `until` (Infinity: none); `rootMoves` replaces the root's options (react). */
  private search(state: GameState, root: TreeNode, rootMoves: Move[] | undefined, until: number): void {
    const seats = state.players;
    const rewards = this.rewardsFor(state);
    // Alone against the game, standings are valued against this search's own: the whole game's so far
    // (its first turns scored far less than any line now) would squash good and bad lines together.
    if (rewards.restarts) rewards.restart();
    this.turns = this.turnsOption ?? (seats > 1 && rewards.alone ? seats : 0);
    // What the seat cannot see is worked out once; each iteration deals it anew. The copy the worlds
    // are dealt from carries neither the log nor the moves: both may name what the seat never saw.
    const base = this.engine.clone(state);
    base.log = [];
    base.moves = [];
    const hidden = unseen(this.engine, base, this.seat);
    const out = new Float64Array(seats);
    let n = 0;
    for (; n < this.iterations; n++) {
      if (until !== Infinity && n % CLOCK_EVERY === 0 && n > 0 && Date.now() >= until) break;
      this.iterate(this.world(base, hidden), root, rootMoves, out, !hidden.slots.length);
    }
    this.treeIterations = n;
    this.lastIterations += n;
  }

  /** A world for one iteration: the unseen dealt anew, the generator reseeded. */
  private world(base: GameState, hidden: Unseen): GameState {
    const w = hidden.slots.length ? dealUnseen(this.engine, base, hidden, this.rng) : this.engine.clone(base);
    w.rng = seedRng(Math.floor(this.rng() * 2 ** 31));
    return w;
  }

  /**
   * One iteration: select and expand in the tree, play out, and back the rewards up the path. While
   * the position is the same in every world (nothing unseen at the root, no chance used on the way),
   * outcomes are proven as in MCTS-Solver (Winands, Björnsson and Saito): a move that ends the game
   * is a proven win or loss for its seat, a position where the seat to move has a winning move is
   * lost for the rival who allowed it, and one where every move loses is won for that rival. Proven
   * wins are always played and proven losses avoided, so short tactics are never left to chance.
   */
  private iterate(w: GameState, root: TreeNode, rootMoves: Move[] | undefined, out: Float64Array, open: boolean): void {
    const path: Edge[] = [];
    const played: Move[] = [];
    let node = root;
    let expanded = false;
    let sure = open;
    let turns = 0;
    let last = -1;
    while (!w.result) {
      node.visits++;
      const atRoot = node === root && rootMoves;
      const seat = atRoot ? this.seat : this.actor(w);
      if (seat < 0) break;
      if (seat !== last) [turns, last] = [turns + 1, seat];
      const moves = atRoot ? rootMoves : this.engine.legalMoves(w, seat);
      if (!moves.length) break;
      if (sure && !atRoot) [node.seat, node.moveCount] = [seat, moves.length];
      node.actor = seat;
      let edge: Edge | undefined;
      const untried = moves.filter((m) => !node.edges.has(moveKey(m)));
      if (untried.length) {
        // The move the game prefers is tried first (bot knowledge), the rest in random order.
        const first = this.prefer && this.rng() < this.prefer ? preferredMove(this.engine, w, seat, untried, this.rng) : undefined;
        edge = node.edge(first ?? untried[Math.floor(this.rng() * untried.length)]!, w.players);
        expanded = true;
      } else edge = node.select(moves, seat, this.explore, this.minimax);
      path.push(edge);
      if (edge.move.choice !== PASS.choice) {
        const before = w.rng;
        if (this.engine.applyInPlace(w, edge.move)) break;
        played.push(edge.move);
        sure &&= w.rng === before;
        if (sure && w.result) edge.proof = this.outcome(w, seat);
      }
      node = edge.child ??= new TreeNode();
      if (expanded) {
        // The new edge's implicit value is the heuristic where it leads, before the playout wanders off.
        if (this.minimax) this.rewards!.value(w, (edge.implicit = new Float64Array(w.players)));
        break;
      }
    }
    if (expanded) this.playout(w, played, turns, last);
    this.rewards!.value(w, out);
    for (let i = path.length - 1; i >= 0; i--) {
      const e = path[i]!;
      e.visits++;
      for (let p = 0; p < out.length; p++) e.rewards[p] += out[p]!;
      if (e.move.player >= 0) e.squares += out[e.move.player]! ** 2;
      if (!e.proof && e.child) e.proof = this.proven(e.move.player, e.child, w);
      if (this.minimax && e.child) e.implicit = e.child.best() ?? e.implicit;
    }
    this.policy.learn(played, out);
  }

  /** The proven outcome of a finished game for `seat`: 1 its team alone won, -1 it lost, 0 a shared or empty result between rivals. */
  private outcome(w: GameState, seat: number): -1 | 0 | 1 {
    const teams = w.teams;
    const team = (p: number) => (teams ? teams[p]! : p);
    const winners = w.result!.winners;
    const mine = winners.some((p) => team(p) === team(seat));
    const others = winners.some((p) => team(p) !== team(seat));
    if (mine && !others) return 1;
    if (!mine && (others || this.rivals(w) === 0)) return -1;
    return 0;
  }

  /** What a proven node after a move of `mover` means for `mover` (0 when nothing is proven); only with at most two sides. */
  private proven(mover: number, child: TreeNode, w: GameState): -1 | 0 | 1 {
    if (child.seat < 0 || mover < 0 || this.rivals(w) > 1) return 0;
    const teams = w.teams;
    const ally = (teams ? teams[child.seat] === teams[mover] : child.seat === mover) ? 1 : -1;
    let all = child.edges.size === child.moveCount;
    for (const e of child.edges.values()) {
      if (e.proof === 1) return ally as 1 | -1;
      if (e.proof !== -1) all = false;
    }
    return all ? (-ally as 1 | -1) : 0;
  }

  /** How many rival sides a seat has: 0 alone or in a single team, 1 in a two-sided game. */
  private rivals(w: GameState): number {
    return new Set(w.teams ?? Array.from({ length: w.players }, (_, p) => p)).size - 1;
  }

  /** The seat that decides at a node: the bot when it owes a decision, else the first seat owing one (-1: none). */
  private actor(w: GameState): number {
    const owing = this.engine.owing(w);
    if (!owing.length) return -1;
    return owing.includes(this.seat) ? this.seat : owing[0]!;
  }

  /**
   * Plays on from `w` by the playout policy until the game ends or `depth` moves are made or, cut by
   * turns, until `turns` turns from the root have begun (`turn` of them by the tree's path, the last
   * by `seat`). Why turns for a team alone: cut after a number of moves, the option that takes fewer
   * (stopping short instead of walking on) leaves more of them to teammates, whose gains are the
   * team's too, so it looked better than it is; cut at a turn, every line ends at the same point of
   * the game. Between rivals the moves saved go to the rivals as well, which evens it out.
   */
  private playout(w: GameState, played: Move[], turn: number, seat: number): void {
    const depth = this.turns ? TURN_CAP : this.depth;
    for (let d = 0; d < depth && !w.result; d++) {
      const next = this.engine.firstOwing(w);
      if (next < 0) return;
      if (this.turns && next !== seat && ++turn > this.turns) return;
      seat = next;
      const m = this.policy.pick(w, seat);
      if (!m || this.engine.applyInPlace(w, m)) return;
      played.push(m);
    }
  }
}
