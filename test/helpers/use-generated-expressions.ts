// vitest setup file: tests build engines as the CLI, the server, the bench and the bot workers do,
// with expressions that hold a loop run as generated JavaScript (runtime/compile-js.ts). The web
// page's closures-only engines are met by the browser tests and test/runtime/expression-compilers.test.ts.
import { useGeneratedExpressions } from "../../runtime/index.js";

useGeneratedExpressions();
