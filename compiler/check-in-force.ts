import type { Expr, Span } from "../dsl/index.js";
import type { At } from "../runtime/index.js";
import type { ExprCheck as ExprChecker, Typed } from "./checker.js";
import { inForceName } from "./extend-enums.js";
import { CMP } from "./messages.js";
import type { Scope } from "./scope.js";
import { BOOL } from "./value-types.js";

// `inForce(m)`: whether the folder that added enum member m (`extend enum`) is in force in this game.
// It is the compiler's, not the runtime's: each extended enum has a lowered function (extend-enums.ts),
// and an enum nobody extends has only members that are always in force.

/** The name written in the rules. */
export const IN_FORCE = "inForce";

/** Checks `inForce(m)` (one enum member) and lowers it to its enum's function, or to true. */
export function checkInForce(x: ExprChecker, span: Span, args: Expr[], sc: Scope, at: At): Typed {
  const hint = "call it as inForce(m) with m a member of an enum, e.g. inForce(Expansion.frontiers)";
  if (args.length !== 1) x.error(CMP.arity, `'${IN_FORCE}' takes 1 argument, found ${args.length}`, span, hint);
  const m = args[0] ? x.expr(args[0], sc) : undefined;
  for (const extra of args.slice(1)) x.expr(extra, sc);
  if (!m) return { ir: { kind: "lit", value: true, at }, type: BOOL };
  if (m.type.kind !== "enum") {
    if (m.type.kind !== "any") x.error(CMP.typeMismatch, `the argument of '${IN_FORCE}' must be an enum member`, args[0]!.span, hint);
    return { ir: { kind: "lit", value: true, at }, type: BOOL };
  }
  const fn = inForceName(m.type.name);
  if (!x.sym.functions.has(fn)) return { ir: { kind: "lit", value: true, at }, type: BOOL };
  return { ir: { kind: "fn", name: fn, args: [m.ir], at }, type: BOOL };
}
