import type { ExprIR, Program } from "./program.js";
import type { Eval } from "./context.js";
import { RuleError } from "./types.js";

// Families of zones (`zone deck[1..3]: ...`): the program lists each member as an ordinary zone
// with its family and key; a reference `deck[k]` finds the member's zone index by the key's value.

/** A family's members: zone index by key. */
export type Family = Map<unknown, number>;

/** The families of a program by name. */
export function familiesOf(program: Program): Map<string, Family> {
  const out = new Map<string, Family>();
  program.zones.forEach((z, i) => {
    if (z.family === undefined) return;
    let f = out.get(z.family);
    if (!f) out.set(z.family, (f = new Map()));
    f.set(z.key, i);
  });
  return out;
}

/** A closure giving the zone index of `name[key]` for the key's value; an unknown key is a rule error. */
export function memberIndex(families: Map<string, Family>, name: string, key: Eval, at: ExprIR["at"]): Eval {
  const family = families.get(name);
  if (!family) throw new RuleError("RUN4100", `unknown family of zones '${name}' in program`, at);
  return (c, f) => {
    const k = key(c, f);
    const zi = family.get(k);
    if (zi === undefined) throw new RuleError("RUN4110", `there is no zone ${name}[${JSON.stringify(k)}] (keys: ${[...family.keys()].join(", ")})`, at);
    return zi;
  };
}
