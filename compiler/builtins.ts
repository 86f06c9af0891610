// Builtin function arities as the checker sees them; runtime/builtins.ts implements the same names
// (test/compiler/builtins.test.ts keeps the two lists equal).

/** Builtin names with their argument counts. */
export const BUILTIN_ARITY: Record<string, number> = {
  count: 1,
  sum: 1,
  max: 1,
  min: 1,
  any: 1,
  all: 1,
  first: 1,
  last: 1,
  distinct: 1,
  size: 1,
  top: 1,
  abs: 1,
  left: 1,
  right: 1,
  others: 1,
  order: 1,
  playerCount: 0,
  at: 2,
  indexOf: 2,
  hexDistance: 4,
  distance: 3,
  within: 3,
  random: 2,
  shuffled: 1,
  sort: 1,
};
