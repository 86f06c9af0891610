import type { ExprIR } from "./program.js";
import type { Ctx, Eval, FrameLike, Tables } from "./context.js";
import { RuleError } from "./types.js";
import { functionsTooDeep, MAX_EXPR_DEPTH } from "./limits.js";
import { filled } from "./values.js";
import { usesChance } from "./folds.js";

// A call of a declared pure function: its arguments fill the first slots of a fresh frame, which
// sees the caller's `me` and `self`. Bodies compile on first use, since functions may call each
// other (or themselves). A body runs once per call, often once per element of a list, so it is
// compiled as hot (generated JavaScript where the program generates any, loop or not).

/** Compiles a `fn` node; `compile` compiles an expression (`hot`: the function's body). */
export function compileFunctionCall(e: Extract<ExprIR, { kind: "fn" }>, t: Tables, compile: (e: ExprIR, hot?: boolean) => Eval): Eval {
  const args = e.args.map((a) => compile(a));
  const argSlots = localSlots(e.args);
  const def = t.program.functions?.[e.name];
  if (!def) throw new RuleError("RUN4100", `unknown function '${e.name}' in program`, e.at);
  const size = def.locals;
  let body: Eval | undefined;
  // Frames are reused from call to call (an expression's locals never outlive it); `busy` counts
  // the calls of this site in progress, so a call made while another runs gets a frame of its own.
  const frames: FrameLike[] = [];
  let busy = 0;
  let remembered: boolean | undefined;
  return (c, f) => {
    if (!body) body = compile(def.expr, true);
    const frame = (frames[busy] ??= { env: filled(size, null as unknown), me: 0, self: -1 });
    busy++;
    try {
      fillArgs(c, f, frame.env, args, argSlots);
      frame.me = f.me;
      frame.self = f.self;
      // Inside a read-only evaluation that keeps them, a call asked before is answered from memory.
      let known: Map<string, unknown> | undefined;
      let key: string | undefined;
      if (c.memo && (remembered ??= worthRemembering(def.expr, t)) && (key = argsKey(frame, e.args.length)) !== undefined) {
        known = c.memo.get(e.name);
        if (!known) c.memo.set(e.name, (known = new Map()));
        else if (known.has(key)) return known.get(key);
      }
      // A function that calls itself without end would recurse until the JavaScript stack ran out.
      if (++c.depth > MAX_EXPR_DEPTH) functionsTooDeep(e.at);
      const v = body(c, frame);
      c.depth--;
      known?.set(key!, v);
      return v;
    } finally {
      busy--;
    }
  };
}

// What identifies a call: its arguments and the `me` and `self` its body sees; undefined when an
// argument is a list or record (rare in a call worth remembering, and costly to key).
function argsKey(frame: FrameLike, n: number): string | undefined {
  let key = `${frame.me}|${frame.self}`;
  for (let i = 0; i < n; i++) {
    const a = frame.env[i];
    if (a !== null && typeof a === "object") return undefined;
    key += `|${typeof a === "string" ? JSON.stringify(a) : String(a)}`;
  }
  return key;
}

// A call is worth remembering when its body goes over a list (a comprehension, here or in a function
// it calls): a lookup costs more than a field read. Never when it rolls or draws: each call must.
function worthRemembering(body: ExprIR, t: Tables): boolean {
  return !usesChance(body, t) && goesOverList(body, t, new Set());
}

function goesOverList(e: unknown, t: Tables, seen: Set<string>): boolean {
  if (Array.isArray(e)) return e.some((x) => goesOverList(x, t, seen));
  if (e === null || typeof e !== "object") return false;
  const n = e as Record<string, unknown>;
  if (n.kind === "comp") return true;
  if (n.kind === "fn" && !seen.has(n.name as string)) {
    seen.add(n.name as string);
    if (goesOverList(t.program.functions?.[n.name as string]?.expr, t, seen)) return true;
  }
  return Object.values(n).some((x) => typeof x === "object" && goesOverList(x, t, seen));
}

/**
 * The caller's slots of arguments that are all locals (`k.holds(h)` in a comprehension, the usual
 * case), else undefined. Why: the call sites of field reads and function calls are shared by every
 * one of the program, so an argument closure called there is never inlined; a local is read straight
 * from the frame instead.
 */
export function localSlots(args: ExprIR[]): number[] | undefined {
  return args.every((a) => a.kind === "local") ? args.map((a) => (a as { slot: number }).slot) : undefined;
}

/** Fills the first slots of a callee's locals with the arguments: from the caller's slots where `slots` gives them, else by their closures. */
export function fillArgs(c: Ctx, f: FrameLike, env: unknown[], args: Eval[], slots: number[] | undefined): void {
  if (slots) for (let i = 0; i < slots.length; i++) env[i] = f.env[slots[i]!];
  else for (let i = 0; i < args.length; i++) env[i] = args[i]!(c, f);
}
