// The statements are described once (issue 23 item 4): dsl/statements.ts gives each AST kind its
// keywords, grammar and endless-loop reading; runtime/statement-kinds.ts each program kind. The
// parser's resume points, the endless-loop check, dsl/README.md's grammar and program.schema.json's
// kind list must all say what those say.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEffectSnippet, STATEMENT_KINDS, STATEMENTS, statementGrammar } from "../../dsl/index.js";
import { STMT_IR_KINDS } from "../../runtime/index.js";
import { compileRules, where } from "../helpers/mini-game.js";

const readme = readFileSync("dsl/README.md", "utf8");
const schema = JSON.parse(readFileSync("runtime/program.schema.json", "utf8")) as {
  $defs: { stmt: { properties: { kind: { enum: string[] } } } };
};

describe("statements described once", () => {
  it("dsl/README.md's statement rule is the one made from dsl/statements.ts (`npm run docs:builtins` writes it)", () => {
    expect(readme).toContain(statementGrammar() + "\n");
    expect(statementGrammar()).toContain('            | "pass" IDENT ("left" | "right")');
  });

  it("program.schema.json's statement kinds are exactly the described program kinds", () => {
    expect([...schema.$defs.stmt.properties.kind.enum].sort()).toEqual(Object.keys(STMT_IR_KINDS).sort());
  });

  it("every kind's grammar starts with one of its keywords or its word", () => {
    for (const k of STATEMENT_KINDS) {
      const first = STATEMENTS[k].grammar.map((g) => g.match(/^\(?"(\w+)"/)?.[1]);
      const allowed = [...STATEMENTS[k].starts, ...[STATEMENTS[k].word ?? []].flat()];
      for (const f of first) expect(allowed, k).toContain(f);
    }
  });

  it("after junk, the parser resumes at every statement keyword (`clear`, `lose`, `subtract`, `unmark`, ...)", () => {
    for (const stmt of ["clear score", "lose me", "subtract 1 from score", "unmark x flag", "rank p by 1", "return"]) {
      const r = parseEffectSnippet(`) ) ${stmt}`, "x.yaml", 0);
      expect(r.value.stmts.length, stmt).toBe(1);
      expect(r.diagnostics.length, stmt).toBe(1);
    }
  });

  it("the endless-loop check reads its kinds from the description: a loop whose only way out is `lose` is not endless", () => {
    expect(STATEMENTS.Win.loop).toBe("leaves");
    const loops = (body: string) => {
      const r = compileRules(['game "G" players 2..2', "counter n", `flow { step s { loop { ${body} } } }`, ""].join("\n"), {});
      return r.diagnostics.filter((d) => d.code === "CMP3028").map((d) => where(r, d));
    };
    expect(loops("add 1 to n\nif n > 3 { lose me }")).toEqual([]);
    expect(loops("add 1 to n")).toEqual(["CMP3028 g/game.rules:3:17"]);
  });
});
