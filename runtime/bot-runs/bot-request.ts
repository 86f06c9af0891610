import type { Move } from "../types.js";
import type { BotKind } from "../bots/bot-names.js";

// A bot decision as plain data (seat-bots.ts computes it): its own module, so a page that only asks
// for decisions (a Web Worker answers them) does not load the bots to name one.

/** One bot decision to compute: who decides, as which kind, whether it only weighs an offer, and its seed. */
export interface BotRequest {
  seat: number;
  /** A name from BOT_KINDS; `bot` and unknown names play `auto`. */
  kind: string;
  /** Weigh an action on offer (`Bot.react`) rather than a decision owed (`Bot.choose`). */
  weigh: boolean;
  /** Seeds this decision's random choices. */
  seed: number;
}

/** A computed decision: the move (undefined: none, or the offer let pass) and the kind the bot played as. */
export interface BotAnswer {
  move: Move | undefined;
  kind: BotKind;
}

/** The seed of one decision: mixes the game's seed, the position and the seat (32-bit FNV-1a). */
export function decisionSeed(gameSeed: number, at: number, seat: number, weigh: boolean): number {
  let h = 0x811c9dc5;
  for (const v of [gameSeed | 0, at, seat, weigh ? 1 : 0]) {
    h = Math.imul(h ^ (v & 0xffff), 0x01000193);
    h = Math.imul(h ^ (v >>> 16), 0x01000193);
  }
  return h | 0;
}
