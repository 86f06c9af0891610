import type { Expr, PreferDecl, Span } from "../dsl/index.js";
import type { FunctionDef } from "../runtime/index.js";
import type { ExprChecker } from "./check-expr.js";
import type { DecisionUse } from "./check-stmt.js";
import { closestMatch } from "./content/index.js";
import { CMP } from "./messages.js";
import { Scope } from "./scope.js";
import { INT, TEXT, compatible, fromTypeRef, showType } from "./value-types.js";

// `prefer DECISION(x: T) = expr` is knowledge for the search bots: how their playouts rank the options
// of one decision (highest first), and `prefer DECISION(pass) = expr` where its pass ranks among them.
// It changes no rule, so a game plays the same with or without it; it is checked against the
// decisions the rules really ask, so a misspelt decision or option (or a pass never offered) is an
// error and not a preference that silently never applies.

/** Lowers every `prefer` to a function by decision name, checked against the rules' decisions: the options' rankings (one parameter, the option) and the passes' (none). */
export function lowerPrefers(x: ExprChecker, decisions: ReadonlyMap<string, DecisionUse[]>): { prefer: Record<string, FunctionDef>; preferPass: Record<string, FunctionDef> } {
  const prefer: Record<string, FunctionDef> = {};
  const preferPass: Record<string, FunctionDef> = {};
  for (const [name, d] of x.sym.prefers) {
    const uses = decided(x, name, d, decisions);
    // Only declarations with a parameter are collected here (compiler/symbols.ts).
    const declared = d.param!;
    if (!uses) continue;
    const param = fromTypeRef(declared.type, new Set(x.sym.enums.keys()), new Set(x.sym.types.keys()));
    if (!param) {
      x.error(CMP.unknownType, "unknown type", declared.type.span);
      continue;
    }
    const options = new Set(uses.flatMap((u) => ("options" in u ? u.options : [])));
    for (const u of uses) {
      const offered = "options" in u ? TEXT : u.type;
      if (!compatible(offered, param))
        x.error(CMP.prefer, `'${name}' offers ${"options" in u ? "the names of its options (text)" : showType(offered)}, not ${showType(param)}`, declared.type.span, "the parameter holds one option of the decision");
    }
    if (options.size) checkOptionNames(x, d, options);
    const alloc = { next: 0 };
    const sc = new Scope(alloc);
    sc.bind(declared.name.name, param);
    const expr = x.expect(d.value, sc, INT, `the preference of '${name}'`).ir;
    prefer[name] = { params: 1, locals: alloc.next, expr };
  }
  for (const [name, d] of x.sym.passPrefers) {
    const uses = decided(x, name, d, decisions);
    if (!uses) continue;
    // A pass ranked where the rules never offer one would be knowledge that silently never applies.
    if (!uses.some((u) => "optional" in u && u.optional))
      x.error(CMP.prefer, `'${name}' cannot be passed`, d.decision.span, `only a \`choose ... as ${name} or pass\` offers a pass to rank; rank its options with \`prefer ${name}(x: Type) = ...\``);
    const alloc = { next: 0 };
    const expr = x.expect(d.value, new Scope(alloc), INT, `the preference of passing '${name}'`).ir;
    preferPass[name] = { params: 0, locals: alloc.next, expr };
  }
  return { prefer, preferPass };
}

/** The uses of the decision a `prefer` names; an error with a did-you-mean when the rules ask none of that name. */
function decided(x: ExprChecker, name: string, d: PreferDecl, decisions: ReadonlyMap<string, DecisionUse[]>): DecisionUse[] | undefined {
  const uses = decisions.get(name);
  if (uses) return uses;
  const near = closestMatch(name, decisions.keys());
  x.error(CMP.prefer, `no decision is named '${name}'`, d.decision.span, near ? `did you mean '${near}'?` : undefined);
  return undefined;
}

/** Every text literal in the preference of a `choose one` decision must name one of its options. */
function checkOptionNames(x: ExprChecker, d: PreferDecl, options: ReadonlySet<string>): void {
  for (const lit of textLiterals(d.value)) {
    if (options.has(lit.value)) continue;
    const near = closestMatch(lit.value, options);
    x.error(CMP.prefer, `'${d.decision.name}' has no option '${lit.value}'`, lit.span, near ? `did you mean '${near}'?` : `its options: ${[...options].join(", ")}`);
  }
}

/** The text literals anywhere in an expression. */
function textLiterals(e: Expr): { value: string; span: Span }[] {
  const found: { value: string; span: Span }[] = [];
  const walk = (v: unknown): void => {
    if (!v || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach(walk);
    const node = v as { kind?: string; value?: unknown; span?: Span };
    if (node.kind === "String" && typeof node.value === "string" && node.span) found.push({ value: node.value, span: node.span });
    else for (const [k, child] of Object.entries(node)) if (k !== "span") walk(child);
  };
  walk(e);
  return found;
}
