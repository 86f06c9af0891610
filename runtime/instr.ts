import type { Ctx } from "./context.js";
import type { Frame, Thread } from "./state.js";

// The unit the statement compilers emit, on its own so the files that compile some statements
// (control, zones, lasting additions) need not import compile-stmt.ts, which imports them.

/** An instruction: does its work and returns the next pc, or a negative signal. */
export type Instr = (c: Ctx, th: Thread, f: Frame) => number;
