import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import type { Move } from "../types.js";
import { seedRng } from "../rng.js";
import { silentEngine } from "./silent-engine.js";
import { resample } from "./world.js";
import { preferredMove } from "./preferred.js";
import { TakenOffers } from "./taken-offers.js";
import { isOffer } from "./offers.js";

// A bot for games whose content declares a `heuristic`. It looks ahead over its own turn: each
// candidate move is followed by a few random continuations of the bot's own consecutive decisions
// in a few sampled worlds, and the move that leaves it furthest ahead (its heuristic minus the best
// opponent's, or with teams its team's sum minus the best other team's; the best continuation per
// world, averaged over the worlds) is played. It searches again at every decision rather than
// following the lucky continuation, so each step of a multi-step action gets its own comparison.
// Where the game declares bot knowledge (`prefer`), the continuations follow it instead of random
// moves, so they play the turn as a player would, and the preferred option is played unless another
// does better in every sampled world. Alone at the table, its continuations end with its flow step;
// a finished game counts its result first, then the standing. It plans in a world where everything
// it cannot see is dealt anew and the random generator is reseeded, so it never peeks at hidden
// cards or future dice. Nothing in it knows any particular game.

/** A sampled world a decision is compared in, with the seed its continuations use. */
interface World {
  w: GameState;
  seed: number;
}

/** Settings of the planner bot. */
export interface PlannerOptions {
  /** Sampled worlds (hidden cards and dice) each candidate move is continued in; values are averaged over them. */
  samples?: number;
  /** Random continuations per world; the best one counts, standing for the bot's own later choices. */
  rollouts?: number;
  /** How many further decisions of its own a continuation may take. */
  depth?: number;
  /** Cap on the candidate moves compared per decision (a random subset beyond it). */
  breadth?: number;
  /** Percent of continuation moves that follow the game's `prefer` knowledge where a decision has one. */
  prefer?: number;
}

/** Positions an action block's decisions may explore per offer (every option while they last). */
const BLOCK_BUDGET = 200;

/** How much further ahead an action on offer must leave the bot to be taken (heuristics count in whole units). */
const MARGIN = 1e-6;

/** Percent of continuation moves that follow the game's `prefer` by default: all (decisions it does not rank stay random). */
const DEFAULT_PREFER = 100;

/** Value of a finished game: far beyond any heuristic, so a sure win is always taken. */
const DECIDED = 1_000_000;

/** A bot that compares its own moves by the game's heuristic after short random continuations. */
export class PlannerBot {
  private readonly engine: Engine;
  private readonly samples: number;
  private readonly rollouts: number;
  private readonly depth: number;
  private readonly breadth: number;
  private readonly prefer: number;
  /**
   * The sampled worlds of the action block the bot is carrying out, kept in step with the block's
   * moves so that its later steps are compared where its first was (a block begun for a gain seen in
   * those worlds is not abandoned in freshly dealt ones). `at` is the move count they match.
   */
  private held: { at: number; worlds: World[] } | undefined;
  /** Offers taken, by what the bot saw when it took them (not asked again where it looks the same). */
  private readonly taken: TakenOffers;

  constructor(
    engine: Engine,
    readonly seat: number,
    private readonly rng: () => number,
    options: PlannerOptions = {},
  ) {
    // Planning never needs the log: a silent engine over the same program is faster.
    this.engine = silentEngine(engine);
    this.taken = new TakenOffers(this.engine, seat);
    this.samples = options.samples ?? 2;
    this.rollouts = options.rollouts ?? 3;
    this.depth = options.depth ?? 12;
    this.breadth = options.breadth ?? 12;
    this.prefer = engine.hasPreferences() ? (options.prefer ?? DEFAULT_PREFER) / 100 : 0;
  }

  /** The bot's move in `state` (undefined when it owes no decision). */
  choose(state: GameState): Move | undefined {
    const legal = this.engine.legalMoves(state, this.seat);
    if (!legal.length) return undefined;
    if (!this.engine.program.heuristic) return legal[Math.floor(this.rng() * legal.length)];
    // Inside an any-time action's block, each step follows the best way to finish the block.
    if (state.side) return legal.length === 1 ? legal[0] : this.finishing(state, legal).move;
    const offered = legal.filter((m) => isOffer(this.engine, m));
    // Actions on offer never compete with the owed decision in rollouts: a neutral one (handing a
    // card to a teammate and back) would be taken whenever the rollouts' noise favoured it.
    const owed = offered.length ? legal.filter((m) => !isOffer(this.engine, m)) : legal;
    if (offered.length) {
      const taken = this.worthTaking(state, offered);
      if (taken) return taken;
    }
    if (!owed.length) return undefined;
    if (owed.length === 1) return owed[0];
    return this.best(state, owed).move;
  }

  /**
   * Whether to take an action on offer while the bot owes nothing (a reaction in another seat's
   * turn): the best offer when it leaves the bot further ahead than letting it pass, else undefined.
   */
  react(state: GameState): Move | undefined {
    const legal = this.engine.legalMoves(state, this.seat);
    if (!legal.length) return undefined;
    if (!this.engine.program.heuristic) return legal[Math.floor(this.rng() * legal.length)];
    if (state.side) return this.choose(state);
    const offered = legal.filter((m) => isOffer(this.engine, m));
    return offered.length ? this.worthTaking(state, offered) : undefined;
  }

  /**
   * The action on offer worth taking now, if any: the one whose block, finished the best way, leaves
   * the bot (or its team) furthest ahead right away, when that is strictly ahead of letting it pass
   * in every sampled world, and it was not already taken in a position that looks the same. Both
   * sides are valued in the same sampled worlds without continuing the turn, so an action that
   * changes nothing the heuristic sees (a gift passed back and forth) is never taken, and one that
   * helps is taken at once rather than when the noise of rollouts happens to favour it. The block is
   * valued where it ends, before the turn goes on (`applyUntilBlockEnds`), so both sides stand at the
   * same point of the turn.
   */
  private worthTaking(state: GameState, all: Move[]): Move | undefined {
    const seen = this.taken.seen(state);
    const offered = all.filter((m) => !this.taken.has(seen, m));
    if (!offered.length) return undefined;
    const worlds = this.worlds(state);
    const stays = worlds.map(({ w }) => this.standing(w));
    let top = -Infinity;
    let pick: Move | undefined;
    for (const m of offered) {
      let total = 0;
      let ok = true;
      for (let k = 0; k < worlds.length && ok; k++) {
        const v = this.afterBlock(worlds[k]!.w, worlds[k]!.seed, m, BLOCK_BUDGET);
        // Ahead in every world, not on average: what the bot cannot see (a teammate's hand) is dealt
        // anew at each decision, and a gain in one world only would hand cards back and forth.
        ok = v !== undefined && v > stays[k]! + MARGIN;
        total += v ?? 0;
      }
      const value = total / worlds.length;
      if (ok && value > top) [top, pick] = [value, m];
    }
    if (pick) {
      this.hold(state, worlds, pick);
      this.taken.add(seen, pick);
    }
    return pick;
  }

  /** Keeps `worlds`, advanced by `m`, for the next step of the block `m` begins or continues in `state`. */
  private hold(state: GameState, worlds: World[], m: Move): void {
    const next: World[] = [];
    for (const { w, seed } of worlds) {
      const c = this.engine.clone(w);
      c.rng = seedRng(seed);
      if (this.engine.applyUntilBlockEnds(c, m) || !c.side) return void (this.held = undefined);
      next.push({ w: c, seed });
    }
    this.held = { at: state.moves.length + 1, worlds: next };
  }

  /**
   * Of the moves inside a running action block, the one that finishes the block best (averaged over
   * sampled worlds). In a block another seat began, the game's preferred option (bot knowledge, e.g.
   * handing over nothing) is kept unless another does better in every world, so a tie never hands
   * something over for no gain.
   */
  private finishing(state: GameState, legal: Move[]): { move: Move; value: number } {
    const held = this.held?.at === state.moves.length ? this.held.worlds : undefined;
    const worlds = held ?? this.worlds(state);
    // A block the bot began for a gain it saw is carried out the best way; the preference settles the
    // steps of a block someone else began (a teammate asking for a card).
    const preferred = this.prefer && !held ? preferredMove(this.engine, worlds[0]!.w, this.seat, legal, this.rng) : undefined;
    const perWorld = new Map<Move, number[]>();
    let top = -Infinity;
    let best = legal[0]!;
    const budget = Math.max(1, Math.floor(BLOCK_BUDGET / legal.length));
    for (const m of legal) {
      const values = worlds.map(({ w, seed }) => this.afterBlock(w, seed, m, budget) ?? -Infinity);
      perWorld.set(m, values);
      const value = values.reduce((a, b) => a + b, 0) / worlds.length;
      if (value > top) [top, best] = [value, m];
    }
    const move = this.unlessBeaten(preferred, best, perWorld);
    this.hold(state, worlds, move);
    return { move, value: top };
  }

  /** `best`, or the preferred move when `best` does not beat it in every world (the preference is a prior). */
  private unlessBeaten(preferred: Move | undefined, best: Move, perWorld: Map<Move, number[]>): Move {
    const mine = preferred && perWorld.get(preferred);
    if (!preferred || best === preferred || !mine) return best;
    const other = perWorld.get(best)!;
    return other.length === mine.length && other.every((v, k) => v > mine[k]!) ? best : preferred;
  }

  /**
   * Applies `first` in a copy of `world`, then the best of the block's own decisions (every option
   * while `budget` positions allow, a random few beyond), and values the position where the block
   * ends: how far ahead the bot stands, without continuing the turn. Undefined if `first` fails.
   */
  private afterBlock(world: GameState, seed: number, first: Move, budget: number): number | undefined {
    const w = this.engine.clone(world);
    w.rng = seedRng(seed);
    if (this.engine.applyUntilBlockEnds(w, first)) return undefined;
    return this.bestFinish(w, budget);
  }

  private bestFinish(w: GameState, budget: number): number {
    if (!w.side || this.engine.isOver(w)) return this.value(w);
    // The block's decisions may be another seat's (a teammate choosing what to hand over): with teams
    // the standing is the team's, so the best for the bot is the best for them too.
    const seat = this.engine.firstOwing(w);
    let options = seat < 0 ? [] : this.engine.legalMoves(w, seat);
    if (!options.length) return this.value(w);
    if (options.length > budget) options = this.candidatesOf(options, Math.max(1, budget));
    const each = Math.max(1, Math.floor((budget - options.length) / options.length));
    let top = -Infinity;
    for (const m of options) {
      const next = this.engine.clone(w);
      if (this.engine.applyUntilBlockEnds(next, m)) continue;
      top = Math.max(top, this.bestFinish(next, each));
    }
    return top === -Infinity ? this.value(w) : top;
  }

  /** The sampled worlds a decision is compared in, each with the seed its continuations use. */
  private worlds(state: GameState): World[] {
    return Array.from({ length: this.samples }, () => {
      const w = resample(this.engine, state, this.seat, this.rng);
      w.log = [];
      return { w, seed: Math.floor(this.rng() * 2 ** 31) };
    });
  }

  /** The candidate that leaves the bot furthest ahead, its value, and the worlds it was compared in. */
  private best(state: GameState, legal: Move[]): { move: Move; value: number; worlds: World[] } {
    // Common random numbers: sample k is one world and one seed for every candidate, so candidates
    // are compared under the same hidden cards and the same dice.
    const worlds = this.worlds(state);
    let top = -Infinity;
    let best = legal[0]!;
    // The game's preferred option (bot knowledge) is always a candidate, valued world by world.
    // Read in a sampled world, never the real state: a preference may look at what the seat cannot see.
    const preferred = this.prefer ? preferredMove(this.engine, worlds[0]!.w, this.seat, legal, this.rng) : undefined;
    const candidates = this.candidates(legal);
    if (preferred && !candidates.includes(preferred)) candidates.push(preferred);
    const perWorld = new Map<Move, number[]>();
    for (const m of candidates) {
      let total = 0;
      let ok = true;
      const values: number[] = [];
      perWorld.set(m, values);
      for (const { w, seed } of worlds) {
        // Its own later choices are the bot's to make: the best of a few random continuations
        // stands for them. What it cannot see is not: that is averaged over the worlds.
        let bestHere = -Infinity;
        for (let r = 0; r < this.rollouts && ok; r++) {
          const v = this.continuation(w, seed, m);
          if (v === undefined) ok = false;
          else bestHere = Math.max(bestHere, v);
        }
        if (!ok) break;
        total += bestHere;
        values.push(bestHere);
      }
      // The noise breaks ties so equal moves are not always resolved alike.
      const value = total / worlds.length + this.rng() * 1e-3;
      if (ok && value > top) [top, best] = [value, m];
    }
    // The preference is a prior: another option replaces it only if it does better in every world.
    if (preferred && perWorld.get(preferred)?.length === worlds.length) best = this.unlessBeaten(preferred, best, perWorld);
    return { move: best, value: top, worlds };
  }

  /** Plays `first` then random moves of this seat while it keeps the turn, and values the outcome; undefined if `first` fails. */
  private continuation(world: GameState, seed: number, first: Move): number | undefined {
    const w = this.engine.clone(world);
    w.rng = seedRng(seed);
    // With one seat the turn never passes to another player: it ends with the flow step the decision
    // was made in (a new step runs on a new thread). Later turns, their random events and the game's
    // end would only add noise.
    const alone = w.players === 1;
    const step = w.thread;
    if (this.engine.applyInPlace(w, first)) return undefined;
    for (let d = 0; d < this.depth && !this.engine.isOver(w); d++) {
      if (!this.engine.owing(w).includes(this.seat)) break;
      if (alone && w.thread !== step) break;
      const options = this.engine.legalMoves(w, this.seat);
      const m =
        (this.prefer && this.rng() < this.prefer ? preferredMove(this.engine, w, this.seat, options, this.rng) : undefined) ??
        options[Math.floor(this.rng() * options.length)];
      if (!m || this.engine.applyInPlace(w, m)) break;
    }
    return this.value(w);
  }

  private candidates(legal: Move[]): Move[] {
    return this.candidatesOf(legal, this.breadth);
  }

  /** At most `n` of `legal`, a random subset beyond that. */
  private candidatesOf(legal: Move[], n: number): Move[] {
    if (legal.length <= n) return legal;
    const pool = legal.slice();
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(this.rng() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, n);
  }

  /**
   * How far ahead the bot stands in `w`: decided games first, else its heuristic minus the best
   * opponent's. A decided game adds its standing too, so that when every move loses (a solo game
   * against an automaton that is ahead) the bot still loses by as little as it can, not at random.
   */
  private value(w: GameState): number {
    const result = this.engine.result(w);
    if (result) return (result.winners.includes(this.seat) ? DECIDED : -DECIDED) + this.standing(w);
    return this.standing(w);
  }

  /** The bot's heuristic minus the best opponent's (with teams, its team's sum minus the best other team's). */
  private standing(w: GameState): number {
    const teams = w.teams;
    if (!teams) {
      const mine = this.engine.heuristic(w, this.seat) ?? 0;
      let rival = -Infinity;
      for (let p = 0; p < w.players; p++) if (p !== this.seat) rival = Math.max(rival, this.engine.heuristic(w, p) ?? 0);
      return rival === -Infinity ? mine : mine - rival;
    }
    // With teams a teammate's gain counts as the bot's own: each team stands by the sum over its
    // seats, and the bot's team is compared with the best other team (with none, in co-op, alone).
    const byTeam = new Map<number, number>();
    for (let p = 0; p < w.players; p++) byTeam.set(teams[p]!, (byTeam.get(teams[p]!) ?? 0) + (this.engine.heuristic(w, p) ?? 0));
    const mine = byTeam.get(teams[this.seat]!)!;
    let rival = -Infinity;
    for (const [t, v] of byTeam) if (t !== teams[this.seat]) rival = Math.max(rival, v);
    return rival === -Infinity ? mine : mine - rival;
  }
}
