import type { ExprIR } from "./program.js";
import type { Eval, Tables } from "./context.js";
import { listOf, truthy } from "./values.js";
import { attrTest } from "./attr-compare.js";
import { spend } from "./limits.js";
import { BUILTIN_DEFS } from "./builtins.js";

// `any([x in xs where p])`, `all([x in xs -> p])`, `count([x in xs where p])` and
// `sum([x in xs where p -> e])` are the rules' usual way to ask about a board; folded straight over
// `xs` they build no list, and `any`/`all` stop as soon as the answer is known; `min`, `max` and
// `first` fold the same way. The result is the same as building the list first.

type Comprehension = Extract<ExprIR, { kind: "comp" }>;

/** A folded closure for builtin `fn` over a comprehension, or undefined when it has none. */
export function foldOverComprehension(fn: string, e: Comprehension, t: Tables, compile: (e: ExprIR) => Eval): Eval | undefined {
  // A sorted comprehension is built whole, its order being what a builtin reads; `first` needs only its least element.
  if (e.by) return fn === "first" ? foldFirstSorted(e, t, compile) : undefined;
  if (fn === "min" || fn === "max") return foldExtreme(fn, e, compile);
  if (fn === "first" && !e.map && !usesChance(e.where, t)) return foldFirst(e, compile);
  if (fn !== "any" && fn !== "all" && fn !== "count" && fn !== "sum") return undefined;
  // A mapped `any`/`count` would skip evaluating the map; keep those exact by not folding them.
  if (e.map && (fn === "any" || fn === "count")) return undefined;
  // Stopping early must not skip draws from the game's generator.
  if (usesChance(e.where, t) || usesChance(e.map, t)) return undefined;
  const list = compile(e.list);
  const where = e.where ? compile(e.where) : undefined;
  const map = e.map ? compile(e.map) : undefined;
  const slot = e.slot;
  const at = e.at;
  // `any([x in xs where x.a == v])`, `count(...)` and `all([x in xs -> x.a == v])`: the test reads the
  // element directly, without binding `x` (so the locals are left as they were, as after a fold).
  const test = fn === "all" ? (e.where ? undefined : attrTest(e.map, slot)) : fn === "sum" ? undefined : attrTest(e.where, slot);
  if (test) {
    if (fn === "any")
      return (c, f) => {
        const src = listOf(list(c, f), at);
        spend(c, src.length, at);
        for (let i = 0; i < src.length; i++) if (test(c, f, src[i])) return true;
        return false;
      };
    if (fn === "all")
      return (c, f) => {
        const src = listOf(list(c, f), at);
        spend(c, src.length, at);
        for (let i = 0; i < src.length; i++) if (!test(c, f, src[i])) return false;
        return true;
      };
    return (c, f) => {
      const src = listOf(list(c, f), at);
      spend(c, src.length, at);
      let n = 0;
      for (let i = 0; i < src.length; i++) if (test(c, f, src[i])) n++;
      return n;
    };
  }
  if (fn === "any")
    return (c, f) => {
      const src = listOf(list(c, f), at);
      spend(c, src.length, at);
      if (!where) return src.length > 0;
      const saved = f.env[slot];
      let found = false;
      for (let i = 0; i < src.length && !found; i++) {
        f.env[slot] = src[i];
        found = truthy(where(c, f));
      }
      f.env[slot] = saved;
      return found;
    };
  if (fn === "all")
    return (c, f) => {
      const src = listOf(list(c, f), at);
      spend(c, src.length, at);
      const saved = f.env[slot];
      let every = true;
      for (let i = 0; i < src.length && every; i++) {
        f.env[slot] = src[i];
        if (where && !truthy(where(c, f))) continue;
        every = truthy(map ? map(c, f) : src[i]);
      }
      f.env[slot] = saved;
      return every;
    };
  if (fn === "count")
    return (c, f) => {
      const src = listOf(list(c, f), at);
      spend(c, src.length, at);
      if (!where) return src.length;
      const saved = f.env[slot];
      let n = 0;
      for (let i = 0; i < src.length; i++) {
        f.env[slot] = src[i];
        if (truthy(where(c, f))) n++;
      }
      f.env[slot] = saved;
      return n;
    };
  return (c, f) => {
    const src = listOf(list(c, f), at);
    spend(c, src.length, at);
    const saved = f.env[slot];
    let total = 0;
    for (let i = 0; i < src.length; i++) {
      f.env[slot] = src[i];
      if (where && !truthy(where(c, f))) continue;
      total += (map ? map(c, f) : src[i]) as number;
    }
    f.env[slot] = saved;
    return total;
  };
}

// `min([g in xs -> d(g)])` and `max(...)`: every element's map is evaluated, as when the list is
// built, but the list is not; the same comparisons give the same value (0 for an empty list).
function foldExtreme(fn: "min" | "max", e: Comprehension, compile: (e: ExprIR) => Eval): Eval {
  const list = compile(e.list);
  const where = e.where ? compile(e.where) : undefined;
  const map = e.map ? compile(e.map) : undefined;
  const slot = e.slot;
  const at = e.at;
  const min = fn === "min";
  return (c, f) => {
    const src = listOf(list(c, f), at);
    spend(c, src.length, at);
    const saved = f.env[slot];
    let m: any = 0;
    let first = true;
    for (let i = 0; i < src.length; i++) {
      f.env[slot] = src[i];
      if (where && !truthy(where(c, f))) continue;
      const v: any = map ? map(c, f) : src[i];
      if (first) {
        m = v;
        first = false;
      } else if (min ? v < m : v > m) m = v;
    }
    f.env[slot] = saved;
    return m;
  };
}

// `first([x in xs where p])`: the first element that passes, found without testing the rest (as
// `any` stops at the first); none when nothing passes.
function foldFirst(e: Comprehension, compile: (e: ExprIR) => Eval): Eval {
  const list = compile(e.list);
  const where = e.where ? compile(e.where) : undefined;
  const slot = e.slot;
  const at = e.at;
  return (c, f) => {
    const src = listOf(list(c, f), at);
    spend(c, src.length, at);
    if (!where) return src.length ? (src[0] ?? null) : null;
    const saved = f.env[slot];
    let found: unknown = null;
    for (let i = 0; i < src.length; i++) {
      f.env[slot] = src[i];
      if (truthy(where(c, f))) {
        found = src[i] ?? null;
        break;
      }
    }
    f.env[slot] = saved;
    return found;
  };
}

/**
 * `first([x in xs where p by k1, k2 -> m])`: the element a sort by the keys would put first (the
 * earliest of equal keys, as the stable sort keeps them), found in one pass, and only its `m`
 * worked out. Bots ask this in their knowledge (the nearest target) thousands of times a decision;
 * sorting every time to read one element cost more than the rest of the expression. The result is
 * what sorting gives; the move's budget is charged as sorting charges it. Undefined where chance is
 * used (skipping a map or a comparison must not skip draws).
 */
function foldFirstSorted(e: Comprehension, t: Tables, compile: (e: ExprIR) => Eval): Eval | undefined {
  const by = e.by;
  if (!by?.length || usesChance(e.where, t) || usesChance(e.map, t) || by.some((k) => usesChance(k, t))) return undefined;
  const list = compile(e.list);
  const where = e.where ? compile(e.where) : undefined;
  const keys = by.map((k) => compile(k));
  const map = e.map ? compile(e.map) : undefined;
  const slot = e.slot;
  const at = e.at;
  const n = keys.length;
  return (c, f) => {
    const src = listOf(list(c, f), at);
    spend(c, src.length * (n + 1), at);
    const saved = f.env[slot];
    let best = -1;
    const top: number[] = new Array(n);
    const k: number[] = new Array(n);
    for (let i = 0; i < src.length; i++) {
      f.env[slot] = src[i];
      if (where && !truthy(where(c, f))) continue;
      for (let j = 0; j < n; j++) k[j] = keys[j]!(c, f) as number;
      // Before the best so far only when the sort's comparison would put it first (ties keep the earlier).
      let before = best < 0;
      for (let j = 0; !before && j < n; j++)
        if (k[j] !== top[j]) {
          before = k[j]! - top[j]! < 0;
          break;
        }
      if (!before) continue;
      best = i;
      for (let j = 0; j < n; j++) top[j] = k[j]!;
    }
    let out: unknown = null;
    if (best >= 0) {
      f.env[slot] = src[best];
      out = map ? map(c, f) : src[best];
      out ??= null;
    }
    f.env[slot] = saved;
    return out;
  };
}

/** A count of a comprehension compared with a whole number k, as `countComparison` finds it. */
export interface CountComparison {
  comp: Comprehension;
  k: number;
  /** The count is the left operand (`count(...) >= k`), not the right (`k <= count(...)`). */
  countLeft: boolean;
}

/** Finds `count([x in xs where p]) OP k` (either side) with a chance-free filter and a whole k, or undefined. */
export function countComparison(e: Extract<ExprIR, { kind: "bin" }>, t: Tables): CountComparison | undefined {
  if (!COMPARISONS.has(e.op)) return undefined;
  const countOf = (x: ExprIR): Comprehension | undefined =>
    x.kind === "call" && x.fn === "count" && x.args.length === 1 && x.args[0]!.kind === "comp" && !x.args[0]!.map && !x.args[0]!.by && !usesChance(x.args[0]!.where, t) ? x.args[0] : undefined;
  const whole = (x: ExprIR): number | undefined => (x.kind === "lit" && typeof x.value === "number" && Number.isInteger(x.value) && x.value >= 0 ? x.value : undefined);
  const left = countOf(e.left);
  const k = whole(e.right);
  if (left && k !== undefined) return { comp: left, k, countLeft: true };
  const right = countOf(e.right);
  const j = whole(e.left);
  if (right && j !== undefined) return { comp: right, k: j, countLeft: false };
  return undefined;
}

/**
 * `count([x in xs where p]) == 1` and the other comparisons of a count with a whole number k: the
 * comparison's answer is the same for every count above k, so counting stops at k + 1 (as `any`
 * stops at the first). Undefined when the expression is not such a comparison.
 */
export function foldCountComparison(e: Extract<ExprIR, { kind: "bin" }>, t: Tables, compile: (e: ExprIR) => Eval): Eval | undefined {
  const found = countComparison(e, t);
  if (!found) return undefined;
  const { comp, k, countLeft } = found;
  const cap = k + 1;
  const list = compile(comp.list);
  const where = comp.where ? compile(comp.where) : undefined;
  const test = attrTest(comp.where, comp.slot);
  const slot = comp.slot;
  const at = comp.at;
  const compare = COMPARE[e.op]!;
  const kk = k;
  return (c, f) => {
    const src = listOf(list(c, f), at);
    spend(c, src.length, at);
    let n = 0;
    if (!where) n = Math.min(src.length, cap);
    else if (test) {
      for (let i = 0; i < src.length && n < cap; i++) if (test(c, f, src[i])) n++;
    } else {
      const saved = f.env[slot];
      for (let i = 0; i < src.length && n < cap; i++) {
        f.env[slot] = src[i];
        if (truthy(where(c, f))) n++;
      }
      f.env[slot] = saved;
    }
    return countLeft ? compare(n, kk) : compare(kk, n);
  };
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  "==": (a, b) => a === b,
  "!=": (a, b) => a !== b,
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
};
const COMPARISONS = new Set(Object.keys(COMPARE));

// Built on first use: builtins.ts and this file import each other, so the table may not exist yet at load.
let chanceBuiltins: Set<string> | undefined;
function isChanceBuiltin(name: string): boolean {
  chanceBuiltins ??= new Set(Object.entries(BUILTIN_DEFS).flatMap(([k, d]) => (d.chance ? [k] : [])));
  return chanceBuiltins.has(name);
}

/** Whether an expression may draw from the game's generator, looking into the snippets of expression fields it reads. */
export function usesChance(e: unknown, t: Tables, seen = new Set<string>()): boolean {
  if (Array.isArray(e)) return e.some((x) => usesChance(x, t, seen));
  if (e === null || typeof e !== "object") return false;
  const node = e as Record<string, unknown>;
  if (node.kind === "call" && isChanceBuiltin(node.fn as string)) return true;
  // A function's body is read once (functions may call each other).
  if (node.kind === "fn" && !seen.has(`fn:${node.name as string}`)) {
    seen.add(`fn:${node.name as string}`);
    if (usesChance(t.program.functions?.[node.name as string]?.expr, t, seen)) return true;
  }
  if (node.kind === "exprField" && !seen.has(node.field as string)) {
    seen.add(node.field as string);
    for (const v of t.fields.get(node.field as string) ?? []) {
      const sn = v && typeof v === "object" ? t.program.snippets[(v as { snippet: number }).snippet] : undefined;
      if (sn?.kind === "expr" && usesChance(sn.expr, t, seen)) return true;
    }
  }
  return Object.values(node).some((x) => usesChance(x, t, seen));
}
