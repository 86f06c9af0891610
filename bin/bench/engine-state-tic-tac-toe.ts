// Tic-Tac-Toe hand-written over Menagerie's own state (runtime/state.ts `GameState`): the zones, the
// attribute rows, a thread whose frame can resume mid-rule and the decision it waits for, each
// changed as the engine changes them for this game's rules (test/bin/bench/plain-json-games.test.ts
// checks the states stay the engine's, move for move). No interpreter, no flow, no checks beyond the
// move's: the gap between this and Menagerie is what running rules as data costs, and the gap between
// this and plain-json-tic-tac-toe.ts is what the engine's general state costs.

import { seedRng, type GameState, type Thread, type Wait } from "../../runtime/index.js";
import type { JsonGame } from "./plain-json-game.js";

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];
/** Components 0-8 are the cells, 9-16 the lines (in the content's order). */
const LINE0 = 9;
/** A cell's `lines` field: the line components through it. */
const CELL_LINES: number[][] = Array.from({ length: 9 }, (_, c) => LINES.flatMap((l, i) => (l.includes(c) ? [LINE0 + i] : [])));
/** The frame's slots as the compiler lays out the flow's body: the seat, the chosen cell, the seats' list and the loop's next index. */
const SEAT = 0, CHOSEN = 2, SEATS = 6, NEXT = 7;

/** The engine's state for a game of Tic-Tac-Toe, and a move's changes to it, hand-written. */
export const engineStateTicTacToe: JsonGame<GameState> = {
  start(seed) {
    const s: GameState = {
      setup: { players: 2, seed, options: {} },
      opts: {},
      players: 2,
      zones: [[0, 1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16], []],
      loc: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1],
      counters: [],
      marks: [],
      attrs: [new Array(17).fill(-1)],
      flow: "play",
      thread: { stack: [{ body: 0, pc: 3, env: [0, null, null, null, null, null, [0, 1], 1, 0], me: 0, self: -1 }], wait: undefined },
      rng: seedRng(seed),
      log: [],
      moves: [],
      undoFloor: 0,
      result: null,
    };
    s.thread!.wait = decision(s, 0);
    return s;
  },
  owed: (s) => s.thread?.wait,
  apply(s, m) {
    const th = s.thread;
    const w = th?.wait;
    if (!th || !w || w.seat !== m.player || w.choice !== m.choice) return `seat ${m.player} owes no decision "${m.choice}"`;
    if (typeof m.value !== "number" || !w.domain.includes(m.value)) return `cell ${String(m.value)} is not empty`;
    s.moves.push({ player: m.player, choice: m.choice, value: m.value });
    mark(s, th, m.value);
    return undefined;
  },
};

// The chosen cell marked, the rules run on to the next decision; one with a single option is taken
// at once without a move, as the engine takes forced decisions.
function mark(s: GameState, th: Thread, cell: number): void {
  th.wait = undefined;
  const f = th.stack[0]!;
  f.env[CHOSEN] = cell;
  const me = f.me;
  const holder = s.attrs[0]! as number[];
  holder[cell] = me;
  for (const l of CELL_LINES[cell]!) {
    const cells = LINES[l - LINE0]!;
    if (holder[cells[0]!] === me && holder[cells[1]!] === me && holder[cells[2]!] === me) return end(s, [me]);
  }
  if (!s.zones[0]!.some((x) => holder[x] === -1)) return end(s, []);
  // The next seat of `for each p in players`, and the list again when `loop` comes round.
  let next = f.env[NEXT] as number;
  if (next >= 2) {
    f.env[SEATS] = [0, 1];
    next = 0;
  }
  f.env[SEAT] = next;
  f.env[NEXT] = next + 1;
  f.me = next;
  const w = decision(s, next);
  if (w.domain.length === 1) return mark(s, th, w.domain[0] as number);
  th.wait = w;
}

function decision(s: GameState, seat: number): Wait {
  const holder = s.attrs[0]!;
  const domain = s.zones[0]!.filter((x) => holder[x] === -1);
  return { seat, choice: "place", prompt: "Mark an empty cell", domain, type: "component", optional: false, slot: 2, next: [4], pass: 9 };
}

function end(s: GameState, winners: number[]): void {
  s.result = { winners };
  s.thread = null;
  s.side = null;
}
