// The Node-only side of the compiler: file-system access and build-tool integration.
export { NodeContentSource } from "./node-content-source.js";
export { compileAllGames, type CompiledContent, type CompiledGameEntry } from "./vite-plugin.js";
