import type { Diagnostic, Expr, Span } from "../dsl/index.js";
import type { At, FunctionDef, ValueType } from "../runtime/index.js";
import { callFunction } from "./check-function.js";
import { attrType, counterType } from "./check-state.js";
import { bareFamily, checkKey, ofPlayer } from "./check-zone-family.js";
import { BUILTIN_ARITY as BUILTINS } from "./builtins.js";
import { bareBuiltin, checkBuiltin } from "./check-builtin.js";
import { closestMatch } from "./content/index.js";
import { checkInForce, IN_FORCE } from "./check-in-force.js";
import { campaignField } from "./lower-campaign.js";
import { CMP } from "./messages.js";
import type { ExprCheck, Typed } from "./checker.js";
import type { Scope } from "./scope.js";
import type { Symbols } from "./symbols.js";
import { ANY, BOOL, INT, NONE, PLAYER, TEXT, compatible, elementOf, fromTypeRef, listOf, showType } from "./value-types.js";

export type { Typed } from "./checker.js";

/** Resolves names and infers types of expressions, lowering them to IR with diagnostics. */
export class ExprChecker implements ExprCheck {
  constructor(
    readonly sym: Symbols,
    readonly diagnostics: Diagnostic[],
    private readonly fileIndex: (file: string) => number,
  ) {}

  /** The compact source position of a span. */
  at(span: Span): At {
    return [this.fileIndex(span.file), span.start, span.end];
  }

  /** Reports an error with a catalogue entry. */
  error(entry: { code: string; hint: string }, message: string, span: Span, hint?: string): void {
    this.diagnostics.push({ code: entry.code, severity: "error", message, span, hint: hint ?? entry.hint });
  }

  /** The component type of a data type name. */
  component(type: string): ValueType {
    return { kind: "component", type };
  }

  /** Checks that an expression has a type compatible with `want`. */
  expect(e: Expr, sc: Scope, want: ValueType, what: string): Typed {
    const r = this.expr(e, sc, want);
    if (!compatible(r.type, want))
      this.error(CMP.typeMismatch, `${what} must be ${showType(want)}, found ${showType(r.type)}`, e.span);
    return r;
  }

  /** Checks a condition: it must be bool (a list, a number or text is not a condition: `if [x]`, `3 or "a"`). */
  cond(e: Expr, sc: Scope, what: string): Typed {
    return this.expect(e, sc, BOOL, what);
  }

  /** Checks an expression that must be a list or zone; returns it with its element type. */
  collection(e: Expr, sc: Scope, what: string, want: ValueType = listOf(ANY)): Typed & { element: ValueType } {
    const r = this.expr(e, sc, want);
    const element = elementOf(r.type, (t) => this.component(t));
    if (!element) {
      this.error(CMP.typeMismatch, `${what} must be a list or a zone, found ${showType(r.type)}`, e.span);
      return { ...r, element: ANY };
    }
    return { ...r, element };
  }

  /** Checks and lowers one expression; `want`, the type the context expects, decides what a name both a member and a zone (counter, option) means. */
  expr(e: Expr, sc: Scope, want?: ValueType): Typed {
    const at = this.at(e.span);
    switch (e.kind) {
      case "Number":
        return { ir: { kind: "lit", value: e.value, at }, type: INT };
      case "String":
        return { ir: { kind: "lit", value: e.value, at }, type: TEXT };
      case "Bool":
        return { ir: { kind: "lit", value: e.value, at }, type: BOOL };
      case "Name":
        return this.name(e.name, e.span, sc, want);
      case "My":
        return this.owned(e.name.name, e.name.span, { ir: { kind: "me", at }, type: PLAYER }, at);
      case "Of": {
        const of = this.expect(e.of, sc, PLAYER, `the player after 'of'`);
        return this.owned(e.name.name, e.name.span, of, at);
      }
      case "Index":
        return this.indexed(e, sc, at);
      case "Field":
        return this.field(e.target, e.field.name, e.field.span, sc, at, e.args);
      case "Key":
        return this.entry(e, sc, at);
      case "Call":
        return this.call(e.callee.name, e.callee.span, e.args, sc, at);
      case "Unary": {
        if (e.op === "not") return { ir: { kind: "not", operand: this.cond(e.operand, sc, "the operand of 'not'").ir, at }, type: BOOL };
        const operand = this.expect(e.operand, sc, INT, "the operand of '-'").ir;
        // A negative number written out (`-1`) is a literal, so the runtime reads it as one (a fused
        // comparison `x.holder == -1`, a table of constants) rather than negating it at every run.
        if (operand.kind === "lit" && typeof operand.value === "number") return { ir: { kind: "lit", value: operand.value === 0 ? 0 : -operand.value, at }, type: INT };
        return { ir: { kind: "neg", operand, at }, type: INT };
      }
      case "Binary":
        return this.binary(e, sc, at);
      case "IfExpr": {
        const c = this.cond(e.cond, sc, "the condition of 'if'");
        const t = this.expr(e.then, sc, want);
        const o = this.expr(e.otherwise, sc, want ?? t.type);
        return { ir: { kind: "if", cond: c.ir, then: t.ir, else: o.ir, at }, type: t.type.kind === "none" ? o.type : t.type };
      }
      case "List": {
        const of = want?.kind === "list" ? want.of : undefined;
        const items = e.items.map((i) => this.expr(i, sc, of));
        return { ir: { kind: "list", items: items.map((i) => i.ir), at }, type: listOf(items[0]?.type ?? ANY) };
      }
      case "Comprehension": {
        const list = this.collection(e.list, sc, "the list of a comprehension");
        const inner = sc.child();
        const slot = inner.bind(e.name.name, list.element);
        const where = e.where ? this.cond(e.where, inner, "the condition after 'where'") : undefined;
        const by = e.by?.map((k) => this.expect(k, inner, INT, "a sort key after 'by'").ir);
        const map = e.map ? this.expr(e.map, inner) : undefined;
        return {
          ir: { kind: "comp", slot, list: list.ir, ...(where ? { where: where.ir } : {}), ...(by ? { by } : {}), ...(map ? { map: map.ir } : {}), at },
          type: listOf(map ? map.type : list.element),
        };
      }
      case "Record": {
        // Where a record type (a type without `from`) is expected, its fields are checked by name and type.
        const decl = want?.kind === "component" ? this.sym.types.get(want.type) : undefined;
        const shape = decl && decl.source === undefined ? decl : undefined;
        const enums = new Set(this.sym.enums.keys());
        const types = new Set(this.sym.types.keys());
        const items = e.fields.map((f) => {
          const field = shape?.fields.find((x) => x.name.name === f.name.name);
          if (shape && !field) {
            const near = closestMatch(f.name.name, shape.fields.map((x) => x.name.name));
            this.error(CMP.unknownField, `${shape.name.name} has no field '${f.name.name}'`, f.name.span, near ? `did you mean '${near}'?` : undefined);
          }
          const ft = field ? fromTypeRef(field.type, enums, types) : undefined;
          return (ft ? this.expect(f.value, sc, ft, `field '${f.name.name}'`) : this.expr(f.value, sc)).ir;
        });
        for (const f of shape?.fields ?? [])
          if (!f.optional && !e.fields.some((x) => x.name.name === f.name.name))
            this.error(CMP.unknownField, `a ${shape!.name.name} needs its field '${f.name.name}'`, e.span);
        return { ir: { kind: "record", keys: e.fields.map((f) => f.name.name), items, at }, type: shape ? want! : ANY };
      }
      case "Range": {
        const from = this.expect(e.from, sc, INT, "the start of a range");
        const to = this.expect(e.to, sc, INT, "the end of a range");
        return { ir: { kind: "range", from: from.ir, to: to.ir, at }, type: listOf(INT) };
      }
    }
  }

  private name(name: string, span: Span, sc: Scope, want?: ValueType): Typed {
    const at = this.at(span);
    // The parser's stand-in for a missing name (`<missing>`): the syntax error was reported already.
    if (name.startsWith("<")) return { ir: { kind: "lit", value: null, at }, type: ANY };
    const local = sc.lookup(name);
    if (local) return { ir: { kind: "local", slot: local.slot, at }, type: local.type };
    switch (name) {
      case "me":
        return { ir: { kind: "me", at }, type: PLAYER };
      case "players":
        return { ir: { kind: "players", at }, type: listOf(PLAYER) };
      case "none":
        return { ir: { kind: "lit", value: null, at }, type: NONE };
      case "self": {
        const t = sc.selfType();
        if (!t) this.error(CMP.selfOutsideSnippet, "'self' is only bound inside a YAML snippet", span);
        return { ir: { kind: "self", at }, type: t ? this.component(t) : ANY };
      }
    }
    // A builtin written without parentheses (`input`), from its description in runtime/builtins.json.
    const bare = bareBuiltin(this, name, at);
    if (bare) return bare;
    const member = this.member(name, span, want);
    if (member) return member;
    const counter = this.sym.counters.get(name);
    if (counter) {
      if (counter.perPlayer) this.error(CMP.perPlayerNeedsOf, `'${name}' is a per-player counter`, span);
      return { ir: { kind: "counter", name, at }, type: counterType(this, name) };
    }
    const modifier = this.sym.modifiers.get(name);
    if (modifier) {
      if (modifier.perPlayer) this.error(CMP.perPlayerNeedsOf, `'${name}' is a per-player modifier`, span);
      return { ir: { kind: "modifier", name, at }, type: INT };
    }
    const zone = this.sym.zones.get(name);
    if (zone) {
      if (zone.perPlayer) this.error(CMP.perPlayerNeedsOf, `'${name}' is a per-player zone`, span);
      if (zone.index) bareFamily(this, { name, span });
      return { ir: { kind: "zone", name, at }, type: { kind: "zone", of: zone.of.name } };
    }
    const option = this.sym.options.get(name);
    if (option) return { ir: { kind: "option", name, at }, type: this.optionType(name) };
    // An enum named where a value is read is the list of its members, in order ("every expansion": `[m in Expansion]`).
    const en = this.sym.enums.get(name);
    if (en) return { ir: { kind: "list", items: en.members.map((m) => ({ kind: "lit", value: m.name, at })), at }, type: listOf({ kind: "enum", name }) };
    const candidates = [...sc.names(), ...this.sym.counters.keys(), ...this.sym.zones.keys(), ...this.sym.options.keys(), ...this.sym.members.keys()];
    const near = closestMatch(name, candidates);
    this.error(CMP.unknownName, `unknown name '${name}'`, span, near ? `did you mean '${near}'?` : undefined);
    return { ir: { kind: "lit", value: null, at }, type: ANY };
  }

  // An enum member named bare. The expected type decides: an enum declaring the name takes it as
  // its member; another known type takes the zone, counter, modifier or option of that name; with
  // nothing expected, a name that is both (or a member of two enums) is ambiguous (CMP3022) and
  // `Enum.member` says which.
  private member(name: string, span: Span, want: ValueType | undefined): Typed | undefined {
    const enums = this.sym.members.get(name);
    if (!enums) return undefined;
    const lit = (of: string): Typed => ({ ir: { kind: "lit", value: name, at: this.at(span) }, type: { kind: "enum", name: of } });
    if (want?.kind === "enum" && enums.includes(want.name)) return lit(want.name);
    const other = stateKind(this, name);
    const known = want !== undefined && want.kind !== "any" && want.kind !== "none";
    if (other && known) return undefined;
    if (other || enums.length > 1) {
      const what = other ? `both ${other} and a member of ${enums.join(" and ")}` : `a member of ${enums.join(" and ")}`;
      this.error(CMP.ambiguous, `'${name}' is ${what}`, span, `write ${enums.map((e) => `${e}.${name}`).join(" or ")} for the member${other ? `, or rename one of them` : ""}`);
    }
    return other ? undefined : lit(enums[0]!);
  }

  /** The declared type of an option. */
  optionType(name: string): ValueType {
    const o = this.sym.options.get(name)!;
    return fromTypeRef(o.type, new Set(this.sym.enums.keys()), new Set(this.sym.types.keys())) ?? ANY;
  }

  private owned(name: string, span: Span, of: Typed, at: At): Typed {
    const counter = this.sym.counters.get(name);
    if (counter) {
      if (!counter.perPlayer) this.error(CMP.notPerPlayer, `'${name}' is a shared counter`, span);
      return { ir: { kind: "counter", name, of: of.ir, at }, type: counterType(this, name) };
    }
    const modifier = this.sym.modifiers.get(name);
    if (modifier) {
      if (!modifier.perPlayer) this.error(CMP.notPerPlayer, `'${name}' is a shared modifier`, span);
      return { ir: { kind: "modifier", name, of: of.ir, at }, type: INT };
    }
    const zone = this.sym.zones.get(name);
    if (zone) {
      if (!zone.perPlayer) this.error(CMP.notPerPlayer, `'${name}' is a shared zone`, span);
      if (zone.index) bareFamily(this, { name, span });
      return { ir: { kind: "zone", name, of: of.ir, at }, type: { kind: "zone", of: zone.of.name } };
    }
    const near = closestMatch(name, [...this.sym.counters.keys(), ...this.sym.zones.keys()]);
    this.error(CMP.unknownName, `'${name}' is not a per-player counter or zone`, span, near ? `did you mean '${near}'?` : undefined);
    return { ir: { kind: "lit", value: null, at }, type: ANY };
  }

  // `deck[k]`, `cage[c.threat] of p`, `my slots[i]`: one zone of a family.
  private indexed(e: Extract<Expr, { kind: "Index" }>, sc: Scope, at: At): Typed {
    const zone = this.sym.zones.get(e.name.name);
    if (!zone) {
      const near = closestMatch(e.name.name, this.sym.zones.keys());
      this.error(CMP.unknownZone, `unknown zone '${e.name.name}'`, e.name.span, near ? `did you mean '${near}'?` : undefined);
      return { ir: { kind: "lit", value: null, at }, type: ANY };
    }
    if (zone.perPlayer && !e.of) this.error(CMP.perPlayerNeedsOf, `'${e.name.name}' is a per-player zone`, e.name.span);
    if (!zone.perPlayer && e.of) this.error(CMP.notPerPlayer, `'${e.name.name}' is a shared zone`, e.name.span);
    const k = checkKey(this, zone, e.key, sc);
    const of = e.of && zone.perPlayer ? { of: ofPlayer(this, e.of, sc) } : {};
    return { ir: { kind: "zone", name: k.name, ...(k.key ? { key: k.key } : {}), ...of, at }, type: { kind: "zone", of: zone.of.name } };
  }

  private field(target: Expr, field: string, span: Span, sc: Scope, at: At, args?: Expr[]): Typed {
    const qualified = this.qualified(target, field, span, sc, at);
    if (qualified) return qualified;
    const record = campaignField(this, target, field, span, sc, at);
    if (record) return record;
    const t = this.expr(target, sc);
    // A field the component's own type declares wins over a mark or attribute of the same name.
    const decl0 = t.type.kind === "component" ? this.sym.types.get(t.type.type) : undefined;
    // An inline record (a type without `from`) is plain data: it has its fields and no marks or attributes.
    const own = !!decl0 && (decl0.source === undefined || decl0.fields.some((x) => x.name.name === field));
    // Marks and attributes belong to components: on a player the runtime would read nothing, silently.
    if (t.type.kind === "player" && (this.sym.marks.has(field) || this.sym.attrs.has(field))) {
      const what = this.sym.marks.has(field) ? "a mark" : "an attribute";
      this.error(CMP.typeMismatch, `'${field}' is ${what} of components; this is a player`, target.span, `a number per player is a counter: \`counter ${field} per player\`, read as \`${field} of p\``);
      return { ir: { kind: "lit", value: null, at }, type: ANY };
    }
    const mark = own ? undefined : this.sym.marks.get(field);
    if (mark !== undefined) return { ir: { kind: "mark", of: t.ir, mark, at }, type: BOOL };
    const attr = own ? undefined : this.sym.attrs.get(field);
    if (attr !== undefined) return { ir: { kind: "attr", of: t.ir, attr: attr.index, at }, type: attrType(this, field) };
    if (t.type.kind === "any") return { ir: { kind: "field", of: t.ir, field, at }, type: ANY };
    if (t.type.kind !== "component") {
      this.error(CMP.typeMismatch, `only components have fields; this is ${showType(t.type)}`, target.span);
      return { ir: { kind: "lit", value: null, at }, type: ANY };
    }
    const decl = this.sym.types.get(t.type.type);
    const f = decl?.fields.find((x) => x.name.name === field);
    // `c.expansion`: the expansion a component came with ("wolves"), none for the base game's ("a unique mark per expansion");
    // `c.module`: the module's name likewise (a mode's own cards), none for the base game's and expansions'.
    if (!f && (field === "expansion" || field === "module")) return { ir: { kind: "field", of: t.ir, field, at }, type: TEXT };
    if (!f) {
      const near = closestMatch(field, [...(decl?.fields.map((x) => x.name.name) ?? []), ...this.sym.marks.keys(), ...this.sym.attrs.keys()]);
      this.error(CMP.unknownField, `${t.type.type} has no field or mark '${field}'`, span, near ? `did you mean '${near}'?` : undefined);
      return { ir: { kind: "lit", value: null, at }, type: ANY };
    }
    if (f.type.kind === "ExprType") {
      const params = f.type.params ?? [];
      const given = args ?? [];
      if (given.length !== params.length)
        this.error(CMP.arity, `'${field}' takes ${params.length} argument(s), found ${given.length}`, span);
      const enums = new Set(this.sym.enums.keys());
      const types = new Set(this.sym.types.keys());
      const irArgs = given.map((a, i) => {
        const p = params[i];
        const want = p ? (fromTypeRef(p.type, enums, types) ?? ANY) : ANY;
        return this.expect(a, sc, want, `argument ${i + 1} of '${field}'`).ir;
      });
      return { ir: { kind: "exprField", of: t.ir, field, ...(irArgs.length ? { args: irArgs } : {}), at }, type: ANY };
    }
    if (args) this.error(CMP.arity, `'${field}' is not an expression field with parameters`, span);
    const type = fromTypeRef(f.type, new Set(this.sym.enums.keys()), new Set(this.sym.types.keys())) ?? ANY;
    return { ir: { kind: "field", of: t.ir, field, at }, type };
  }

  // `h.skills[charisma]`: one member's value of a `T per Enum`.
  private entry(e: Extract<Expr, { kind: "Key" }>, sc: Scope, at: At): Typed {
    const t = this.expr(e.target, sc);
    if (t.type.kind !== "keyed" && t.type.kind !== "any") {
      this.error(CMP.typeMismatch, `only a value per enum member (a field such as \`skills: int per Skill\`) is read with [key]; this is ${showType(t.type)}`, e.target.span);
      this.expr(e.key, sc);
      return { ir: { kind: "lit", value: null, at }, type: ANY };
    }
    const key = t.type.kind === "keyed" ? this.expect(e.key, sc, { kind: "enum", name: t.type.name }, "the key in [...]") : this.expr(e.key, sc);
    return { ir: { kind: "entry", of: t.ir, key: key.ir, at }, type: t.type.kind === "keyed" ? t.type.of : ANY };
  }

  // `Stage.ready`: an enum member named with its enum, whatever else is named `ready`.
  private qualified(target: Expr, field: string, span: Span, sc: Scope, at: At): Typed | undefined {
    if (target.kind !== "Name" || sc.lookup(target.name)) return undefined;
    const decl = this.sym.enums.get(target.name);
    if (!decl) return undefined;
    if (!decl.members.some((m) => m.name === field)) {
      const near = closestMatch(field, decl.members.map((m) => m.name));
      this.error(CMP.unknownName, `${target.name} has no member '${field}'`, span, near ? `did you mean '${near}'?` : `its members: ${decl.members.map((m) => m.name).join(", ")}`);
      return { ir: { kind: "lit", value: null, at }, type: ANY };
    }
    return { ir: { kind: "lit", value: field, at }, type: { kind: "enum", name: target.name } };
  }

  /** Checked functions by name, filled on first call or by checkFunctions (so each body is checked once). */
  readonly functions = new Map<string, { type: ValueType; def?: FunctionDef }>();

  private call(fn: string, span: Span, args: Expr[], sc: Scope, at: At): Typed {
    if (this.sym.functions.has(fn)) return callFunction(this, fn, span, args, sc, at);
    if (fn === IN_FORCE) return checkInForce(this, span, args, sc, at);
    const arity = BUILTINS[fn];
    if (arity === undefined) {
      const near = closestMatch(fn, [...Object.keys(BUILTINS), IN_FORCE, ...this.sym.functions.keys()]);
      this.error(CMP.unknownBuiltin, `unknown function '${fn}'`, span, near ? `did you mean '${near}'?` : undefined);
      return { ir: { kind: "lit", value: null, at }, type: ANY };
    }
    return checkBuiltin(this, fn, span, args, sc, at);
  }

  private binary(e: Extract<Expr, { kind: "Binary" }>, sc: Scope, at: At): Typed {
    const op = e.op;
    if (op === "in") {
      // `ready in stages`: the list's element type decides what an ambiguous name on the left means.
      const first = isAmbiguous(this, e.left, sc);
      const r0 = first ? this.collection(e.right, sc, "the right side of 'in'") : undefined;
      const l = this.expr(e.left, sc, r0?.element);
      const r = r0 ?? this.collection(e.right, sc, "the right side of 'in'", listOf(l.type));
      return { ir: { kind: "bin", op, left: l.ir, right: r.ir, at }, type: BOOL };
    }
    if (op === "??") {
      // `x ?? d`: x, or d when x is none; d takes x's type so `h.bonus ?? 0` stays an int.
      const l = this.expr(e.left, sc);
      const r = this.expr(e.right, sc, l.type);
      if (!compatible(l.type, r.type))
        this.error(CMP.typeMismatch, `the default after '??' must be ${showType(l.type)}, like the value before it, found ${showType(r.type)}`, e.right.span);
      const type = l.type.kind === "none" || l.type.kind === "any" ? r.type : l.type;
      return { ir: { kind: "bin", op, left: l.ir, right: r.ir, at }, type };
    }
    if (op === "and" || op === "or") {
      const l = this.cond(e.left, sc, `the left side of '${op}'`);
      const r = this.cond(e.right, sc, `the right side of '${op}'`);
      return { ir: { kind: "bin", op, left: l.ir, right: r.ir, at }, type: BOOL };
    }
    // `my stage == ready`, `ready == my stage`: each side's type decides what a name on the other means.
    const swap = isAmbiguous(this, e.left, sc) && !isAmbiguous(this, e.right, sc);
    const r0 = swap ? this.expr(e.right, sc) : undefined;
    const l = this.expr(e.left, sc, r0?.type);
    const r = r0 ?? this.expr(e.right, sc, l.type);
    if (op === "==" || op === "!=") {
      if (!compatible(l.type, r.type))
        this.error(CMP.typeMismatch, `cannot compare ${showType(l.type)} with ${showType(r.type)}`, e.span);
      return { ir: { kind: "bin", op, left: l.ir, right: r.ir, at }, type: BOOL };
    }
    if (op === "+" && isListy(l.type) && isListy(r.type)) {
      // `a + b` of two lists (or zones) is their concatenation: one list, a's elements first.
      const el = elementOf(l.type, (t) => this.component(t)) ?? ANY;
      if (!compatible(el, elementOf(r.type, (t) => this.component(t)) ?? ANY))
        this.error(CMP.typeMismatch, `cannot join ${showType(l.type)} with ${showType(r.type)}`, e.span);
      return { ir: { kind: "bin", op: "++", left: l.ir, right: r.ir, at }, type: listOf(el) };
    }
    for (const [side, t] of [[e.left, l], [e.right, r]] as const)
      if (!compatible(t.type, INT)) this.error(CMP.typeMismatch, `'${op}' needs numbers, found ${showType(t.type)}`, side.span);
    const cmp = op === "<" || op === "<=" || op === ">" || op === ">=";
    return { ir: { kind: "bin", op, left: l.ir, right: r.ir, at }, type: cmp ? BOOL : INT };
  }
}

/** Whether a value type is a list or a zone (both read as lists of their elements). */
function isListy(t: ValueType): boolean {
  return t.kind === "list" || t.kind === "zone";
}


/** What else than an enum member a bare name declares (a zone, a counter...), if anything. */
function stateKind(x: ExprChecker, name: string): string | undefined {
  if (x.sym.zones.has(name)) return "a zone";
  if (x.sym.counters.has(name)) return "a counter";
  if (x.sym.modifiers.has(name)) return "a modifier";
  if (x.sym.options.has(name)) return "an option";
  return undefined;
}

/** Whether `e` is a bare name that is an enum member and something else too (or a member of two enums). */
function isAmbiguous(x: ExprChecker, e: Expr, sc: Scope): boolean {
  if (e.kind !== "Name" || sc.lookup(e.name)) return false;
  const enums = x.sym.members.get(e.name);
  return !!enums && (enums.length > 1 || stateKind(x, e.name) !== undefined);
}
