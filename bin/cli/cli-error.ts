// Errors the user caused (bad arguments, missing files, illegal moves). main.ts prints these as one
// line without a stack trace and exits with code 1; anything else is a bug and keeps its stack.

/** A user-facing failure: its message is printed as is, and the process exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "CliError";
  }
}

/** A failure whose explanation (e.g. diagnostics with code frames) was already printed. */
export class ReportedError extends CliError {
  constructor(summary: string) {
    super(summary);
    this.name = "ReportedError";
  }
}
