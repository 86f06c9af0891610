import type { Diagnostic } from "../dsl/index.js";
import { CMP } from "./messages.js";

// One stray line can make a data file report thousands of errors, each printed with a code frame.
// Nobody reads past the first few dozen, and the rest usually follow from them, so each file keeps
// its first MAX_PER_FILE distinct diagnostics and a note saying how many more were left out.

/** Diagnostics kept per file. */
export const MAX_PER_FILE = 50;

/** Drops repeated diagnostics (same code, place and message) and caps each file's list with a note. */
export function capDiagnostics(diagnostics: readonly Diagnostic[], max = MAX_PER_FILE): Diagnostic[] {
  const seen = new Set<string>();
  const kept = new Map<string, number>();
  const dropped = new Map<string, { count: number; last: Diagnostic }>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const key = `${d.code}\u0000${d.span.file}\u0000${d.span.start}\u0000${d.span.end}\u0000${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const n = kept.get(d.span.file) ?? 0;
    if (n < max) {
      kept.set(d.span.file, n + 1);
      out.push(d);
      continue;
    }
    const prev = dropped.get(d.span.file);
    dropped.set(d.span.file, { count: (prev?.count ?? 0) + 1, last: prev?.last ?? d });
  }
  for (const [file, { count, last }] of dropped) {
    const errors = out.some((d) => d.span.file === file && d.severity === "error") || last.severity === "error";
    out.push({
      code: CMP.tooMany.code,
      severity: errors ? "error" : "warning",
      message: `${count} more ${count === 1 ? "problem" : "problems"} in ${file} left out (the first ${max} are shown)`,
      span: { ...last.span },
      hint: CMP.tooMany.hint,
    });
  }
  return out;
}
