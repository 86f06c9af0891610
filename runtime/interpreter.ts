import type { Ctx } from "./context.js";
import type { Body } from "./compile-stmt.js";
import { FORKED, HALT, PUSHED, SUSPEND } from "./compile-stmt.js";
import { RETURNED } from "./compile-control.js";
import type { Thread, Wait } from "./state.js";
import type { MoveValue } from "./types.js";
import { RuleError } from "./types.js";
import { exhausted } from "./limits.js";
import { RUN } from "./messages.js";

// Runs threads until each one waits, finishes or ends the game. Threads fork for simultaneous
// decisions and join when every child has finished.

/** Outcome of running a thread. */
export type RunStatus = "done" | "waiting" | "halted";

/** Outcome of running a game's rules: a thread's, or "paused" when an any-time block ended and the caller asked to stop there. */
export type RulesStatus = RunStatus | "paused";

/**
 * Runs the game's rules as far as they go: an any-time action's block first (its decisions come
 * before the step's), then the flow step's thread. "done" means both have finished and the flow
 * must say what comes next.
 */
export function runRules(c: Ctx, bodies: Body[], pauseAfterBlock: boolean): RulesStatus {
  const s = c.s;
  if (s.side) {
    const st = runThread(c, s.side, bodies);
    if (st !== "done") return st;
    s.side = null;
    if (pauseAfterBlock) return "paused";
  }
  if (s.thread) {
    const st = runThread(c, s.thread, bodies);
    if (st !== "done") return st;
    s.thread = null;
  }
  return "done";
}

/** Runs a thread (and its children) as far as it can go. */
export function runThread(c: Ctx, th: Thread, bodies: Body[]): RunStatus {
  for (;;) {
    if (c.s.result) return "halted";
    if (th.wait) return "waiting";
    if (th.kids) {
      let waiting = false;
      for (const kid of th.kids) {
        const r = runThread(c, kid, bodies);
        if (r === "halted") return r;
        if (r === "waiting") waiting = true;
      }
      if (waiting) return "waiting";
      th.kids = undefined;
      continue;
    }
    const f = th.stack[th.stack.length - 1];
    if (!f) return "done";
    const code = bodies[f.body]!.code;
    // Run this frame's instructions while they only jump: waiting, ending the game, calling and
    // forking are signalled by a negative result, so nothing else needs checking in between.
    let r = 0;
    while (f.pc < code.length) {
      // The budget is shared with comprehensions and ranges (runtime/limits.ts), so an endless loop
      // is stopped after the same amount of work whatever its body does.
      if (--c.steps < 0) exhausted(bodies[f.body]!.ats[f.pc]);
      r = code[f.pc]!(c, th, f);
      if (r < 0) break;
      f.pc = r;
    }
    if (r >= 0) th.stack.pop();
    else if (r === SUSPEND) return "waiting";
    else if (r === HALT) return "halted";
    else if (r !== PUSHED && r !== FORKED && r !== RETURNED) throw new RuleError(RUN.internal.code, `bad instruction result ${r}`);
  }
}

/** Every thread waiting for a decision, in a stable order (depth first). */
export function waitingThreads(th: Thread | null, out: Thread[] = []): Thread[] {
  if (!th) return out;
  if (th.wait) out.push(th);
  if (th.kids) for (const k of th.kids) waitingThreads(k, out);
  return out;
}

/** The first waiting thread (depth first), without building a list. */
export function firstWaiting(th: Thread | null): Thread | undefined {
  if (!th) return undefined;
  if (th.wait) return th;
  if (th.kids)
    for (const k of th.kids) {
      const found = firstWaiting(k);
      if (found) return found;
    }
  return undefined;
}

/** The options (a pass counts as one) of every decision `player` waits for, in `th` and its children. */
export function optionsOwed(th: Thread | null, player: number): number {
  if (!th) return 0;
  let n = th.wait && th.wait.seat === player ? th.wait.domain.length + (th.wait.optional ? 1 : 0) : 0;
  if (th.kids) for (const k of th.kids) n += optionsOwed(k, player);
  return n;
}

/** The first waiting thread (depth first) owed by `player` for decision `choice`, without building a list. */
export function findWaiting(th: Thread | null, player: number, choice: string): Thread | undefined {
  if (!th) return undefined;
  if (th.wait && th.wait.seat === player && th.wait.choice === choice) return th;
  if (th.kids)
    for (const k of th.kids) {
      const found = findWaiting(k, player, choice);
      if (found) return found;
    }
  return undefined;
}

/** Resumes a waiting thread with a chosen value; the caller has checked it is legal. */
export function resume(th: Thread, w: Wait, value: MoveValue): void {
  const f = th.stack[th.stack.length - 1]!;
  th.wait = undefined;
  if (value === null) {
    f.pc = w.pass;
    return;
  }
  if (w.slot >= 0) {
    f.env[w.slot] = value;
    f.pc = w.next[0]!;
  } else f.pc = w.next[w.domain.indexOf(value)]!;
}
