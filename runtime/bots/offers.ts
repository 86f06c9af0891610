import type { Engine } from "../engine.js";
import type { Move } from "../types.js";

/** Whether `m` takes an any-time action or reaction (its name is both its decision and its value). */
export function isOffer(engine: Engine, m: Move): boolean {
  return m.choice === m.value && !!engine.program.actions?.some((a) => a.name === m.choice);
}
