import type { At, ExprIR } from "./program.js";
import type { Eval, FrameLike, Tables } from "./context.js";
import { attrCompare } from "./attr-compare.js";
import { countComparison, usesChance, type CountComparison } from "./folds.js";
import { hexDistance } from "./builtins.js";
import { RuleError } from "./types.js";
import { checkCallDepth, exhausted, fieldsTooDeep, functionsTooDeep, MAX_EXPR_DEPTH, notAnExpression } from "./limits.js";
import { equal, filled, idsOf, intOf, joined, listOf, truthy } from "./values.js";
import { writableRow } from "./shared-rows.js";

// An expression tree becomes the source of one JavaScript function (built with `new Function`), so
// V8 sees `f.env[2] + 1 < c.s.counters[4]` as one piece of code it can optimise and inline, rather
// than a tree of closures whose every call site is shared by all the nodes of that kind in the
// program (and so never inlined). Nodes the generator does not handle (builtins, functions, folds)
// stay closures, called from the generated code; their own sub-trees are generated again. A field
// whose values are rules (`k.holds(h)`) runs through a generated dispatcher of that field's snippets.
// Each generated piece computes exactly what the closure path computes, in the same order, so states
// stay bit for bit the same.

/** Compiles `e` to a generated function, or returns undefined when its root is a node left to closures. */
export function compileJs(e: ExprIR, t: Tables, closure: (e: ExprIR) => Eval, hot = false): Eval | undefined {
  // A lone leaf gains nothing from a function of its own; a straight-line expression only where it
  // runs often enough to repay V8's warm-up (`hot`: a field's snippet, run once per element read).
  if (!generated(e, t) || leaf(e) || !(hot || loops(e, t))) return undefined;
  const g = new Gen(t, closure);
  return build<Eval>(g, g.fn(e), e.at, t);
}

// Helpers the generated code calls: small, monomorphic, inlined by V8 where it pays.
// The last seven serve generated statements (runtime/compile-run.ts).
const HELPERS = [truthy, equal, readField, readAttr, readFused, inList, inFixed, concat, divZero, listSpent, seats, hexDistance, intOf, idsOf, listOf, writableRow, exhausted, checkCallDepth, filled];
const HELPER_NAMES = ["truthy", "equal", "readField", "readAttr", "readFused", "inList", "inFixed", "concat", "divZero", "listSpent", "seats", "hexDistance", "intOf", "idsOf", "listOf", "writableRow", "exhausted", "checkCallDepth", "filled"];

/** Builds the generated function a `Gen` wrote: its helpers, returning `name`, named after the rule at `at`. */
export function build<F>(g: Gen, name: string, at: At, t: Tables): F {
  // Named after the rule's position, so a profile of a game points at its rules.
  const file = t.program.files[at[0]] ?? "rules";
  const src = `${g.helpers.join("\n")}\nreturn ${name};\n//# sourceURL=rules:${file.replace(/[^\w./-]/g, "_")}:${at[1]}:${at[2]}`;
  const factory = new Function("k", ...HELPER_NAMES, src) as (k: unknown[], ...h: unknown[]) => F;
  return factory(g.k, ...HELPERS);
}

function readField(values: unknown[], id: unknown, name: string): unknown {
  if (typeof id === "number") return values[id] ?? null;
  // Plain JSON (a query's input) reads fields by name.
  if (id !== null && typeof id === "object" && !Array.isArray(id)) return (id as Record<string, unknown>)[name] ?? null;
  return null;
}

function readAttr(row: unknown[], id: unknown, name: string): unknown {
  if (typeof id === "number") return row[id];
  // A JSON record (an element of `input`) reads a field named like the attribute (`r.col`).
  if (id !== null && typeof id === "object" && !Array.isArray(id)) return (id as Record<string, unknown>)[name] ?? null;
  return null;
}

// As runtime/attr-compare.ts reads an attribute in a fused comparison.
function readFused(row: unknown[], id: unknown): unknown {
  return id == null ? null : row[id as number];
}

function inList(c: { steps: number }, x: unknown, l: unknown, at: At): boolean {
  const list = listOf(l, at);
  if ((c.steps -= list.length) < 0) exhausted(at);
  for (let i = 0; i < list.length; i++) if (equal(list[i], x)) return true;
  return false;
}

// Per list field of fixed data: each component's list length (-1: not a list), and per literal looked
// for, whether each list holds it. Worked out once per field and literal, however many rules ask.
const MEMBERSHIP = new WeakMap<unknown[], { len: Int32Array; has: Map<unknown, Uint8Array> }>();

function membership(values: unknown[], v: unknown): { has: Uint8Array; len: Int32Array } {
  let m = MEMBERSHIP.get(values);
  if (!m) {
    const len = new Int32Array(values.length);
    values.forEach((l, id) => (len[id] = Array.isArray(l) ? l.length : l == null ? 0 : -1));
    MEMBERSHIP.set(values, (m = { len, has: new Map() }));
  }
  let has = m.has.get(v);
  if (!has) {
    has = new Uint8Array(values.length);
    values.forEach((l, id) => (has![id] = Array.isArray(l) && l.some((x) => x === v) ? 1 : 0));
    m.has.set(v, has);
  }
  return { has, len: m.len };
}

// `inList` over a list of fixed data, answered from its table (see Gen.fixedMembership).
function inFixed(c: { steps: number }, has: Uint8Array, len: Int32Array, id: number, at: At): boolean {
  if ((c.steps -= len[id]!) < 0) exhausted(at);
  return has[id] === 1;
}

function concat(a: unknown, b: unknown, at: At): unknown[] {
  return joined(listOf(a, at), listOf(b, at));
}

function divZero(at: At): never {
  throw new RuleError("RUN4102", "division by zero", at);
}

// A comprehension's source list, its elements charged to the move's budget.
function listSpent(c: { steps: number }, v: unknown, at: At): unknown[] {
  const l = listOf(v, at);
  if ((c.steps -= l.length) < 0) exhausted(at);
  return l;
}

function seats(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i);
  return out;
}

// `max([1, cost - discount])`: a fold over a list written out item by item, which the generated code
// computes without building the list (see Gen.literalFold).
function foldsWrittenList(e: Extract<ExprIR, { kind: "call" }>): boolean {
  return (e.fn === "min" || e.fn === "max" || e.fn === "sum") && e.args.length === 1 && e.args[0]!.kind === "list";
}

// Builtins the generated code computes itself (see Gen.builtinCall).
const INLINE_BUILTINS = new Set(["hexDistance", "abs", "playerCount", "count", "size", "any", "first", "at"]);

const ARITH: Record<string, string> = { "+": "+", "-": "-", "*": "*", "<": "<", "<=": "<=", ">": ">", ">=": ">=" };

// Whether a node is generated here (rather than compiled to a closure by compile-expr.ts).
function generated(e: ExprIR, t: Tables): boolean {
  switch (e.kind) {
    case "lit":
    case "local":
    case "me":
    case "self":
    case "players":
    case "option":
    case "counter":
    case "field":
    case "attr":
    case "mark":
    case "not":
    case "neg":
    case "if":
    case "list":
    case "exprField":
    case "fn":
      return true;
    case "zone":
      return !e.key;
    case "comp":
      return !e.by;
    case "call":
      return (e.args[0]?.kind === "comp" && foldOf(e.fn, e.args[0], t) !== undefined) || INLINE_BUILTINS.has(e.fn) || foldsWrittenList(e);
    case "bin":
      return e.op in ARITH || ["and", "or", "??", "==", "!=", "in", "++", "/", "%"].includes(e.op);
    default:
      return false;
  }
}

// Whether a tree holds a loop (a comprehension or a fold) the generated code would run, or a field's
// snippet (run through its dispatcher, which a closure cannot call but from one site shared by all the
// snippets of the program): each generated function must be warmed up and optimised by V8 on its own,
// which pays where elements are visited many times a call, not for straight-line expressions that the
// shared closures serve as well.
function loops(e: unknown, t: Tables): boolean {
  if (Array.isArray(e)) return e.some((x) => loops(x, t));
  if (e === null || typeof e !== "object") return false;
  const n = e as ExprIR;
  if (n.kind === "comp" || n.kind === "exprField") return true;
  return Object.values(n).some((x) => typeof x === "object" && loops(x, t));
}

function leaf(e: ExprIR): boolean {
  switch (e.kind) {
    case "lit":
    case "local":
    case "me":
    case "self":
    case "option":
      return true;
    case "counter":
    case "zone":
      return !e.of;
    default:
      return false;
  }
}

type Comp = Extract<ExprIR, { kind: "comp" }>;

/** How a builtin over a comprehension is folded: as runtime/folds.ts folds it, or not at all. */
type Fold = "any" | "all" | "count" | "sum" | "min" | "max" | "first";

// The fold runtime/folds.ts applies to `fn(comp)`, so the generated loop does the same work.
function foldOf(fn: string, e: Comp, t: Tables): Fold | undefined {
  if (e.by) return undefined;
  if (fn === "min" || fn === "max") return fn;
  if (fn === "first") return !e.map && !usesChance(e.where, t) ? "first" : undefined;
  if (fn !== "any" && fn !== "all" && fn !== "count" && fn !== "sum") return undefined;
  if (e.map && (fn === "any" || fn === "count")) return undefined;
  if (usesChance(e.where, t) || usesChance(e.map, t)) return undefined;
  return fn;
}

const CMP: Record<string, string> = { "==": "===", "!=": "!==", "<": "<", "<=": "<=", ">": ">", ">=": ">=" };

// Operators whose value is always true or false, generated or left to a closure (as `any` and `all` are).
const BOOLEAN_OPS = new Set(["==", "!=", "<", "<=", ">", ">=", "in", "and", "or"]);

/** Whether `e` always yields a boolean, so testing it needs no `truthy` (a call the hot loops would pay). */
function yieldsBoolean(e: ExprIR): boolean {
  if (e.kind === "not" || e.kind === "mark") return true;
  if (e.kind === "lit") return typeof e.value === "boolean";
  if (e.kind === "call") return e.fn === "any" || e.fn === "all";
  return e.kind === "bin" && BOOLEAN_OPS.has(e.op);
}

// Reads a loop's body makes that give the same value in every iteration, worked out once before the
// loop: rows of attributes and marks (an expression never writes), and reads of a local the loop does
// not bind (`h.col` in `min([g in forests -> hexDistance(h.col, h.row, g.col, g.row)])`). Such reads
// never throw and spend no steps, so reading them once, even for an empty list, changes nothing.
class Hoisted {
  readonly lines: string[] = [];
  private readonly names = new Map<string, string>();
  constructor(
    /** The slot the loop binds. */
    readonly slot: number,
    private readonly prefix: string,
    /** The JavaScript local holding the element, which reads of the slot in the loop body use. */
    readonly element: string,
  ) {}

  /** The name of a constant holding `code`, declared once before the loop. */
  name(code: string): string {
    let n = this.names.get(code);
    if (!n) {
      n = `${this.prefix}${this.names.size}`;
      this.names.set(code, n);
      this.lines.push(`const ${n} = ${code};`);
    }
    return n;
  }
}

/** Writes the source of generated functions for expressions (and, extended, for statements). */
export class Gen {
  readonly k: unknown[] = [];
  readonly helpers: string[] = [];
  private temps = 0;
  /** The loop body being generated, whose invariant reads are hoisted (none outside loop bodies). */
  private hoisted?: Hoisted;
  constructor(
    protected readonly t: Tables,
    protected readonly closure: (e: ExprIR) => Eval,
  ) {}

  /** A function expression computing `e`. */
  fn(e: ExprIR): string {
    const name = this.func((g) => [`return ${g.x(e)};`]);
    return name;
  }

  // A named function of the generated code, (c, f) => ... (or over `params`), with its own temporaries; returns its name.
  protected func<G extends Gen>(this: G, lines: (g: G) => string[], params = "c, f"): string {
    const hi = this.helpers.length;
    const name = `h${hi}`;
    this.helpers.push("");
    const outer = this.temps;
    const outerHoisted = this.hoisted;
    this.temps = 0;
    this.hoisted = undefined;
    const body = lines(this);
    const decl = this.temps ? `let ${Array.from({ length: this.temps }, (_, i) => `t${i}`).join(", ")};` : "";
    this.temps = outer;
    this.hoisted = outerHoisted;
    this.helpers[hi] = `function ${name}(${params}) {\n${decl}\n${body.join("\n")}\n}`;
    return name;
  }

  protected konst(v: unknown): string {
    this.k.push(v);
    return `k[${this.k.length - 1}]`;
  }

  protected temp(): string {
    return `t${this.temps++}`;
  }

  // `"red" in c.colors`: a literal looked for in a list field of the program's fixed data is
  // answered from a table worked out once, whether each component's list holds it, and charged to the
  // move's step budget as the scan would be (the list's length). A record, an id outside the table or
  // a value that is not a list takes the scan, which reads or reports it as before.
  private fixedMembership(e: Extract<ExprIR, { kind: "bin" }>, at: () => string): string | undefined {
    const r = e.right;
    if (e.left.kind !== "lit" || r.kind !== "field" || !r.of) return undefined;
    const v = e.left.value;
    const values = this.t.fields.get(r.field);
    if (v === null || typeof v === "object" || !values) return undefined;
    const { has, len } = membership(values, v);
    const x = this.temp();
    const scan = `inList(c, ${this.konst(v)}, readField(${this.konst(values)}, ${x}, ${JSON.stringify(r.field)}), ${at()})`;
    const lens = this.konst(len);
    return `((${x} = ${this.x(r.of)}), typeof ${x} === "number" && ${x} >= 0 && ${x} < ${values.length} && ${lens}[${x}] >= 0 ? inFixed(c, ${this.konst(has)}, ${lens}, ${x}, ${at()}) : ${scan})`;
  }

  // A row of attribute or mark values: the same through a loop, so read once before it.
  private row(kind: "attrs" | "marks", i: number): string {
    const code = `c.s.${kind}[${i}]`;
    return this.hoisted ? this.hoisted.name(code) : code;
  }

  // A read of `of` (`code`) that is the same in every iteration when `of` is a local the loop does not bind.
  private invariant(of: ExprIR, code: string): string {
    return this.hoisted && of.kind === "local" && of.slot !== this.hoisted.slot ? this.hoisted.name(code) : code;
  }

  // A node left to a closure: called through the constants.
  private call(ev: Eval): string {
    return `${this.konst(ev)}(c, f)`;
  }

  /** `e` as a JavaScript test: true or false, as `truthy` reads its value. */
  test(e: ExprIR): string {
    return yieldsBoolean(e) ? this.x(e) : `truthy(${this.x(e)})`;
  }

  x(e: ExprIR): string {
    const t = this.t;
    if (e.kind === "call") return this.builtinCall(e);
    if (!generated(e, t)) return this.call(this.closure(e));
    switch (e.kind) {
      case "lit": {
        const v = e.value;
        if (v === null || typeof v === "boolean") return String(v);
        if (typeof v === "number") return Object.is(v, -0) ? "(-0)" : `(${v})`;
        if (typeof v === "string") return JSON.stringify(v);
        return this.konst(v);
      }
      case "local":
        return this.hoisted?.slot === e.slot ? this.hoisted.element : `f.env[${e.slot}]`;
      case "me":
        return "f.me";
      case "self":
        return "f.self";
      case "players":
        return "seats(c.s.players)";
      case "option":
        return `c.s.opts[${JSON.stringify(e.name)}]`;
      case "counter": {
        const i = index(t.counterIndex, e.name, e);
        if (!e.of) return `c.s.counters[${i}]`;
        return `c.s.counters[${i}][${this.x(e.of)}]`;
      }
      case "zone": {
        const z = index(t.zoneIndex, e.name, e);
        if (!e.of) return `c.s.zones[c.L.base[${z}]]`;
        return `c.s.zones[c.L.base[${z}] + ${this.x(e.of)}]`;
      }
      case "field":
        return this.invariant(e.of, `readField(${this.konst(t.fields.get(e.field) ?? [])}, ${this.x(e.of)}, ${JSON.stringify(e.field)})`);
      case "attr":
        return this.invariant(e.of, `readAttr(${this.row("attrs", e.attr)}, ${this.x(e.of)}, ${JSON.stringify(t.program.attrs[e.attr]?.name ?? "")})`);
      case "mark":
        return this.invariant(e.of, `(${this.row("marks", e.mark)}[${this.x(e.of)}] === 1)`);
      case "not":
        return `!${this.test(e.operand)}`;
      case "neg":
        return `(-(${this.x(e.operand)}))`;
      case "if":
        return `(${this.test(e.cond)} ? ${this.x(e.then)} : ${this.x(e.else)})`;
      case "list":
        return `[${e.items.map((i) => this.x(i)).join(", ")}]`;
      case "comp":
        return `${this.loop(e, undefined)}(c, f)`;
      case "exprField":
        return this.fieldCall(e);
      case "fn":
        return this.fnCall(e);
      case "bin":
        return this.bin(e);
      default:
        return this.call(this.closure(e));
    }
  }

  // `k.holds(h)`: the component's snippet for the field, run through the field's dispatcher (below),
  // its arguments worked out only when there is one, as the closure does.
  private fieldCall(e: Extract<ExprIR, { kind: "exprField" }>): string {
    const args = e.args ?? [];
    const values = this.konst(this.t.fields.get(e.field) ?? []);
    const run = this.konst(fieldDispatcher(this.t, e.field, args.length, this.closure));
    const [id, ref] = [this.temp(), this.temp()];
    const rest = args.map((a) => `, ${this.x(a)}`).join("");
    return `((${id} = ${this.x(e.of)}) == null || !(${ref} = ${values}[${id}]) ? null : ${run}.run(c, ${this.konst(e.at)}, ${ref}.snippet, ${id}, f.me${rest}))`;
  }

  // A declared function's call, as runtime/compile-function.ts makes it: the arguments fill the first
  // slots of a frame reused from call to call (taken off the site while a call runs, so a call made
  // meanwhile gets one of its own), which sees the caller's `me` and `self`; the body compiles on first
  // use (functions may call each other, or themselves) and runs as hot code.
  private fnCall(e: Extract<ExprIR, { kind: "fn" }>): string {
    const def = this.t.program.functions?.[e.name];
    if (!def) return this.call(this.closure(e));
    const t = this.t;
    const closure = this.closure;
    const site: FnSite = { free: null, body: null, load: () => (site.body = t.generate?.(def.expr, t, closure, true) ?? closure(def.expr)) };
    const [F, fr, v] = [this.temp(), this.temp(), this.temp()];
    const args = e.args.map((a, i) => `${fr}.env[${i}] = ${this.x(a)}`);
    return `(${[
      `${F} = ${this.konst(site)}`,
      `${fr} = ${F}.free`,
      `${F}.free = null`,
      `${fr} === null && (${fr} = { env: filled(${def.locals}, null), me: 0, self: -1 })`,
      ...args,
      `${fr}.me = f.me`,
      `${fr}.self = f.self`,
      `++c.depth > ${MAX_EXPR_DEPTH} && ${this.konst(functionsTooDeep)}(${this.konst(e.at)})`,
      `${v} = (${F}.body ?? ${F}.load())(c, ${fr})`,
      `${F}.free = ${fr}`,
      "c.depth--",
      v,
    ].join(", ")})`;
  }

  // `any([x in xs where p])` and the other folds become loops here; other builtins stay closures over generated arguments.
  private builtinCall(e: Extract<ExprIR, { kind: "call" }>): string {
    const arg = e.args[0];
    const fold = arg?.kind === "comp" ? foldOf(e.fn, arg, this.t) : undefined;
    if (fold && arg?.kind === "comp") return `${this.loop(arg, fold)}(c, f)`;
    if (foldsWrittenList(e) && arg?.kind === "list") return this.literalFold(e.fn, arg.items, e.at);
    // A few small builtins, written out as runtime/builtins.ts computes them.
    const x = (i: number) => this.x(e.args[i]!);
    const list = () => `listSpent(c, ${x(0)}, ${this.konst(e.at)})`;
    switch (e.fn) {
      case "hexDistance":
        return e.args.length === 4 ? `hexDistance(${x(0)}, ${x(1)}, ${x(2)}, ${x(3)})` : this.call(this.closure(e));
      case "abs":
        return `Math.abs(${x(0)})`;
      case "playerCount":
        return "c.s.players";
      case "count":
      case "size":
        return `${list()}.length`;
      case "any":
        return `(${list()}.length > 0)`;
      case "first":
        // Of a sorted comprehension, the closure finds the least element without sorting (runtime/folds.ts).
        if (arg?.kind === "comp" && arg.by) return this.call(this.closure(e));
        return `(${list()}[0] ?? null)`;
      case "at":
        return `(${list()}[${x(1)}] ?? null)`;
    }
    return this.call(this.closure(e));
  }

  // As runtime/builtins.ts folds the list: its items read in order, the list's length charged to the
  // move's budget, then the first item kept unless a later one is larger (`max`) or smaller (`min`), or
  // all added to 0 (`sum`); an empty list folds to 0.
  private literalFold(fn: string, items: ExprIR[], at: At): string {
    const ts = items.map(() => this.temp());
    const reads = items.map((item, i) => `${ts[i]} = ${this.x(item)}`);
    const spent = `(c.steps -= ${items.length}) < 0 && exhausted(${this.konst(at)})`;
    if (!items.length) return `(${spent}, 0)`;
    let folded: string;
    if (fn === "sum") folded = `(0 + ${ts.join(" + ")})`;
    else {
      const m = this.temp();
      const op = fn === "max" ? ">" : "<";
      folded = [`${m} = ${ts[0]}`, ...ts.slice(1).map((x) => `${m} = (${x} ${op} ${m} ? ${x} : ${m})`), m].join(", ");
    }
    return `(${[...reads, spent, folded].join(", ")})`;
  }

  private bin(e: Extract<ExprIR, { kind: "bin" }>): string {
    // `x.height < 6`, `x.owner == me`: read as runtime/attr-compare.ts reads them.
    if (attrCompare(e.op, e.left, e.right) && e.left.kind === "attr" && e.left.of.kind === "local") {
      const r = e.right.kind === "me" ? "f.me" : this.x(e.right);
      const read = this.invariant(e.left.of, `readFused(${this.row("attrs", e.left.attr)}, ${this.x(e.left.of)})`);
      return `(${read} ${CMP[e.op]!} ${r})`;
    }
    const counted = countComparison(e, this.t);
    if (counted) return `${this.loop(counted.comp, undefined, { ...counted, op: e.op })}(c, f)`;
    const at = () => this.konst(e.at);
    if (e.op === "==" || e.op === "!=") {
      const eq = e.op === "==";
      // `== me` or `== literal`: only lists compare structurally, so `===` is the whole test.
      const scalar = (x: ExprIR) => x.kind === "me" || (x.kind === "lit" && (x.value === null || typeof x.value !== "object"));
      if (scalar(e.right) || scalar(e.left)) return `(${this.x(e.left)} ${eq ? "===" : "!=="} ${this.x(e.right)})`;
      const a = this.temp();
      const b = this.temp();
      const same = `((${a} = ${this.x(e.left)}) === (${b} = ${this.x(e.right)}) || (typeof ${a} === "object" && ${a} !== null && equal(${a}, ${b})))`;
      return eq ? same : `!${same}`;
    }
    switch (e.op) {
      case "and":
        return `(${this.test(e.left)} && ${this.test(e.right)})`;
      case "or":
        return `(${this.test(e.left)} || ${this.test(e.right)})`;
      case "??": {
        // The default is worked out only when needed.
        const a = this.temp();
        return `((${a} = ${this.x(e.left)}) === null || ${a} === undefined ? ${this.x(e.right)} : ${a})`;
      }
      case "in": {
        const fixed = this.fixedMembership(e, at);
        if (fixed) return fixed;
        const x = this.temp();
        return `((${x} = ${this.x(e.left)}), inList(c, ${x}, ${this.x(e.right)}, ${at()}))`;
      }
      case "++": {
        const a = this.temp();
        return `((${a} = ${this.x(e.left)}), concat(${a}, ${this.x(e.right)}, ${at()}))`;
      }
      case "/":
      case "%": {
        // The divisor is worked out first, and the dividend only when it is not zero, as the closures did.
        const d = this.temp();
        const q = e.op === "/" ? `Math.trunc(${this.x(e.left)} / ${d})` : `(${this.x(e.left)} % ${d})`;
        return `((${d} = ${this.x(e.right)}) === 0 ? divZero(${at()}) : ${q})`;
      }
    }
    return `(${this.x(e.left)} ${ARITH[e.op]!} ${this.x(e.right)})`;
  }

  // A comprehension's loop as a function of its own: building the list (no fold), or folding it as
  // runtime/folds.ts does (same elements visited, same early stops, same result).
  private loop(e: Comp, fold: Fold | undefined, counted?: CountComparison & { op: string }): string {
    return this.func((g) => {
      const s = e.slot;
      const lines = [`const src = listSpent(c, ${g.x(e.list)}, ${g.konst(e.at)});`];
      const hoisted = (g.hoisted = new Hoisted(s, "v", "x"));
      const W = e.where ? g.test(e.where) : undefined;
      const mapped = e.map ? g.x(e.map) : "x";
      g.hoisted = undefined;
      lines.push(...hoisted.lines);
      const body: string[] = [];
      let init = "";
      let cond = "";
      let result = "";
      const el = () => mapped;
      if (counted) {
        const cap = counted.k + 1;
        const cmp = counted.countLeft ? `n ${CMP[counted.op]!} ${counted.k}` : `${counted.k} ${CMP[counted.op]!} n`;
        if (!W) return [...lines, `const n = Math.min(src.length, ${cap});`, `return ${cmp};`];
        init = "let n = 0;";
        cond = ` && n < ${cap}`;
        body.push(`if (${W}) n++;`);
        result = cmp;
      } else if (!fold) {
        init = "const out = [];";
        if (W) body.push(`if (!${W}) continue;`);
        body.push(`out.push(${el()});`);
        result = "out";
      } else if (fold === "any") {
        if (!W) return [...lines, "return src.length > 0;"];
        init = "let r = false;";
        cond = " && !r";
        body.push(`r = ${W};`);
        result = "r";
      } else if (fold === "all") {
        init = "let r = true;";
        cond = " && r";
        if (W) body.push(`if (!${W}) continue;`);
        body.push(e.map && yieldsBoolean(e.map) ? `r = ${el()};` : `r = truthy(${el()});`);
        result = "r";
      } else if (fold === "count") {
        if (!W) return [...lines, "return src.length;"];
        init = "let n = 0;";
        body.push(`if (${W}) n++;`);
        result = "n";
      } else if (fold === "sum") {
        init = "let n = 0;";
        if (W) body.push(`if (!${W}) continue;`);
        body.push(`n += ${el()};`);
        result = "n";
      } else if (fold === "first") {
        if (!W) return [...lines, "return src.length ? (src[0] ?? null) : null;"];
        init = "let r = null;";
        body.push(`if (${W}) { r = src[i] ?? null; break; }`);
        result = "r";
      } else {
        // min and max: every kept element's value is worked out; the first one starts the fold.
        init = "let m = 0, first = true, v;";
        if (W) body.push(`if (!${W}) continue;`);
        body.push(`v = ${el()};`, `if (first) { m = v; first = false; } else if (v ${fold === "min" ? "<" : ">"} m) m = v;`);
        result = "m";
      }
      // The body reads the element as `x`; the frame's slot holds it too (and gets its old value back
      // after) only when the body hands the frame to code that may read it there (a nested loop, a closure).
      const framed = [W ?? "", mapped].some((code) => /\bf\b(?!\.)/.test(code));
      const each = framed ? ["const x = src[i];", `f.env[${s}] = x;`] : ["const x = src[i];"];
      const loop = [init, `for (let i = 0; i < src.length${cond}; i++) {`, ...each, ...body, "}"];
      if (!framed) return [...lines, ...loop, `return ${result};`];
      return [...lines, `const saved = f.env[${s}];`, ...loop, `f.env[${s}] = saved;`, `return ${result};`];
    });
  }
}

/** Runs snippet number `snippet` of a field for the component `id`, its arguments after `me`. */
type FieldRun = (c: unknown, at: At, snippet: number, id: unknown, me: unknown, ...args: unknown[]) => unknown;

/**
 * The dispatcher of an expression field called with `arity` arguments: one generated function whose
 * `switch` runs each snippet the field holds, so every snippet is called from a site of its own that
 * V8 can inline, where a closure calling whichever snippet it meets sees them all at one site. Each
 * case does what the closure (runtime/compile-expr.ts) does: a frame of the snippet's locals (reused
 * from call to call, as the closure reuses its), the arguments first, the same depth check. Generated
 * when first called, as snippets name fields (their own among them) that must not be generated before
 * they run.
 */
function fieldDispatcher(t: Tables, field: string, arity: number, closure: (e: ExprIR) => Eval): Dispatcher {
  let known = DISPATCHERS.get(t);
  if (!known) DISPATCHERS.set(t, (known = new Map()));
  const key = `${arity}\u0000${field}`;
  let d = known.get(key);
  if (!d) {
    const holder: Dispatcher = {
      built: false,
      run: (...a) => {
        holder.built = true;
        return (holder.run = buildDispatcher(t, field, arity, closure))(...a);
      },
    };
    known.set(key, (d = holder));
  }
  return d;
}

/** A call site of a declared function as the generated code uses it: its spare frame and its body, compiled by `load` on first use. */
interface FnSite {
  free: FrameLike | null;
  body: Eval | null;
  load: () => Eval;
}

/** A field's dispatcher as the generated code calls it: `run`, a stub until first called. */
interface Dispatcher {
  run: FieldRun;
  built: boolean;
}

const DISPATCHERS = new WeakMap<Tables, Map<string, Dispatcher>>();

/** How many field dispatchers of a program have been generated so far (they are generated when first run). */
export function dispatchersBuilt(t: Tables): number {
  return [...(DISPATCHERS.get(t)?.values() ?? [])].filter((d) => d.built).length;
}

function buildDispatcher(t: Tables, field: string, arity: number, closure: (e: ExprIR) => Eval): FieldRun {
  const g = new DispatchGen(t, closure);
  const name = g.dispatcher(field, arity);
  return build<FieldRun>(g, name, g.at, t);
}

// Writes a field's dispatcher: a case per snippet the field holds, each snippet a function of its own.
class DispatchGen extends Gen {
  /** Where the dispatcher's code comes from, for its name in a profile: the first snippet's expression. */
  at: At = [0, 0, 0];

  // A variable of the generated module, beside its functions.
  private declare(line: string): void {
    this.helpers.push(line);
  }

  dispatcher(field: string, arity: number): string {
    const t = this.t;
    const snippets = new Set<number>();
    for (const v of t.fields.get(field) ?? []) {
      const k = (v as { snippet?: unknown } | null)?.snippet;
      if (typeof k === "number") snippets.add(k);
    }
    const params = Array.from({ length: arity }, (_, i) => `a${i}`);
    const notExpr = this.konst((at: At) => notAnExpression(field, at));
    const tooDeep = this.konst(fieldsTooDeep);
    const cases: string[] = [];
    let named = false;
    for (const k of [...snippets].sort((a, b) => a - b)) {
      const sn = t.program.snippets[k]!;
      if (sn.kind !== "expr") {
        cases.push(`case ${k}: return ${notExpr}(at);`);
        continue;
      }
      if (!named) [this.at, named] = [sn.expr.at, true];
      // The frame the closure would fill: the arguments, then the snippet's other locals at none.
      const env = [...params, ...Array.from({ length: Math.max(0, sn.locals - arity) }, () => "null")];
      const fn = this.fn(sn.expr);
      // A frame is kept for the next call once this one has returned; a call made while it is in use
      // (the snippet reading the field again) or after one that threw gets a new one.
      const free = `free${k}`;
      this.declare(`let ${free} = null;`);
      cases.push(
        `case ${k}: if (++c.depth > ${MAX_EXPR_DEPTH}) ${tooDeep}(at);`,
        `fr = ${free}; ${free} = null;`,
        `if (fr === null) fr = { env: [${env.join(", ")}], me, self: id }; else { ${params.map((p, i) => `fr.env[${i}] = ${p}; `).join("")}fr.me = me; fr.self = id; }`,
        `v = ${fn}(c, fr); ${free} = fr; c.depth--; return v;`,
      );
    }
    // `snippet`, not `k`: that names the generated module's constants.
    const lines = ["let v, fr;", "switch (snippet) {", ...cases, `default: return ${notExpr}(at);`, "}"];
    return this.func(() => lines, ["c", "at", "snippet", "id", "me", ...params].join(", "));
  }
}

function index(map: Map<string, number>, name: string, e: ExprIR): number {
  const i = map.get(name);
  if (i === undefined) throw new RuleError("RUN4100", `unknown name '${name}' in program`, e.at);
  return i;
}
