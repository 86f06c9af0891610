import type { Block, CallStmt, Diagnostic, Expr, Ident, Span, Stmt, TypeRef } from "../dsl/index.js";
import type { At, ExprIR, FunctionDef, StmtIR, ValueType } from "../runtime/index.js";
import type { Scope } from "./scope.js";
import type { Symbols } from "./symbols.js";

// What the checker's helper files (builtins, functions, state, zone families, campaign fields,
// control statements, lasting additions) may ask of the expression and statement checkers. The
// helpers import these interfaces, not the checkers' classes, so the checkers import the helpers
// and no file imports back: the compiler has no import circle.

/** A checked expression: its IR and its static type. */
export interface Typed {
  ir: ExprIR;
  type: ValueType;
}

/** The expression checker as its helpers see it (check-expr.ts implements it). */
export interface ExprCheck {
  readonly sym: Symbols;
  readonly diagnostics: Diagnostic[];
  /** Checked functions by name, filled on first call or by checkFunctions (so each body is checked once). */
  readonly functions: Map<string, { type: ValueType; def?: FunctionDef }>;
  at(span: Span): At;
  error(entry: { code: string; hint: string }, message: string, span: Span, hint?: string): void;
  component(type: string): ValueType;
  expect(e: Expr, sc: Scope, want: ValueType, what: string): Typed;
  cond(e: Expr, sc: Scope, what: string): Typed;
  collection(e: Expr, sc: Scope, what: string, want?: ValueType): Typed & { element: ValueType };
  expr(e: Expr, sc: Scope, want?: ValueType): Typed;
  optionType(name: string): ValueType;
}

/** The statement checker as its helpers see it (check-stmt.ts implements it). */
export interface StmtCheck {
  block(b: Block | Stmt[], sc: Scope, loop?: boolean): StmtIR[];
  letOnce(name: Ident, sc: Scope): void;
  call(s: CallStmt, sc: Scope): Extract<StmtIR, { kind: "call" }>;
  paramType(t: TypeRef): ValueType;
}
