import type { ExprGenerator } from "./context.js";

// The expression compiler is chosen when a program is loaded: closures (runtime/compile-expr.ts) by
// default, or closures plus generated JavaScript (runtime/compile-js.ts) once an entry point has asked
// for it. The generator is registered rather than imported here, so the web table's start, which
// only shows a game, does not carry it; the entries that play many moves register it (DESIGN.md §4).

let registered: ExprGenerator | undefined;

/** Makes engines built from now on compile expressions with `generator` (undefined: closures only). */
export function registerExprGenerator(generator: ExprGenerator | undefined): void {
  registered = generator;
}

/** The generator engines are built with unless their options say otherwise. */
export function registeredExprGenerator(): ExprGenerator | undefined {
  return registered;
}
