// Tic-Tac-Toe hand-written over Menagerie's own state (runtime/state.ts `GameState`): the zones, the
// attribute rows, a thread whose frame can resume mid-rule and the decision it waits for, each
// changed as the engine changes them for this game's rules (test/bin/bench/plain-json-games.test.ts
// checks the states stay the engine's, move for move). No interpreter, no flow, no checks beyond the
// move's: the gap between this and Menagerie is what running rules as data costs, and the gap between
// this and plain-json-tic-tac-toe.ts is what the engine's general state costs.

import type { GameState, Thread, Wait } from "../../runtime/index.js";
import type { JsonGame } from "./plain-json-game.js";
import { endGame, engineStateGame, nextSeat, waitOrTake, type StartTemplate } from "./engine-state-game.js";

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];
/** A cell's `lines` field: the lines through it (components 9-16 are the lines, in the content's order). */
const CELL_LINES: number[][][] = Array.from({ length: 9 }, (_, c) => LINES.filter((l) => l.includes(c)));
/** The frame's slots as the compiler lays out the flow's body. */
const LOOP = { seat: 0, seats: 6, next: 7 };
const CHOSEN = 2;

const START: StartTemplate = {
  zones: [[0, 1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16], []],
  loc: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1],
  attrs: [new Array<number>(17).fill(-1)],
  frame: { body: 0, pc: 3, env: [0, null, null, null, null, null, [0, 1], 1, 0], me: 0, self: -1 },
};

/** The engine's state for a game of Tic-Tac-Toe, and a move's changes to it, hand-written. */
export const engineStateTicTacToe: JsonGame<GameState> = engineStateGame(START, decision, "cell", mark);

// The chosen cell marked, the rules run on to the next decision.
function mark(s: GameState, th: Thread, cell: number): void {
  th.wait = undefined;
  const f = th.stack[0]!;
  f.env[CHOSEN] = cell;
  const me = f.me;
  const holder = s.attrs[0]! as number[];
  holder[cell] = me;
  for (const l of CELL_LINES[cell]!) if (holder[l[0]!] === me && holder[l[1]!] === me && holder[l[2]!] === me) return endGame(s, [me]);
  if (!s.zones[0]!.some((x) => holder[x] === -1)) return endGame(s, []);
  waitOrTake(th, decision(s, nextSeat(f, LOOP)), (v) => mark(s, th, v));
}

function decision(s: GameState, seat: number): Wait {
  const holder = s.attrs[0]!;
  const domain = s.zones[0]!.filter((x) => holder[x] === -1);
  return { seat, choice: "place", prompt: "Mark an empty cell", domain, type: "component", optional: false, slot: CHOSEN, next: [4], pass: 9 };
}
