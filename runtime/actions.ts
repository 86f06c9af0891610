import type { ActionDef } from "./program.js";
import type { Ctx, Eval, FrameLike } from "./context.js";
import { compileExpr, truthy } from "./compile-expr.js";
import type { BodyCompiler } from "./compile-stmt.js";
import type { GameState, Thread } from "./state.js";
import type { Decision, Move } from "./types.js";
import { filled } from "./values.js";
import { newFrame, newThread } from "./thread.js";

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
  // Actions offered during the same procedures share one set, so `offers` finds whose turn it is once for all of them.
  const sets = new Map<string, Set<number>>();
  const duringSet = (procs: readonly string[]): Set<number> => {
    const ids = procs.map((p) => procBody.get(p)!);
    const key = [...ids].sort((a, b) => a - b).join(",");
    let set = sets.get(key);
    if (!set) sets.set(key, (set = new Set(ids)));
    return set;
  };
  return defs.map((def) => {
    const body = bc.compile(def.body.block, def.body.locals);
    return {
      def,
      body,
      size: bc.bodies[body]!.size,
      frame: { env: filled(bc.bodies[body]!.size, null as unknown), me: 0, self: -1 },
      when: def.when ? compileExpr(def.when, t) : undefined,
      during: def.during ? duringSet(def.during) : undefined,
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
  const deciding = root.wait.seat;
  // Whose turn it is, as the last action's `during` found it (actions mostly share one).
  let during: Set<number> | undefined | null = null;
  let owner = -1;
  for (const a of actions) {
    const reaction = a.def.reaction;
    // An any-time action goes to the owner of the turn, only at their own decision.
    if (!reaction && player !== undefined && player !== deciding) continue;
    if (a.during !== during) {
      during = a.during;
      owner = turnOwner(root, during);
    }
    if (owner < 0) continue;
    if (!reaction) {
      if (owner === deciding) offer(c, a, owner, out);
      continue;
    }
    // A reaction goes to every other seat.
    for (let q = 0; q < s.players; q++) if (q !== owner && (player === undefined || q === player)) offer(c, a, q, out);
  }
  return out;
}

// Offers `a` to seat `q` when its condition holds for them.
function offer(c: Ctx, a: CompiledAction, q: number, out: Offer[]): void {
  if (!a.when) {
    out.push({ seat: q, action: a });
    return;
  }
  a.frame.me = q;
  if (truthy(a.when(c, a.frame))) out.push({ seat: q, action: a });
}

/** The player whose turn the pending decision belongs to for actions offered `during` these bodies (undefined: any), or -1 when out of their scope. */
function turnOwner(root: Thread, during: Set<number> | undefined): number {
  if (!during) return root.wait!.seat;
  for (let i = root.stack.length - 1; i >= 0; i--) if (during.has(root.stack[i]!.body)) return root.stack[i]!.me;
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
  s.side = newThread(newFrame(o.action.body, filled(o.action.size, null), o.seat, -1));
}
