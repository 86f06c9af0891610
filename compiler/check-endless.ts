import { statementKindsWhere, type Block, type Diagnostic, type Expr, type Span } from "../dsl/index.js";
import { CMP } from "./messages.js";

// `loop { add 1 to n }` compiles, then stops every game with "did not finish" at run time. A loop
// that asks no one anything and has no way out can be told at compile time: its body holds no
// decision, no break (of this loop), no return, no end of turn or game, and calls nothing that might.

// Read from the one description of the statements (dsl/statements.ts): those that may leave a loop
// or wait for a player (calls and abilities might, so they count), `break`, and the loops whose
// `break` belongs to themselves, not to the loop being checked.
const WAYS_OUT = statementKindsWhere("leaves");
const BREAKS = statementKindsWhere("break");
const LOOPS = statementKindsWhere("loop");

/** A CMP3028 warning when `loop`/`while true` body `body` can never end; undefined otherwise. */
export function endlessLoop(kind: "Loop" | "While", cond: Expr | undefined, body: Block, span: Span): Diagnostic | undefined {
  if (kind === "While" && !(cond?.kind === "Bool" && cond.value)) return undefined;
  if (mayLeave(body, false)) return undefined;
  return {
    code: CMP.endless.code,
    severity: "warning",
    message: `this ${kind === "Loop" ? "loop" : "`while true`"} can never end: it asks no one anything and has no break`,
    span: { ...span, end: Math.min(span.end, span.start + (kind === "Loop" ? 4 : 5)) },
    hint: CMP.endless.hint,
  };
}

// Walks statements only (objects with a `kind`), without recursion limits to fear: the tree is
// depth-limited by the parser (DSL1030).
function mayLeave(node: unknown, nested: boolean): boolean {
  if (Array.isArray(node)) return node.some((n) => mayLeave(n, nested));
  if (node === null || typeof node !== "object") return false;
  const kind = (node as { kind?: unknown }).kind;
  if (typeof kind === "string") {
    if (WAYS_OUT.has(kind)) return true;
    if (BREAKS.has(kind) && !nested) return true;
  }
  const inner = nested || (typeof kind === "string" && LOOPS.has(kind));
  for (const [k, v] of Object.entries(node)) if (k !== "span" && mayLeave(v, inner)) return true;
  return false;
}
