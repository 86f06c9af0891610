import type { GameState } from "../state.js";
import type { Ctx } from "../context.js";
import type { Move, MoveError } from "../types.js";
import { RuleError } from "../types.js";
import { RUN } from "../messages.js";
import { findWaiting, runRules } from "../interpreter.js";
import { endLastingAt } from "../lasting.js";
import { active } from "./active.js";
import { badValue, checkMove } from "./check-move.js";
import { applyAction, applyChoice } from "./apply-choice.js";
import { takeForced } from "./forced.js";
import { advanceFlow, enterFlow } from "./advance-flow.js";
import { asMoveError } from "./move-error.js";
import { offerTaken } from "./offers.js";
import type { MoveRules } from "./rules.js";

// A move's whole path through the runtime, in the order it happens:
//   1. check the move (an illegal one gets its reason; the state is untouched),
//   2. apply the choice (the waiting thread resumes, or an any-time action's block starts),
//   3. run the rules until someone must decide (the interpreter runs them; forced decisions are taken),
//   4. advance the flow when the step's rules have run out,
//   5. end the lasting effects the flow's advance ends, and go back to 3 in the new step.
// Each stage is one file beside this one; the engine is the façade over them.

/** A flow that keeps stepping this often without anyone deciding anything has a phase that never ends. */
const IDLE_LIMIT = 100_000;

/** Plays `move` on `s` in place: the reason when it is illegal (`s` untouched), else undefined. */
export function playMove(r: MoveRules, s: GameState, move: Move): MoveError | undefined {
  // 1. Check. The common case finds the decision once; anything unusual gets the full explanation.
  const th = !s.result && move && typeof move === "object" ? findWaiting(active(s), move.player, move.choice) : undefined;
  const problem = th ? badValue(th.wait!, move) : checkMove(r, s, move);
  if (problem) return problem;
  // Legal and not a waiting decision: an any-time action or reaction on offer, which the check found.
  const offer = th ? undefined : offerTaken(r, s, move);
  if (!th && !offer) return { code: RUN.otherDecision.code, message: `'${move.choice}' is not on offer now` };
  // The rules' run gets a context of its own: its step budget is not spent on the check.
  const c = r.ctx(s);
  try {
    // 2. Apply the choice.
    if (th) applyChoice(c, th, move);
    else applyAction(c, offer!, move);
    // 3 to 5, until someone must decide.
    settle(r, c);
    // Randomness or a reveal happened: undo may not go back past this move.
    if (c.barrier) s.undoFloor = s.moves.length;
    return undefined;
  } catch (e) {
    return asMoveError(e, r.program);
  }
}

/** Starts a fresh state's flow and runs its rules to the first decision; throws on a rule error. */
export function startFlow(r: MoveRules, s: GameState): void {
  const c = r.ctx(s);
  const first = r.flow.start();
  s.flow = first.value;
  endLastingAt(c, first.actions);
  enterFlow(r, c, first.actions, false);
  settle(r, c);
}

/** Stages 3 to 5: runs the rules and the flow until a decision is owed (forced ones are taken) or the game ends. */
export function settle(r: MoveRules, c: Ctx): void {
  const s = c.s;
  const bodies = r.compiled.bodies;
  for (let idle = 1; ; idle++) {
    if (idle > IDLE_LIMIT)
      throw new RuleError(RUN.idleFlow.code, `the flow keeps running without asking anyone anything (in ${JSON.stringify(s.flow)}: a phase that never ends?)`);
    if (s.result) {
      s.thread = null;
      s.side = null;
      return;
    }
    // 3. Run the rules until someone must decide; a decision with one option is no decision.
    const st = runRules(c, bodies, r.pauseAfterBlock);
    if (st === "halted") continue;
    if (st === "waiting") {
      if (takeForced(r, c)) continue;
      return;
    }
    if (st === "paused") return;
    // 4. Advance the flow: the statechart leaves the finished step and says what comes next.
    const next = advanceFlow(r, c);
    // 5. End the lasting effects that held until the end of the step or phase pass just left.
    endLastingAt(c, next.actions);
    // The next step's rules start (back to 3); a flow that has run out ends the game.
    if (enterFlow(r, c, next.actions, next.final)) return;
  }
}
