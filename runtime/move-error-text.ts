import type { MoveError } from "./types.js";
import { isRuleCode } from "./messages.js";

/** A move error in one line for tables and logs: `file:line:col: error CODE: message (hint)` for a rule error, `CODE: message` otherwise. */
export function formatMoveError(e: MoveError): string {
  if (!isRuleCode(e.code)) return `${e.code}: ${e.message}`;
  return `${e.where ? `${e.where}: ` : ""}error ${e.code}: ${e.message}${e.hint ? ` (hint: ${e.hint})` : ""}`;
}
