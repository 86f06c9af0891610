import type { At, ExprIR } from "./program.js";
import type { Eval } from "./context.js";
import { RuleError } from "./types.js";
import { equal, listOf, truthy } from "./values.js";
import { randomInt, shuffleInPlace } from "./rng.js";
import { teamSeats } from "./teams.js";
import described from "./builtins.json" with { type: "json" };
import { spend } from "./limits.js";

// The builtin functions of the rules language. Their names, parameters and results live in
// builtins.json, a data contract the compiler's checker and the docs' test read too.

/** What a builtin's parameter accepts: `list` is a list or a zone, `element` a value of the first list's element type, `field` a field name. */
export type BuiltinParamType = "int" | "player" | "list" | "list of int" | "list of bool" | "zone" | "element" | "list of element" | "component" | "field";

/** What a builtin gives: `element` is the first list's element type, `list of component` a list of the first component's type. */
export type BuiltinResultType = "int" | "bool" | "player" | "element" | "list of element" | "list of player" | "list of component" | "any";

/** How builtins.json describes one builtin: read by the checker, the runtime and the docs' test. */
export interface BuiltinDef {
  /** Each parameter's name (for the docs) and what it accepts (for the checker). */
  params: { name: string; type: BuiltinParamType }[];
  returns: BuiltinResultType;
  doc: string;
  /** Draws from the game's generator (so it is never evaluated speculatively). */
  chance?: boolean;
  /** Written as a bare name, not a call (`input`, not `input()`). */
  bare?: boolean;
}

/** The name of a builtin: a key of builtins.json, so the runtime's switch over them is checked for every one. */
export type BuiltinName = keyof typeof described;

/** Every builtin of the rules language, described once (runtime/builtins.json). */
export const BUILTIN_DEFS = described as Record<string, BuiltinDef>;

/** Builtin names with their argument counts, shared with the compiler's checker. */
export const BUILTINS: Record<string, number> = Object.fromEntries(Object.entries(BUILTIN_DEFS).map(([k, d]) => [k, d.params.length]));

/** Compiles a call of builtin `fn` over compiled arguments. */
export function builtin(name: string, args: Eval[], node: { at: At }, fields?: Map<string, unknown[]>): Eval {
  const at = node.at;
  const a = args[0]!;
  // Every element a builtin looks at counts against the move's budget (runtime/limits.ts).
  const list = (c: Parameters<Eval>[0], f: Parameters<Eval>[1]) => {
    const l = listOf(a(c, f), at);
    spend(c, l.length, at);
    return l;
  };
  // A name the description lacks is the compiler's to refuse; a program that carries one anyway is refused here.
  if (!Object.hasOwn(BUILTIN_DEFS, name)) throw new RuleError("RUN4106", `unknown builtin '${name}'`, at);
  const fn = name as BuiltinName;
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
    case "product":
      return (c, f) => {
        const l = list(c, f);
        let m = 1;
        for (let i = 0; i < l.length; i++) m *= l[i] as number;
        return m;
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
    case "all":
      // True when every element is true (so for an empty list too), e.g. all([x in xs -> x.ready]).
      return (c, f) => list(c, f).every(truthy);
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
        for (const x of list(c, f)) {
          spend(c, out.length, at);
          if (!out.some((y) => equal(x, y))) out.push(x);
        }
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
    case "inCampaign":
      // A single game of a game that keeps a campaign still reads a fresh record; only a given one counts.
      return (c) => c.s.setup.campaign !== undefined;
    case "take": {
      const n = args[1]!;
      return (c, f) => list(c, f).slice(0, Math.max(0, n(c, f)));
    }
    case "concat": {
      const b = args[1]!;
      return (c, f) => [...list(c, f), ...listOf(b(c, f), at)];
    }
    case "team":
      return (c, f) => teamSeats(c.s, a(c, f));
    case "teammates":
      return (c, f) => {
        const p = a(c, f);
        return teamSeats(c.s, p).filter((q) => q !== p);
      };
    case "at": {
      const i = args[1]!;
      return (c, f) => list(c, f)[i(c, f)] ?? null;
    }
    case "indexOf": {
      const x = args[1]!;
      return (c, f) => {
        const l = list(c, f);
        const v = x(c, f);
        for (let k = 0; k < l.length; k++) if (equal(l[k], v)) return k;
        return -1;
      };
    }
    case "hexDistance": {
      const [c1, r1, c2, r2] = args as [Eval, Eval, Eval, Eval];
      const general: Eval = (c, f) => hexDistance(c1(c, f), r1(c, f), c2(c, f), r2(c, f));
      // `hexDistance(h.col, h.row, g.col, g.row)` over two loop variables, the usual form inside a
      // comprehension over the board: the four attributes are read straight from the state.
      const direct = (node as { args?: ExprIR[] }).args?.map((x) => (x.kind === "attr" && x.of.kind === "local" ? [x.attr, x.of.slot] : undefined));
      if (!direct || direct.length !== 4 || !direct.every((d) => d)) return general;
      const [[a1, s1], [a2, s2], [a3, s3], [a4, s4]] = direct as [number, number][];
      return (c, f) => {
        const env = f.env;
        const i1 = env[s1!], i2 = env[s2!], i3 = env[s3!], i4 = env[s4!];
        // Anything but components (none, a JSON record) reads the general way.
        if (typeof i1 !== "number" || typeof i2 !== "number" || typeof i3 !== "number" || typeof i4 !== "number") return general(c, f);
        const at = c.s.attrs;
        return hexDistance(at[a1!]![i1] as number, at[a2!]![i2] as number, at[a3!]![i3] as number, at[a4!]![i4] as number);
      };
    }
    case "distance":
    case "within": {
      // Breadth-first steps along a list-of-components field; the field name is the third argument.
      const [from, second, name] = args as [Eval, Eval, Eval];
      return (c, f) => {
        const links = (fields?.get(name(c, f)) ?? []) as (number[] | null)[];
        const start = from(c, f) as number | null;
        if (fn === "within") return start == null ? [] : breadthFirst(links, start, second(c, f)).seen;
        const goal = second(c, f) as number | null;
        if (start == null || goal == null) return -1;
        return steps(links, start, goal);
      };
    }
    case "random": {
      // Chance in an expression: drawn from the game's generator, so replays match.
      const hi = args[1]!;
      return (c, f) => {
        const [v, rng] = randomInt(c.s.rng, a(c, f), hi(c, f));
        c.s.rng = rng;
        c.barrier = true;
        return v;
      };
    }
    case "shuffled":
      return (c, f) => {
        const out = list(c, f).slice() as number[];
        c.s.rng = shuffleInPlace(c.s.rng, out);
        c.barrier = true;
        return out;
      };
    case "sort":
      return (c, f) => (list(c, f).slice() as (number | string)[]).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    case "input":
      // The JSON a query was given (`query ... --input FILE`); `input` in the rules language.
      return (c) => c.input ?? c.s.setup.input ?? null;
    default: {
      const never: never = fn;
      throw new RuleError("RUN4106", `unknown builtin '${String(never)}'`, at);
    }
  }
}

/** Distance between two cells of a flat-topped hex grid in odd-q offset coordinates (odd columns sit half a cell lower). */
export function hexDistance(c1: number, r1: number, c2: number, r2: number): number {
  const x1 = c1, z1 = r1 - (c1 - (c1 & 1)) / 2;
  const x2 = c2, z2 = r2 - (c2 - (c2 & 1)) / 2;
  const dx = x1 - x2, dz = z1 - z2, dy = -dx - dz;
  return Math.max(Math.abs(dx), Math.abs(dy), Math.abs(dz));
}

/**
 * Steps from each start, by the links they were measured along. A links field is the program's data,
 * the same for the whole game, so a breadth-first walk from a start is done once and every later
 * `distance` from it is a lookup (a bot's bot knowledge asks for the same distances thousands of times
 * a decision).
 */
const stepsFrom = new WeakMap<readonly (readonly number[] | null)[], number[][]>();

/** Fewest steps from `start` to `goal` along `links` (-1 if unreachable), remembered per start. */
export function steps(links: readonly (readonly number[] | null)[], start: number, goal: number): number {
  let byStart = stepsFrom.get(links);
  if (!byStart) stepsFrom.set(links, (byStart = []));
  return (byStart[start] ??= breadthFirst(links, start, Infinity).d)[goal] ?? -1;
}

/** Breadth-first from `start`, at most `limit` steps along `links`: what it reached, nearest first (`within`), and the steps to each (holes for the unreached). */
export function breadthFirst(links: readonly (readonly number[] | null)[], start: number, limit: number): { seen: number[]; d: number[] } {
  const seen = [start];
  const d: number[] = [];
  d[start] = 0;
  for (let i = 0; i < seen.length; i++) {
    const x = seen[i]!;
    if (d[x]! >= limit) break;
    for (const y of links[x] ?? [])
      if (d[y] === undefined) {
        d[y] = d[x]! + 1;
        seen.push(y);
      }
  }
  return { seen, d };
}

function clockwise(from: number, n: number, skip: number): number[] {
  const out: number[] = [];
  for (let i = skip; i < n; i++) out.push((from + i) % n);
  return out;
}
