// The builtins are described once (issue 12 item 14): runtime/builtins.json gives each one's arity,
// signature and documentation; the checker and the runtime read their arities from it, and the
// table in dsl/README.md must say exactly what it says.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_ARITY } from "../../compiler/builtins.js";
import { BUILTIN_DEFS, BUILTINS } from "../../runtime/index.js";
import { compileRules } from "../helpers/mini-game.js";

const readme = readFileSync("dsl/README.md", "utf8");

describe("builtins described once", () => {
  it("dsl/README.md has one row per builtin, with the signature and doc of builtins.json", () => {
    const rows = [...readme.matchAll(/^\| `(\w+)\((.*)\) -> (.+)` \| (.+) \|$/gm)].map((m) => `${m[1]}(${m[2]}) -> ${m[3]}: ${m[4]}`);
    expect(rows).toEqual(Object.values(BUILTIN_DEFS).map((d) => `${d.signature}: ${d.doc}`));
  });

  it("the checker and the runtime take the same arities from it", () => {
    const arities = Object.fromEntries(Object.entries(BUILTIN_DEFS).map(([k, d]) => [k, d.arity]));
    expect(BUILTIN_ARITY).toEqual(arities);
    expect(BUILTINS).toEqual(arities);
    for (const [name, d] of Object.entries(BUILTIN_DEFS)) expect(d.signature.startsWith(`${name}(`)).toBe(true);
  });

  it("an arity from the description is enforced (CMP3008)", () => {
    const r = compileRules('game "G" players 2..2\nflow { step s { let x = abs(1, 2) } }\n');
    expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["CMP3008 'abs' takes 1 argument(s), found 2"]);
  });
});
