import type { AnnounceStmt, Block, CallStmt, Ident, Diagnostic, Expr, Stmt, ZoneRef, LValue, Span, TypeRef } from "../dsl/index.js";
import { checkControl } from "./check-control.js";
import { checkRoll } from "./check-roll.js";
import { checkClear, checkLastingAdd } from "./check-lasting.js";
import { attrType, checkAddable, counterType } from "./check-state.js";
import { bareFamily, checkKey } from "./check-zone-family.js";
import type { ExprIR, StmtIR, ValueType, ZoneRefIR } from "../runtime/index.js";
import { closestMatch } from "./content/index.js";
import type { ExprChecker } from "./check-expr.js";
import type { StmtCheck } from "./checker.js";
import { setCampaignField } from "./lower-campaign.js";
import type { LogUse } from "./check-log.js";
import { endlessLoop } from "./check-endless.js";
import { CMP } from "./messages.js";
import { eventProcName } from "./lower-events.js";
import type { Scope } from "./scope.js";
import { ANY, INT, PLAYER, compatible, fromTypeRef, showType } from "./value-types.js";

/** A decision as one `choose` asks it: the picked values' type and whether it may be passed, or a `choose one`'s options. */
export type DecisionUse = { type: ValueType; optional: boolean } | { options: string[] };

/** Checks statements and lowers them to IR. */
export class StmtChecker implements StmtCheck {
  /** Every `log` statement checked, for comparing with log.yaml once it is read (check-log.ts). */
  readonly logs: LogUse[] = [];
  /** Every decision named by a `choose` (the picked values' type) or `choose one` (its options), for `prefer` (lower-prefer.ts). */
  readonly decisions = new Map<string, DecisionUse[]>();

  constructor(private readonly x: ExprChecker) {}

  private decided(name: string, use: DecisionUse): void {
    const uses = this.decisions.get(name);
    if (uses) uses.push(use);
    else this.decisions.set(name, [use]);
  }

  /** Checks a block in a child scope. */
  block(b: Block | Stmt[], sc: Scope, loop?: boolean): StmtIR[] {
    const inner = sc.child(loop);
    const stmts = Array.isArray(b) ? b : b.stmts;
    return stmts.map((s) => this.stmt(s, inner));
  }

  /** Checks one statement and lowers it. */
  stmt(s: Stmt, sc: Scope): StmtIR {
    const x = this.x;
    const at = x.at(s.span);
    switch (s.kind) {
      case "Let": {
        const v = x.expr(s.value, sc);
        this.letOnce(s.name, sc);
        const slot = sc.bind(s.name.name, v.type.kind === "zone" ? { kind: "list", of: x.component(v.type.of) } : v.type);
        return { kind: "let", slot, value: v.ir, at };
      }
      case "Set":
      case "Add": {
        const lasting = s.kind === "Add" ? checkLastingAdd(this, x, s, sc) : undefined;
        if (lasting) return lasting;
        this.counter(s.target);
        if (s.kind === "Add") checkAddable(x, s.target.name.name, s.target.name.span);
        const want = s.kind === "Set" && x.sym.counters.has(s.target.name.name) ? counterType(x, s.target.name.name) : INT;
        const e = x.expect(s.kind === "Set" ? s.value : s.amount, sc, want, "the value");
        const of = s.target.of ? { of: x.expect(s.target.of, sc, PLAYER, "the player after 'of'").ir } : {};
        if (s.kind === "Set") return { kind: "set", counter: s.target.name.name, ...of, value: e.ir, at };
        return { kind: "add", counter: s.target.name.name, ...of, value: e.ir, negate: s.negate, at };
      }
      case "SetAttr": {
        const record = setCampaignField(x, s.target, s.attr.name, s.attr.span, s.value, sc, at);
        if (record) return record;
        const attr = x.sym.attrs.get(s.attr.name);
        if (!attr) {
          const near = closestMatch(s.attr.name, x.sym.attrs.keys());
          x.error(CMP.unknownAttr, `unknown attribute '${s.attr.name}'`, s.attr.span, near ? `did you mean '${near}'?` : undefined);
        }
        this.components(s.target, sc, undefined, "what 'set' writes to");
        const e = x.expect(s.value, sc, attr ? attrType(x, s.attr.name) : INT, "an attribute value");
        return { kind: "setAttr", what: x.expr(s.target, sc).ir, attr: attr?.index ?? 0, value: e.ir, at };
      }
      case "If": {
        const c = x.cond(s.cond, sc, "the condition of 'if'");
        return { kind: "if", cond: c.ir, then: this.block(s.then, sc), ...(s.otherwise ? { else: this.block(s.otherwise, sc) } : {}), at };
      }
      case "For": {
        const list = x.collection(s.list, sc, "the list of 'for each'");
        const inner = sc.child(true);
        const slot = inner.bind(s.name.name, list.element);
        return { kind: "for", slot, list: list.ir, body: this.block(s.body, inner, true), at };
      }
      case "Repeat":
        this.countAtLeastZero(s.count, "repeat");
        return { kind: "repeat", count: x.expect(s.count, sc, INT, "the count of 'repeat'").ir, body: this.block(s.body, sc, true), at };
      case "While":
        this.warnEndless(endlessLoop("While", s.cond, s.body, s.span));
        return { kind: "while", cond: x.cond(s.cond, sc, "the condition of 'while'").ir, body: this.block(s.body, sc, true), at };
      case "Loop":
        this.warnEndless(endlessLoop("Loop", undefined, s.body, s.span));
        return { kind: "loop", body: this.block(s.body, sc, true), at };
      case "Break":
        if (!sc.inLoop) x.error(CMP.breakOutsideLoop, "'break' outside a loop", s.span);
        return { kind: "break", at };
      case "As":
        return { kind: "as", player: x.expect(s.player, sc, PLAYER, "the player of 'as'").ir, body: this.block(s.body, sc), at };
      case "Choose": {
        const d = x.collection(s.domain, sc, "the options of 'choose'");
        const by = s.by ? x.expect(s.by, sc, PLAYER, "the chooser").ir : undefined;
        const inner = sc.child();
        const slot = inner.bind(s.name.name, d.element);
        this.decided(s.choice.name, { type: d.element, optional: s.optional });
        return {
          kind: "choose",
          name: s.choice.name,
          ...(s.prompt !== undefined ? { prompt: s.prompt } : {}),
          slot,
          domain: d.ir,
          type: d.element,
          ...(by ? { by } : {}),
          optional: s.optional,
          body: this.block(s.body, inner),
          ...(s.otherwise ? { else: this.block(s.otherwise, sc) } : {}),
          at,
        };
      }
      case "ChooseOne": {
        const by = s.by ? x.expect(s.by, sc, PLAYER, "the chooser").ir : undefined;
        this.decided(s.choice.name, { options: s.options.map((o) => o.label.name) });
        return {
          kind: "chooseOne",
          name: s.choice.name,
          ...(s.prompt !== undefined ? { prompt: s.prompt } : {}),
          ...(by ? { by } : {}),
          options: s.options.map((o) => ({
            label: o.label.name,
            ...(o.text !== undefined ? { text: o.text } : {}),
            ...(o.when ? { when: x.cond(o.when, sc, "the condition after 'when'").ir } : {}),
            body: this.block(o.body, sc),
          })),
          at,
        };
      }
      case "Parallel": {
        const list = x.collection(s.list, sc, "the players of 'simultaneously'");
        if (!compatible(list.element, PLAYER)) x.error(CMP.typeMismatch, `'simultaneously' runs once per player, found ${showType(list.element)}`, s.list.span);
        const inner = sc.child();
        inner.inParallel = true;
        const slot = inner.bind(s.name.name, PLAYER);
        return { kind: "parallel", slot, list: list.ir, body: this.block(s.body, inner), at };
      }
      case "Move": {
        const to = this.zone(s.to, sc);
        const what = this.components(s.what, sc, to.of, "what 'move' moves");
        return { kind: "move", what, to: to.ir, bottom: s.bottom, at };
      }
      case "Give": {
        // The zone is the one each component lies in, so only its being a component is checked here.
        const what = this.components(s.what, sc, undefined, "what 'give' gives");
        return { kind: "give", what, player: x.expect(s.to, sc, PLAYER, "the player 'give' gives to").ir, at };
      }
      case "Roll":
        return checkRoll(x, s, sc, at);
      case "Draw": {
        const from = this.zone(s.from, sc);
        const to = this.zone(s.to, sc);
        this.sameType(from.of, to.of, s.to.span);
        this.countAtLeastZero(s.count, "draw");
        return { kind: "draw", count: x.expect(s.count, sc, INT, "the count of 'draw'").ir, from: from.ir, to: to.ir, at };
      }
      case "Deal": {
        const from = this.zone(s.from, sc);
        const to = this.x.sym.zones.get(s.to.name);
        if (!to) this.unknownZone(s.to.name, s.to.span);
        else if (!to.perPlayer) x.error(CMP.notPerPlayer, `'deal' deals into a per-player zone; '${s.to.name}' is shared`, s.to.span);
        else if (to.index) bareFamily(x, s.to);
        else this.sameType(from.of, to.of.name, s.to.span);
        this.countAtLeastZero(s.count, "deal");
        return { kind: "deal", count: x.expect(s.count, sc, INT, "the count of 'deal'").ir, from: from.ir, to: s.to.name, at };
      }
      case "Shuffle": {
        const zone = this.zone(s.zone, sc);
        const into = s.into ? this.zone(s.into, sc) : undefined;
        if (into) this.sameType(zone.of, into.of, s.into!.span);
        return { kind: "shuffle", zone: zone.ir, ...(into ? { into: into.ir } : {}), at };
      }
      case "Mark": {
        const mark = x.sym.marks.get(s.mark.name);
        if (mark === undefined) {
          const near = closestMatch(s.mark.name, x.sym.marks.keys());
          x.error(CMP.unknownMark, `unknown mark '${s.mark.name}'`, s.mark.span, near ? `did you mean '${near}'?` : undefined);
        }
        const what = this.components(s.what, sc, undefined, "what is marked");
        return { kind: "mark", what, mark: mark ?? 0, value: s.value, at };
      }
      case "Rotate": {
        const z = x.sym.zones.get(s.zone.name);
        if (!z) this.unknownZone(s.zone.name, s.zone.span);
        else if (!z.perPlayer) x.error(CMP.notPerPlayer, `'pass' passes a per-player zone; '${s.zone.name}' is shared`, s.zone.span);
        else if (z.index) bareFamily(x, s.zone);
        return { kind: "rotate", zone: s.zone.name, direction: s.direction, at };
      }
      case "Call":
        return this.call(s, sc);
      case "Announce":
        return this.announce(s, sc);
      case "Run": {
        if (s.what.kind !== "Field") {
          x.error(CMP.notRunnable, "'run' takes an effect field of a component", s.what.span);
          return { kind: "run", of: { kind: "lit", value: null, at }, field: "", at };
        }
        const target = x.expr(s.what.target, sc);
        const field = s.what.field.name;
        if (target.type.kind === "component") {
          const f = x.sym.types.get(target.type.type)?.fields.find((ff) => ff.name.name === field);
          if (!f || f.type.kind !== "EffectType")
            x.error(CMP.notRunnable, `'${field}' is not an effect field of ${target.type.type}`, s.what.field.span);
        }
        return { kind: "run", of: target.ir, field, at };
      }
      case "Log":
        this.logs.push({ event: s.event, args: s.args.map((a) => a.name), span: s.span });
        return {
          kind: "log",
          event: s.event.name,
          args: s.args.map((a) => {
            const v = x.expr(a.value, sc);
            return { name: a.name.name, value: v.ir, type: v.type.kind === "zone" ? { kind: "list", of: x.component(v.type.of) } : v.type };
          }),
          at,
        };
      case "Win":
        return { kind: "win", who: x.expr(s.who, sc).ir, ...(s.lose ? { lose: true } : {}), at };
      case "Rank": {
        const inner = sc.child();
        const slot = inner.bind(s.name.name, PLAYER);
        const keys = s.keys.map((k) => x.expect(k, inner, INT, "a ranking key").ir);
        return { kind: "rank", slot, keys, ...(s.labels.some((l) => l) ? { labels: s.labels } : {}), at };
      }
      case "Clear":
        return checkClear(x, s, sc);
      case "Return":
      case "End":
      case "LetCall":
      case "FirstOf":
        return checkControl(this, x, s, sc);
    }
  }

  /** Refuses a count written as a negative number (`draw -7 ...`, CMP3039): at run time it would quietly do nothing. */
  countAtLeastZero(count: Expr, verb: string): void {
    if (count.kind === "Unary" && count.op === "-" && count.operand.kind === "Number" && count.operand.value > 0)
      this.x.error(CMP.negativeCount, `the count of '${verb}' is negative: -${count.operand.value}`, count.span);
  }

  /** Reports a second `let` of one name in one block (CMP3038): the first binding would silently stop being read. */
  letOnce(name: Ident, sc: Scope): void {
    if (sc.boundHere(name.name)) this.x.error(CMP.duplicateLet, `'${name.name}' is already bound by a 'let' in this block`, name.span);
  }

  /** Checks a procedure call's name and arguments. */
  call(s: CallStmt, sc: Scope): Extract<StmtIR, { kind: "call" }> {
    const x = this.x;
    const at = x.at(s.span);
    const proc = x.sym.procs.get(s.proc.name);
    if (!proc) {
      const near = closestMatch(s.proc.name, x.sym.procs.keys());
      x.error(CMP.unknownProc, `unknown procedure '${s.proc.name}'`, s.proc.span, near ? `did you mean '${near}'?` : undefined);
      return { kind: "call", proc: s.proc.name, args: [], at };
    }
    if (proc.params.length !== s.args.length)
      x.error(CMP.arity, `'${s.proc.name}' takes ${proc.params.length} argument(s), found ${s.args.length}`, s.span);
    const args = s.args.map((a, i) => {
      const p = proc.params[i];
      const want = p ? this.paramType(p.type) : ANY;
      return x.expect(a, sc, want, `argument ${i + 1} of '${s.proc.name}'`).ir;
    });
    return { kind: "call", proc: s.proc.name, args, at };
  }

  /** `announce NAME(args)`: a call of the procedure the event is lowered to (compiler/lower-events.ts). */
  announce(s: AnnounceStmt, sc: Scope): Extract<StmtIR, { kind: "call" }> {
    const x = this.x;
    const at = x.at(s.span);
    const name = s.event.name;
    const ev = x.sym.events.get(name);
    if (!ev) {
      const near = closestMatch(name, x.sym.events.keys());
      x.error(CMP.event, `there is no event '${name}' to announce`, s.event.span, near ? `did you mean '${near}'?` : CMP.event.hint);
      for (const a of s.args) x.expr(a, sc);
      return { kind: "call", proc: eventProcName(name), args: [], at };
    }
    if (ev.params.length !== s.args.length)
      x.error(CMP.eventArity, `the event '${name}' takes ${ev.params.length} value(s), found ${s.args.length}`, s.span, `it is declared 'event ${name}(${ev.params.map((p) => p.name.name).join(", ")})'`);
    const args = s.args.map((a, i) => {
      const p = ev.params[i];
      const want = p ? this.paramType(p.type) : ANY;
      return x.expect(a, sc, want, `value ${i + 1} of the event '${name}'`).ir;
    });
    return { kind: "call", proc: eventProcName(name), args, at };
  }

  private warnEndless(d: Diagnostic | undefined): void {
    if (d) this.x.diagnostics.push(d);
  }

  /** The value type of a parameter's declared type. */
  paramType(t: TypeRef): ValueType {
    const sym = this.x.sym;
    return fromTypeRef(t, new Set(sym.enums.keys()), new Set(sym.types.keys())) ?? ANY;
  }

  private counter(lv: LValue): void {
    const sym = this.x.sym;
    const c = sym.counters.get(lv.name.name);
    if (!c && sym.modifiers.has(lv.name.name)) {
      this.x.error(CMP.lasting, `'${lv.name.name}' is a modifier: it changes only by lasting additions`, lv.name.span, "write `add 1 to NAME until end of step` (or `until removed`, `during { }`)");
    } else if (!c) {
      const near = closestMatch(lv.name.name, sym.counters.keys());
      this.x.error(CMP.unknownName, `unknown counter '${lv.name.name}'`, lv.name.span, near ? `did you mean '${near}'?` : undefined);
    } else if (c.perPlayer && !lv.of) this.x.error(CMP.perPlayerNeedsOf, `'${lv.name.name}' is a per-player counter`, lv.name.span);
    else if (!c.perPlayer && lv.of) this.x.error(CMP.notPerPlayer, `'${lv.name.name}' is a shared counter`, lv.name.span);
  }

  private zone(z: ZoneRef, sc: Scope): { ir: ZoneRefIR; of: string } {
    const x = this.x;
    const decl = x.sym.zones.get(z.name.name);
    if (!decl) {
      this.unknownZone(z.name.name, z.name.span);
      return { ir: { name: z.name.name }, of: "" };
    }
    if (decl.perPlayer && !z.of) x.error(CMP.perPlayerNeedsOf, `'${z.name.name}' is a per-player zone`, z.name.span);
    if (!decl.perPlayer && z.of) x.error(CMP.notPerPlayer, `'${z.name.name}' is a shared zone`, z.name.span);
    const k = z.key ? checkKey(x, decl, z.key, sc) : undefined;
    if (!z.key && decl.index) bareFamily(x, z.name);
    const of = z.of ? x.expect(z.of, sc, PLAYER, "the player after 'of'").ir : undefined;
    return { ir: { name: k?.name ?? z.name.name, ...(k?.key ? { key: k.key } : {}), ...(of && decl.perPlayer ? { of } : {}) }, of: decl.of.name };
  }

  /** Checks an expression that must give components (of `type` when given); checked once, so errors are reported once. */
  private components(e: Expr, sc: Scope, type: string | undefined, what: string): ExprIR {
    const checked = this.x.expr(e, sc);
    const t = checked.type;
    const ok = (v: ValueType): boolean =>
      v.kind === "any" || v.kind === "none" || (v.kind === "component" && (!type || v.type === type)) || (v.kind === "zone" && (!type || v.of === type)) || (v.kind === "list" && ok(v.of));
    if (!ok(t)) this.x.error(CMP.typeMismatch, `${what} must be ${type ?? "component"}s, found ${showType(t)}`, e.span);
    return checked.ir;
  }

  private sameType(a: string, b: string, span: Span): void {
    if (a && b && a !== b) this.x.error(CMP.typeMismatch, `zones hold different types (${a} and ${b})`, span);
  }

  private unknownZone(name: string, span: Span): void {
    const near = closestMatch(name, this.x.sym.zones.keys());
    this.x.error(CMP.unknownZone, `unknown zone '${name}'`, span, near ? `did you mean '${near}'?` : undefined);
  }
}
