import type { Expr, Ident, Span, ZoneDecl } from "../dsl/index.js";
import type { ExprIR, ZoneDef } from "../runtime/index.js";
import type { ExprCheck as ExprChecker } from "./checker.js";
import { CMP } from "./messages.js";
import type { Scope } from "./scope.js";
import { compatible, INT, PLAYER, showType } from "./value-types.js";

// Indexed zones: `zone deck[1..3]: Card hidden refill from discard` declares one zone per key,
// named `deck[1]`, `deck[2]`, `deck[3]` in the program (so views, layouts and tables see ordinary
// zones); `deck[c.level]` picks one at run time, `deck[2]` is resolved here.

/** The keys of a family of zones, in order (undefined for an ordinary zone). */
export function familyKeys(x: ExprChecker, z: ZoneDecl): (number | string)[] | undefined {
  const ix = z.index;
  if (!ix) return undefined;
  if (ix.kind === "Range") {
    const out: number[] = [];
    for (let k = ix.from; k <= ix.to; k++) out.push(k);
    return out;
  }
  return x.sym.enums.get(ix.name.name)?.members.map((m) => m.name) ?? [];
}

/** The program's name of one zone of a family. */
export function memberName(family: string, key: number | string): string {
  return `${family}[${key}]`;
}

/** Checks a family declaration (its keys exist and are not empty). */
export function checkFamilyDecl(x: ExprChecker, z: ZoneDecl): void {
  const ix = z.index;
  if (!ix) return;
  if (ix.kind === "Enum" && !x.sym.enums.has(ix.name.name)) x.error(CMP.unknownType, `unknown enum '${ix.name.name}'`, ix.name.span, "a family of zones is keyed by an enum or a range of numbers, e.g. deck[1..3]");
  else if (ix.kind === "Range" && ix.to < ix.from) x.error(CMP.zoneKey, `the range ${ix.from}..${ix.to} is empty`, ix.span);
  if (z.full) x.error(CMP.zoneKey, `a family of zones cannot start full: which of its zones would hold the components?`, z.name.span, "declare one more zone that starts full and deal from it in setup");
}

/** The zone definitions of a declaration: itself, or one per key of a family (with the refill of the same key). */
export function expandZone(x: ExprChecker, z: ZoneDecl, def: ZoneDef): ZoneDef[] {
  const keys = familyKeys(x, z);
  if (!keys) {
    if (z.refill && x.sym.zones.get(z.refill.name)?.index)
      x.error(CMP.zoneKey, `'${z.refill.name}' is a family of zones; an ordinary zone refills from an ordinary zone`, z.refill.span);
    return [def];
  }
  const refill = z.refill ? x.sym.zones.get(z.refill.name) : undefined;
  if (z.refill && refill && !sameKeys(familyKeys(x, refill), keys))
    x.error(CMP.zoneKey, `'${z.name.name}' refills from '${z.refill.name}' of the same key, so '${z.refill.name}' needs the same keys`, z.refill.span);
  return keys.map((key) => {
    const { refill: _r, ...rest } = def;
    void _r;
    return { ...rest, name: memberName(z.name.name, key), family: z.name.name, key, ...(z.refill ? { refill: memberName(z.refill.name, key) } : {}) };
  });
}

function sameKeys(a: (number | string)[] | undefined, b: (number | string)[]): boolean {
  return !!a && a.length === b.length && a.every((k, i) => k === b[i]);
}

/** A zone named without a key: an error for a family. */
export function bareFamily(x: ExprChecker, name: Ident | { name: string; span: Span }): void {
  x.error(CMP.zoneKey, `'${name.name}' is a family of zones: name one of them, e.g. ${name.name}[k]`, name.span);
}

/**
 * Checks the key of `name[key]`: the zone must be a family and the key of its key type. A literal
 * key names the zone at once; another key is looked up at run time.
 */
export function checkKey(x: ExprChecker, z: ZoneDecl, key: Expr, sc: Scope): { name: string; key?: ExprIR } {
  const ix = z.index;
  if (!ix) {
    x.error(CMP.zoneKey, `'${z.name.name}' is one zone, not a family: it takes no [key]`, key.span, "declare a family with `zone NAME[1..3]: Type ...` or `zone NAME[Enum]: Type ...`");
    return { name: z.name.name };
  }
  const want = ix.kind === "Range" ? INT : { kind: "enum" as const, name: ix.name.name };
  const k = x.expr(key, sc, want);
  if (!compatible(k.type, want)) {
    x.error(CMP.typeMismatch, `the key of '${z.name.name}' must be ${showType(want)}, found ${showType(k.type)}`, key.span);
    return { name: z.name.name, key: k.ir };
  }
  const keys = familyKeys(x, z) ?? [];
  if (k.ir.kind === "lit" && k.ir.value !== null) {
    const v = k.ir.value as number | string;
    if (!keys.includes(v)) {
      x.error(CMP.zoneKey, `'${z.name.name}' has no zone ${memberName(z.name.name, v)} (keys: ${keys.join(", ")})`, key.span);
      return { name: z.name.name, key: k.ir };
    }
    return { name: memberName(z.name.name, v) };
  }
  return { name: z.name.name, key: k.ir };
}

/** The player of `of` in `name[key] of p`, checked. */
export function ofPlayer(x: ExprChecker, of: Expr, sc: Scope): ExprIR {
  return x.expect(of, sc, PLAYER, "the player after 'of'").ir;
}
