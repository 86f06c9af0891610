import type { ExprIR, Program } from "./program.js";
import type { GameState } from "./state.js";
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
}

/** Compiles an expression to a generated function, or returns undefined to leave it to the closures. */
export type ExprGenerator = (e: ExprIR, t: Tables, closure: (e: ExprIR) => Eval, hot?: boolean) => Eval | undefined;

/** A compiled expression. */
export type Eval = (c: Ctx, f: FrameLike) => any;

/** The part of a frame that expressions read. */
export interface FrameLike {
  env: unknown[];
  me: number;
  self: number;
}
