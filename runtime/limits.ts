import type { Ctx } from "./context.js";
import { RUN } from "./messages.js";
import type { At } from "./program.js";
import { RuleError } from "./types.js";

// Bounds on the work one move may cause, so rules that never end (a loop without exit, a
// comprehension over a huge range, a procedure that calls itself) stop with a rule error that
// points at them, instead of hanging the table or exhausting memory.

/** Work units one settle (a start, or one move and everything it sets off) may spend. */
export const STEP_BUDGET = 20_000_000;

/** Frames (procedure calls and abilities run) that may be active at once. */
export const MAX_CALL_DEPTH = 500;

/** Expression fields that may be evaluating inside each other at once. */
export const MAX_EXPR_DEPTH = 200;

/** The longest list a range may build. */
export const MAX_LIST_SIZE = 1_000_000;

/** Spends `n` units of the budget (elements visited by a comprehension, instructions run). */
export function spend(c: Ctx, n: number, at: At | undefined): void {
  if ((c.steps -= n) < 0) exhausted(at);
}

/** Fails with RUN4200 at `at`: the work budget of this move is used up. */
export function exhausted(at: At | undefined): never {
  throw new RuleError(RUN.endless.code, `the rules did not finish within ${STEP_BUDGET.toLocaleString("en")} steps (an endless loop or recursion?)`, at);
}

/** Fails with RUN4203 unless a range from..to fits the list size limit. */
export function checkRange(from: number, to: number, at: At): void {
  const n = to - from + 1;
  if (n > MAX_LIST_SIZE || !Number.isFinite(n))
    throw new RuleError(RUN.tooLarge.code, `the range ${from}..${to} would hold ${n.toLocaleString("en")} numbers; at most ${MAX_LIST_SIZE.toLocaleString("en")}`, at);
}

/** Fails with RUN4204 when a thread's frames would pass MAX_CALL_DEPTH. */
export function checkCallDepth(frames: number, at: At): void {
  if (frames >= MAX_CALL_DEPTH)
    throw new RuleError(RUN.tooDeep.code, `procedures and abilities call each other more than ${MAX_CALL_DEPTH} deep (an endless recursion?)`, at);
}

/** Fails with RUN4204: functions call each other more than MAX_EXPR_DEPTH deep. */
export function functionsTooDeep(at: At): never {
  throw new RuleError(RUN.tooDeep.code, `functions call each other more than ${MAX_EXPR_DEPTH} deep (an endless recursion?)`, at);
}

/** Fails with RUN4204: expression fields read each other more than MAX_EXPR_DEPTH deep. */
export function fieldsTooDeep(at: At): never {
  throw new RuleError(RUN.tooDeep.code, `expression fields read each other more than ${MAX_EXPR_DEPTH} deep (a field that reads itself?)`, at);
}

/** Fails with RUN4101: a field holding effects was read as a value. */
export function notAnExpression(field: string, at: At): never {
  throw new RuleError("RUN4101", `field '${field}' is not an expression`, at);
}
