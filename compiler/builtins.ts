import arity from "../runtime/builtins.json" with { type: "json" };

/** Builtin names with their argument counts, from the runtime's data contract (runtime/builtins.json). */
export const BUILTIN_ARITY: Record<string, number> = arity;
