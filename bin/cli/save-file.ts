// Saves hold only the game name, the setup and the moves; the state is rebuilt by replaying them
// against the current content, so a save stays small and always matches the rules it is played by.

import type { Engine, GameSetup, GameState, Move } from "../../runtime/index.js";
import { resolve } from "node:path";
import { CliError } from "./cli-error.js";
import { engineFailure } from "./rule-failure.js";
import { readJson, writeText } from "./files.js";
import { loadProgram } from "./load-program.js";

/** A save brought back to life: its contents, an engine for its game, and the replayed state. */
export interface LoadedSave {
  game: string;
  setup: GameSetup;
  moves: Move[];
  engine: Engine;
  state: GameState;
  /** The campaign file the game was started with (`--campaign`), which its result goes to. */
  campaignFile?: string;
}

/** Reads a save, compiles its game from `contentDir` and replays it; every failure is a user error. */
export async function loadSave(file: string, contentDir: string): Promise<LoadedSave> {
  const { Engine, fromSave } = await import("../../runtime/index.js");
  const json = readJson(file);
  const parsed = fromSave(json);
  if (!parsed.ok) throw new CliError(`${file}: ${parsed.error.message}`);
  const { game, setup, moves } = parsed.state;
  const engine = new Engine(loadProgram(contentDir, game));
  const replayed = engine.replay(setup, moves);
  if (!replayed.ok) {
    throw engineFailure(`${file} no longer replays against the current rules`, replayed.error);
  }
  const campaignFile = (json as { campaignFile?: unknown }).campaignFile;
  return { game, setup, moves, engine, state: replayed.state, ...(typeof campaignFile === "string" ? { campaignFile } : {}) };
}

/** Writes a save file (pretty JSON, atomically), remembering the campaign file the game records into. */
export async function writeSave(file: string, game: string, setup: GameSetup, moves: readonly Move[], campaignFile?: string): Promise<void> {
  const { toSave } = await import("../../runtime/index.js");
  const save = { ...toSave(game, setup, [...moves]), ...(campaignFile ? { campaignFile: resolve(campaignFile) } : {}) };
  writeText(file, JSON.stringify(save, null, 2) + "\n");
}
