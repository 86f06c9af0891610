import type { BodyDef, StmtIR } from "./program.js";
import type { Tables } from "./context.js";

// Which statements a generated run (runtime/compile-run.ts) does: those that never wait for a
// decision, jump out of the run or call a procedure that does. A pure question of the program, so the
// body compiler asks it too (runtime/inline-calls.ts), whether or not the engine generates code, and
// both lay out the same instructions.

// Written out by the generator.
const WRITTEN = new Set<StmtIR["kind"]>(["let", "set", "add", "setAttr", "if", "for", "break"]);
// Called: single instructions that return their pc + 1 (or end the game).
const CALLED = new Set<StmtIR["kind"]>(["mark", "log", "setCampaign", "move", "give", "draw", "deal", "shuffle", "rotate", "roll", "win", "rank"]);

/** Whether a generated run does `s` (`inLoop`: a `break` in it leaves a loop of the run). */
export function takes(s: StmtIR, inLoop: boolean, t: Tables, calling: string[] = []): boolean {
  if (CALLED.has(s.kind)) return true;
  if (s.kind === "call") return inlined(s, t, calling) !== undefined;
  if (!WRITTEN.has(s.kind)) return false;
  if (s.kind === "break") return inLoop;
  if (s.kind === "if") return s.then.every((x) => takes(x, inLoop, t, calling)) && (s.else ?? []).every((x) => takes(x, inLoop, t, calling));
  if (s.kind === "for") return s.body.every((x) => takes(x, true, t, calling));
  return true;
}

/**
 * The body a generated run does inline for a call: a procedure that returns nothing, is replaced by
 * no expansion, does not call itself (`calling`: the procedures being inlined around it) and is a
 * run itself. Remembered per program: a procedure reached along a cycle of calls is never inlined,
 * whoever asks first, so the answer does not depend on the calls around the one that asked.
 */
export function inlined(s: Extract<StmtIR, { kind: "call" }>, t: Tables, calling: string[]): BodyDef | undefined {
  const def = t.program.procs[s.proc];
  if (!def || s.result !== undefined || def.replacements?.length || calling.includes(s.proc)) return undefined;
  let known = INLINED.get(t);
  if (!known) INLINED.set(t, (known = new Map()));
  let body = known.get(s.proc);
  if (body === undefined) {
    const inner = [...calling, s.proc];
    body = def.body.block.every((x) => takes(x, false, t, inner)) ? def.body : null;
    known.set(s.proc, body);
  }
  return body ?? undefined;
}

const INLINED = new WeakMap<Tables, Map<string, BodyDef | null>>();
