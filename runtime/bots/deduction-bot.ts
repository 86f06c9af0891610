import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import type { Move } from "../types.js";
import { Hypotheses } from "./hypotheses.js";
import { visibleDigest } from "./digest.js";

// A bot for games of hidden secrets (clues, roles): it keeps the hypotheses each opponent's secret
// can still hold, builds worlds from them, and plays the sequence of its own decisions that is
// most likely to win now or, failing that, whose visible outcome best separates the worlds in
// which different winning moves exist. Nothing in it knows any particular game.

/** Settings of the deduction bot. */
export interface DeductionOptions {
  /** Worlds sampled per decision when the hypotheses allow more. */
  worlds?: number;
  /** How many of its own consecutive decisions a plan may span. */
  depth?: number;
  /** Cap on the plans compared per decision. */
  plans?: number;
  /** Milliseconds per decision: plans are compared (in a random order) until they are spent. */
  ms?: number;
  /** Percent of decisions played as any legal move instead of the reasoned one (the `easy` level's slips); 0 by default. */
  blunder?: number;
}

/** A bot that reasons over hypotheses about its opponents' secrets. */
export class DeductionBot {
  private hyp?: Hypotheses;
  private plan: Move[] = [];
  private readonly worlds: number;
  private readonly depth: number;
  private readonly plans: number;
  private readonly ms: number;
  private readonly blunder: number;
  private deadline = Infinity;

  constructor(
    private readonly engine: Engine,
    readonly seat: number,
    private readonly rng: () => number,
    options: DeductionOptions = {},
  ) {
    this.worlds = options.worlds ?? 12;
    this.depth = options.depth ?? 4;
    this.plans = options.plans ?? 800;
    this.ms = options.ms ?? Infinity;
    this.blunder = (options.blunder ?? 0) / 100;
  }

  /** The bot's move in `state` (undefined when it owes no decision). */
  choose(state: GameState): Move | undefined {
    const legal = this.engine.legalMoves(state, this.seat);
    if (!legal.length) return undefined;
    // A slip: any legal move, and the plan it interrupts is dropped. The hypotheses are kept up to date
    // by the next reasoned decision, which replays everything seen since.
    if (this.blunder && this.rng() < this.blunder) {
      this.plan = [];
      return legal[Math.floor(this.rng() * legal.length)];
    }
    this.deadline = this.ms === Infinity ? Infinity : Date.now() + this.ms;
    const next = this.plan.shift();
    if (next && legal.some((m) => m.choice === next.choice && m.value === next.value)) return next;
    this.plan = [];
    const hyp = this.hypotheses(state);
    if (!hyp.supported || !hyp.secrets.length) return legal[Math.floor(this.rng() * legal.length)];
    hyp.update(state);
    const worlds = this.sampleWorlds(hyp);
    if (!worlds.length) return legal[Math.floor(this.rng() * legal.length)];
    const best = this.bestPlan(worlds);
    if (!best) return legal[Math.floor(this.rng() * legal.length)];
    this.plan = best.slice(1);
    return best[0];
  }

  /** The candidates each opponent's secret can still hold, for reports and tests. */
  candidates(state: GameState): number[][] {
    const hyp = this.hypotheses(state);
    hyp.update(state);
    return hyp.candidates;
  }

  private hypotheses(state: GameState): Hypotheses {
    if (!this.hyp) {
      // The start of the game as this seat saw it; worlds rewrite everything it could not see.
      const start = this.engine.start(state.setup);
      if (!start.ok) throw new Error(start.error.message);
      this.hyp = new Hypotheses(this.engine, start.state, this.seat);
    }
    return this.hyp;
  }

  private sampleWorlds(hyp: Hypotheses): GameState[] {
    const sets = hyp.candidates;
    const total = sets.reduce((n, c) => n * c.length, 1);
    const choices: number[][] = [];
    if (total <= this.worlds) {
      const rec = (k: number, acc: number[]) => {
        if (k === sets.length) choices.push(acc);
        else for (const x of sets[k]!) rec(k + 1, [...acc, x]);
      };
      rec(0, []);
    } else {
      for (let i = 0; i < this.worlds * 3 && choices.length < this.worlds; i++)
        choices.push(sets.map((c) => c[Math.floor(this.rng() * c.length)]!));
    }
    const out: GameState[] = [];
    for (const c of choices) {
      if (new Set(c).size !== c.length) continue;
      const w = hyp.world(c);
      if (w) out.push(w);
    }
    return out;
  }

  /**
   * Sequences of this seat's own decisions, explored in the first worlds (options are public). A plan
   * stops where the worlds start to look different to the seat: what comes after depends on what it
   * will have seen, so it is planned then, not now.
   */
  private enumeratePlans(worlds: GameState[]): Move[][] {
    const probes = worlds.slice(0, 3);
    const out: Move[][] = [];
    // The budget of plans is shared out evenly among the options at every step, so a long branch
    // (a forced follow-up with many options) cannot crowd out the other first moves.
    const walk = (states: GameState[], prefix: Move[], budget: number) => {
      const s = states[0]!;
      const moves = this.engine.legalMoves(s, this.seat);
      const diverged = prefix.length > 0 && new Set(states.map((w) => visibleDigest(this.engine, w, this.seat))).size > 1;
      if (!moves.length || prefix.length >= this.depth || s.result || diverged || budget < 1 || (out.length > 0 && Date.now() > this.deadline)) {
        if (prefix.length) out.push(prefix);
        return;
      }
      const share = Math.max(1, Math.floor(budget / moves.length));
      const tried = moves.slice(0, Math.min(moves.length, budget));
      for (const m of tried) {
        const next: GameState[] = [];
        for (const w of states) {
          const c = this.engine.clone(w);
          if (!this.engine.applyInPlace(c, m)) next.push(c);
        }
        if (next.length === states.length) walk(next, [...prefix, m], share);
      }
    };
    walk(probes, [], this.plans);
    return out;
  }

  private bestPlan(worlds: GameState[]): Move[] | undefined {
    const plans = this.enumeratePlans(worlds);
    if (!plans.length) return undefined;
    // With a time budget, plans are compared in a random order until it is spent, so every first move
    // has its chance whatever the order they were found in.
    if (this.deadline !== Infinity)
      for (let i = plans.length - 1; i > 0; i--) {
        const j = Math.floor(this.rng() * (i + 1));
        [plans[i], plans[j]] = [plans[j]!, plans[i]!];
      }
    const n = worlds.length;
    // outcome[i][w]: what this seat would see after plan i in world w; wins[i]: worlds it wins in.
    const outcomes: number[][] = [];
    const wins: Set<number>[] = [];
    for (const plan of plans) {
      if (outcomes.length && Date.now() > this.deadline) break;
      const row: number[] = [];
      const won = new Set<number>();
      worlds.forEach((w0, wi) => {
        const w = this.engine.clone(w0);
        let ok = true;
        for (const m of plan) if (this.engine.applyInPlace(w, m)) ok = false;
        if (ok && w.result?.winners.includes(this.seat)) won.add(wi);
        row.push(ok ? visibleDigest(this.engine, w, this.seat) : -1);
      });
      outcomes.push(row);
      wins.push(won);
    }
    const winning = wins.filter((s) => s.size > 0);
    let best = -1;
    let bestScore = -Infinity;
    outcomes.forEach((_, i) => {
      const now = wins[i]!.size / n;
      // After this plan, worlds split by what the seat would see; within each part, the best
      // winning plan's share is the chance to win next time.
      const parts = new Map<number, number[]>();
      outcomes[i]!.forEach((o, wi) => parts.set(o, [...(parts.get(o) ?? []), wi]));
      let later = 0;
      for (const part of parts.values()) {
        let top = 0;
        for (const ws of winning) top = Math.max(top, part.filter((wi) => ws.has(wi)).length);
        later += top;
      }
      const score = now + (1 - now) * 0.9 * (later / n) + this.rng() * 1e-6;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    return plans[best];
  }
}
