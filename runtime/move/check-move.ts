import type { GameState, Wait } from "../state.js";
import type { Move, MoveError } from "../types.js";
import { findWaiting, waitingThreads } from "../interpreter.js";
import { active } from "./active.js";
import { offerTaken } from "./offers.js";
import type { MoveRules } from "./rules.js";

// Stage 1 of a move: whether it is legal, and if not why, in words a player understands. It only
// reads the state, so a refused move leaves it exactly as it was.

/** Why `move` is illegal in `s` (undefined when legal): owed by no one, not an option, or the game is over. */
export function checkMove(r: MoveRules, s: GameState, move: Move): MoveError | undefined {
  if (s.result) return { code: "RUN4001", message: "the game is over" };
  if (!move || typeof move !== "object") return { code: "RUN4002", message: "a move is an object {player, choice, value}" };
  const found = findWaiting(active(s), move.player, move.choice);
  if (found) return badValue(found.wait!, move);
  const offer = offerTaken(r, s, move);
  if (offer) return move.value === offer.action.def.name ? undefined : { code: "RUN4006", message: `${JSON.stringify(move.value)} is not one of the options of '${move.choice}'` };
  return notOwed(s, move);
}

/** Why nobody owes `move`: the seat owes nothing, or another decision (the walk runs for rejected moves only). */
function notOwed(s: GameState, move: Move): MoveError {
  const ths = waitingThreads(active(s));
  const mine = ths.filter((t) => t.wait!.seat === move.player);
  if (!mine.length) {
    const owed = [...new Set(ths.map((t) => seatName(t.wait!.seat)))].join(", ");
    return { code: "RUN4003", message: `${seatName(move.player)} owes no decision now (waiting for ${owed})` };
  }
  return { code: "RUN4004", message: `${seatName(move.player)} is not deciding '${move.choice}' now (deciding: ${mine.map((t) => t.wait!.choice).join(", ")})` };
}

/** Whether a move's value is one the decision accepts; the reason when it is not. */
export function badValue(w: Wait, move: Move): MoveError | undefined {
  if (move.value === null) return w.optional ? undefined : { code: "RUN4005", message: `'${move.choice}' cannot be passed` };
  if (!w.domain.includes(move.value)) return { code: "RUN4006", message: `${JSON.stringify(move.value)} is not one of the options of '${move.choice}'` };
  return undefined;
}

/** A seat as moves number it and as people count it: "seat 0 (Player 1)". */
function seatName(p: number): string {
  return `seat ${p} (Player ${p + 1})`;
}
