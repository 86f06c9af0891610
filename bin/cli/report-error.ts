// The one place that turns a thrown error into output and an exit code. User mistakes print one
// line (or diagnostics printed earlier); rule errors from content point at their source; only bugs
// keep a stack trace, because only bugs need one.

import { CommanderError } from "commander";
import type { Program } from "../../runtime/index.js";
import { CliError, ReportedError } from "./cli-error.js";
import type { SourceReader } from "./diagnostics.js";

let loaded: { source: SourceReader; program: Program } | undefined;

/** Records the program being run, so a rule error can be shown against its source text. */
export function rememberProgram(source: SourceReader, program: Program): void {
  loaded = { source, program };
}

/** The program being run and where its sources are read from, once a command has loaded one. */
export function loadedProgram(): { source: SourceReader; program: Program } | undefined {
  return loaded;
}

/** Prints an error thrown by a command and returns the exit code to use. */
export async function reportError(err: unknown): Promise<number> {
  if (err instanceof CommanderError) return err.exitCode; // commander already printed it
  if (err instanceof ReportedError) {
    process.stderr.write(`${err.message}\n`);
    return err.exitCode;
  }
  if (err instanceof CliError) {
    process.stderr.write(`error: ${err.message}\n`);
    return err.exitCode;
  }
  if (isRuleError(err)) {
    process.stderr.write(await formatRuleError(err));
    return 1;
  }
  process.stderr.write(`internal error (please report): ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  return 2;
}

interface RuleErrorLike {
  code: string;
  message: string;
  at?: [number, number, number];
}

// Matched by shape rather than instanceof so that importing this module stays cheap for --help.
function isRuleError(err: unknown): err is RuleErrorLike {
  return err instanceof Error && err.name === "RuleError" && typeof (err as { code?: unknown }).code === "string";
}

async function formatRuleError(err: RuleErrorLike): Promise<string> {
  const file = err.at && loaded?.program.files[err.at[0]];
  if (!err.at || !loaded || file === undefined) return `error ${err.code}: ${err.message}\n`;
  const { formatDiagnostics } = await import("./diagnostics.js");
  const hint = (err as { hint?: string }).hint;
  const [text] = formatDiagnostics(loaded.source, [
    { code: err.code, severity: "error", message: err.message, span: { file, start: err.at[1], end: err.at[2] }, ...(hint ? { hint } : {}) },
  ]);
  return `${text?.trimEnd()}\n`;
}
