// Types of the virtual module that compiler/node/vite-plugin.ts generates from content/ at build time.
/// <reference types="vite/client" />

declare module "virtual:menagerie-games" {
  /** Every game that compiled, in folder order; each loads its program when chosen. */
  export const games: import("./session/game-entry.js").GameIndexEntry[];
  /** Games left out because their content has errors, with the formatted diagnostics. */
  export const contentErrors: import("./session/game-entry.js").ContentError[];
}
