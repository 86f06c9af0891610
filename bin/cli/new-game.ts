// `menagerie new <game> <save>`: starts a game without playing it, so scripts and tests can drive
// it with `moves` and `apply`.

import { Command } from "commander";
import { addSetupOptions, freshSeed, setupFrom, type SetupOptions } from "./common-options.js";
import { addCampaignOption } from "./campaign-file.js";

/** Builds the `new` command. */
export function newCommand(): Command {
  const cmd = new Command("new")
    .description("start a game and write it to a save file, ready for `moves` and `apply`")
    .argument("<game>", "game folder name under the content folder")
    .argument("<save>", "save file to create (overwritten if it exists)")
    .addHelpText("after", "\nExample:\n  $ menagerie new my-game game.json --players 3 --seed 42\n");
  return addCampaignOption(addSetupOptions(cmd, "random seed (default: a fresh one, stored in the save)")).action(
    async (game: string, save: string, opts: SetupOptions & { campaign?: string }) => {
      const { loadProgram } = await import("./load-program.js");
      const { writeSave } = await import("./save-file.js");
      const { engineFailure } = await import("./rule-failure.js");
      const { Engine } = await import("../../runtime/index.js");
      const { readCampaign } = await import("./campaign-file.js");
      const program = loadProgram(opts.content, game);
      const setup = setupFrom(opts, program, freshSeed());
      if (opts.campaign) setup.campaign = readCampaign(opts.campaign, program);
      const started = new Engine(program).start(setup);
      if (!started.ok) throw engineFailure(`cannot start ${game}`, started.error);
      await writeSave(save, game, setup, [], opts.campaign);
      process.stdout.write(`wrote ${save} (${game}, ${setup.players} players, seed ${setup.seed})\n`);
    },
  );
}
