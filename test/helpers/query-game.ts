import { compileGame, MemoryContentSource } from "../../compiler/index.js";
import { Engine, type EngineOptions } from "../../runtime/index.js";

// A one-file game written inline in a test, compiled from memory, and its named queries read at the
// start of a seeded game: how the language tests check what an expression evaluates to.

/** Compiles `rules` (with its YAML files, by name) as the game `g`. */
export function compileInline(rules: string, yaml: Record<string, string>) {
  const files: Record<string, string> = { "g/game.rules": rules };
  for (const [name, text] of Object.entries(yaml)) files[`g/${name}`] = text;
  return compileGame(new MemoryContentSource(files), "g");
}

/** The error messages of a compile (none for a program that compiles). */
export function compileErrors(r: ReturnType<typeof compileInline>): string[] {
  return r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message);
}

/** A reader of the compiled program's named queries at the start of a game of `players` (seed 1), with the engine `options` (e.g. which expression compiler) when given. */
export function queries(r: ReturnType<typeof compileInline>, players: number, options?: EngineOptions): (name: string) => unknown {
  const engine = new Engine(r.program!, options);
  return (name) => {
    const out = engine.query(name, { players, seed: 1 });
    if (!out.ok) throw new Error(out.error.message);
    return out.state;
  };
}
