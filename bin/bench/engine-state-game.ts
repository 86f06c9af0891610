// What the bench's games hand-written over Menagerie's own state share: a new `GameState` as the
// engine starts one for a two-seat game whose flow is `loop { for each p in players { as p { ... } } }`,
// the move checked against the decision the thread waits for, the loop going round to the next
// seat, and the end of the game.

import { seedRng, type Frame, type GameState, type Thread, type Wait } from "../../runtime/index.js";
import type { JsonGame, JsonMove } from "./plain-json-game.js";

/** Where the compiler keeps the flow loop's seat, the seats' list and the list's next index in the frame. */
export interface LoopSlots {
  seat: number;
  seats: number;
  next: number;
}

/** What every game's first state starts from: the components' zones and zone slots, the attribute rows and the flow body's frame. */
export interface StartTemplate {
  zones: number[][];
  loc: number[];
  attrs: number[][];
  frame: Frame;
}

/** A game's first state: the template's rows copied (a game changes them in place), as the engine copies its own. */
export function startState(seed: number, t: StartTemplate): GameState {
  const f = t.frame;
  return {
    setup: { players: 2, seed, options: {} },
    opts: {},
    players: 2,
    zones: t.zones.map((z) => z.slice()),
    loc: t.loc.slice(),
    counters: [],
    marks: [],
    attrs: t.attrs.map((a) => a.slice()),
    flow: "play",
    thread: { stack: [{ body: f.body, pc: f.pc, env: f.env.map((v) => (Array.isArray(v) ? v.slice() : v)), me: f.me, self: f.self }], wait: undefined },
    rng: seedRng(seed),
    log: [],
    moves: [],
    undoFloor: 0,
    result: null,
  };
}

/** Why `m` does not answer the decision `s`'s thread waits for, or undefined (and the move recorded) when it does. */
export function takeMove(s: GameState, m: JsonMove, option: string): string | undefined {
  const w = s.thread?.wait;
  if (!w || w.seat !== m.player || w.choice !== m.choice) return `seat ${m.player} owes no decision "${m.choice}"`;
  if (typeof m.value !== "number" || !w.domain.includes(m.value)) return `${option} ${String(m.value)} is not an option`;
  s.moves.push({ player: m.player, choice: m.choice, value: m.value });
  return undefined;
}

/** `for each p in players` moves to the next seat, and `loop` builds the list again when it comes round; returns the seat. */
export function nextSeat(f: Frame, at: LoopSlots): number {
  let next = f.env[at.next] as number;
  if (next >= 2) {
    f.env[at.seats] = [0, 1];
    next = 0;
  }
  f.env[at.seat] = next;
  f.env[at.next] = next + 1;
  f.me = next;
  return next;
}

/** The thread waits for `w`, unless it has one option: then `take` is called with it at once, without a move, as the engine takes forced decisions. */
export function waitOrTake(th: Thread, w: Wait, take: (value: number) => void): void {
  if (w.domain.length === 1) take(w.domain[0] as number);
  else th.wait = w;
}

/** The game ends with `winners` (none: a draw); the flow's thread and the side thread are gone. */
export function endGame(s: GameState, winners: number[]): void {
  s.result = { winners };
  s.thread = null;
  s.side = null;
}

/** A game over the engine's state from its parts: the first state, the decision a seat owes, what a value is called in a refusal, and a value's changes. */
export function engineStateGame(start: StartTemplate, decision: (s: GameState, seat: number) => Wait, option: string, play: (s: GameState, th: Thread, value: number) => void): JsonGame<GameState> {
  return {
    start(seed) {
      const s = startState(seed, start);
      s.thread!.wait = decision(s, 0);
      return s;
    },
    owed: (s) => s.thread?.wait,
    apply(s, m) {
      const refused = takeMove(s, m, option);
      if (refused) return refused;
      play(s, s.thread!, m.value as number);
      return undefined;
    },
  };
}
