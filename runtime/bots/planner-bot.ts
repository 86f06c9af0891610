import { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import type { Move } from "../types.js";
import { seedRng } from "../rng.js";
import { resample } from "./world.js";

// A bot for games whose content declares a `heuristic`. It looks ahead over its own turn: each
// candidate move is followed by a few random continuations of the bot's own consecutive decisions
// in a few sampled worlds, and the move that leaves it furthest ahead (its heuristic minus the best
// opponent's, or with teams its team's sum minus the best other team's; the best continuation per
// world, averaged over the worlds) is played. It searches
// again at every decision rather than following the lucky continuation, so each step of a
// multi-step action gets its own comparison. Alone at the table, its continuations end with its flow
// step; a finished game counts its result first, then the standing. It plans in a world
// where everything it cannot see is dealt anew and the random generator is reseeded, so it never
// peeks at hidden cards or future dice. Nothing in it knows any particular game.

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
}

/** One silent engine per program, shared by every planner over it (building one compiles the program). */
const silent = new WeakMap<Engine["program"], Engine>();

/** Value of a finished game: far beyond any heuristic, so a sure win is always taken. */
const DECIDED = 1_000_000;

/** A bot that compares its own moves by the game's heuristic after short random continuations. */
export class PlannerBot {
  private readonly engine: Engine;
  private readonly samples: number;
  private readonly rollouts: number;
  private readonly depth: number;
  private readonly breadth: number;

  constructor(
    engine: Engine,
    readonly seat: number,
    private readonly rng: () => number,
    options: PlannerOptions = {},
  ) {
    // Planning never needs the log: a silent engine over the same program is faster.
    let quiet = silent.get(engine.program);
    if (!quiet) silent.set(engine.program, (quiet = new Engine(engine.program, { log: false })));
    this.engine = quiet;
    this.samples = options.samples ?? 2;
    this.rollouts = options.rollouts ?? 3;
    this.depth = options.depth ?? 12;
    this.breadth = options.breadth ?? 12;
  }

  /** The bot's move in `state` (undefined when it owes no decision). */
  choose(state: GameState): Move | undefined {
    const legal = this.engine.legalMoves(state, this.seat);
    if (!legal.length) return undefined;
    if (legal.length === 1 || !this.engine.program.heuristic) return legal[Math.floor(this.rng() * legal.length)];
    return this.best(state, legal).move;
  }

  /**
   * Whether to take an action on offer while the bot owes nothing (a reaction in another seat's
   * turn): the best offer when it leaves the bot further ahead than letting it pass, else undefined.
   */
  react(state: GameState): Move | undefined {
    const legal = this.engine.legalMoves(state, this.seat);
    if (!legal.length) return undefined;
    if (!this.engine.program.heuristic) return legal[Math.floor(this.rng() * legal.length)];
    const { move, value, worlds } = this.best(state, legal);
    // Letting the offer pass is valued in the same worlds, so only what the action changes counts.
    const stay = worlds.reduce((t, { w }) => t + this.value(w), 0) / worlds.length;
    return value > stay ? move : undefined;
  }

  /** The candidate that leaves the bot furthest ahead, its value, and the worlds it was compared in. */
  private best(state: GameState, legal: Move[]): { move: Move; value: number; worlds: { w: GameState; seed: number }[] } {
    // Common random numbers: sample k is one world and one seed for every candidate, so candidates
    // are compared under the same hidden cards and the same dice.
    const worlds = Array.from({ length: this.samples }, () => {
      const w = resample(this.engine, state, this.seat, this.rng);
      w.log = [];
      return { w, seed: Math.floor(this.rng() * 2 ** 31) };
    });
    let top = -Infinity;
    let best = legal[0]!;
    for (const m of this.candidates(legal)) {
      let total = 0;
      let ok = true;
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
      }
      // The noise breaks ties so equal moves are not always resolved alike.
      const value = total / worlds.length + this.rng() * 1e-3;
      if (ok && value > top) [top, best] = [value, m];
    }
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
      const m = options[Math.floor(this.rng() * options.length)];
      if (!m || this.engine.applyInPlace(w, m)) break;
    }
    return this.value(w);
  }

  private candidates(legal: Move[]): Move[] {
    if (legal.length <= this.breadth) return legal;
    const pool = legal.slice();
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(this.rng() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, this.breadth);
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
