import type { At } from "./program.js";
import type { Eval } from "./context.js";
import { RuleError } from "./types.js";
import { equal, listOf } from "./values.js";

// The builtin functions of the rules language; the compiler checks names and arity against BUILTINS.

/** Builtin names with their argument counts, shared with the compiler's checker. */
export const BUILTINS: Record<string, number> = {
  count: 1,
  sum: 1,
  max: 1,
  min: 1,
  any: 1,
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
};

/** Compiles a call of builtin `fn` over compiled arguments. */
export function builtin(fn: string, args: Eval[], node: { at: At }): Eval {
  const at = node.at;
  const a = args[0]!;
  const list = (c: Parameters<Eval>[0], f: Parameters<Eval>[1]) => listOf(a(c, f), at);
  switch (fn) {
    case "count":
    case "size":
      return (c, f) => list(c, f).length;
    case "sum":
      return (c, f) => {
        const l = list(c, f);
        let s = 0;
        for (let i = 0; i < l.length; i++) s += l[i] as number;
        return s;
      };
    case "max":
      return (c, f) => {
        const l = list(c, f) as number[];
        let m = l.length ? l[0]! : 0;
        for (let i = 1; i < l.length; i++) if (l[i]! > m) m = l[i]!;
        return m;
      };
    case "min":
      return (c, f) => {
        const l = list(c, f) as number[];
        let m = l.length ? l[0]! : 0;
        for (let i = 1; i < l.length; i++) if (l[i]! < m) m = l[i]!;
        return m;
      };
    case "any":
      return (c, f) => list(c, f).length > 0;
    case "first":
      return (c, f) => list(c, f)[0] ?? null;
    case "last":
    case "top":
      return (c, f) => {
        const l = list(c, f);
        return l.length ? l[l.length - 1] : null;
      };
    case "distinct":
      return (c, f) => {
        const out: unknown[] = [];
        for (const x of list(c, f)) if (!out.some((y) => equal(x, y))) out.push(x);
        return out;
      };
    case "abs":
      return (c, f) => Math.abs(a(c, f));
    case "left":
      return (c, f) => (a(c, f) + 1) % c.s.players;
    case "right":
      return (c, f) => (a(c, f) + c.s.players - 1) % c.s.players;
    case "order":
      return (c, f) => clockwise(a(c, f), c.s.players, 0);
    case "others":
      return (c, f) => clockwise(a(c, f), c.s.players, 1);
    case "playerCount":
      return (c) => c.s.players;
    case "input":
      // The JSON a query was given (`query ... --input FILE`); `input` in the rules language.
      return (c) => c.input ?? null;
  }
  throw new RuleError("RUN4106", `unknown builtin '${fn}'`, at);
}

function clockwise(from: number, n: number, skip: number): number[] {
  const out: number[] = [];
  for (let i = skip; i < n; i++) out.push((from + i) % n);
  return out;
}
