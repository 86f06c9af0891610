// `menagerie balance <game>`: many seeded bot games summarised for a designer in report.json and
// one self-contained report.html (win rates with intervals, score components, per-component and
// per-decision figures, what stands out), optionally against a second version of the content.

import { Command } from "commander";
import { addSetupOptions, collect, intParser, type SetupOptions } from "./common-options.js";

/** The command's options. */
export interface BalanceOptions extends SetupOptions {
  games: number;
  bots: string;
  out?: string;
  compare?: string;
  sweep?: string[];
  threads?: number;
  database?: string;
  batch: number;
  jobTimeout: number;
  maintenance: number;
}

/** Builds the `balance` command. */
export function balanceCommand(): Command {
  const cmd = new Command("balance")
    .description("play many seeded bot games and write a balance report (report.html with charts, report.json): win rates per seat with 95% intervals, score components, game length, components and decisions, what stands out")
    .argument("<game>", "game folder name under the content folder")
    .option("--games <n>", "games per configuration", intParser(1), 200)
    .option("--bots <kinds>", "a bot kind or level for every seat, or one per seat, comma-separated (any name in the engine's list of bots; an unknown name prints the list)", "auto")
    .option("--out <dir>", "where to write report.html and report.json (default balance-reports/<game>)")
    .option("--compare <content>", "another content folder (e.g. a copy before a change): the same games on both, every figure side by side with its difference and whether it is larger than chance")
    .option("--sweep <option>", "one configuration per value of an enum or true/false option (e.g. difficulty), same seeds; repeatable", collect)
    .option("--threads <n>", "worker threads (default: one per core)", intParser(1))
    .option("--database <url>", "PostgreSQL URL: queue the games as jobs for `menagerie worker` processes (on any machines) instead of playing them here")
    .option("--batch <n>", "games per queued job with --database", intParser(1), 4)
    .option("--job-timeout <s>", "with --database: seconds after which a job whose worker went silent is given to another", intParser(1), 900)
    .option("--maintenance <s>", "with --database: seconds between checks for such jobs", intParser(1), 30)
    .addHelpText("after", "\nGame i plays with seed S+i in every configuration and content version.\nExample:\n  $ menagerie balance my-game --players 3 --games 200 --bots planner\n  $ menagerie balance my-game --option mode=solo --sweep difficulty --games 100\n");
  return addSetupOptions(cmd, "seed of the first game (default 1)").action(async (game: string, opts: BalanceOptions) => {
    const { runBalance } = await import("../balance/run-balance.js");
    await runBalance(game, opts);
  });
}
