import { Engine } from "../engine.js";

// Bots that search never read the log: an engine over the same program with logging off plays their
// imagined moves faster and keeps their cloned states small. Building an engine compiles the
// program's closures, so there is one per program and expression compiler, shared by every bot over it.

const silent = new WeakMap<Engine["program"], Map<unknown, Engine>>();

/** The log-free engine over `engine`'s program, compiling expressions as `engine` does (built once per program and compiler). */
export function silentEngine(engine: Engine): Engine {
  const generate = engine.compiled.t.generate ?? null;
  let byCompiler = silent.get(engine.program);
  if (!byCompiler) silent.set(engine.program, (byCompiler = new Map()));
  let quiet = byCompiler.get(generate);
  if (!quiet) byCompiler.set(generate, (quiet = new Engine(engine.program, { log: false, expressions: generate })));
  return quiet;
}
