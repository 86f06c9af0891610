import type { GameState, Thread } from "../state.js";

/** The thread whose decisions are owed: an any-time action's block while one runs, else the flow step's. */
export function active(s: GameState): Thread | null {
  return s.side ?? s.thread;
}
