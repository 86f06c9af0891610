import type { At, StmtIR } from "./program.js";
import type { RunGenerator, RunHooks, Tables } from "./context.js";
import type { Instr } from "./instr.js";
import { build, Gen } from "./compile-js.js";
import { builds } from "./compile-stmt.js";
import { inlined, takes } from "./run-statements.js";

// A run of consecutive statements that never wait for a decision, call a procedure or jump out of
// the run becomes one generated JavaScript function: one instruction for the interpreter instead of
// one per statement, and V8 sees `let c = at(k.cells, k.height); set c.disc = me; ...` as one piece
// of code. Each statement does exactly what its instruction in runtime/compile-stmt.ts does, in the
// same order, with the same bookkeeping slots and the same steps spent, so states stay bit for bit
// the same and an endless loop is stopped at the same point with the same message. Statements the
// generator does not write (zone moves, marks, the log, the end of the game) are their own
// instruction, called from the generated code. A call of a procedure whose body is such a run
// itself (`call gainCoins(2)`) runs that body inline, in a frame of its own that the interpreter would
// have pushed and popped again without a trace in the state.

const ENDS_GAME = new Set<StmtIR["kind"]>(["win", "rank"]);

/** The statement generator registered with the expression generator (runtime/generated-expressions.ts). */
export const runGenerator: RunGenerator = { takes: (s, inLoop, t) => takes(s, inLoop, t), compile };

function compile(stmts: StmtIR[], t: Tables, end: number, hooks: RunHooks): Instr {
  const g = new StmtGen(t, hooks);
  const name = g.run(stmts, end);
  return build<Instr>(g, name, stmts[0]!.at, t);
}

class StmtGen extends Gen {
  private loops = 0;
  /** Allocates a bookkeeping slot in the frame the code being written runs in. */
  private slot: () => number;
  /** Procedures being inlined around the code being written, innermost last. */
  private readonly calling: string[] = [];
  constructor(
    t: Tables,
    private readonly hooks: RunHooks,
  ) {
    super(t, (e) => hooks.closure(e));
    this.slot = hooks.slot;
  }

  /** The name of the instruction function doing `stmts`, going on at `end`. */
  run(stmts: StmtIR[], end: number): string {
    // The interpreter charged this instruction one step; each statement charges its own below.
    return this.func((g) => ["c.steps++;", ...g.list(stmts), `return ${end};`], "c, th, f");
  }

  private list(stmts: StmtIR[]): string[] {
    return stmts.flatMap((s) => this.stmt(s));
  }

  // One step spent, as the interpreter spends one for each instruction it runs.
  private step(at: At): string {
    return `if (--c.steps < 0) exhausted(${this.konst(at)});`;
  }

  private stmt(s: StmtIR): string[] {
    const at = () => this.konst(s.at);
    switch (s.kind) {
      case "let": {
        // A zone read is its live array; a local keeps what it held when bound.
        const v = this.temp();
        const keep = builds(s.value) ? v : `(Array.isArray(${v}) ? ${v}.slice() : ${v})`;
        return [this.step(s.at), `${v} = ${this.x(s.value)};`, `f.env[${s.slot}] = ${keep};`];
      }
      case "setAttr": {
        const typed = this.t.program.attrs[s.attr]?.type !== undefined;
        const [v, ids, row] = [this.temp(), this.temp(), this.temp()];
        const value = this.x(s.value);
        return [
          this.step(s.at),
          `${v} = ${typed ? `(${value} ?? null)` : `intOf(${value}, ${at()})`};`,
          `${ids} = ${this.x(s.what)};`,
          `${row} = writableRow(c.s.attrs, ${s.attr});`,
          `if (typeof ${ids} === "number") ${row}[${ids}] = ${v}; else for (const id of idsOf(${ids}, ${at()})) ${row}[id] = ${v};`,
        ];
      }
      case "set":
      case "add": {
        const ci = this.t.counterIndex.get(s.counter)!;
        const add = s.kind === "add";
        const value = this.x(s.value);
        const v = this.temp();
        const out = [this.step(s.at), `${v} = ${add ? `intOf(${value}, ${at()}) * ${s.negate ? -1 : 1}` : `(${value} ?? null)`};`];
        if (!s.of) return [...out, `c.s.counters[${ci}] = ${add ? `c.s.counters[${ci}] + ${v}` : v};`];
        const [arr, p] = [this.temp(), this.temp()];
        return [...out, `${arr} = c.s.counters[${ci}];`, `${p} = ${this.x(s.of)};`, `${arr}[${p}] = ${add ? `${arr}[${p}] + ${v}` : v};`];
      }
      case "if": {
        const then = this.list(s.then);
        // The interpreter jumps over the else block at the end of the then block: one more step.
        if (s.else) then.push(this.step(s.at));
        const out = [this.step(s.at), `if (${this.test(s.cond)}) {`, ...then, "}"];
        if (s.else) out.push("else {", ...this.list(s.else), "}");
        return out;
      }
      case "for":
        return this.for(s);
      case "break":
        return [this.step(s.at), "break;"];
      case "call":
        return this.callProc(s);
      default:
        return this.called(s);
    }
  }

  // As the interpreter's loop: the list and the index live in two slots of the frame, the head
  // spends a step each time round and the jump back another.
  private for(s: Extract<StmtIR, { kind: "for" }>): string[] {
    const [L, I] = [this.slot(), this.slot()];
    const n = this.loops++;
    const [list, items, i] = [this.temp(), `l${n}`, `i${n}`];
    const out = [
      this.step(s.at),
      `${list} = listOf(${this.x(s.list)}, ${this.konst(s.at)});`,
      `f.env[${L}] = ${builds(s.list) ? list : `${list}.slice()`};`,
      `f.env[${I}] = 0;`,
      `for (const ${items} = f.env[${L}];;) {`,
      this.step(s.at),
      `const ${i} = f.env[${I}];`,
      `if (${i} >= ${items}.length) break;`,
      `f.env[${s.slot}] = ${items}[${i}];`,
      `f.env[${I}] = ${i} + 1;`,
      ...this.list(s.body),
      this.step(s.at),
      "}",
    ];
    return out;
  }

  // As the interpreter's call: one step, the same depth check (counting the frames inlined around
  // this one), arguments worked out in the caller's frame, then the body in a fresh frame, here a
  // function of its own over it; it returns below zero only when the game ended.
  private callProc(s: Extract<StmtIR, { kind: "call" }>): string[] {
    const body = inlined(s, this.t, this.calling)!;
    const [callee, r] = [this.temp(), this.temp()];
    const args = s.args.map((a, i) => `${callee}.env[${i}] = ${this.x(a)};`);
    // The callee's bookkeeping slots follow its own locals: its frame is its own, gone when it ends.
    let next = body.locals;
    const outer = this.slot;
    this.slot = () => next++;
    this.calling.push(s.proc);
    const fn = this.func((g) => [...g.list(body.block), "return 0;"], "c, th, f");
    this.calling.pop();
    this.slot = outer;
    return [
      this.step(s.at),
      `checkCallDepth(th.stack.length + ${this.calling.length}, ${this.konst(s.at)});`,
      `${callee} = { body: -1, pc: 0, env: filled(${next}, null), me: f.me, self: f.self };`,
      ...args,
      `if ((${r} = ${fn}(c, th, ${callee})) < 0) return ${r};`,
    ];
  }

  // A statement left to its own instruction, called here; the end of the game ends the run.
  private called(s: StmtIR): string[] {
    const ins = this.konst(this.hooks.opaque(s));
    if (ENDS_GAME.has(s.kind)) return [this.step(s.at), `return ${ins}(c, th, f);`];
    return [this.step(s.at), `${ins}(c, th, f);`];
  }
}
