// Writes dsl/README.md's builtin table from runtime/builtins.json and its statement grammar from
// dsl/statements.ts (`npm run docs:builtins`); tests fail while the README and those differ.
import { readFileSync, writeFileSync } from "node:fs";
import { builtinTable } from "../compiler/index.js";
import { statementGrammar } from "../dsl/index.js";

const file = "dsl/README.md";
let text = readFileSync(file, "utf8");
const start = text.indexOf("| Builtin | What it gives |");
if (start < 0) throw new Error(`${file} has no builtin table (a line '| Builtin | What it gives |')`);
const rest = text.slice(start);
const end = start + (rest.match(/^(?:\|.*\n)+/)?.[0].length ?? 0);
text = text.slice(0, start) + builtinTable() + "\n" + text.slice(end);
const rule = text.match(/^stmt {8}= [^]*? ;\n/m);
if (!rule) throw new Error(`${file} has no statement rule (a line 'stmt        = ...' ending in ' ;')`);
text = text.replace(rule[0], statementGrammar() + "\n");
writeFileSync(file, text);
