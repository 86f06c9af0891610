import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import { fillUnseen, unseen, type Unseen } from "./world.js";
import { visibleDigest } from "./digest.js";

// For one seat, the components each opponent's secret slot can still hold, filtered by replaying
// the public history: a candidate survives while a world built around it shows the seat exactly
// what the real game showed, move after move. Secrets are tested one at a time with the other
// secrets set to surviving candidates of their own, which is exact when each player's secret only
// shapes that player's own answers (hidden clues, hidden roles) and never reads the real ones.

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
  private readonly reps: number[] = [];
  private worlds: Map<number, GameState>[] = [];
  private synced = 0;
  /** False when the game has moves this seat cannot see (then worlds cannot replay them). */
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
      this.candidates.push((this.base.pool.get(type) ?? []).slice());
    }
    this.candidates.forEach((c) => this.reps.push(c[0] ?? -1));
    this.rebuild();
  }

  /** Brings every world up to the real game's moves and drops candidates the history rules out. */
  update(real: GameState): void {
    if (!this.supported) return;
    for (;;) {
      const pending = real.moves.slice(this.synced);
      const diverged = this.advance(pending, real);
      const badRep = this.secrets.findIndex((_, k) => diverged[k]!.has(this.reps[k]!));
      if (badRep < 0) {
        diverged.forEach((d, k) => (this.candidates[k] = this.candidates[k]!.filter((x) => !d.has(x))));
        // No candidate explains the history: this game's hidden information is not of the kind
        // these hypotheses model (e.g. hidden moves), so stop rather than mislead the bot.
        if (this.candidates.some((c) => !c.length)) this.supported = false;
        this.synced = real.moves.length;
        for (const [k, ws] of this.worlds.entries()) for (const x of [...ws.keys()]) if (diverged[k]!.has(x)) ws.delete(x);
        return;
      }
      // A representative itself was ruled out: other secrets' worlds used it, so their verdicts
      // are void. Pick a surviving representative and replay those worlds from the start.
      const alive = this.candidates[badRep]!.filter((x) => !diverged[badRep]!.has(x));
      this.candidates[badRep] = alive;
      if (!alive.length) {
        this.supported = false;
        return;
      }
      this.reps[badRep] = alive[0] ?? -1;
      this.rebuild();
    }
  }

  /** A full world at the real game's current move for a joint choice of one candidate per secret. */
  world(choice: number[]): GameState | undefined {
    const fixed = new Map(this.secrets.map((s, k) => [s.slot, [choice[k]!]]));
    const w = this.engine.clone(this.start);
    if (!fillUnseen(this.engine, w, this.base, fixed)) return undefined;
    for (const m of this.realMoves) if (this.engine.applyInPlace(w, m)) return undefined;
    return w;
  }

  private realMoves: GameState["moves"] = [];

  private rebuild(): void {
    this.worlds = this.secrets.map((_, k) => {
      const ws = new Map<number, GameState>();
      for (const x of this.candidates[k]!) {
        const choice = this.reps.slice();
        choice[k] = x;
        if (new Set(choice).size !== choice.length) continue;
        const fixed = new Map(this.secrets.map((s, i) => [s.slot, [choice[i]!]]));
        const w = this.engine.clone(this.start);
        if (fillUnseen(this.engine, w, this.base, fixed)) ws.set(x, w);
      }
      return ws;
    });
    this.synced = 0;
    this.realMoves = [];
  }

  /** Applies moves to every world; returns, per secret, the candidates whose world diverged. */
  private advance(moves: GameState["moves"], real: GameState): Set<number>[] {
    const want = visibleDigest(this.engine, real, this.seat);
    const out = this.secrets.map(() => new Set<number>());
    this.worlds.forEach((ws, k) => {
      for (const [x, w] of ws) {
        let ok = true;
        for (const m of moves) {
          if (this.engine.applyInPlace(w, m)) {
            ok = false;
            break;
          }
        }
        if (!ok || visibleDigest(this.engine, w, this.seat) !== want) out[k]!.add(x);
      }
      // Candidates whose world could not be built (it clashed with a representative) stay open.
    });
    this.realMoves = [...this.realMoves, ...moves];
    return out;
  }
}
