// Threads and frames are made here (and copied in runtime/clone.ts), in the one shape the interpreter's loop reads (every key
// present, `undefined` when unused): objects of several shapes made its reads polymorphic and slower.

import type { Frame, Thread } from "./state.js";

/** A frame starting `body` with its locals `env`, for the player `me` and the component `self`; `result` is the caller's slot for what it returns. */
export function newFrame(body: number, env: unknown[], me: number, self: number, result?: number): Frame {
  return { body, pc: 0, env, me, self, result };
}

/** A thread running `frame`, neither waiting nor forked. */
export function newThread(frame: Frame): Thread {
  return { stack: [frame], wait: undefined, kids: undefined };
}
