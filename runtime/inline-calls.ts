import type { BodyDef, Program, StmtIR } from "./program.js";
import type { Tables } from "./context.js";
import { takes } from "./run-statements.js";

// A call of a procedure is laid out inside its caller's body, where it can be: the callee's locals
// take fresh slots of the caller's frame and its statements follow the arguments' binding. Why: a
// call pushes a frame (a locals array and an object) and the interpreter goes round once more to
// pop it, and a turn made of procedures that wait (`call revealCard()` then `call
// activateAbilities()`) paid that at every step. The moves, decisions and results are the same;
// only the threads' frames and program counters in the state differ (saves are moves, so they
// replay), and every engine, generating code or not, lays out the same instructions.
//
// Only a procedure called from one place is laid out inline: copied to every caller, a procedure
// called from a dozen places made a dozen copies of its instructions and of its generated code,
// each warming up on its own, and the callers' frames larger (one rulebook game's playouts ran 15-20%
// slower so, another's 5-10% faster either way). A call also stays a call when the callee returns a
// value or leaves early (`return`, `end`), forks (`parallel`: its threads join a frame), is replaced
// by an expansion (chosen at run time), is named by an action's `during` (offers find the turn's
// player by its frame), lies on a cycle of calls, or is a run a generated run does inline already
// (runtime/run-statements.ts).

/** The procedure body a call is laid out with inline, or undefined when it stays a call. */
export function inlineBody(s: Extract<StmtIR, { kind: "call" }>, t: Tables): BodyDef | undefined {
  if (s.result !== undefined || !inlinable(t.program).has(s.proc) || takes(s, false, t)) return undefined;
  return t.program.procs[s.proc]!.body;
}

/** `stmts` with every local slot they name moved up by `base` (a copy; the program is not changed). */
export function renumbered(stmts: StmtIR[], base: number): StmtIR[] {
  return shifted(stmts, base) as StmtIR[];
}

// Nodes that name a local slot: expressions reading one or binding one (`comp`), statements binding one.
const SLOTTED = new Set(["local", "comp", "let", "for", "choose", "parallel", "rank", "firstOf"]);

function shifted(v: unknown, base: number): unknown {
  if (Array.isArray(v)) return v.map((x) => shifted(x, base));
  if (v === null || typeof v !== "object") return v;
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(o)) out[k] = k === "at" ? x : shifted(x, base);
  if (typeof o.kind === "string" && SLOTTED.has(o.kind) && typeof o.slot === "number") out.slot = o.slot + base;
  if (o.kind === "call" && typeof o.result === "number") out.result = o.result + base;
  return out;
}

const INLINABLE = new WeakMap<Program, Set<string>>();

// The procedures whose calls may be laid out inline (see above), worked out once per program.
function inlinable(program: Program): Set<string> {
  let known = INLINABLE.get(program);
  if (known) return known;
  const during = new Set((program.actions ?? []).flatMap((a) => a.during ?? []));
  const sites = new Map<string, number>();
  const count = (block: readonly StmtIR[]) => walk(block, (s) => s.kind === "call" && sites.set(s.proc, (sites.get(s.proc) ?? 0) + 1));
  for (const def of Object.values(program.procs)) for (const b of [def.body, ...(def.replacements ?? []).map((r) => r.body)]) count(b.block);
  for (const b of Object.values(program.steps)) count(b.block);
  for (const sn of program.snippets) if (sn.kind === "effect") count(sn.block);
  for (const a of program.actions ?? []) count(a.body.block);
  const callees = new Map<string, Set<string>>();
  const plain = new Set<string>();
  for (const [name, def] of Object.entries(program.procs)) {
    const calls = new Set<string>();
    let ok = sites.get(name) === 1 && !def.replacements?.length && !during.has(name);
    walk(def.body.block, (s) => {
      if (s.kind === "call") calls.add(s.proc);
      if (s.kind === "return" || s.kind === "end" || s.kind === "parallel") ok = false;
    });
    callees.set(name, calls);
    if (ok) plain.add(name);
  }
  known = new Set([...plain].filter((name) => !reaches(callees, name, name)));
  INLINABLE.set(program, known);
  return known;
}

// Whether `to` can be called, directly or not, from `from`'s body.
function reaches(callees: Map<string, Set<string>>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const todo = [...(callees.get(from) ?? [])];
  while (todo.length) {
    const p = todo.pop()!;
    if (p === to) return true;
    if (seen.has(p)) continue;
    seen.add(p);
    todo.push(...(callees.get(p) ?? []));
  }
  return false;
}

// Every statement of a block, nested ones included.
function walk(stmts: readonly StmtIR[], visit: (s: StmtIR) => void): void {
  for (const s of stmts) {
    visit(s);
    for (const inner of nested(s)) walk(inner, visit);
  }
}

function nested(s: StmtIR): StmtIR[][] {
  switch (s.kind) {
    case "if":
      return s.else ? [s.then, s.else] : [s.then];
    case "for":
    case "repeat":
    case "while":
    case "loop":
    case "as":
    case "parallel":
      return [s.body];
    case "choose":
    case "firstOf":
      return s.else ? [s.body, s.else] : [s.body];
    case "chooseOne":
      return s.options.map((o) => o.body);
    case "lasting":
      return s.body ? [s.body] : [];
    default:
      return [];
  }
}
