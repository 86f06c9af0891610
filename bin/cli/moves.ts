// `menagerie moves <save>`: what can be played next, as JSON, for scripts and for `apply <index>`.

import { Command } from "commander";
import { addContentOption, type ContentOptions } from "./common-options.js";

/** Builds the `moves` command. */
export function movesCommand(): Command {
  const cmd = new Command("moves")
    .description("print the legal moves of a saved game as JSON: [{player, choice, value, label}]")
    .argument("<save>", "save file (made by `new` or `play`)")
    .addHelpText("after", "\nExample:\n  $ menagerie moves game.json\n");
  return addContentOption(cmd).action(async (save: string, opts: ContentOptions) => {
    const { loadSave } = await import("./save-file.js");
    const { labelledMoves } = await import("./move-list.js");
    const { engine, state } = await loadSave(save, opts.content);
    process.stdout.write(JSON.stringify(labelledMoves(engine, state), null, 2) + "\n");
  });
}
