import type { Program } from "../program.js";
import type { MoveError } from "../types.js";
import { RuleError } from "../types.js";
import { RUN, whereOf } from "../messages.js";

/**
 * Turns a thrown content error into a move error that keeps the rule's position (`at`, and
 * `where` as file:line:col) and hint; running out of JavaScript stack is a rule error too (the
 * rules recursed), and anything else keeps its message as an engine bug (RUN4999).
 */
export function asMoveError(e: unknown, program?: Program): MoveError {
  if (e instanceof RuleError) {
    const where = program && whereOf(program.files, program.lineStarts, e.at);
    return { code: e.code, message: e.message, ...(e.at ? { at: e.at } : {}), ...(where ? { where } : {}), ...(e.hint ? { hint: e.hint } : {}) };
  }
  if (e instanceof RangeError && /call stack/i.test(e.message))
    return { code: RUN.tooDeep.code, message: "the rules recurse too deeply (the JavaScript stack ran out)", hint: RUN.tooDeep.hint };
  return { code: RUN.bug.code, message: e instanceof Error ? e.message : String(e), hint: RUN.bug.hint };
}
