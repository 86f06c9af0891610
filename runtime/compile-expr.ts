import type { ExprIR } from "./program.js";
import type { Eval, FrameLike, Tables } from "./context.js";
import { builtin } from "./builtins.js";
import { compileFunctionCall, fillArgs, localSlots } from "./compile-function.js";
import { memberIndex } from "./zone-family.js";
import { compileModifier } from "./modifier-value.js";
import { foldCountComparison, foldOverComprehension } from "./folds.js";
import { attrCompare, attrTest } from "./attr-compare.js";
import { RuleError } from "./types.js";
import { checkRange, fieldsTooDeep, MAX_EXPR_DEPTH, notAnExpression, spend } from "./limits.js";
import { equal, filled, joined, listOf, truthy } from "./values.js";

// Expressions are compiled once into closures so the hot path never walks the IR.

/** Compiles an expression node into a function over (ctx, frame): generated where the program's generator takes it (runtime/expr-generator.ts), closures elsewhere. */
export function compileExpr(e: ExprIR, t: Tables, hot = false): Eval {
  return t.generate?.(e, t, (x) => compileClosure(x, t), hot) ?? compileClosure(e, t);
}

// The closure for one node; its sub-expressions go through compileExpr again.
function compileClosure(e: ExprIR, t: Tables): Eval {
  switch (e.kind) {
    case "lit": {
      const v = e.value;
      return () => v;
    }
    case "local": {
      const slot = e.slot;
      return (_c, f) => f.env[slot];
    }
    case "me":
      return (_c, f) => f.me;
    case "self":
      return (_c, f) => f.self;
    case "players":
      return (c) => seats(c.s.players);
    case "option": {
      const name = e.name;
      return (c) => c.s.opts[name];
    }
    case "counter": {
      const i = index(t.counterIndex, e.name, e);
      if (!e.of) return (c) => c.s.counters[i];
      const of = compileExpr(e.of, t);
      return (c, f) => (c.s.counters[i] as number[])[of(c, f)];
    }
    case "zone": {
      if (e.key) {
        const zi = memberIndex(t.families, e.name, compileExpr(e.key, t), e.at);
        if (!e.of) return (c, f) => c.s.zones[c.L.base[zi(c, f)]!];
        const of = compileExpr(e.of, t);
        return (c, f) => c.s.zones[c.L.base[zi(c, f)]! + of(c, f)];
      }
      const z = index(t.zoneIndex, e.name, e);
      if (!e.of) return (c) => c.s.zones[c.L.base[z]!];
      const of = compileExpr(e.of, t);
      return (c, f) => c.s.zones[c.L.base[z]! + of(c, f)];
    }
    case "field": {
      const values = t.fields.get(e.field) ?? [];
      const of = compileExpr(e.of, t);
      const name = e.field;
      const slot = e.of.kind === "local" ? e.of.slot : -1;
      return (c, f) => {
        // The usual `x.field` of a loop variable is read without a closure call for `x`.
        const id = slot >= 0 ? f.env[slot] : of(c, f);
        if (typeof id === "number") return values[id] ?? null;
        // Plain JSON (a query's input) reads fields by name.
        if (id !== null && typeof id === "object" && !Array.isArray(id)) return (id as Record<string, unknown>)[name] ?? null;
        return null;
      };
    }
    case "attr": {
      const a = e.attr;
      const name = t.program.attrs[a]?.name ?? "";
      if (e.of.kind === "local") {
        // The usual `x.attr` of a loop variable, read without a closure call for `x`.
        const slot = e.of.slot;
        return (c, f) => {
          const id = f.env[slot];
          if (typeof id === "number") return c.s.attrs[a]![id];
          // A JSON record (an element of `input`) reads a field named like the attribute (`r.col`).
          if (id !== null && typeof id === "object" && !Array.isArray(id)) return (id as Record<string, unknown>)[name] ?? null;
          return null;
        };
      }
      const of = compileExpr(e.of, t);
      return (c, f) => {
        const id = of(c, f);
        if (typeof id === "number") return c.s.attrs[a]![id];
        // Plain JSON (`input`) has no attributes: a field named like one reads as a field (`r.col`).
        if (id !== null && typeof id === "object" && !Array.isArray(id)) return (id as Record<string, unknown>)[name] ?? null;
        return null;
      };
    }
    case "mark": {
      const m = e.mark;
      const of = compileExpr(e.of, t);
      return (c, f) => c.s.marks[m]![of(c, f)] === 1;
    }
    case "exprField":
      return compileExprField(e, t);
    case "call": {
      const arg = e.args[0];
      const folded = arg?.kind === "comp" ? foldOverComprehension(e.fn, arg, t, (x) => compileExpr(x, t)) : undefined;
      return folded ?? builtin(e.fn, e.args.map((a) => compileExpr(a, t)), e, t.fields);
    }
    case "modifier":
      return compileModifier(e.name, e.of ? compileExpr(e.of, t) : undefined);
    case "fn":
      return compileFunctionCall(e, t, (x, hot) => compileExpr(x, t, hot));
    case "not": {
      const x = compileExpr(e.operand, t);
      return (c, f) => !truthy(x(c, f));
    }
    case "neg": {
      const x = compileExpr(e.operand, t);
      return (c, f) => -x(c, f);
    }
    case "bin":
      return compileBinary(e, t);
    case "if": {
      const cond = compileExpr(e.cond, t);
      const th = compileExpr(e.then, t);
      const el = compileExpr(e.else, t);
      return (c, f) => (truthy(cond(c, f)) ? th(c, f) : el(c, f));
    }
    case "list": {
      const items = e.items.map((i) => compileExpr(i, t));
      return (c, f) => items.map((i) => i(c, f));
    }
    case "comp":
      return compileComprehension(e, t);
    case "campaign": {
      const name = e.field;
      return (c) => c.s.campaign?.[name] ?? null;
    }
    case "record": {
      const keys = e.keys;
      const items = e.items.map((i) => compileExpr(i, t));
      return (c, f) => {
        const out: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) out[keys[i]!] = items[i]!(c, f);
        return out;
      };
    }
    case "entry": {
      // A `T per Enum` value is a JSON object keyed by member name.
      const of = compileExpr(e.of, t);
      const key = compileExpr(e.key, t);
      return (c, f) => {
        const o = of(c, f);
        const k = key(c, f);
        if (o === null || typeof o !== "object" || typeof k !== "string" || !Object.hasOwn(o, k)) return null;
        return (o as Record<string, unknown>)[k] ?? null;
      };
    }
    case "range": {
      const from = compileExpr(e.from, t);
      const to = compileExpr(e.to, t);
      const at = e.at;
      return (c, f) => {
        const lo = from(c, f) as number;
        const hi = to(c, f) as number;
        const out: number[] = [];
        if (!(hi >= lo)) return out;
        checkRange(lo, hi, at);
        spend(c, hi - lo + 1, at);
        for (let i = lo; i <= hi; i++) out.push(i);
        return out;
      };
    }
  }
}

export { truthy } from "./values.js";

function seats(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i);
  return out;
}

function index(map: Map<string, number>, name: string, e: ExprIR): number {
  const i = map.get(name);
  if (i === undefined) throw new RuleError("RUN4100", `unknown name '${name}' in program`, e.at);
  return i;
}

function compileExprField(e: Extract<ExprIR, { kind: "exprField" }>, t: Tables): Eval {
  const values = t.fields.get(e.field) ?? [];
  const of = compileExpr(e.of, t);
  const args = (e.args ?? []).map((a) => compileExpr(a, t));
  // Locals are read straight from the frame (see localSlots).
  const ofSlot = e.of.kind === "local" ? e.of.slot : -1;
  const argSlots = localSlots(e.args ?? []);
  // Snippet closures are compiled lazily: snippets may refer to each other through fields.
  const cache: (Eval | undefined)[] = [];
  const sizes: number[] = [];
  // Frames are reused from call to call (an expression's locals never outlive it), one set per
  // snippet; `busy` counts the reads of this site in progress, so a nested one gets its own frame.
  const frames: FrameLike[][] = [];
  let busy = 0;
  return (c, f) => {
    const id = ofSlot >= 0 ? f.env[ofSlot] : of(c, f);
    const ref = id == null ? null : (values[id as number] as { snippet: number } | null | undefined);
    if (!ref) return null;
    const k = ref.snippet;
    let fn = cache[k];
    if (!fn) {
      const sn = t.program.snippets[k]!;
      if (sn.kind !== "expr") notAnExpression(e.field, e.at);
      fn = cache[k] = compileExpr(sn.expr, t, true);
      sizes[k] = sn.locals;
      frames[k] = [];
    }
    const frame = (frames[k]![busy] ??= { env: filled(sizes[k]!, null as unknown), me: 0, self: -1 });
    busy++;
    try {
      fillArgs(c, f, frame.env, args, argSlots);
      frame.me = f.me;
      frame.self = id;
      // A field whose snippet reads itself again would recurse until the JavaScript stack ran out.
      if (++c.depth > MAX_EXPR_DEPTH) fieldsTooDeep(e.at);
      const v = fn(c, frame);
      c.depth--;
      return v;
    } finally {
      busy--;
    }
  };
}

function compileBinary(e: Extract<ExprIR, { kind: "bin" }>, t: Tables): Eval {
  const fused = attrCompare(e.op, e.left, e.right) ?? foldCountComparison(e, t, (x) => compileExpr(x, t));
  if (fused) return fused;
  const l = compileExpr(e.left, t);
  const r = compileExpr(e.right, t);
  if (e.op === "==" || e.op === "!=") {
    const quick = compareWithScalar(e.op, l, e.right) ?? compareWithScalar(e.op, r, e.left);
    if (quick) return quick;
  }
  switch (e.op) {
    case "and":
      return (c, f) => truthy(l(c, f)) && truthy(r(c, f));
    case "or":
      return (c, f) => truthy(l(c, f)) || truthy(r(c, f));
    case "??":
      // The default is worked out only when needed, as `if x != none then x else d` did.
      return (c, f) => {
        const a = l(c, f);
        return a === null || a === undefined ? r(c, f) : a;
      };
    case "==":
      return (c, f) => {
        const a = l(c, f);
        const b = r(c, f);
        return a === b || (typeof a === "object" && a !== null && equal(a, b));
      };
    case "!=":
      return (c, f) => {
        const a = l(c, f);
        const b = r(c, f);
        return a !== b && !(typeof a === "object" && a !== null && equal(a, b));
      };
    case "<":
      return (c, f) => l(c, f) < r(c, f);
    case "<=":
      return (c, f) => l(c, f) <= r(c, f);
    case ">":
      return (c, f) => l(c, f) > r(c, f);
    case ">=":
      return (c, f) => l(c, f) >= r(c, f);
    case "in":
      return (c, f) => {
        const x = l(c, f);
        const list = listOf(r(c, f), e.at);
        spend(c, list.length, e.at);
        for (let i = 0; i < list.length; i++) if (equal(list[i], x)) return true;
        return false;
      };
    case "+":
      return (c, f) => l(c, f) + r(c, f);
    case "++":
      // list concatenation (`+` of two lists or zones): a new list, the left side first
      return (c, f) => joined(listOf(l(c, f), e.at), listOf(r(c, f), e.at));
    case "-":
      return (c, f) => l(c, f) - r(c, f);
    case "*":
      return (c, f) => l(c, f) * r(c, f);
    case "/":
      return (c, f) => {
        const d = r(c, f);
        if (d === 0) throw new RuleError("RUN4102", "division by zero", e.at);
        return Math.trunc(l(c, f) / d);
      };
    case "%":
      return (c, f) => {
        const d = r(c, f);
        if (d === 0) throw new RuleError("RUN4102", "division by zero", e.at);
        return l(c, f) % d;
      };
  }
}

// `x.owner == me` or `k.height == 6`: when one side is `me` or a plain literal, equality is `===`
// (only lists compare structurally) and that side needs no closure call.
function compareWithScalar(op: "==" | "!=", side: Eval, other: ExprIR): Eval | undefined {
  const eq = op === "==";
  if (other.kind === "me") return eq ? (c, f) => side(c, f) === f.me : (c, f) => side(c, f) !== f.me;
  if (other.kind === "lit" && !Array.isArray(other.value) && (other.value === null || typeof other.value !== "object")) {
    const v = other.value;
    return eq ? (c, f) => side(c, f) === v : (c, f) => side(c, f) !== v;
  }
  return undefined;
}

function compileComprehension(e: Extract<ExprIR, { kind: "comp" }>, t: Tables): Eval {
  if (e.by) return compileSorted(e, t);
  const list = compileExpr(e.list, t);
  const where = e.where ? compileExpr(e.where, t) : undefined;
  const map = e.map ? compileExpr(e.map, t) : undefined;
  const slot = e.slot;
  const test = map ? undefined : attrTest(e.where, slot);
  if (test)
    // `[x in xs where x.a < v]`: the filter reads each element directly, without binding `x`.
    return (c, f) => {
      const src = listOf(list(c, f), e.at);
      spend(c, src.length, e.at);
      const out: unknown[] = [];
      for (let i = 0; i < src.length; i++) if (test(c, f, src[i])) out.push(src[i]);
      return out;
    };
  return (c, f) => {
    const src = listOf(list(c, f), e.at);
    // Each element counts against the move's budget: nested comprehensions multiply quickly.
    spend(c, src.length, e.at);
    const out: unknown[] = [];
    const saved = f.env[slot];
    for (let i = 0; i < src.length; i++) {
      const x = src[i];
      f.env[slot] = x;
      if (where && !truthy(where(c, f))) continue;
      out.push(map ? map(c, f) : x);
    }
    f.env[slot] = saved;
    return out;
  };
}

// `[x in xs where c by k1, k2 -> m]`: the kept elements in ascending order of their keys, the first
// key first; elements with equal keys keep the list's order (so "the first such player clockwise").
function compileSorted(e: Extract<ExprIR, { kind: "comp" }>, t: Tables): Eval {
  const list = compileExpr(e.list, t);
  const where = e.where ? compileExpr(e.where, t) : undefined;
  const keys = (e.by ?? []).map((k) => compileExpr(k, t));
  const map = e.map ? compileExpr(e.map, t) : undefined;
  const slot = e.slot;
  return (c, f) => {
    const src = listOf(list(c, f), e.at);
    spend(c, src.length * (keys.length + 1), e.at);
    const kept: { x: unknown; k: number[]; i: number }[] = [];
    const saved = f.env[slot];
    for (let i = 0; i < src.length; i++) {
      f.env[slot] = src[i];
      if (where && !truthy(where(c, f))) continue;
      kept.push({ x: src[i], k: keys.map((k) => k(c, f) as number), i });
    }
    kept.sort((a, b) => {
      for (let j = 0; j < a.k.length; j++) if (a.k[j] !== b.k[j]) return a.k[j]! - b.k[j]!;
      return a.i - b.i;
    });
    const out: unknown[] = [];
    for (const r of kept) {
      f.env[slot] = r.x;
      out.push(map ? map(c, f) : r.x);
    }
    f.env[slot] = saved;
    return out;
  };
}
