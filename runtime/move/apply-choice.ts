import type { Ctx } from "../context.js";
import type { Thread, Wait } from "../state.js";
import type { LogEvent, Move } from "../types.js";
import { resume } from "../interpreter.js";
import { startAction, type Offer } from "../actions.js";

// Stage 2 of a move: the choice goes into the state. The waiting thread resumes with the value (or
// an any-time action's block starts), the log records the choice, and the move joins the record.

/** Answers the decision `th` waits for with the move's value; the move has been checked. */
export function applyChoice(c: Ctx, th: Thread, move: Move): void {
  const w = th.wait!;
  if (c.logging) c.log(choiceEvent(c, w, move));
  resume(th, w, move.value);
  c.s.moves.push(move);
}

/** Takes an any-time action or reaction on offer: its block becomes the side thread that runs first. */
export function applyAction(c: Ctx, o: Offer, move: Move): void {
  if (c.logging) c.log({ e: "choice", p: move.player, a: { choice: move.choice, value: move.value } });
  startAction(c.s, o);
  c.s.moves.push(move);
}

/** The log event of a choice: a component by number, an option by its text, and who saw a hidden pick. */
function choiceEvent(c: Ctx, w: Wait, move: Move): LogEvent {
  const ev: LogEvent = { e: "choice", p: move.player, a: { choice: w.choice, value: w.type === "component" && move.value !== null ? { c: move.value } : move.value } };
  // An option of `choose one` is told by its text ("End your movement"), not its name.
  const text = w.texts?.[w.domain.indexOf(move.value as never)];
  if (text !== undefined) ev.a!.text = text;
  if (w.type === "component" && typeof move.value === "number") {
    const row = c.L.visible[c.s.loc[move.value]!]!;
    const seen = row.flatMap((v, p) => (v || p === move.player ? [p] : []));
    if (seen.length < c.s.players) ev.seen = seen;
  }
  return ev;
}
