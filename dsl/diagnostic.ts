import type { Span } from "./span.js";

/** How bad a diagnostic is: errors stop compilation, warnings do not. */
export type Severity = "error" | "warning";

/** One coded problem found in content, attached to the span it is about. */
export interface Diagnostic {
  /** Stage-prefixed code: DSL1xxx (syntax), CNT2xxx (content/YAML), CMP3xxx (compiler), RUN4xxx (runtime). */
  code: string;
  severity: Severity;
  message: string;
  span: Span;
  /** What the author can do about it, in one sentence. */
  hint?: string;
}

/** The result of a stage: a value (possibly partial) and everything that went wrong. */
export interface Result<T> {
  value: T;
  diagnostics: Diagnostic[];
}

/** True when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}
