import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import { fillUnseen, unseen, type Unseen } from "./world.js";
import { visibleDigest } from "./digest.js";

// For one seat, the components each opponent's secret slot can still hold, filtered by replaying
// the history: a candidate survives while a world built around it shows the seat exactly what the
// real game showed. Each candidate is tested in a world that differs from the game only in that one
// secret, so the verdict is "could this opponent hold x, as far as this seat has seen". That is
// exact when a player's secret only shapes that player's own actions (hidden clues and roles, where
// every answer is computed from the answerer's own secret). The worlds a bot plans in (`world`)
// take every secret from the candidate sets and nothing from the real game.

/** An opponent's hidden slot holding exactly one component from the start. */
export interface Secret {
  slot: number;
  owner: number;
}

/** Hypotheses about other players' secrets, as one seat can know them. */
export class Hypotheses {
  readonly secrets: Secret[] = [];
  /** Per secret, the components it can still hold. */
  readonly candidates: number[][] = [];
  private readonly start: GameState;
  private readonly base: Unseen;
  private readonly held: number[] = [];
  private worlds: Map<number, GameState>[] = [];
  private realMoves: GameState["moves"] = [];
  /** False when no candidate explains the history (hidden information of another kind). */
  supported = true;

  constructor(
    private readonly engine: Engine,
    start: GameState,
    readonly seat: number,
  ) {
    this.start = engine.clone(start);
    this.base = unseen(engine, start, seat);
    const L = engine.layout(start.players);
    for (const slot of this.base.slots) {
      const owner = L.slotOwner[slot]!;
      if (owner < 0 || owner === seat || start.zones[slot]!.length !== 1) continue;
      const type = engine.program.zones[L.slotZone[slot]!]!.of;
      this.secrets.push({ slot, owner });
      this.held.push(start.zones[slot]![0]!);
      this.candidates.push((this.base.pool.get(type) ?? []).slice());
    }
    this.worlds = this.secrets.map((_, k) => {
      const ws = new Map<number, GameState>();
      for (const x of this.candidates[k]!) {
        // A component another secret slot holds is tested at each update instead (see `crossCheck`).
        if (this.held.includes(x) && this.held[k] !== x) continue;
        const fixed = new Map(this.secrets.map((s, i) => [s.slot, [i === k ? x : this.held[i]!]]));
        const w = engine.clone(this.start);
        if (fillUnseen(engine, w, this.base, fixed)) ws.set(x, w);
      }
      return ws;
    });
  }

  /** Brings every world up to the real game's moves and drops the candidates the history rules out. */
  update(real: GameState): void {
    if (!this.supported) return;
    const pending = real.moves.slice(this.realMoves.length);
    if (!pending.length) return;
    const want = visibleDigest(this.engine, real, this.seat);
    this.worlds.forEach((ws, k) => {
      for (const [x, w] of ws) {
        let ok = true;
        for (const m of pending) {
          if (this.engine.applyInPlace(w, m)) {
            ok = false;
            break;
          }
        }
        if (ok && visibleDigest(this.engine, w, this.seat) === want) continue;
        ws.delete(x);
        this.candidates[k] = this.candidates[k]!.filter((c) => c !== x);
      }
    });
    this.realMoves = real.moves.slice();
    this.crossCheck(want);
    if (this.candidates.some((c) => !c.length)) this.supported = false;
  }

  /**
   * Candidates of secret k that another secret i holds in the real game get a world where k holds
   * them and i holds one of its own surviving candidates instead, replayed from the start. Then no
   * component is in two places, and nothing about what i really holds enters the verdict.
   */
  private crossCheck(want: number): void {
    this.secrets.forEach((_, k) => {
      for (const x of this.candidates[k]!) {
        const i = this.held.indexOf(x);
        if (i < 0 || i === k) continue;
        const stand = this.candidates[i]!.find((y) => y !== x && !this.held.includes(y));
        if (stand === undefined) continue;
        const choice = this.held.slice();
        choice[k] = x;
        choice[i] = stand;
        const w = this.world(choice);
        if (!w || visibleDigest(this.engine, w, this.seat) !== want)
          this.candidates[k] = this.candidates[k]!.filter((c) => c !== x);
      }
    });
  }

  /** A full world at the real game's current move for a joint choice of one candidate per secret. */
  world(choice: number[]): GameState | undefined {
    const fixed = new Map(this.secrets.map((s, k) => [s.slot, [choice[k]!]]));
    const w = this.engine.clone(this.start);
    if (!fillUnseen(this.engine, w, this.base, fixed)) return undefined;
    for (const m of this.realMoves) if (this.engine.applyInPlace(w, m)) return undefined;
    return w;
  }
}
