import { Engine } from "../engine.js";

// Bots that search never read the log: an engine over the same program with logging off plays their
// imagined moves faster and keeps their cloned states small. Building an engine compiles the
// program's closures, so there is one per program, shared by every bot over it; it compiles
// expressions as the engine it mirrors did.

const silent = new WeakMap<Engine["program"], Engine>();

/** The log-free engine over `engine`'s program (built once per program). */
export function silentEngine(engine: Engine): Engine {
  let quiet = silent.get(engine.program);
  if (!quiet) silent.set(engine.program, (quiet = new Engine(engine.program, { log: false, expressions: engine.compiled.t.generate ?? null })));
  return quiet;
}
