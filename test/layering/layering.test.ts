// The layering checker against the real tree (must be clean) and against a small tree that breaks
// each rule once (every break must be reported, and nothing else).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkLayering, findImports } from "./check-layering.js";

const repoRoot = resolve(import.meta.dirname, "../..");

describe("checkLayering on the repository", () => {
  it("finds no violations", () => {
    const found = checkLayering(repoRoot).map((v) => `${v.file}:${v.line}: ${v.message}`);
    expect(found).toEqual([]);
  });
});

describe("checkLayering on a tree with violations", () => {
  const root = mkdtempSync(join(tmpdir(), "layering-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  // Allowed: none of these may be reported.
  put("dsl/index.ts", 'export * from "./lexer.js";\nimport { Lexer } from "chevrotain";\n');
  put("dsl/lexer.ts", '// import x from "yaml" in a comment is fine\nexport const quote = "from";\n');
  put("compiler/index.ts", 'import type { Program } from "../runtime/index.js";\nimport { parse } from "../dsl/index.js";\nimport { Ajv } from "ajv";\n');
  put("compiler/schema.ts", 'import schema from "../runtime/program.schema.json" with { type: "json" };\nimport { type Program, type Move } from "../runtime/index.js";\n');
  put("compiler/node/source.ts", 'import { readFileSync } from "node:fs";\nimport path from "path";\n');
  put("runtime/index.ts", 'import { createActor } from "xstate";\nimport { uniformInt } from "pure-rand/distribution/uniformInt";\n');
  put("web/table.ts", 'import { LitElement } from "lit";\nimport { customElement } from "lit/decorators.js";\nimport { Engine } from "../runtime/index.js";\n');
  put("bin/cli.ts", 'import { Command } from "commander";\nimport { NodeContentSource } from "../compiler/node/source.js";\nimport { compileGame } from "../compiler/index.js";\n');
  put("server/app.ts", 'import Fastify from "fastify";\nimport { WebSocketServer } from "ws";\nimport pg from "pg";\nimport { PGlite } from "@electric-sql/pglite";\nimport { Engine } from "../runtime/index.js";\nimport { compileAllGames } from "../compiler/node/index.js";\nimport { createServer } from "node:http";\n');
  put("bin/serve.ts", 'import { startServer } from "../server/index.js";\n');
  put("content/demo/game.rules", "game \"Demo\" players 1..2\n");
  // Violations, one per line marked with the message we expect.
  put("dsl/parser.ts", 'import {\n  parseDocument,\n} from "yaml";\n');
  put("compiler/lower.ts", 'import { Engine } from "../runtime/index.js";\nimport { readFileSync } from "node:fs";\nimport type { Ast } from "../dsl/ast.js";\n');
  put("runtime/engine.ts", 'import { parse } from "../dsl/index.js";\nexport * from "../compiler/index.js";\nconst fs = await import("node:fs");\n');
  put("web/app.ts", 'import { compileGame } from "../compiler/index.js";\nimport type { Move } from "../runtime/types.js";\n');
  put("bin/web.ts", 'import { Table } from "../web/index.js";\n');
  put("bin/notes.md", "The Sasquatch card.\n");
  put("server/bad.ts", 'import { compileGame } from "../compiler/index.js";\nimport { LitElement } from "lit";\nimport { viewOf } from "../runtime/view.js";\nimport { GameTable } from "../web/index.js";\n');
  put("server/README.md", "Serves Nessie.\n");
  put("web/style.css", ".BIGFOOT { color: red }\n");
  put("content/demo/helper.js", "export {}\n");
  put("content/demo/more/util.ts", "export {}\n");
  // An import circle in runtime/ (type-only imports count), and a one-way chain beside it that is fine.
  put("runtime/ring-a.ts", 'import { b } from "./ring-b.js";\nexport const a = 1;\n');
  put("runtime/ring-b.ts", 'import type { C } from "./move/ring-c.js";\nexport const b = 2;\n');
  put("runtime/move/ring-c.ts", '// a comment first\nimport { a } from "../ring-a.js";\nexport type C = number;\n');
  put("runtime/chain.ts", 'import { a } from "./ring-a.js";\n');

  const found = checkLayering(root).map((v) => `${v.kind} ${v.file}:${v.line}`);

  it("reports forbidden and indirect imports at their lines", () => {
    expect(found.filter((f) => f.startsWith("import")).sort()).toEqual(
      [
        "import bin/web.ts:1",
        "import compiler/lower.ts:1",
        "import compiler/lower.ts:2",
        "import compiler/lower.ts:3",
        "import dsl/parser.ts:1",
        "import runtime/engine.ts:1",
        "import runtime/engine.ts:2",
        "import runtime/engine.ts:3",
        "import server/bad.ts:1",
        "import server/bad.ts:2",
        "import server/bad.ts:3",
        "import server/bad.ts:4",
        "import web/app.ts:1",
        "import web/app.ts:2",
      ].sort(),
    );
  });

  it("reports game names in any file of the checked folders", () => {
    expect(found.filter((f) => f.startsWith("name")).sort()).toEqual(["name bin/notes.md:1", "name server/README.md:1", "name web/style.css:1"]);
  });

  it("reports an import circle in runtime/ once, at the import that starts it", () => {
    const cycles = checkLayering(root).filter((v) => v.kind === "cycle");
    expect(cycles.map((v) => `${v.file}:${v.line}: ${v.message}`)).toEqual([
      "runtime/move/ring-c.ts:2: import circle: runtime/move/ring-c.ts -> runtime/ring-a.ts -> runtime/ring-b.ts -> runtime/move/ring-c.ts",
    ]);
  });

  it("reports code under content/", () => {
    expect(found.filter((f) => f.startsWith("code")).sort()).toEqual(["code content/demo/helper.js:1", "code content/demo/more/util.ts:1"]);
  });
});

describe("findImports", () => {
  it("sees type-only imports, re-exports and dynamic imports but not strings that look like them", () => {
    const refs = findImports(
      'import type { A } from "a";\nimport { type B } from "b";\nimport { C, type D } from "c";\nexport { E } from "e";\nexport const f = "from";\nconst g = await import("g");\nimport "h";\n',
    );
    expect(refs).toEqual([
      { specifier: "a", line: 1, typeOnly: true },
      { specifier: "b", line: 2, typeOnly: true },
      { specifier: "c", line: 3, typeOnly: false },
      { specifier: "e", line: 4, typeOnly: false },
      { specifier: "h", line: 7, typeOnly: false },
      { specifier: "g", line: 6, typeOnly: false },
    ]);
  });
});
