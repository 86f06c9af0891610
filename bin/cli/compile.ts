// `menagerie compile <game>`: the program JSON that the runtime and web table consume, for
// inspecting what the compiler made of the content or feeding another tool.

import { Command } from "commander";
import { addContentOption, type ContentOptions } from "./common-options.js";

/** Builds the `compile` command. */
export function compileCommand(): Command {
  const cmd = new Command("compile")
    .description("compile a game and print (or write) its program JSON")
    .argument("<game>", "game folder name under the content folder")
    .option("--out <file>", "write the JSON to this file instead of stdout")
    .addHelpText("after", "\nExample:\n  $ menagerie compile my-game --out my-game.program.json\n");
  return addContentOption(cmd).action(async (game: string, opts: ContentOptions & { out?: string }) => {
    const { loadProgram } = await import("./load-program.js");
    const { writeText } = await import("./files.js");
    const json = JSON.stringify(loadProgram(opts.content, game), null, 2) + "\n";
    if (opts.out) {
      writeText(opts.out, json);
      process.stderr.write(`wrote ${opts.out}\n`);
    } else {
      process.stdout.write(json);
    }
  });
}
