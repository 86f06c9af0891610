// Every command that needs a game goes through here: it checks the game exists, compiles it, and
// on errors prints the diagnostics and stops, so commands only ever see a valid program.

import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { compileGame, listGames, loadLayout } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/node-content-source.js";
import type { Diagnostic } from "../../dsl/index.js";
import type { Program } from "../../runtime/index.js";
import { CliError, ReportedError } from "./cli-error.js";
import { countDiagnostics, plural, printDiagnostics, type SourceReader } from "./diagnostics.js";
import { rememberProgram } from "./report-error.js";

/** The outcome of compiling a game, with the program present only when there were no errors. */
export interface Compiled {
  game: string;
  contentDir: string;
  /** Where the files came from; diagnostics are printed from it. */
  source: SourceReader;
  program?: Program;
  diagnostics: Diagnostic[];
  schemas: Record<string, object>;
}

/** Compiles a game after checking that the content folder and the game exist; never exits. */
export function compileContent(contentDir: string, game: string): Compiled {
  const root = resolve(contentDir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new CliError(`content folder not found: ${contentDir} (use --content <dir>)`);
  }
  const source = new NodeContentSource(root);
  const games = listGames(source);
  if (!games.includes(game)) {
    const known = games.length > 0 ? games.join(", ") : "none";
    throw new CliError(`unknown game "${game}" in ${contentDir} (available: ${known})`);
  }
  const { program, diagnostics, schemas } = compileGame(source, game);
  // The table layout is content too: a name in table.yaml the game does not have is an error here, as at the table.
  if (program && !diagnostics.some((d) => d.severity === "error")) diagnostics.push(...loadLayout(source, game, program).diagnostics);
  return { game, contentDir: root, source, program, diagnostics, schemas };
}

/** Compiles a game or prints its diagnostics to stderr and fails with exit code 1. */
export function loadProgram(contentDir: string, game: string): Program {
  const compiled = compileContent(contentDir, game);
  const { errors } = countDiagnostics(compiled.diagnostics);
  if (!compiled.program || errors > 0) {
    printDiagnostics(compiled.source, compiled.diagnostics);
    throw new ReportedError(`${game}: ${plural(errors, "error")}`);
  }
  rememberProgram(compiled.source, compiled.program);
  return compiled.program;
}
