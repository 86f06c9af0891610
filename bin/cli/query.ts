// `menagerie query <game> <name>`: evaluates a named query declared in the rules, so designers and
// tests can ask the engine questions (scores, counts, answers) without playing.

import { Command } from "commander";
import { addSetupOptions, setupFrom, type SetupOptions } from "./common-options.js";

/** Builds the `query` command. */
export function queryCommand(): Command {
  const cmd = new Command("query")
    .description("print the JSON value of a named query of a game")
    .argument("<game>", "game folder name under the content folder")
    .argument("<name>", "query name as declared with `query <name> = ...`")
    .addHelpText("after", "\nExample:\n  $ menagerie query my-game total-cards --players 3\n");
  return addSetupOptions(cmd, "random seed of the game set up for the query (default 1)").action(
    async (game: string, name: string, opts: SetupOptions) => {
      const { loadProgram } = await import("./load-program.js");
      const { CliError } = await import("./cli-error.js");
      const { engineFailure } = await import("./rule-failure.js");
      const { Engine } = await import("../../runtime/index.js");
      const program = loadProgram(opts.content, game);
      if (!Object.hasOwn(program.queries, name)) {
        const known = Object.keys(program.queries);
        throw new CliError(`${game} has no query "${name}" (queries: ${known.length > 0 ? known.join(", ") : "none"})`);
      }
      const setup = setupFrom(opts, program, 1);
      const answer = new Engine(program).query(name, setup, setup.input);
      if (!answer.ok) throw engineFailure(`query ${name} failed`, answer.error);
      process.stdout.write(JSON.stringify(answer.state, null, 2) + "\n");
    },
  );
}
