// `menagerie simulate <game>`: random bots play many games; the JSON summary is the smoke test for
// new content (crashes, non-termination, lopsided seats) and a quick speed check.

import { Command } from "commander";
import { BOT_KINDS } from "../../runtime/index.js";
import { addSetupOptions, intParser, setupFrom, type SetupOptions } from "./common-options.js";
import { CliError } from "./cli-error.js";

/** Start errors that depend on the setup only (not on the seed). */
const SETUP_REFUSALS = new Set(["RUN4020", "RUN4021", "RUN4022", "RUN4023", "RUN4024"]);

interface SimulateOptions extends SetupOptions {
  games: number;
  bots?: string;
  count?: string;
}

/** Builds the `simulate` command. */
export function simulateCommand(): Command {
  const cmd = new Command("simulate")
    .description("play many games with bots (random unless --bots says otherwise) and print one JSON summary (wins and mean scores by seat, draws, losses of every seat to the game's automaton, errors, speed)")
    .argument("<game>", "game folder name under the content folder")
    .requiredOption("--games <n>", "number of games to play", intParser(1))
    .option("--bots <kinds>", `comma-separated bot per seat, a level from: ${BOT_KINDS.join(", ")} (one kind applies to every seat; default random)`)
    .option("--count <choices>", "comma-separated decision names, or name=option for one option of a decision (act=capture): report the mean number of decisions per game answering each (meanChoices), those with a single option included, e.g. how often bots take an action")
    .addHelpText(
      "after",
      "\nGame i uses seed S+i; the same arguments give the same JSON except the speed figures.\n" +
        "Example:\n  $ menagerie simulate my-game --games 1000 --players 3 --seed 1\n",
    );
  return addSetupOptions(cmd, "seed of the first game (default 1)").action(async (game: string, opts: SimulateOptions) => {
    const { loadProgram } = await import("./load-program.js");
    const { simulateGames } = await import("./simulate-games.js");
    const { Engine } = await import("../../runtime/index.js");
    const { SingleBar, Presets } = await import("cli-progress");
    const program = loadProgram(opts.content, game);
    const setup = setupFrom(opts, program, 1);
    const bots = opts.bots === undefined ? undefined : (await import("./hot-seat.js")).parseBots(opts.bots, setup.players);
    const engine = new Engine(program, { log: false });
    // A setup the game refuses (player count, options, a rulebook's forbidden combination) is refused
    // for every seed alike: say so once and exit 1 instead of reporting every game as an error.
    const probe = engine.start(setup);
    if (!probe.ok && SETUP_REFUSALS.has(probe.error.code)) throw new CliError(`cannot simulate ${game}: ${probe.error.message}`);
    // The bar is for people watching; in pipes and CI it would only pollute logs.
    const bar = process.stderr.isTTY ? new SingleBar({ stream: process.stderr, etaBuffer: 50 }, Presets.shades_classic) : undefined;
    bar?.start(opts.games, 0);
    let report;
    try {
      report = simulateGames(engine, {
        game,
        players: setup.players,
        games: opts.games,
        seed: setup.seed,
        options: setup.options ?? {},
        ...(bots ? { bots } : {}),
        ...(opts.count ? { count: opts.count.split(",").map((c) => c.trim()).filter(Boolean) } : {}),
        ...(setup.input !== undefined ? { input: setup.input } : {}),
        onGame: (done) => {
          if (done % 16 === 0 || done === opts.games) bar?.update(done);
        },
      });
    } finally {
      bar?.stop();
    }
    process.stdout.write(JSON.stringify(report) + "\n");
  });
}
