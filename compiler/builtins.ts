import described from "../runtime/builtins.json" with { type: "json" };

/** Builtin names with their argument counts, from the one description of the builtins (runtime/builtins.json). */
export const BUILTIN_ARITY: Record<string, number> = Object.fromEntries(Object.entries(described).map(([k, d]) => [k, d.arity]));
