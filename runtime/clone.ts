import type { Frame, GameState, Thread } from "./state.js";
import type { LogEvent } from "./types.js";
import { shareRows } from "./shared-rows.js";

// The log only ever grows at its end, and a bot's engine keeps none: a copy shares the log array,
// and whichever state appends first takes its own copy then, so copying a state a table has played
// for an hour costs no more than copying a new one. The array stays plain JSON; only this module
// knows which logs are shared. (Moves are copied: a move is appended on every move, where even a
// lookup here would weigh on the hot path, and the list is short beside the log.)
const shared = new WeakSet<unknown[]>();

/** Appends a log event to the state's own log (copying it first if a clone shares it). */
export function appendLog(s: GameState, e: LogEvent): void {
  if (shared.has(s.log)) s.log = s.log.slice();
  s.log.push(e);
}

/** A deep copy of a game state, faster than structuredClone for this known shape (the log shared until written). */
export function cloneState(s: GameState): GameState {
  const out: GameState = {
    setup: s.setup,
    opts: s.opts,
    players: s.players,
    zones: s.zones.map((z) => z.slice()),
    loc: s.loc.slice(),
    counters: s.counters.map((v) => (Array.isArray(v) ? v.slice() : v)),
    marks: shareRows(s.marks),
    attrs: shareRows(s.attrs),
    flow: s.flow,
    thread: s.thread ? cloneThread(s.thread) : null,
    rng: s.rng.slice(),
    log: share(s.log),
    moves: s.moves.slice(),
    undoFloor: s.undoFloor,
    result: s.result,
  };
  // The optional keys are added one by one rather than spread: a spread of an object literal whose
  // keys vary falls back to a slow copy once states of many shapes pass through here (as in a search).
  if (s.side) out.side = cloneThread(s.side);
  if (s.teams) out.teams = s.teams;
  if (s.campaign) out.campaign = s.campaign;
  if (s.lasting) out.lasting = s.lasting.slice();
  return out;
}

function share<T>(list: T[]): T[] {
  shared.add(list);
  return list;
}

function cloneThread(th: Thread): Thread {
  return { stack: th.stack.map(cloneFrame), wait: th.wait, kids: th.kids ? th.kids.map(cloneThread) : undefined };
}

function cloneFrame(f: Frame): Frame {
  return { body: f.body, pc: f.pc, env: deep(f.env) as unknown[], me: f.me, self: f.self, result: f.result };
}

function deep(v: unknown): unknown {
  return Array.isArray(v) ? v.map(deep) : v;
}
