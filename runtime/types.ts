import { runtimeHint } from "./messages.js";

// Public runtime types: setups, moves, decisions, views and results.

/** The seeding schemes (runtime/seeding.ts): "mixed" hashes the seed (and the setup's `seedKey`) with SHA-256. */
export type Seeding = "mixed";

/** What a game starts from: with the program and the moves, it determines the whole state. */
export interface GameSetup {
  players: number;
  /** A whole number from 0 to 2^32 - 1 (with a `seedKey`, usually 0). */
  seed: number;
  /** How the seed starts the generator: absent is the original scheme (the seed as is, kept so old saves replay); "mixed" hashes it. */
  seeding?: Seeding;
  /** A secret of 128 to 256 bits (hex) mixed in with the seed: what the server draws for a table. */
  seedKey?: string;
  /** Option values by name; missing options take their declared default. */
  options?: Record<string, unknown>;
  /** JSON handed to the rules as `input` (e.g. a printed setup to start from). */
  input?: unknown;
  /** The campaign record the game starts from (a fresh one when absent and the game keeps a campaign). */
  campaign?: Record<string, unknown>;
  /** The players' names by seat, as the log, the prompts and the table say them ("Player 2" without one). */
  names?: string[];
}

/** A value a player can choose: a component number, a seat, an integer, a label, or null to pass. */
export type MoveValue = number | string | null;

/** One player input: which decision it answers and what was chosen. */
export interface Move {
  player: number;
  choice: string;
  value: MoveValue;
}

/** One choice on offer, with the label a table or terminal shows. */
export interface DecisionOption {
  value: MoveValue;
  label: string;
  /** The value is a visible component (a card whose face a table can show beside the label). */
  card?: true;
}

/** A decision a player owes right now. */
export interface Decision {
  player: number;
  choice: string;
  prompt: string;
  options: DecisionOption[];
  /** An any-time action or a reaction: it may be taken, and never holds the game up. */
  optional?: boolean;
  /** A one-option decision asked only because actions are on offer (`presentHeld`): its option goes on past them. */
  held?: boolean;
}

/** A structured log event; `seen` lists who may see its hidden arguments (absent: everyone). */
export interface LogEvent {
  /** Event name; content templates render it. */
  e: string;
  /** The acting player, when there is one. */
  p?: number;
  /** Arguments: numbers, text, component refs `{c: n}`, player refs `{p: n}`, lists. */
  a?: Record<string, unknown>;
  /** Seats that may see component arguments; absent means all players. */
  seen?: number[];
}

/** How the game ended. */
export interface GameResult {
  /** Seats that won (several when tied). */
  winners: number[];
  /** Ranking keys per seat, when the game ended by `rank`. */
  scores?: number[][];
  /** The ranking keys' labels, when the rules give them ("" for a key without one). */
  labels?: string[];
  /** Every seat lost to the game itself (`lose players`: its automaton won); absent otherwise (a draw has no winners and no `lost`). */
  lost?: true;
}

/** A rejected move (or setup, or a rule that failed): a code, a reason, and the state is left as it was. */
export interface MoveError {
  code: string;
  message: string;
  /** For a rule error (RUN41xx, RUN42xx): the rule's source position [file index, start, end]. */
  at?: [number, number, number];
  /** For a rule error: `file:line:col` of the rule, when the program knows its line starts. */
  where?: string;
  /** What the author can do about it. */
  hint?: string;
}

/** The outcome of applying a move. */
export type ApplyResult<S> = { ok: true; state: S } | { ok: false; error: MoveError };

/** A rule failure inside content (e.g. a list where a number was expected), with the node it came from. */
export class RuleError extends Error {
  /** The catalogue hint of the code (runtime/messages.ts). */
  readonly hint: string | undefined;

  constructor(
    readonly code: string,
    message: string,
    readonly at?: [number, number, number],
  ) {
    super(message);
    this.name = "RuleError";
    this.hint = runtimeHint(code);
  }
}
