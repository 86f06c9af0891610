// The games the server can host: every game in the content folder that compiles, each with one
// engine shared by all of its tables (an engine holds no game state, only the compiled program).

import { compileAllGames } from "../../compiler/node/index.js";
import { Engine, type Program } from "../../runtime/index.js";

/** One hostable game. */
export interface CatalogGame {
  game: string;
  title: string;
  program: Program;
  engine: Engine;
}

/** The hostable games by folder name, plus the games left out with why. */
export interface Catalog {
  games: Map<string, CatalogGame>;
  errors: { game: string; message: string }[];
}

/** Compiles every game under `contentDir`. */
export function loadCatalog(contentDir: string): Catalog {
  const compiled = compileAllGames(contentDir);
  const games = new Map<string, CatalogGame>();
  for (const g of compiled.games) {
    const program = g.program as Program;
    games.set(g.game, { game: g.game, title: g.title, program, engine: new Engine(program) });
  }
  return { games, errors: compiled.errors };
}
