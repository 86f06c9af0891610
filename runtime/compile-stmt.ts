import type { At, BodyDef, ExprIR, StmtIR } from "./program.js";
import type { Eval, Tables } from "./context.js";
import type { Instr } from "./instr.js";
import { compileExpr, truthy } from "./compile-expr.js";
import { compileZoneStmt } from "./compile-zone-stmt.js";
import { compileRoll } from "./roll-dice.js";
import { compileControl } from "./compile-control.js";
import { compileLasting } from "./lasting.js";
import { writableRow } from "./shared-rows.js";
import { RuleError } from "./types.js";
import { filled, idsOf, intOf, listOf } from "./values.js";
import { endByRank, endByWin, logArgs } from "./outcomes.js";
import { valueProblem } from "./campaign.js";
import { checkCallDepth } from "./limits.js";
import { newFrame, newThread } from "./thread.js";
import { inlineBody, renumbered } from "./inline-calls.js";

// Statements compile to a flat array of instructions with jumps, so a continuation is just
// (body id, program counter, locals): plain JSON that survives save/load mid-effect.

export type { Instr } from "./instr.js";

/** The thread waits for a decision. */
export const SUSPEND = -1;
/** A new frame was pushed (the current frame's pc was already advanced). */
export const PUSHED = -2;
/** Child threads were forked (the current frame's pc was already advanced). */
export const FORKED = -3;
/** The game ended. */
export const HALT = -4;

/** A compiled body: its instructions, the source position of each, and the size of its locals array. */
export interface Body {
  code: Instr[];
  /** The statement each instruction comes from, so a rule stopped anywhere can say where. */
  ats: At[];
  size: number;
  /** The `as` blocks of the body as flat (start, end) pc pairs, for `end turn`. */
  turns: number[];
}

type Jump = { to: number };
interface Scope {
  code: Instr[];
  ats: At[];
  turns: number[];
  /** Pending `break` jumps of the innermost loop, and `as` slots to restore on break. */
  loops: { breaks: Jump[]; asSlots: number[] }[];
  /** The next free slot, and the most slots used at once so far (`high`: inlined calls give theirs back). */
  next: { slot: number; high?: number };
}

/** Compiles bodies and hands out their ids; ids are stable for a given program. */
export class BodyCompiler {
  readonly bodies: Body[] = [];
  constructor(private readonly t: Tables) {}

  /** Compiles a statement list with `locals` declared slots; returns its body id. */
  compile(stmts: StmtIR[], locals: number): number {
    const group: number[] = [];
    const next: Scope["next"] = { slot: locals };
    const id = this.body(stmts, next, group);
    for (const b of group) this.bodies[b]!.size = Math.max(next.slot, next.high ?? 0);
    return id;
  }

  private body(stmts: StmtIR[], next: Scope["next"], group: number[]): number {
    const id = this.bodies.length;
    const body: Body = { code: [], ats: [], size: 0, turns: [] };
    this.bodies.push(body);
    group.push(id);
    const scope: Scope = { code: body.code, ats: body.ats, turns: body.turns, loops: [], next };
    this.group = group;
    this.list(stmts, scope);
    return id;
  }

  private group: number[] = [];

  /** Set while a run is laid out one instruction per statement, before its generated instruction replaces the first. */
  private plain = false;

  // A statement list: runs of statements the program's statement generator takes become one
  // generated instruction each (runtime/compile-run.ts), the rest one or more instructions each.
  private list(stmts: StmtIR[], sc: Scope): void {
    const runs = this.plain ? undefined : this.t.generate?.runs;
    for (let i = 0; i < stmts.length; ) {
      let j = i;
      while (runs && j < stmts.length && runs.takes(stmts[j]!, false, this.t)) j++;
      if (j > i) this.run(stmts.slice(i, j), sc);
      else this.stmt(stmts[i]!, sc);
      i = Math.max(j, i + 1);
    }
  }

  // Lays `stmts` out one instruction per statement, then puts one generated instruction doing them
  // all in the first place, jumping to the end. Why keep the layout: a state holds program counters
  // (a frame's, a decision's `next` and `pass`), and a save made by an engine that generates code
  // must load in one that does not (the web table's), so both number their instructions alike; the
  // generator allocates the same bookkeeping slots, in the same order, for the same reason. The code
  // is generated when the run first runs: most of a big game's rules run seldom or never in a
  // session, and building every run up front made an engine take four times as long to build.
  private run(stmts: StmtIR[], sc: Scope): void {
    const pc = sc.code.length;
    const first = sc.next.slot;
    this.plain = true;
    for (const s of stmts) this.stmt(s, sc);
    this.plain = false;
    const end = sc.code.length;
    // A single instruction gains nothing from being generated.
    if (end - pc < 2) return;
    const code = sc.code;
    const after = sc.next.slot;
    const generate = (): Instr => {
      let slot = first;
      const ins = this.t.generate!.runs!.compile(stmts, this.t, end, {
        closure: (e) => compileExpr(e, this.t),
        opaque: (s) => {
          const one: Scope = { code: [], ats: [], turns: [], loops: [], next: { slot: 0 } };
          this.emit(s, one);
          if (one.code.length !== 1) throw new RuleError("RUN4201", `statement '${s.kind}' is not one instruction`, s.at);
          return one.code[0]!;
        },
        slot: () => slot++,
      });
      if (slot !== after) throw new RuleError("RUN4201", `a generated run allocated ${slot - first} slots, not ${after - first}`, stmts[0]!.at);
      return ins;
    };
    code[pc] = (c, th, f) => (code[pc] = generate())(c, th, f);
  }

  private stmt(s: StmtIR, sc: Scope): void {
    const from = sc.code.length;
    this.emit(s, sc);
    // Nested statements have placed their own instructions first; the rest are this statement's.
    for (let i = from; i < sc.code.length; i++) sc.ats[i] ??= s.at;
  }

  private emit(s: StmtIR, sc: Scope): void {
    const t = this.t;
    const code = sc.code;
    const at = s.at;
    switch (s.kind) {
      case "let": {
        const e = compileExpr(s.value, t);
        const slot = s.slot;
        const pc = code.length;
        // A zone read is its live array; a local keeps what it held when bound.
        const fresh = builds(s.value);
        code.push((c, _th, f) => {
          const v = e(c, f);
          f.env[slot] = !fresh && Array.isArray(v) ? v.slice() : v;
          return pc + 1;
        });
        return;
      }
      case "setCampaign": {
        const e = compileExpr(s.value, t);
        const name = s.field;
        const type = t.program.campaign?.fields.find((x) => x.name === name)?.type;
        const pc = code.length;
        code.push((c, _th, f) => {
          const v = e(c, f);
          const bad = type && valueProblem(type, v, c.t.program);
          if (bad) throw new RuleError("RUN4061", `campaign field '${name}' ${bad}, not ${JSON.stringify(v)}`, at);
          // Copied on write: states share the record until one of them changes it.
          c.s.campaign = { ...c.s.campaign, [name]: v };
          return pc + 1;
        });
        return;
      }
      case "setAttr": {
        const what = compileExpr(s.what, t);
        const e = compileExpr(s.value, t);
        const a = s.attr;
        // A typed attribute holds what the rules give it (a component, an enum member, none); others hold integers.
        const typed = t.program.attrs[a]?.type !== undefined;
        const pc = code.length;
        code.push((c, _th, f) => {
          const v = typed ? (e(c, f) ?? null) : intOf(e(c, f), at);
          const ids = what(c, f);
          const row = writableRow(c.s.attrs, a);
          if (typeof ids === "number") row[ids] = v;
          else for (const id of idsOf(ids, at)) row[id] = v;
          return pc + 1;
        });
        return;
      }
      case "set":
      case "add": {
        const ci = t.counterIndex.get(s.counter)!;
        const of = s.of ? compileExpr(s.of, t) : undefined;
        const e = compileExpr(s.value, t);
        const sign = s.kind === "add" && s.negate ? -1 : 1;
        const add = s.kind === "add";
        const pc = code.length;
        code.push((c, _th, f) => {
          const v = add ? intOf(e(c, f), at) * sign : (e(c, f) ?? null);
          if (of) {
            const arr = c.s.counters[ci] as number[];
            const p = of(c, f);
            arr[p] = add ? arr[p]! + v : v;
          } else c.s.counters[ci] = add ? (c.s.counters[ci] as number) + v : v;
          return pc + 1;
        });
        return;
      }
      case "if": {
        let cond: Eval | undefined;
        const toElse: Jump = { to: 0 };
        const pc = code.length;
        code.push((c, _th, f) => (truthy((cond ??= branchCondition(s.cond, t))(c, f)) ? pc + 1 : toElse.to));
        this.list(s.then, sc);
        if (s.else) {
          const toEnd: Jump = { to: 0 };
          code.push(() => toEnd.to);
          toElse.to = code.length;
          this.list(s.else, sc);
          toEnd.to = code.length;
        } else toElse.to = code.length;
        return;
      }
      case "for": {
        const list = compileExpr(s.list, t);
        const L = sc.next.slot++;
        const I = sc.next.slot++;
        const slot = s.slot;
        const init = code.length;
        const fresh = builds(s.list);
        code.push((c, _th, f) => {
          const items = listOf(list(c, f), at);
          f.env[L] = fresh ? items : items.slice();
          f.env[I] = 0;
          return init + 1;
        });
        this.loop(sc, (end) => {
          const head = code.length;
          code.push((_c, _th, f) => {
            const items = f.env[L] as unknown[];
            const i = f.env[I] as number;
            if (i >= items.length) return end.to;
            f.env[slot] = items[i];
            f.env[I] = i + 1;
            return head + 1;
          });
          this.list(s.body, sc);
          code.push(() => head);
        });
        return;
      }
      case "repeat": {
        const count = compileExpr(s.count, t);
        const C = sc.next.slot++;
        const init = code.length;
        code.push((c, _th, f) => ((f.env[C] = intOf(count(c, f), at)), init + 1));
        this.loop(sc, (end) => {
          const head = code.length;
          code.push((_c, _th, f) => {
            const n = f.env[C] as number;
            if (n <= 0) return end.to;
            f.env[C] = n - 1;
            return head + 1;
          });
          this.list(s.body, sc);
          code.push(() => head);
        });
        return;
      }
      case "while": {
        let cond: Eval | undefined;
        this.loop(sc, (end) => {
          const head = code.length;
          code.push((c, _th, f) => (truthy((cond ??= branchCondition(s.cond, t))(c, f)) ? head + 1 : end.to));
          this.list(s.body, sc);
          code.push(() => head);
        });
        return;
      }
      case "loop":
        this.loop(sc, () => {
          const head = code.length;
          this.list(s.body, sc);
          code.push(() => head);
        });
        return;
      case "break": {
        const loop = sc.loops[sc.loops.length - 1];
        if (!loop) throw new RuleError("RUN4107", "break outside a loop", at);
        const restore = [...loop.asSlots];
        const j: Jump = { to: 0 };
        loop.breaks.push(j);
        code.push((_c, _th, f) => {
          if (restore.length) f.me = f.env[restore[0]!] as number;
          return j.to;
        });
        return;
      }
      case "as": {
        const player = compileExpr(s.player, t);
        const S = sc.next.slot++;
        const pc = code.length;
        code.push((c, _th, f) => {
          f.env[S] = f.me;
          f.me = player(c, f);
          return pc + 1;
        });
        for (const l of sc.loops) l.asSlots.push(S);
        this.list(s.body, sc);
        for (const l of sc.loops) l.asSlots.pop();
        const end = code.length;
        sc.turns.push(pc, end);
        code.push((_c, _th, f) => ((f.me = f.env[S] as number), end + 1));
        return;
      }
      case "choose":
        return this.choose(s, sc);
      case "chooseOne":
        return this.chooseOne(s, sc);
      case "parallel": {
        const list = compileExpr(s.list, t);
        const slot = s.slot;
        // The sub-body shares this group's slot numbering: forked threads copy the parent's locals.
        const sub = this.body(s.body, sc.next, this.group);
        const pc = code.length;
        code.push((c, th, f) => {
          const seats = idsOf(list(c, f), at);
          f.pc = pc + 1;
          if (!seats.length) return pc + 1;
          th.kids = seats.map((p) => {
            const env = f.env.slice();
            env[slot] = p;
            return newThread(newFrame(sub, env, p, f.self));
          });
          return FORKED;
        });
        return;
      }
      case "move":
      case "give":
      case "draw":
      case "deal":
      case "shuffle":
      case "rotate":
        compileZoneStmt(s, t, code);
        return;
      case "roll":
        compileRoll(s, t, code);
        return;
      case "mark": {
        const what = compileExpr(s.what, t);
        const m = s.mark;
        const v = s.value ? 1 : 0;
        const pc = code.length;
        code.push((c, _th, f) => {
          const flags = writableRow(c.s.marks, m);
          for (const id of idsOf(what(c, f), at)) flags[id] = v;
          return pc + 1;
        });
        return;
      }
      case "call": {
        const inline = inlineBody(s, t);
        if (inline) return this.inlineCall(s, inline, sc);
        const args = s.args.map((a) => compileExpr(a, t));
        const name = s.proc;
        const into = s.result;
        const pc = code.length;
        // Resolved on first use: procedures are compiled after the bodies that call them.
        let base = -1;
        let variants: { option: string; body: number }[] | undefined;
        code.push((c, th, f) => {
          if (base < 0) {
            base = c.t.procBody.get(name)!;
            variants = c.t.procVariants.get(name);
          }
          // An expansion that is on may replace the procedure; the last one listed wins.
          let body = base;
          if (variants) for (const v of variants) if (c.s.opts[v.option] === true) body = v.body;
          const size = c.t.bodySize(body);
          // Locals start as null, not holes: a state must survive a JSON round trip unchanged.
          checkCallDepth(th.stack.length, at);
          const env = filled(size, null);
          for (let i = 0; i < args.length; i++) env[i] = args[i]!(c, f);
          f.pc = pc + 1;
          if (into === undefined) th.stack.push(newFrame(body, env, f.me, f.self));
          else {
            // What the procedure returns lands here; without a `return` it is none.
            f.env[into] = null;
            th.stack.push(newFrame(body, env, f.me, f.self, into));
          }
          return PUSHED;
        });
        return;
      }
      case "lasting":
      case "clear":
        compileLasting(s, t, code, (stmts) => { this.list(stmts, sc); });
        return;
      case "return":
      case "end":
      case "firstOf":
        compileControl(s, t, { code, next: sc.next, emit: (stmts) => { this.list(stmts, sc); } });
        return;
      case "run": {
        const of = compileExpr(s.of, t);
        const values = t.fields.get(s.field) ?? [];
        const pc = code.length;
        code.push((c, th, f) => {
          const id = of(c, f);
          const ref = id == null ? null : (values[id] as { snippet: number } | null);
          if (!ref) return pc + 1;
          const body = c.t.snippetBody[ref.snippet]!;
          checkCallDepth(th.stack.length, at);
          f.pc = pc + 1;
          th.stack.push(newFrame(body, filled(c.t.bodySize(body), null), f.me, id));
          return PUSHED;
        });
        return;
      }
      case "log": {
        const args = s.args.map((a) => ({ name: a.name, e: compileExpr(a.value, t), vt: a.type }));
        const event = s.event;
        const pc = code.length;
        code.push((c, _th, f) => {
          if (c.logging) c.log(logArgs(c, event, f.me, args, f));
          return pc + 1;
        });
        return;
      }
      case "win": {
        const who = compileExpr(s.who, t);
        const lose = s.lose === true;
        code.push((c, _th, f) => (endByWin(c, idsOf(who(c, f), at), lose), HALT));
        return;
      }
      case "rank": {
        const keys = s.keys.map((k) => compileExpr(k, t));
        const slot = s.slot;
        const labels = s.labels;
        code.push((c, _th, f) => (endByRank(c, keys, slot, f, labels), HALT));
        return;
      }
      default:
        // A statement kind added to the IR but not compiled here fails the type check (never), not silently.
        return unhandled(s);
    }
  }

  // A call laid out inline (runtime/inline-calls.ts): the callee's locals take the next free slots
  // of this frame, its arguments bound to the first of them and the rest cleared as a new frame's
  // would be; its statements follow with their slots moved up to them. A `break` in it belongs to its
  // own loops, never to the caller's. Once it has run its slots are free again: statements after it
  // (another inlined call, say) reuse them, so the frame grows by the largest callee, not by all.
  private inlineCall(s: Extract<StmtIR, { kind: "call" }>, body: BodyDef, sc: Scope): void {
    const args = s.args.map((a) => compileExpr(a, this.t));
    const base = sc.next.slot;
    const locals = body.locals;
    sc.next.slot += locals;
    if (locals) {
      const pc = sc.code.length;
      sc.code.push((c, _th, f) => {
        for (let i = 0; i < args.length; i++) f.env[base + i] = args[i]!(c, f);
        for (let i = args.length; i < locals; i++) f.env[base + i] = null;
        return pc + 1;
      });
    }
    const loops = sc.loops;
    sc.loops = [];
    this.list(renumbered(body.block, base), sc);
    sc.loops = loops;
    sc.next.high = Math.max(sc.next.high ?? 0, sc.next.slot);
    sc.next.slot = base;
  }

  private loop(sc: Scope, emit: (end: Jump) => void): void {
    const end: Jump = { to: 0 };
    const frame = { breaks: [] as Jump[], asSlots: [] as number[] };
    sc.loops.push(frame);
    emit(end);
    sc.loops.pop();
    end.to = sc.code.length;
    for (const b of frame.breaks) b.to = end.to;
  }

  private choose(s: Extract<StmtIR, { kind: "choose" }>, sc: Scope): void {
    const t = this.t;
    const code = sc.code;
    const domain = compileExpr(s.domain, t);
    const by = s.by ? compileExpr(s.by, t) : undefined;
    const pass: Jump = { to: 0 };
    const pc = code.length;
    const vt = s.type.kind === "component" ? "component" : s.type.kind;
    // A zone read is its live array, which the rules may change while the decision waits.
    const fresh = builds(s.domain);
    const next = [pc + 1];
    code.push((c, th, f) => {
      const d = listOf(domain(c, f), s.at) as (number | string)[];
      if (!d.length) return pass.to;
      th.wait = {
        seat: by ? by(c, f) : f.me,
        choice: s.name,
        prompt: s.prompt ?? s.name,
        domain: fresh ? d : d.slice(),
        type: vt,
        optional: s.optional,
        slot: s.slot,
        next,
        pass: pass.to,
      };
      return SUSPEND;
    });
    this.list(s.body, sc);
    if (s.else) {
      const end: Jump = { to: 0 };
      code.push(() => end.to);
      pass.to = code.length;
      this.list(s.else, sc);
      end.to = code.length;
    } else pass.to = code.length;
  }

  private chooseOne(s: Extract<StmtIR, { kind: "chooseOne" }>, sc: Scope): void {
    const t = this.t;
    const code = sc.code;
    const by = s.by ? compileExpr(s.by, t) : undefined;
    const whens = s.options.map((o) => (o.when ? compileExpr(o.when, t) : undefined));
    const starts: Jump[] = s.options.map(() => ({ to: 0 }));
    const end: Jump = { to: 0 };
    code.push((c, th, f) => {
      const d: string[] = [];
      const next: number[] = [];
      const texts: (string | undefined)[] = [];
      s.options.forEach((o, i) => {
        const w = whens[i];
        if (!w || truthy(w(c, f))) {
          d.push(o.label);
          texts.push(o.text);
          next.push(starts[i]!.to);
        }
      });
      if (!d.length) return end.to;
      th.wait = { seat: by ? by(c, f) : f.me, choice: s.name, prompt: s.prompt ?? s.name, domain: d, texts, type: "label", optional: false, slot: -1, next, pass: end.to };
      return SUSPEND;
    });
    s.options.forEach((o, i) => {
      starts[i]!.to = code.length;
      this.list(o.body, sc);
      code.push(() => end.to);
    });
    end.to = code.length;
  }
}

// The condition of an `if` or `while` that waits inside (one that does not runs in a generated run):
// compiled as hot (generated JavaScript where the program generates any, loop or not) when it first
// runs, since a branch is taken at every pass and most of a big game's branches never are.
function branchCondition(e: ExprIR, t: Tables): Eval {
  return compileExpr(e, t, true);
}

/** Whether an expression builds a new list each time (so it needs no defensive copy). */
export function builds(e: ExprIR): boolean {
  return e.kind === "comp" || e.kind === "list" || e.kind === "range" || e.kind === "players";
}

function unhandled(s: never): never {
  throw new RuleError("RUN4201", `statement '${(s as { kind: string }).kind}' is not compiled by the runtime`, (s as { at?: At }).at);
}
