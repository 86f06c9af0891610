import type { Decl, FieldDecl, TypeDecl, TypeRef } from "../../../dsl/ast.js";
import type { Span } from "../../../dsl/span.js";

// Hand-built AST for tests, so these tests do not depend on the DSL parser.
const dummy: Span = { file: "game.rules", start: 0, end: 0 };

export const t = {
  int: (min?: number, max?: number): TypeRef =>
    min === undefined ? { kind: "IntType", span: dummy } : { kind: "IntType", min, max: max!, span: dummy },
  bool: (): TypeRef => ({ kind: "BoolType", span: dummy }),
  text: (): TypeRef => ({ kind: "TextType", span: dummy }),
  effect: (): TypeRef => ({ kind: "EffectType", span: dummy }),
  expr: (): TypeRef => ({ kind: "ExprType", span: dummy }),
  player: (): TypeRef => ({ kind: "PlayerType", span: dummy }),
  named: (name: string): TypeRef => ({ kind: "NamedType", name: { name, span: dummy }, span: dummy }),
  list: (element: TypeRef): TypeRef => ({ kind: "ListType", element, span: dummy }),
};

export function field(name: string, type: TypeRef, optional = false): FieldDecl {
  return { kind: "FieldDecl", name: { name, span: dummy }, optional, type, span: dummy };
}

export function typeDecl(name: string, fields: FieldDecl[], source?: string): TypeDecl {
  const decl: TypeDecl = { kind: "TypeDecl", name: { name, span: dummy }, fields, span: dummy };
  if (source !== undefined) decl.source = { path: source, span: dummy };
  return decl;
}

export function enumDecl(name: string, members: string[]): Decl {
  return { kind: "EnumDecl", name: { name, span: dummy }, members: members.map((m) => ({ name: m, span: dummy })), span: dummy };
}

/** `line:col` (both 1-based) of an offset, the way diagnostics are printed. */
export function lineCol(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

/** The card type most tests use. */
export const Card = typeDecl(
  "Card",
  [
    field("name", t.text()),
    field("cost", t.int()),
    field("level", t.int(1, 3), true),
    field("color", t.named("Color"), true),
    field("evidence", t.list(t.named("Color")), true),
    field("ability", t.effect(), true),
    field("requires", t.expr(), true),
    field("starter", t.bool(), true),
    field("upgrade", t.named("Card"), true),
  ],
  "cards.yaml",
);

export const ctx = { enums: new Map([["Color", ["red", "blue", "yellow", "green"]]]), types: new Set(["Card"]) };
