import type { Ctx } from "../context.js";
import type { Thread } from "../state.js";
import { resume } from "../interpreter.js";
import { active } from "./active.js";
import { offersIn } from "./offers.js";
import type { MoveRules } from "./rules.js";

// A decision with exactly one option and no pass is no decision: it is taken on the spot, without
// a move or a log event, so the rules run on to the next real one.

/** Takes every waiting decision that has one option and no pass; whether any was taken. */
export function takeForced(r: MoveRules, c: Ctx): boolean {
  const root = active(c.s);
  if (root?.wait && !root.kids) {
    // A player with an any-time action on offer still has a choice: take it, or the one option.
    if (r.compiled.actions.length && root.wait.domain.length === 1 && !root.wait.optional && offersIn(r, c, root.wait.seat).some((o) => !o.action.def.reaction)) return false;
    return takeIfForced(r, root);
  }
  return takeAllForced(r, root);
}

// Every forced decision in `th` and its children, depth first (the order `waitingThreads` lists them).
function takeAllForced(r: MoveRules, th: Thread | null): boolean {
  if (!th) return false;
  let took = th.wait ? takeIfForced(r, th) : false;
  if (th.kids) for (const k of th.kids) if (takeAllForced(r, k)) took = true;
  return took;
}

/** Resumes a thread whose decision has exactly one option and no pass, telling `onForced`. */
function takeIfForced(r: MoveRules, th: Thread): boolean {
  const w = th.wait!;
  if (w.domain.length !== 1 || w.optional) return false;
  const value = w.domain[0]!;
  resume(th, w, value);
  r.onForced?.({ player: w.seat, choice: w.choice, value });
  return true;
}
