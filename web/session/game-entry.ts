import type { LayoutFile, Program } from "../../runtime/index.js";

/** One compiled game as its lazily loaded module delivers it: folder name, full title, program, layout data and art. */
export interface GameEntry {
  game: string;
  title: string;
  program: Program;
  /** content/<game>/table.yaml as the compiler checked it, or null when the game has none. */
  layout: LayoutFile | null;
  /** SVG files of the game folder by path (e.g. `art/forest.svg`), as text. */
  assets: Record<string, string>;
}

/** A game as the catalogue lists it before it is loaded: enough for the lobby's list. */
export interface GameIndexEntry {
  game: string;
  title: string;
  players: { min: number; max: number };
  /** Imports the game's program (its own chunk of the build). */
  load(): Promise<GameEntry>;
}

/** A game left out of the table because its content does not compile, with the formatted diagnostics. */
export interface ContentError {
  game: string;
  message: string;
}
