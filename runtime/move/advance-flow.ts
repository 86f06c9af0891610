import type { FlowAction } from "../program.js";
import type { Ctx } from "../context.js";
import type { Thread } from "../state.js";
import type { FlowStep } from "../flow.js";
import { filled } from "../values.js";
import { newFrame, newThread } from "../thread.js";
import type { MoveRules } from "./rules.js";

// Stage 4 of a move: once the step's rules have run out, the flow statechart says where the game
// goes (the next step, a phase counter) and whether it is over.

/** Sends the flow `done` from where it stands and moves it on; returns where it went and what to run there. */
export function advanceFlow(r: MoveRules, c: Ctx): FlowStep {
  const next = r.flow.done(c.s.flow, c);
  c.s.flow = next.value;
  return next;
}

/** Runs the flow's actions (a new step's rules start as the thread, counters change); true when the game is over. */
export function enterFlow(r: MoveRules, c: Ctx, actions: readonly FlowAction[], final: boolean): boolean {
  const s = c.s;
  for (const a of actions) {
    if (a.type === "runStep") {
      const b = r.compiled.stepBody.get(a.params.step)!;
      const thread: Thread = newThread(newFrame(b, filled(r.compiled.bodies[b]!.size, null), 0, -1));
      s.thread = thread;
      c.log({ e: "step", a: { step: a.params.step } });
    } else {
      const i = r.compiled.t.counterIndex.get(a.params.counter)!;
      s.counters[i] = a.type === "setCounter" ? a.params.value : (s.counters[i] as number) + a.params.value;
    }
  }
  // A final flow state with no step to run: the rules declared no result, so nobody wins.
  if (s.thread || !final) return false;
  if (!s.result) s.result = { winners: [] };
  return true;
}
