// `menagerie apply <save> <move>`: one step of a game driven from scripts or tests. The save is
// rewritten only after the engine accepted the move, so a rejected move loses nothing.

import { Command } from "commander";
import { addContentOption, type ContentOptions } from "./common-options.js";
import { addCampaignOption } from "./campaign-file.js";

/** Builds the `apply` command. */
export function applyCommand(): Command {
  const cmd = new Command("apply")
    .description("apply one move to a saved game and write the save back (only if the move is legal)")
    .argument("<save>", "save file (made by `new` or `play`)")
    .argument("<move>", "the move as JSON, or its 1-based number in the `moves` list")
    .addHelpText(
      "after",
      `\nExamples:\n  $ menagerie apply game.json 2\n  $ menagerie apply game.json '{"player":0,"choice":"pick","value":12}'\n`,
    );
  return addCampaignOption(addContentOption(cmd)).action(async (save: string, moveArg: string, opts: ContentOptions & { campaign?: string }) => {
    const { loadSave, writeSave } = await import("./save-file.js");
    const { labelledMoves, parseMoveArgument } = await import("./move-list.js");
    const { CliError } = await import("./cli-error.js");
    const { engineFailure } = await import("./rule-failure.js");
    const { formatResult } = await import("./format-result.js");
    const loaded = await loadSave(save, opts.content);
    const { engine, state } = loaded;
    if (engine.isOver(state)) throw new CliError("the game is over; no more moves can be applied");
    const legal = labelledMoves(engine, state);
    const move = parseMoveArgument(moveArg, legal);
    const applied = engine.apply(state, move);
    if (!applied.ok) throw engineFailure("illegal move", applied.error, `; ${save} unchanged`);
    // The save remembers the campaign file the game was started with (`new --campaign`).
    const campaignFile = opts.campaign ?? loaded.campaignFile;
    await writeSave(save, loaded.game, loaded.setup, [...loaded.moves, move], campaignFile);
    const label = legal.find((m) => m.player === move.player && m.choice === move.choice && m.value === move.value)?.label;
    process.stdout.write(`applied ${label ?? JSON.stringify(move)}; ${save} now has ${loaded.moves.length + 1} moves\n`);
    if (engine.isOver(applied.state)) process.stdout.write(formatResult(engine.result(applied.state), loaded.setup.players, loaded.setup.names));
    const { recordCampaignEnd } = await import("./campaign-file.js");
    recordCampaignEnd(campaignFile, engine.program, applied.state, engine.isOver(applied.state));
    if (!campaignFile && applied.state.campaign && engine.isOver(applied.state))
      process.stdout.write("WARNING: this game keeps a campaign record but no campaign file is known: its result was NOT recorded\n");
  });
}
