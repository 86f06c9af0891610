import type { StateValue } from "./program.js";
import type { GameResult, GameSetup, LogEvent, Move, MoveValue } from "./types.js";

// Game state is plain JSON so it can be saved, cloned and sent anywhere, even mid-effect.

/** A decision a thread is waiting for. */
export interface Wait {
  /** Seat that owes the decision. */
  seat: number;
  /** Decision name. */
  choice: string;
  /** Prompt text. */
  prompt: string;
  /** The legal values. */
  domain: MoveValue[];
  /** Labels parallel to `domain` are computed on demand; `type` says how. */
  type: string;
  /** Whether passing (`null`) is allowed. */
  optional: boolean;
  /** Local slot that receives the chosen value (pick decisions). */
  slot: number;
  /** Where execution continues for each value of `domain` (one-of decisions) or after a pick. */
  next: number[];
  /** Where execution continues on a pass. */
  pass: number;
  /** Display texts parallel to `domain` (one-of decisions). */
  texts?: (string | undefined)[];
}

/**
 * One activation of a body: which compiled body, where in it, and its locals. The runtime creates
 * frames and threads with every key present (`undefined` when unused), so the interpreter's loop
 * reads objects of one shape; a save leaves the undefined keys out, as JSON does.
 */
export interface Frame {
  body: number;
  pc: number;
  env: unknown[];
  me: number;
  self: number;
  /** The caller's slot that receives what this procedure returns (`let x = call p()`). */
  result?: number;
}

/** A thread of effect execution; parallel statements fork child threads and join them. */
export interface Thread {
  stack: Frame[];
  wait?: Wait;
  kids?: Thread[];
}

/** The whole state of a game in progress. */
export interface GameState {
  setup: GameSetup;
  /** Option values after defaults were applied. */
  opts: Record<string, unknown>;
  players: number;
  /** Zone contents by zone slot (shared zones one slot, per-player zones one slot per seat); top is last. */
  zones: number[][];
  /** Zone slot of each component. */
  loc: number[];
  /** Counter values by counter index (per-player counters hold one value per seat); typed counters hold components, enum members, seats or none. */
  counters: (StateValue | StateValue[])[];
  /** Mark flags by mark index, one 0/1 per component. */
  marks: number[][];
  /** Attribute values by attribute index, one per component (an integer, or what a typed attribute holds). */
  attrs: StateValue[][];
  /** xstate state value of the flow machine. */
  flow: unknown;
  /** The thread running the current flow step, if any. */
  thread: Thread | null;
  /** The block of an any-time action or reaction being taken; the flow step's thread waits for it. */
  side?: Thread | null;
  /** PRNG state (xoroshiro128+). */
  rng: number[];
  log: LogEvent[];
  /** Moves applied since the start, for replay and undo. */
  moves: Move[];
  /** Index into `moves` before which undo may not go (randomness or a reveal happened). */
  undoFloor: number;
  result: GameResult | null;
  /** The campaign record as the rules have left it so far (copied on write), when the game keeps one. */
  campaign?: Record<string, unknown>;
  /** Each seat's team (its first seat's number), when the rules declare `team`; fixed at the start. */
  teams?: number[];
  /** Lasting additions to modifiers in force (absent when there are none). */
  lasting?: LastingEntry[];
}

/** An addition to a modifier and how long it holds: "(step)", a phase's name, "(removed)" or "(block)". */
export interface LastingEntry {
  modifier: string;
  /** The seat of a per-player modifier, -1 for a shared one. */
  seat: number;
  value: number;
  until: string;
}
