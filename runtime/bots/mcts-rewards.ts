import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";

// What an iteration of the search is worth to every seat, in [0, 1]: the result where the game ended,
// else the game's heuristic where the playout was cut off. Rewards are per seat (max^n), so each seat
// chooses by its own reward in the tree and plays against the others' best replies; with teams every
// seat of a team gets the team's reward, so a co-op team plays for the team.

/** Share of a finished game's value kept for the final standing when playing alone, so that a lost game is lost by as little as possible. */
const MARGIN_SHARE = 0.1;

/**
 * Turns heuristic standings into rewards. A standing is a seat's (or its team's) heuristic minus the
 * best rival's; its scale differs from game to game (tenths of a point, lines, pawns), so it is
 * measured as the search goes: a standing one typical spread ahead is worth about 0.73.
 */
export class Rewards {
  private n = 0;
  private mean = 0;
  private m2 = 0;
  private readonly standing: Float64Array;
  /** Seats without a rival (solo, a single co-op team) are valued against the standings their search has seen (see `restart`), not against zero. */
  readonly alone: boolean;
  /** Whether each search values standings on a scale of its own (`restart`): alone, where standings are heuristic values. */
  readonly restarts: boolean;

  constructor(
    private readonly engine: Engine,
    private readonly seats: number,
    teams: readonly number[] | undefined,
  ) {
    this.standing = new Float64Array(seats);
    this.alone = seats === 1 || (!!teams && teams.every((t) => t === teams[0]));
    this.restarts = this.alone && !!engine.program.heuristic;
  }

  /**
   * Forgets the standings seen so far, so the next search measures their centre and spread anew. Why:
   * alone against the game a standing is the team's own heuristic, which grows all game; valued against
   * the mean and spread of every standing since the first turn, late lines all sit far above the centre
   * and a better one earns hardly more than a worse one (a co-op team of search seats won 20 of 40
   * games so, 29 of the same 40 with a restart at each search; the README's bot strength table).
   */
  restart(): void {
    this.n = 0;
    this.mean = 0;
    this.m2 = 0;
  }

  /** Writes every seat's reward in `w` into `out`. */
  value(w: GameState, out: Float64Array): void {
    const result = w.result;
    // A finished game between rivals is valued by its result alone; alone against the game, by how
    // close it came too (the heuristic costs more than the rest of a short playout).
    const hasHeuristic = !!this.engine.program.heuristic && (!result || this.alone);
    if (hasHeuristic) this.standings(w);
    if (result) {
      // Several winners of different teams share a draw; a team's seats win together. Nobody winning
      // is a draw between rivals, but a loss to the game itself where there are none (solo, co-op).
      const teams = w.teams;
      const winningTeams = new Set(result.winners.map((p) => (teams ? teams[p]! : p))).size;
      const everyone = this.alone ? 0 : 1 / new Set(teams ?? Array.from({ length: this.seats }, (_, p) => p)).size;
      for (let p = 0; p < this.seats; p++) {
        const won = !winningTeams ? everyone : result.winners.includes(p) ? 1 / winningTeams : 0;
        out[p] = hasHeuristic ? (1 - MARGIN_SHARE) * won + MARGIN_SHARE * this.squash(this.standing[p]!) : won;
      }
      return;
    }
    if (!hasHeuristic) {
      out.fill(1 / this.seats);
      return;
    }
    for (let p = 0; p < this.seats; p++) out[p] = this.squash(this.standing[p]!);
  }

  /** Each seat's heuristic (its team's sum, with teams) minus the best rival's, recorded into the spread. */
  private standings(w: GameState): void {
    const teams = w.teams;
    const own = this.standing;
    for (let p = 0; p < this.seats; p++) own[p] = this.engine.heuristic(w, p) ?? 0;
    if (teams) {
      const sums = new Map<number, number>();
      for (let p = 0; p < this.seats; p++) sums.set(teams[p]!, (sums.get(teams[p]!) ?? 0) + own[p]!);
      for (let p = 0; p < this.seats; p++) own[p] = sums.get(teams[p]!)!;
    }
    if (!this.alone) {
      // Against the best other seat (or team): a copy, since every seat reads the others' raw values.
      const raw = Float64Array.from(own);
      for (let p = 0; p < this.seats; p++) {
        let rival = -Infinity;
        for (let q = 0; q < this.seats; q++) if ((teams ? teams[q] !== teams[p] : q !== p) && raw[q]! > rival) rival = raw[q]!;
        own[p] = raw[p]! - rival;
      }
    }
    for (let p = 0; p < this.seats; p++) this.record(own[p]!);
  }

  /** Welford's running mean and variance of the standings seen. */
  private record(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }

  /** A standing as a reward in (0, 1): a logistic curve around the usual value, one spread wide. */
  private squash(x: number): number {
    const spread = this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1)) : 0;
    const centre = this.alone ? this.mean : 0;
    const z = spread > 0 ? (x - centre) / spread : Math.sign(x - centre);
    return 1 / (1 + Math.exp(-z));
  }
}
