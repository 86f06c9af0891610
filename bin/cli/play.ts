// `menagerie play <game>`: hot-seat play in the terminal. Input is read line by line, so a pipe
// works as well as a keyboard; when input ends early the game is saved rather than lost.

import { Command } from "commander";
import { BOT_KINDS } from "../../runtime/index.js";
import { addSetupOptions, type SetupOptions } from "./common-options.js";
import { addCampaignOption } from "./campaign-file.js";

interface PlayOptions extends SetupOptions {
  bots?: string;
  save: string;
  load?: string;
  campaign?: string;
  names?: string;
}

/** Builds the `play` command. */
export function playCommand(): Command {
  const cmd = new Command("play")
    .description("play a game in the terminal, hot-seat, against bots or none")
    .argument("<game>", "game folder name under the content folder")
    .option("--bots <seats>", `comma-separated seat kinds: human, or a bot level: ${BOT_KINDS.join(", ")} (auto: the strongest that answers within about a second; one kind applies to every seat)`)
    .option("--save <file>", "where to save the game if input ends or you quit with q", "menagerie-save.json")
    .option("--load <file>", "resume a saved game instead of starting a new one")
    .option("--names <list>", "comma-separated player names by seat (default: \"Player 2\" for a person, the bot's kind for a bot)")
    .addHelpText(
      "after",
      "\nType the number of an option and press Enter; q saves and quits.\n" +
        "Examples:\n  $ menagerie play my-game --players 2 --bots human,random\n  $ printf '1\\n2\\n' | menagerie play my-game --seed 7\n",
    );
  return addCampaignOption(addSetupOptions(cmd, "random seed (default: a fresh one, printed at the start)")).action(
    async (game: string, opts: PlayOptions) => {
      const { startOrResume } = await import("./play-session.js");
      await startOrResume(game, opts);
    },
  );
}

export type { PlayOptions };
