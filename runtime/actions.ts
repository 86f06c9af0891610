import type { ActionDef } from "./program.js";
import type { Ctx, Eval, FrameLike } from "./context.js";
import { compileExpr, truthy } from "./compile-expr.js";
import type { BodyCompiler } from "./compile-stmt.js";
import type { GameState, Thread } from "./state.js";
import type { Decision, Move } from "./types.js";
import { filled } from "./values.js";

// Any-time actions and reactions: optional moves offered beside the pending decision. An any-time
// action goes to the player whose turn it is, at any of their decisions; a reaction goes to every
// other player for whom its condition holds. Taking one runs its block at once as a side thread (its
// decisions come first); then the pending decision is asked again, computed anew.

/** An action with its block compiled and its condition ready to evaluate. */
export interface CompiledAction {
  def: ActionDef;
  body: number;
  size: number;
  when?: Eval;
  /** Body ids of the `during` procedures (undefined: every decision). */
  during?: Set<number>;
  /** The frame `when` is read in, reused: an expression's locals never outlive it, and offers are asked for at every decision. */
  frame: FrameLike;
}

/** Compiles every action of a program; `procBody` must already hold the procedures' body ids. */
export function compileActions(defs: readonly ActionDef[], bc: BodyCompiler, procBody: Map<string, number>, t: Ctx["t"]): CompiledAction[] {
  return defs.map((def) => {
    const body = bc.compile(def.body.block, def.body.locals);
    return {
      def,
      body,
      size: bc.bodies[body]!.size,
      frame: { env: filled(bc.bodies[body]!.size, null as unknown), me: 0, self: -1 },
      ...(def.when ? { when: compileExpr(def.when, t) } : {}),
      ...(def.during ? { during: new Set(def.during.map((p) => procBody.get(p)!)) } : {}),
    };
  });
}

/** One optional move on offer: the seat, the action, and the move that takes it. */
export interface Offer {
  seat: number;
  action: CompiledAction;
}

/**
 * The actions on offer now (those of `player` only, when given). None while a side thread runs,
 * while simultaneous decisions are pending, or when the game is over.
 */
export function offers(c: Ctx, actions: readonly CompiledAction[], player?: number): Offer[] {
  const s = c.s;
  const root = s.thread;
  if (!actions.length || s.side || s.result || !root?.wait || root.kids) return [];
  const out: Offer[] = [];
  for (const a of actions) {
    const owner = turnOwner(root, a);
    if (owner < 0) continue;
    // A reaction goes to every other seat; an any-time action to the owner, when the decision is theirs.
    for (let q = 0; q < s.players; q++) {
      if (a.def.reaction ? q === owner : q !== owner || root.wait.seat !== owner) continue;
      if (player !== undefined && q !== player) continue;
      if (a.when) a.frame.me = q;
      if (!a.when || truthy(a.when(c, a.frame))) out.push({ seat: q, action: a });
    }
  }
  return out;
}

/** The player whose turn the pending decision belongs to for this action, or -1 when out of its scope. */
function turnOwner(root: Thread, a: CompiledAction): number {
  if (!a.during) return root.wait!.seat;
  for (let i = root.stack.length - 1; i >= 0; i--) if (a.during.has(root.stack[i]!.body)) return root.stack[i]!.me;
  return -1;
}

/** The move that takes an offer: the action's name is both the choice and the value. */
export function offerMove(o: Offer): Move {
  return { player: o.seat, choice: o.action.def.name, value: o.action.def.name };
}

/** An offer as a decision the table can show: optional, one option. */
export function offerDecision(o: Offer): Decision {
  const label = o.action.def.text ?? o.action.def.name;
  return { player: o.seat, choice: o.action.def.name, prompt: label, options: [{ value: o.action.def.name, label }], optional: true };
}

/**
 * Takes an offer: the pending decision is withdrawn (it is asked again, computed anew, once the
 * action's block has finished) and the block starts as a side thread for the seat.
 */
export function startAction(s: GameState, o: Offer): void {
  s.thread!.wait = undefined;
  s.side = { stack: [{ body: o.action.body, pc: 0, env: filled(o.action.size, null), me: o.seat, self: -1 }] };
}
