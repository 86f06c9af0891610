import type { Eval } from "./context.js";

// Reading a modifier is an expression (compile-expr.ts); adding to one is a statement (lasting.ts),
// which compiles expressions: apart, the two import no circle.

/** Reads a modifier: the sum of the additions in force (of seat `of`). */
export function compileModifier(name: string, of: Eval | undefined): Eval {
  return (c, f) => {
    const list = c.s.lasting;
    if (!list) return 0;
    const seat = of ? (of(c, f) as number) : -1;
    let sum = 0;
    for (const l of list) if (l.modifier === name && l.seat === seat) sum += l.value;
    return sum;
  };
}
