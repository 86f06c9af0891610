// Loading games on demand: each game's program is its own chunk, imported once when it is chosen.

import type { GameEntry, GameIndexEntry } from "./game-entry.js";

/** Loads games of one catalogue, each at most once (a new catalogue after a hot reload starts afresh). */
export class GameCatalog {
  private loading = new Map<string, Promise<GameEntry>>();
  private ready = new Map<string, GameEntry>();

  constructor(readonly index: readonly GameIndexEntry[]) {}

  /** The game's entry when it is already loaded. */
  loaded(game: string): GameEntry | undefined {
    return this.ready.get(game);
  }

  /** The game's entry, importing it the first time; undefined for a game not in the catalogue. */
  async load(game: string): Promise<GameEntry | undefined> {
    const item = this.index.find((g) => g.game === game);
    if (!item) return undefined;
    let p = this.loading.get(game);
    if (!p) {
      p = item.load().then((e) => {
        this.ready.set(game, e);
        return e;
      });
      this.loading.set(game, p);
    }
    return p;
  }
}
