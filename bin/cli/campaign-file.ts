// `--campaign FILE`: the record a campaign keeps from one game to the next. A missing file starts a
// fresh campaign (and is created), a present one is checked (a corrupt or foreign record is refused
// with the reason), and when a game ends the final state's record is written back.

import { existsSync } from "node:fs";
import type { Command } from "commander";
import { fromCampaignFile, freshCampaign, toCampaignFile, type CampaignRecord, type GameState, type Program } from "../../runtime/index.js";
import { CliError } from "./cli-error.js";
import { readJson, writeText } from "./files.js";

/** Adds `--campaign <file>` to a command that starts or continues a game. */
export function addCampaignOption(cmd: Command): Command {
  return cmd.option("--campaign <file>", "campaign record the game starts from and updates when it ends (created when missing)");
}

/** The record in `file` for `program` (a fresh one, written to `file`, when it does not exist). */
export function readCampaign(file: string, program: Program): CampaignRecord {
  if (!program.campaign) throw new CliError(`${program.game} keeps no campaign; --campaign does not apply`);
  if (!existsSync(file)) {
    const fresh = freshCampaign(program.campaign);
    writeCampaign(file, program, fresh);
    return fresh;
  }
  const read = fromCampaignFile(program, readJson(file));
  if (!read.ok) throw new CliError(`${file}: ${read.error.message}`);
  return read.state;
}

/** Writes a record to `file` (atomically). */
export function writeCampaign(file: string, program: Program, record: CampaignRecord): void {
  writeText(file, JSON.stringify(toCampaignFile(program, record), null, 2) + "\n");
}

/** When the game in `state` is over, writes its campaign record to `file` and says so. */
export function recordCampaignEnd(file: string | undefined, program: Program, state: GameState, over: boolean): void {
  if (!file || !over || !state.campaign) return;
  writeCampaign(file, program, state.campaign);
  process.stdout.write(`campaign record updated: ${file}\n`);
}
