import { createMachine, initialTransition, transition, type AnyStateMachine } from "xstate";
import type { ExprIR, FlowAction, FlowConfig } from "./program.js";
import type { Ctx, Eval, FrameLike, Tables } from "./context.js";
import { compileExpr, truthy } from "./compile-expr.js";
import { usesChance } from "./folds.js";

// The game's flow runs on xstate: the pure `transition` gives the next state value and the
// actions to run; guards read the game state, which travels in the event.
//
// xstate's `transition` builds a throwaway actor per call, which costs more than a short game's
// moves. Its answer depends only on the state value and on what the guards it consulted said, so
// each answer is remembered with those guard results and reused when re-evaluating the same guards
// gives the same results (guards that draw random numbers are never re-evaluated, nor remembered).

const NO_FRAME: FrameLike = { env: [], me: 0, self: -1 };

/** Where the flow goes next: the state value, the actions to run, and whether the flow is over. */
export interface FlowStep {
  value: unknown;
  actions: FlowAction[];
  final: boolean;
}

interface Guard {
  fn: Eval;
  /** Whether the guard uses chance, so evaluating it twice would change the game. */
  chance: boolean;
}

interface Remembered {
  guards: Guard[];
  results: boolean[];
  step: FlowStep;
}

/** Answers kept per state value; a guard-heavy state keeps only the first few outcomes. */
const MAX_REMEMBERED = 16;

/** The flow statechart of a program, with its guards compiled. */
export class Flow {
  private readonly machine: AnyStateMachine;
  private readonly guards = new Map<ExprIR, Guard>();
  private readonly remembered = new Map<string, Remembered[]>();
  private initial: { value: unknown; actions: FlowAction[] } | undefined;
  private trace: { guards: Guard[]; results: boolean[] } | undefined;

  constructor(config: FlowConfig, t: Tables) {
    this.machine = createMachine(config as never, {
      guards: {
        expr: ({ event }: { event: { ctx: Ctx } }, params: { expr: ExprIR }) => {
          let g = this.guards.get(params.expr);
          if (!g) this.guards.set(params.expr, (g = { fn: compileExpr(params.expr, t), chance: usesChance(params.expr, t) }));
          const r = truthy(g.fn(event.ctx, NO_FRAME));
          if (this.trace) {
            this.trace.guards.push(g);
            this.trace.results.push(r);
          }
          return r;
        },
      } as never,
    });
  }

  /** The initial state value and its entry actions (the same for every game of the program). */
  start(): { value: unknown; actions: FlowAction[] } {
    if (!this.initial) {
      const [snap, actions] = initialTransition(this.machine);
      this.initial = { value: snap.value, actions: actions as unknown as FlowAction[] };
    }
    return this.initial;
  }

  /** Sends `done` from the state value `value`; returns the next value, its actions, and whether it is final. */
  done(value: unknown, ctx: Ctx): FlowStep {
    const key = typeof value === "string" ? value : keyOf(value as object);
    const known = this.remembered.get(key);
    if (known) for (const r of known) if (sameGuards(r, ctx)) return r.step;
    const trace = (this.trace = { guards: [] as Guard[], results: [] as boolean[] });
    let step: FlowStep;
    try {
      const snap = this.machine.resolveState({ value: value as never, context: {} });
      const [next, actions] = transition(this.machine, snap, { type: "done", ctx } as never);
      step = { value: next.value, actions: actions as unknown as FlowAction[], final: next.status === "done" };
    } finally {
      this.trace = undefined;
    }
    if (!trace.guards.some((g) => g.chance)) {
      const list = known ?? [];
      if (list.length < MAX_REMEMBERED) list.push({ ...trace, step });
      if (!known) this.remembered.set(key, list);
    }
    return step;
  }
}

// A nested state value is the same object from step to step (the remembered answer's), so its key is
// kept beside it rather than written out again on every step.
const keys = new WeakMap<object, string>();
function keyOf(value: object): string {
  let k = keys.get(value);
  if (k === undefined) keys.set(value, (k = JSON.stringify(value)));
  return k;
}

function sameGuards(r: Remembered, ctx: Ctx): boolean {
  for (let i = 0; i < r.guards.length; i++) if (truthy(r.guards[i]!.fn(ctx, NO_FRAME)) !== r.results[i]) return false;
  return true;
}
