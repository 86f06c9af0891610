import type { BuiltinDef } from "../runtime/index.js";
import described from "../runtime/builtins.json" with { type: "json" };

// The checker's view of the builtins: the one description in runtime/builtins.json (parameters with
// their types, the result, the documentation), which the runtime and dsl/README.md follow too.

// Without a prototype, so a call of `valueOf(...)` or `constructor(...)` is an unknown name, not a builtin.
/** Every builtin, as runtime/builtins.json describes it. */
export const BUILTIN_SPECS: Record<string, BuiltinDef> = Object.assign(Object.create(null) as Record<string, BuiltinDef>, described);

/** Builtin names with their argument counts, from the one description of the builtins (runtime/builtins.json). */
export const BUILTIN_ARITY: Record<string, number> = Object.assign(
  Object.create(null) as Record<string, number>,
  Object.fromEntries(Object.entries(BUILTIN_SPECS).map(([k, d]) => [k, d.params.length])),
);

/** A builtin's signature as dsl/README.md's table and the checker's hints show it: `at(list: list, i: int) -> element`. */
export function builtinSignature(name: string): string {
  const def = BUILTIN_SPECS[name]!;
  // A bare builtin is written without parentheses: `input -> any`.
  if (def.bare) return `${name} -> ${def.returns}`;
  return `${name}(${def.params.map((p) => `${p.name}: ${p.type}`).join(", ")}) -> ${def.returns}`;
}

/** dsl/README.md's table of every builtin, made from the description (`npm run docs:builtins` writes it there). */
export function builtinTable(): string {
  const rows = Object.entries(BUILTIN_SPECS).map(([name, d]) => `| \`${builtinSignature(name)}\` | ${d.doc} |`);
  return ["| Builtin | What it gives |", "| --- | --- |", ...rows].join("\n");
}
