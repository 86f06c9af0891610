// The fuzzer reads every game's files once and mutates copies in memory.

import { listGames, type ContentSource } from "../../compiler/index.js";
import type { GameFiles } from "./fuzz-case.js";

/** Every game under the content root with all its files (sub-folders included), by content path. */
export function readGames(source: ContentSource, only?: string): GameFiles[] {
  return listGames(source)
    .filter((g) => only === undefined || g === only)
    .map((game) => {
      const files: Record<string, string> = {};
      const walk = (dir: string) => {
        for (const name of source.list(dir)) {
          const path = `${dir}/${name}`;
          const text = source.read(path);
          if (text !== undefined) files[path] = text;
          else walk(path);
        }
      };
      walk(game);
      return { game, files };
    });
}
