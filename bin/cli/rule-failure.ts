// Rule errors (the content did something it cannot: RUN41xx, RUN42xx) are not illegal moves: they
// are printed like compile errors, `file:line:col: error CODE: message`, the rule's code frame and a
// hint, so the designer sees which rule failed. Refused moves and setups stay one-line user errors.

import { isRuleCode, type MoveError } from "../../runtime/index.js";
import { CliError, ReportedError } from "./cli-error.js";
import { formatDiagnostics } from "./diagnostics.js";
import { loadedProgram } from "./report-error.js";

/** The error to throw for a failed engine call: a rule error with its code frame, else `what: message`. */
export function engineFailure(what: string, error: MoveError, suffix = ""): CliError {
  if (!isRuleCode(error.code)) return new CliError(`${what} (${error.code}): ${error.message}${suffix}`);
  return new ReportedError(`${formatRuleFailure(error)}\n${what} stopped by a rule error${suffix}`);
}

/** A rule error as a diagnostic with its code frame when the program's sources are at hand, else with file:line:col. */
export function formatRuleFailure(error: MoveError): string {
  const loaded = loadedProgram();
  const file = error.at && loaded?.program.files[error.at[0]];
  if (error.at && loaded && file !== undefined) {
    const [text] = formatDiagnostics(loaded.source, [
      { code: error.code, severity: "error", message: error.message, span: { file, start: error.at[1], end: error.at[2] }, ...(error.hint ? { hint: error.hint } : {}) },
    ]);
    return text!.trimEnd();
  }
  const head = `${error.where ? `${error.where}: ` : ""}error ${error.code}: ${error.message}`;
  return error.hint ? `${head}\n  hint: ${error.hint}` : head;
}

/** One line for summaries (simulate's samples): `CODE at file:line:col: message`. */
export function oneLine(error: MoveError): string {
  return `${error.code}${error.where ? ` at ${error.where}` : ""}: ${error.message}`;
}
