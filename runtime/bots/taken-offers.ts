import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import type { Move } from "../types.js";
import { visibleDigest } from "./digest.js";
import { moveKey } from "./mcts-tree.js";

// An action on offer a bot took where the table looked the same to its seat as it does now changed
// nothing that seat can see (a teammate asked for a card gave none): taken again, it would be asked
// for ever by a bot whose estimate keeps favouring it. The planner and the search bot both remember.

/** Positions a seat will reach again only rarely: past this many offers the memory starts afresh. */
const LIMIT = 4096;

/** The offers one seat's bot took, by what the seat saw when it took them. */
export class TakenOffers {
  private readonly keys = new Set<string>();

  constructor(
    private readonly engine: Engine,
    private readonly seat: number,
  ) {}

  /** What the seat sees in `state`: the key offers are remembered under. */
  seen(state: GameState): number {
    return visibleDigest(this.engine, state, this.seat);
  }

  /** Whether `m` was taken where the seat saw `seen`. */
  has(seen: number, m: Move): boolean {
    return this.keys.has(`${seen}:${moveKey(m)}`);
  }

  /** Remembers `m` taken where the seat saw `seen`. */
  add(seen: number, m: Move): void {
    if (this.keys.size > LIMIT) this.keys.clear();
    this.keys.add(`${seen}:${moveKey(m)}`);
  }
}
