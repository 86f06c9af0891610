import type { ExprIR, StateValue } from "./program.js";
import type { Eval } from "./context.js";

// `x.height < 6` and `x.owner == me`, an attribute of a loop variable compared with a number or
// `me`, are how rules look at a board, often inside comprehensions that run for every square; such
// a comparison compiles to one closure instead of three. The result is exactly the general path's:
// an absent component reads as null, compared the way JavaScript compares null.

type Op = "==" | "!=" | "<" | "<=" | ">" | ">=";
const OPS = new Set<string>(["==", "!=", "<", "<=", ">", ">="]);

/** A single closure for `local.attr OP (number | me)`, or undefined when the comparison has another shape. */
export function attrCompare(op: string, l: ExprIR, r: ExprIR): Eval | undefined {
  if (!OPS.has(op) || l.kind !== "attr" || l.of.kind !== "local") return undefined;
  const a = l.attr;
  const slot = l.of.slot;
  if (r.kind === "me") return byMe(op as Op, a, slot);
  if (r.kind === "lit" && typeof r.value === "number") return byNumber(op as Op, a, slot, r.value);
  return undefined;
}

function read(attrs: StateValue[][], a: number, id: unknown): StateValue {
  return id == null ? null : attrs[a]![id as number]!;
}

function byNumber(op: Op, a: number, slot: number, v: number): Eval {
  switch (op) {
    case "==":
      return (c, f) => read(c.s.attrs, a, f.env[slot]) === v;
    case "!=":
      return (c, f) => read(c.s.attrs, a, f.env[slot]) !== v;
    case "<":
      return (c, f) => (read(c.s.attrs, a, f.env[slot]) as number) < v;
    case "<=":
      return (c, f) => (read(c.s.attrs, a, f.env[slot]) as number) <= v;
    case ">":
      return (c, f) => (read(c.s.attrs, a, f.env[slot]) as number) > v;
    case ">=":
      return (c, f) => (read(c.s.attrs, a, f.env[slot]) as number) >= v;
  }
}

function byMe(op: Op, a: number, slot: number): Eval {
  switch (op) {
    case "==":
      return (c, f) => read(c.s.attrs, a, f.env[slot]) === f.me;
    case "!=":
      return (c, f) => read(c.s.attrs, a, f.env[slot]) !== f.me;
    case "<":
      return (c, f) => (read(c.s.attrs, a, f.env[slot]) as number) < f.me;
    case "<=":
      return (c, f) => (read(c.s.attrs, a, f.env[slot]) as number) <= f.me;
    case ">":
      return (c, f) => (read(c.s.attrs, a, f.env[slot]) as number) > f.me;
    case ">=":
      return (c, f) => (read(c.s.attrs, a, f.env[slot]) as number) >= f.me;
  }
}

/** A test of one component, for folds whose loop variable is compared directly: (ctx, frame, id) → bool. */
export type ComponentTest = (c: Parameters<Eval>[0], f: Parameters<Eval>[1], id: unknown) => boolean;

/**
 * `x.attr OP (number | me)` where `x` is the loop variable in `slot`, as a test of the element
 * itself, so a fold can skip binding the variable and calling the comparison's closure.
 */
export function attrTest(e: ExprIR | undefined, slot: number): ComponentTest | undefined {
  if (!e || e.kind !== "bin" || !OPS.has(e.op) || e.left.kind !== "attr" || e.left.of.kind !== "local" || e.left.of.slot !== slot) return undefined;
  const a = e.left.attr;
  const r = e.right;
  const op = e.op as Op;
  if (r.kind === "me") {
    if (op === "==") return (c, f, id) => read(c.s.attrs, a, id) === f.me;
    if (op === "!=") return (c, f, id) => read(c.s.attrs, a, id) !== f.me;
    return undefined;
  }
  if (r.kind !== "lit" || typeof r.value !== "number") return undefined;
  const v = r.value;
  switch (op) {
    case "==":
      return (c, _f, id) => read(c.s.attrs, a, id) === v;
    case "!=":
      return (c, _f, id) => read(c.s.attrs, a, id) !== v;
    case "<":
      return (c, _f, id) => (read(c.s.attrs, a, id) as number) < v;
    case "<=":
      return (c, _f, id) => (read(c.s.attrs, a, id) as number) <= v;
    case ">":
      return (c, _f, id) => (read(c.s.attrs, a, id) as number) > v;
    case ">=":
      return (c, _f, id) => (read(c.s.attrs, a, id) as number) >= v;
  }
}
