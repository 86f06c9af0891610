import type { ExprGenerator } from "./context.js";
import { compileJs } from "./compile-js.js";
import { runGenerator } from "./compile-run.js";
import { registerExprGenerator } from "./expr-generator.js";

/**
 * The generator of JavaScript: expressions that hold a loop, and runs of statements that never wait.
 * A function rather than a constant, so that a bundle which never calls it (the table's page) drops
 * the generator: a constant built by a call at the top level would be kept for its side effects.
 */
export function jsGenerator(): ExprGenerator {
  return Object.assign((...a: Parameters<ExprGenerator>) => compileJs(...a), { runs: runGenerator });
}

/**
 * Makes engines built from now on run expressions that hold a loop, and runs of statements that
 * never wait, as generated JavaScript (called once by each entry point that plays many moves: the
 * CLI, the server, the bench, bot workers).
 */
export function useGeneratedExpressions(): void {
  registerExprGenerator(jsGenerator());
}
