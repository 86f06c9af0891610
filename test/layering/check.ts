// `npm run layering`: prints every layering violation as file:line and fails CI when there is one.

import { resolve } from "node:path";
import { checkLayering } from "./check-layering.js";

const root = resolve(process.argv[2] ?? ".");
const violations = checkLayering(root);
for (const v of violations) process.stderr.write(`${v.file}:${v.line}: ${v.kind}: ${v.message}\n`);
if (violations.length > 0) {
  process.stderr.write(`layering: ${violations.length} violation${violations.length === 1 ? "" : "s"} (see DESIGN.md §1)\n`);
  process.exitCode = 1;
} else {
  process.stdout.write("layering: ok\n");
}
