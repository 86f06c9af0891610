import type { Program } from "./program.js";
import type { ExprGenerator, Tables } from "./context.js";
import { BodyCompiler, type Body } from "./compile-stmt.js";
import { compileActions, type CompiledAction } from "./actions.js";
import { familiesOf } from "./zone-family.js";

/** A program with its indexes built and every body compiled to closures. */
export interface Compiled {
  t: Tables;
  bodies: Body[];
  /** Flow step name → body id. */
  stepBody: Map<string, number>;
  /** Any-time actions and reactions. */
  actions: CompiledAction[];
}

/** Builds lookup tables and compiles every step, procedure and effect snippet of a program once (expressions through `generate` where it takes them). */
export function compileProgram(program: Program, generate?: ExprGenerator): Compiled {
  const fields = new Map<string, unknown[]>();
  program.components.forEach((comp, id) => {
    for (const [k, v] of Object.entries(comp.props)) {
      let arr = fields.get(k);
      if (!arr) fields.set(k, (arr = new Array(program.components.length).fill(null)));
      arr[id] = v;
    }
  });
  // `c.expansion` reads the expansion a component came with, unless its type declares such a field.
  if (!fields.has("expansion")) fields.set("expansion", program.components.map((c) => c.expansion ?? null));
  // `c.module` likewise reads the module a component came with (a mode's cards beside the base game's).
  if (!fields.has("module")) fields.set("module", program.components.map((c) => c.module ?? null));
  const bodies: Body[] = [];
  const zoneIndex = new Map(program.zones.map((z, i) => [z.name, i]));
  const t: Tables = {
    program,
    zoneIndex,
    families: familiesOf(program),
    refills: program.zones.map((z) => (z.refill ? (zoneIndex.get(z.refill) ?? -1) : -1)),
    counterIndex: new Map(program.counters.map((c, i) => [c.name, i])),
    fields,
    snippetBody: [],
    procBody: new Map(),
    procVariants: new Map(),
    bodySize: (b) => bodies[b]!.size,
    bodyTurns: (b) => bodies[b]!.turns,
    ...(generate ? { generate } : {}),
  };
  const bc = new BodyCompiler(t);
  const stepBody = new Map<string, number>();
  for (const [name, body] of Object.entries(program.steps)) stepBody.set(name, bc.compile(body.block, body.locals));
  for (const [name, proc] of Object.entries(program.procs)) {
    t.procBody.set(name, bc.compile(proc.body.block, proc.body.locals));
    if (proc.replacements?.length)
      t.procVariants.set(name, proc.replacements.map((r) => ({ option: r.expansion, body: bc.compile(r.body.block, r.body.locals) })));
  }
  program.snippets.forEach((sn, i) => {
    t.snippetBody[i] = sn.kind === "effect" ? bc.compile(sn.block, sn.locals) : -1;
  });
  const actions = compileActions(program.actions ?? [], bc, t.procBody, t);
  bodies.push(...bc.bodies);
  return { t, bodies, stepBody, actions };
}
