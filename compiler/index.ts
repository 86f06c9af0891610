// The compiler: content (rules + YAML) in, a Program out, with coded diagnostics.
export { compileGame, listGames, type CompileResult } from "./compile-game.js";
export { validateProgram } from "./validate-program.js";
export type { ContentSource } from "./content/index.js";
export { MemoryContentSource } from "./content/index.js";
export { loadLayout, LAYOUT_SCHEMA } from "./table-layout/index.js";
export { builtinSignature, builtinTable } from "./builtins.js";
