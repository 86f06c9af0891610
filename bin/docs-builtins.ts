// Writes dsl/README.md's builtin table from runtime/builtins.json (`npm run docs:builtins`); a test
// fails while the two differ.
import { readFileSync, writeFileSync } from "node:fs";
import { builtinTable } from "../compiler/index.js";

const file = "dsl/README.md";
const text = readFileSync(file, "utf8");
const start = text.indexOf("| Builtin | What it gives |");
if (start < 0) throw new Error(`${file} has no builtin table (a line '| Builtin | What it gives |')`);
const rest = text.slice(start);
const end = start + (rest.match(/^(?:\|.*\n)+/)?.[0].length ?? 0);
writeFileSync(file, text.slice(0, start) + builtinTable() + "\n" + text.slice(end));
