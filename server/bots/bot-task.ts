// What travels between the server and its bot worker threads: one decision of one table.

import type { BotAnswer, BotRequest, GameState } from "../../runtime/index.js";

/** A decision for a worker: which table (its bots' memory), which game's program, the state, and the request. */
export interface BotTask {
  table: string;
  game: string;
  state: GameState;
  request: BotRequest;
}

/** The worker's answer, as plain data (`move` null: none, or the offer let pass). */
export interface BotTaskResult {
  move: NonNullable<BotAnswer["move"]> | null;
  kind: BotAnswer["kind"];
}

/** What every worker is started with: the programs of the catalogue, by game. */
export interface BotWorkerData {
  programs: Record<string, unknown>;
}
