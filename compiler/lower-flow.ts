import type { FlowDecl, FlowNode } from "../dsl/index.js";
import type { BodyDef, ExprIR, FlowAction, FlowConfig, FlowStateConfig, FlowTransition } from "../runtime/index.js";
import type { ExprChecker } from "./check-expr.js";
import type { StmtChecker } from "./check-stmt.js";
import { Scope, type BodyAlloc } from "./scope.js";
import { INT } from "./value-types.js";

// The flow lowers to an xstate machine: each step is a state whose entry runs its body; when the
// body finishes the runtime sends `done`, and guarded transitions pick the next step. Phases are
// compound states; their counters are set on entry and advanced on each new pass.

interface Candidate {
  target: string;
  guards: ExprIR[];
  actions: FlowAction[];
}

/** Lowers the flow declaration to an xstate config plus the bodies of its steps. */
export function lowerFlow(flow: FlowDecl, x: ExprChecker, st: StmtChecker): { config: FlowConfig; steps: Record<string, BodyDef> } {
  const steps: Record<string, BodyDef> = {};
  // The machine's own start and end states get names no step can have (steps are identifiers), so a
  // step called `start` or `end` does not replace them.
  const end: Candidate[] = [{ target: "#(end)", guards: [], actions: [] }];
  const states: Record<string, FlowStateConfig> = {
    "(start)": { id: "(start)", on: { done: transitions(entry(flow.body, 0, end, [], x)) } },
  };
  lowerNodes(flow.body, [], end, states, steps, x, st);
  states["(end)"] = { id: "(end)", type: "final" };
  return { config: { id: "flow", initial: "(start)", states }, steps };
}

function idOf(path: string[]): string {
  return path.join("/");
}

/**
 * The transitions that enter node i of `nodes` (or what follows, when it is skipped). `restart`:
 * the transition stays inside an enclosing phase that starts a new pass, so xstate does not re-enter
 * the phases nested in it; their counters are set back to 1 by the transition itself.
 */
function entry(nodes: FlowNode[], i: number, after: Candidate[], path: string[], x: ExprChecker, restart = false): Candidate[] {
  const n = nodes[i];
  if (!n) return after;
  const here = [...path, n.name.name];
  if (n.kind === "Step") return [{ target: `#${idOf(here)}`, guards: [], actions: [] }];
  const rest = entry(nodes, i + 1, after, path, x, restart);
  const reset: FlowAction[] = restart ? [{ type: "setCounter", params: { counter: n.name.name, value: 1 } }] : [];
  const inner = entry(n.body, 0, rest, here, x, restart).map((c) => (restart && !rest.includes(c) ? { ...c, actions: [...reset, ...c.actions] } : c));
  const cond = firstPassGuard(n, x);
  if (!cond) return inner;
  return [...inner.map((c) => ({ ...c, guards: [cond, ...c.guards] })), ...rest];
}

function firstPassGuard(n: Extract<FlowNode, { kind: "Phase" }>, x: ExprChecker): ExprIR | undefined {
  const sc = new Scope({ next: 0 });
  if (n.repeat) {
    const at = x.at(n.repeat.span);
    return { kind: "bin", op: ">=", left: x.expect(n.repeat, sc, INT, "the count of 'repeat'").ir, right: { kind: "lit", value: 1, at }, at };
  }
  if (n.while) return x.cond(n.while, sc, "the condition of a phase's 'while'").ir;
  return undefined;
}

function nextPassGuard(n: Extract<FlowNode, { kind: "Phase" }>, x: ExprChecker): ExprIR | undefined {
  const sc = new Scope({ next: 0 });
  if (n.repeat) {
    const at = x.at(n.repeat.span);
    return { kind: "bin", op: "<", left: { kind: "counter", name: n.name.name, at }, right: x.expr(n.repeat, sc).ir, at };
  }
  if (n.while) return x.cond(n.while, sc, "the condition of a phase's 'while'").ir;
  return undefined;
}

function lowerNodes(
  nodes: FlowNode[],
  path: string[],
  after: Candidate[],
  into: Record<string, FlowStateConfig>,
  steps: Record<string, BodyDef>,
  x: ExprChecker,
  st: StmtChecker,
): void {
  nodes.forEach((n, i) => {
    const here = [...path, n.name.name];
    const id = idOf(here);
    const next = entry(nodes, i + 1, after, path, x);
    if (n.kind === "Step") {
      const alloc: BodyAlloc = { next: 0 };
      const block = st.block(n.body, new Scope(alloc));
      steps[id] = { locals: alloc.next, block };
      into[n.name.name] = { id, entry: [{ type: "runStep", params: { step: id } }], on: { done: transitions(next) } };
      return;
    }
    const counter = n.name.name;
    const again = nextPassGuard(n, x);
    // A phase without repeat or while runs once; with them, the last node loops back while the guard holds.
    const loop: Candidate[] = again
      ? entry(n.body, 0, next, here, x, true).map((c) => ({ ...c, guards: [again, ...c.guards], actions: [{ type: "addCounter", params: { counter, value: 1 } }, ...c.actions] }))
      : [];
    const children: Record<string, FlowStateConfig> = {};
    lowerNodes(n.body, here, [...loop, ...next], children, steps, x, st);
    const first = n.body[0];
    into[n.name.name] = {
      id,
      entry: [{ type: "setCounter", params: { counter, value: 1 } }],
      ...(first ? { initial: first.name.name, states: children } : {}),
    };
  });
}

function transitions(cands: Candidate[]): FlowTransition[] {
  const out: FlowTransition[] = [];
  for (const c of cands) {
    // reenter: a step that follows itself (a one-step loop) must run its entry again.
    const t: FlowTransition = { target: c.target, reenter: true };
    if (c.guards.length) t.guard = { type: "expr", params: { expr: c.guards.reduce((left, right) => ({ kind: "bin", op: "and", left, right, at: right.at })) } };
    if (c.actions.length) t.actions = c.actions;
    out.push(t);
    // Nothing after an unguarded transition can ever be taken.
    if (!c.guards.length) break;
  }
  return out;
}
