import type { ExprIR, Program, StmtIR } from "./program.js";
import type { Frame, GameState, Thread } from "./state.js";
import type { LogEvent } from "./types.js";
import type { Layout } from "./layout.js";

/** Indexes over a program that compiled closures use instead of name lookups. */
export interface Tables {
  program: Program;
  zoneIndex: Map<string, number>;
  /** Families of zones by name: member zone index by key. */
  families: Map<string, Map<unknown, number>>;
  /** Zone index each zone refills from (-1: none), by zone index. */
  refills: number[];
  counterIndex: Map<string, number>;
  /** Field values by field name, one entry per component (null when absent). */
  fields: Map<string, unknown[]>;
  /** Snippet index → body id, for effect snippets. */
  snippetBody: number[];
  /** Procedure name → body id. */
  procBody: Map<string, number>;
  /** Procedure name → bodies that replace it while an expansion (option) is on, in program order. */
  procVariants: Map<string, { option: string; body: number }[]>;
  /** Size of the locals array a body's frames need. */
  bodySize(body: number): number;
  /** The `as` blocks of a body as flat (start, end) pc pairs. */
  bodyTurns(body: number): number[];
  /** The expression generator this program was compiled with (runtime/expr-generator.ts); none: closures only. */
  generate?: ExprGenerator;
}

/** What a running closure can reach: the tables, the live state, and per-run flags. */
export interface Ctx {
  t: Tables;
  s: GameState;
  /** Zone slots for this game's player count (slot of zone z for seat p is base[z] + p; shared zones use p = 0). */
  L: Layout;
  /** Whether events are recorded (off for fast simulation). */
  logging: boolean;
  /** Records a log event unless logging is off. */
  log(e: LogEvent): void;
  /** Set when randomness is used or something hidden is revealed; undo stops here. */
  barrier: boolean;
  /** Work units left for this settle (runtime/limits.ts); below zero the rules are stopped. */
  steps: number;
  /** Expression fields evaluating inside each other right now. */
  depth: number;
  /** The `--input` value of a query, when one runs. */
  input?: unknown;
  /** Values of pure function calls already worked out in this read-only evaluation (runtime/compile-function.ts), by function and then by arguments; absent: none kept. */
  memo?: Map<string, Map<string, unknown>>;
}

/** Compiles an expression to a generated function, or returns undefined to leave it to the closures; `runs` also generates statements. */
export type ExprGenerator = ((e: ExprIR, t: Tables, closure: (e: ExprIR) => Eval, hot?: boolean) => Eval | undefined) & { runs?: RunGenerator };

/** Compiles runs of consecutive statements that never wait, call or jump out into one generated instruction each (runtime/compile-run.ts). */
export interface RunGenerator {
  /** Whether `s` can be part of a run (`inLoop`: inside a loop of the same run, where `break` stays inside it). */
  takes(s: StmtIR, inLoop: boolean, t: Tables): boolean;
  /** The one instruction doing what `stmts` do, then going on at the program counter `end`. */
  compile(stmts: StmtIR[], t: Tables, end: number, hooks: RunHooks): RunInstr;
}

/** An instruction (runtime/instr.ts's `Instr`, spelled out here: that file reads this one). */
export type RunInstr = (c: Ctx, th: Thread, f: Frame) => number;

/** What the statement generator borrows from the body compiler. */
export interface RunHooks {
  /** The closure of an expression node the generator leaves to closures. */
  closure(e: ExprIR): Eval;
  /** The single instruction the body compiler makes of a statement the generator calls rather than writes (it returns its pc + 1, or HALT). */
  opaque(s: StmtIR): RunInstr;
  /** A new local slot of the body (loop bookkeeping, allocated in the body compiler's order). */
  slot(): number;
}

/** A compiled expression. */
export type Eval = (c: Ctx, f: FrameLike) => any;

/** The part of a frame that expressions read. */
export interface FrameLike {
  env: unknown[];
  me: number;
  self: number;
}

/** A context's log when events are not recorded (a setup, a simulation with the log off). */
export function ignoreLog(): void {}
