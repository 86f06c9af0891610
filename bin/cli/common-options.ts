// Options shared by several commands, declared once so that every command spells and documents
// them the same way (`--content`, `--players`, `--seed`, `--option k=v`).

import { type Command, InvalidArgumentError } from "commander";
import { Engine, type GameSetup, type Program } from "../../runtime/index.js";
import { CliError } from "./cli-error.js";
import { readJson } from "./files.js";
import { parseOptions } from "./parse-options.js";

/** Where content lives unless `--content` says otherwise. */
export const DEFAULT_CONTENT = "./content";

/** Options every command that reads content accepts. */
export interface ContentOptions {
  content: string;
}

/** Options of commands that start a game. */
export interface SetupOptions extends ContentOptions {
  players?: number;
  seed?: number;
  option?: string[];
  /** A JSON file handed to the rules as `input` (e.g. a printed setup to start from). */
  input?: string;
}

/** A commander argument parser for integers at least `min`, with an error that names the option. */
export function intParser(min: number): (raw: string) => number {
  return (raw) => {
    if (!/^[+-]?\d+$/.test(raw.trim())) throw new InvalidArgumentError(`expected an integer, got "${raw}"`);
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < min) throw new InvalidArgumentError(`expected an integer >= ${min}, got "${raw}"`);
    return n;
  };
}

/** Collects a repeatable option into an array (commander keeps only the last one otherwise). */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Adds `--content <dir>`. */
export function addContentOption(cmd: Command): Command {
  return cmd.option("--content <dir>", "content folder holding one sub-folder per game", DEFAULT_CONTENT);
}

/** Adds `--players`, `--seed`, the repeatable `--option k=v` and `--input <file>` (plus `--content`). */
export function addSetupOptions(cmd: Command, seedHelp = "random seed (same seed and moves, same game)"): Command {
  return addContentOption(cmd)
    .option("--players <n>", "number of players (default: the smallest the game accepts with the options)", intParser(1))
    .option("--seed <n>", seedHelp, intParser(0))
    .option("--option <k=v>", "game option, repeatable (integers, true/false, else text)", collect)
    .option("--input <file>", "JSON file handed to the rules as `input` (e.g. a printed setup to start from)");
}

/** Builds the game setup from the command line, defaulting players to the smallest count the game accepts. */
export function setupFrom(opts: SetupOptions, program: Program, defaultSeed: number): GameSetup {
  const options = parseOptions(opts.option ?? []);
  const input = opts.input !== undefined ? readJson(opts.input) : undefined;
  const players = opts.players ?? defaultPlayers(program, options, input);
  const { min, max } = program.players;
  // The engine would refuse too, but here the message can say what the game allows.
  if (players < min || players > max) {
    throw new CliError(`${program.game} is for ${min === max ? min : `${min} to ${max}`} players, not ${players}`);
  }
  const setup: GameSetup = { players, seed: opts.seed ?? defaultSeed, options };
  if (input !== undefined) setup.input = input;
  return setup;
}

/**
 * The smallest player count whose start the game's `require`s accept with these options and input (a
 * game whose 1-player count is only for a solo mode defaults to its smallest multi-player count; a
 * printed setup for 4 players, to 4), else its minimum.
 */
export function defaultPlayers(program: Program, options: GameSetup["options"], input?: unknown): number {
  const { min, max } = program.players;
  if (!program.requires?.length) return min;
  const engine = new Engine(program, { log: false });
  for (let n = min; n <= max; n++) {
    const r = engine.start({ players: n, seed: 1, ...(options ? { options } : {}), ...(input !== undefined ? { input } : {}) });
    if (r.ok || r.error.code !== "RUN4024") return n;
  }
  return min;
}

/** A seed for interactive games that were not given one; printed so the game can be reproduced. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}
