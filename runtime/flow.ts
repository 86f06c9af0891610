import { createMachine, initialTransition, transition, type AnyStateMachine } from "xstate";
import type { ExprIR, FlowAction, FlowConfig } from "./program.js";
import type { Ctx, Eval, FrameLike, Tables } from "./context.js";
import { compileExpr, truthy } from "./compile-expr.js";

// The game's flow runs on xstate: the pure `transition` gives the next state value and the
// actions to run; guards read the game state, which travels in the event.

const NO_FRAME: FrameLike = { env: [], me: 0, self: -1 };

/** The flow statechart of a program, with its guards compiled. */
export class Flow {
  private readonly machine: AnyStateMachine;
  private readonly guards = new Map<ExprIR, Eval>();

  constructor(config: FlowConfig, t: Tables) {
    this.machine = createMachine(config as never, {
      guards: {
        expr: ({ event }: { event: { ctx: Ctx } }, params: { expr: ExprIR }) => {
          let g = this.guards.get(params.expr);
          if (!g) this.guards.set(params.expr, (g = compileExpr(params.expr, t)));
          return truthy(g(event.ctx, NO_FRAME));
        },
      } as never,
    });
  }

  /** The initial state value and its entry actions. */
  start(): { value: unknown; actions: FlowAction[] } {
    const [snap, actions] = initialTransition(this.machine);
    return { value: snap.value, actions: actions as unknown as FlowAction[] };
  }

  /** Sends `done` from the state value `value`; returns the next value, its actions, and whether it is final. */
  done(value: unknown, ctx: Ctx): { value: unknown; actions: FlowAction[]; final: boolean } {
    const snap = this.machine.resolveState({ value: value as never, context: {} });
    const [next, actions] = transition(this.machine, snap, { type: "done", ctx } as never);
    return { value: next.value, actions: actions as unknown as FlowAction[], final: next.status === "done" };
  }
}
