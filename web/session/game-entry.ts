import type { Program } from "../../runtime/index.js";

/** One compiled game as the vite plugin delivers it: folder name, full title, program and layout data. */
export interface GameEntry {
  game: string;
  title: string;
  program: Program;
  /** The parsed content/<game>/table.yaml, or null when the game has none. */
  layout: unknown;
}

/** A game left out of the table because its content does not compile, with the formatted diagnostics. */
export interface ContentError {
  game: string;
  message: string;
}
