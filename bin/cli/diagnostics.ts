// Printing diagnostics with code frames. Spans name files relative to the content root, so the
// source text is read back through the same ContentSource the compiler used.

import { formatDiagnostic, LineIndex, type Diagnostic } from "../../dsl/index.js";

/** The part of a ContentSource that printing needs. */
export interface SourceReader {
  read(path: string): string | undefined;
}

/** Formats diagnostics (errors and warnings) with code frames, reading each source file once. */
export function formatDiagnostics(source: SourceReader, diagnostics: readonly Diagnostic[]): string[] {
  // One line index per file: rebuilding it per diagnostic made big files quadratic to print.
  const indexes = new Map<string, LineIndex>();
  return diagnostics.map((d) => {
    let index = indexes.get(d.span.file);
    if (index === undefined) {
      // A file that vanished since compiling still gets its header line, just no frame.
      index = new LineIndex(source.read(d.span.file) ?? "");
      indexes.set(d.span.file, index);
    }
    return formatDiagnostic(d, "", index);
  });
}

/** Writes diagnostics to stderr, separated by blank lines so code frames stay readable. */
export function printDiagnostics(source: SourceReader, diagnostics: readonly Diagnostic[]): void {
  for (const text of formatDiagnostics(source, diagnostics)) process.stderr.write(text.trimEnd() + "\n\n");
}

/** Counts diagnostics by severity, for summary lines. */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return { errors, warnings: diagnostics.length - errors };
}

/** "1 error", "3 warnings": English plurals for summaries. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
