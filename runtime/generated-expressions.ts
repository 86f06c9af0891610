import type { ExprGenerator } from "./context.js";
import { compileJs } from "./compile-js.js";
import { runGenerator } from "./compile-run.js";
import { registerExprGenerator } from "./expr-generator.js";

/** Expressions that hold a loop, and runs of statements that never wait, as generated JavaScript. */
export const generateJs: ExprGenerator = Object.assign((...a: Parameters<ExprGenerator>) => compileJs(...a), { runs: runGenerator });

/**
 * Makes engines built from now on run expressions that hold a loop, and runs of statements that
 * never wait, as generated JavaScript (called once by each entry point that plays many moves: the
 * CLI, the server, the bench, bot workers).
 */
export function useGeneratedExpressions(): void {
  registerExprGenerator(generateJs);
}
