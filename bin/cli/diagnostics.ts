// Printing diagnostics with code frames. Spans name files relative to the content root, so the
// source text is read back through the same ContentSource the compiler used.

import { formatDiagnostic, type Diagnostic } from "../../dsl/index.js";

/** The part of a ContentSource that printing needs. */
export interface SourceReader {
  read(path: string): string | undefined;
}

/** Formats diagnostics (errors and warnings) with code frames, reading each source file once. */
export function formatDiagnostics(source: SourceReader, diagnostics: readonly Diagnostic[]): string[] {
  const texts = new Map<string, string>();
  return diagnostics.map((d) => {
    let text = texts.get(d.span.file);
    if (text === undefined) {
      // A file that vanished since compiling still gets its header line, just no frame.
      text = source.read(d.span.file) ?? "";
      texts.set(d.span.file, text);
    }
    return formatDiagnostic(d, text);
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
