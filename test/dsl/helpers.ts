import { expect } from "vitest";
import { parseEffectSnippet, parseExprSnippet, parseRules, type Block, type Decl, type Expr, type Stmt } from "../../dsl/index.js";

/** Deep copy without `span` keys, so tests can compare shapes compactly. */
export function strip<T>(value: T): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).filter(([k]) => k !== "span").map(([k, v]) => [k, strip(v)]));
  }
  return value;
}

/** Parses an expression that must be error-free. */
export function expr(text: string): Expr {
  const r = parseExprSnippet(text, "t.rules", 0);
  expect(r.diagnostics).toEqual([]);
  return r.value;
}

/** Parses statements that must be error-free. */
export function stmts(text: string): Stmt[] {
  const r = parseEffectSnippet(text, "t.rules", 0);
  expect(r.diagnostics).toEqual([]);
  return r.value.stmts;
}

/** Parses one statement that must be error-free. */
export function stmt(text: string): Stmt {
  const all = stmts(text);
  expect(all).toHaveLength(1);
  return all[0]!;
}

/** Parses declarations that must be error-free. */
export function decls(text: string): Decl[] {
  const r = parseRules(text, "t.rules");
  expect(r.diagnostics).toEqual([]);
  return r.value.decls;
}

/** Shorthand for a NameExpr without span. */
export const n = (name: string) => ({ kind: "Name", name });
/** Shorthand for an Ident without span. */
export const id = (name: string) => ({ name });
/** Shorthand for a NumberLit without span. */
export const num = (value: number) => ({ kind: "Number", value });
/** Shorthand for a Block of stripped statements. */
export const block = (...s: unknown[]) => ({ kind: "Block", stmts: s });
export type { Block };
