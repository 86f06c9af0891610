// The `menagerie` command: one sub-command per file in this folder. Command files load the
// compiler and runtime only when they run, so `--help` stays instant and works even while a
// pipeline stage is broken.

import { readFileSync } from "node:fs";
import { Command } from "commander";
import { applyCommand } from "./apply.js";
import { balanceCommand } from "./balance.js";
import { compileCommand } from "./compile.js";
import { movesCommand } from "./moves.js";
import { newCommand } from "./new-game.js";
import { playCommand } from "./play.js";
import { queryCommand } from "./query.js";
import { reportError } from "./report-error.js";
import { schemaCommand } from "./schema.js";
import { serveCommand } from "./serve.js";
import { simulateCommand } from "./simulate.js";
import { validateCommand } from "./validate.js";
import { workerCommand } from "./worker.js";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };

/** Builds the whole command tree; exported so tests can inspect it without spawning a process. */
export function buildCli(): Command {
  const cli = new Command("menagerie")
    .description("Menagerie: board games written as content (rules DSL + YAML), compiled and played by one engine")
    .version(pkg.version)
    .showHelpAfterError("(add --help for usage)")
    // Commander would call process.exit itself; throwing lets reportError own every exit code.
    .exitOverride()
    // Every command that plays runs expressions with loops as generated JavaScript; loaded here, not
    // at the top, so `--help` still loads no runtime.
    .hook("preAction", async () => (await import("../../runtime/index.js")).useGeneratedExpressions());
  for (const cmd of [
    validateCommand(),
    compileCommand(),
    playCommand(),
    simulateCommand(),
    balanceCommand(),
    newCommand(),
    movesCommand(),
    applyCommand(),
    schemaCommand(),
    queryCommand(),
    serveCommand(),
    workerCommand(),
  ]) {
    cli.addCommand(cmd.showHelpAfterError("(add --help for usage)").exitOverride());
  }
  return cli;
}

try {
  await buildCli().parseAsync(process.argv);
} catch (err) {
  process.exitCode = await reportError(err);
}
