// The messages between the table (bot-runner.ts) and its bot worker (bot-worker.ts): the program
// once per game, then one plain-JSON state and request per decision; the answer is the move.

import type { BotKind, BotRequest, GameState, Move, Program } from "../../runtime/index.js";

/** To the worker: a program to play (sent once; `key` names it in later requests). */
export interface ProgramMessage {
  type: "program";
  key: number;
  program: Program;
}

/** To the worker: compute one decision of the program `key` in `state`. */
export interface DecideMessage {
  type: "decide";
  id: number;
  key: number;
  state: GameState;
  request: BotRequest;
}

/** From the worker: the decision `id` (move null: none, or the offer let pass), or why it failed. */
export type DecidedMessage = { id: number; move: Move | null; kind: BotKind } | { id: number; error: string };
