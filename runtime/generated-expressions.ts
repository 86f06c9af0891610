import { compileJs } from "./compile-js.js";
import { registerExprGenerator } from "./expr-generator.js";

/**
 * Makes engines built from now on run expressions that hold a loop as generated JavaScript (called
 * once by each entry point that plays many moves: the CLI, the server, the bench, bot workers).
 */
export function useGeneratedExpressions(): void {
  registerExprGenerator(compileJs);
}
