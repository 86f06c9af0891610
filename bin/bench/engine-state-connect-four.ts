// Connect Four hand-written over Menagerie's own state, as engine-state-tic-tac-toe.ts is for
// Tic-Tac-Toe: the state the engine keeps for content/connect-four, changed by hand exactly as the
// engine changes it (test/bin/bench/plain-json-games.test.ts compares them after every move).

import type { GameState, Thread, Wait } from "../../runtime/index.js";
import type { JsonGame } from "./plain-json-game.js";
import { endGame, engineStateGame, nextSeat, waitOrTake, type StartTemplate } from "./engine-state-game.js";

const COLS = 7;
const ROWS = 6;
/** Components: the cells first (column by column, bottom first), then the 69 lines, then the columns. */
const CELLS = COLS * ROWS;
const LINE_COUNT = 69;
const COLUMN0 = CELLS + LINE_COUNT;
const COMPONENTS = COLUMN0 + COLS;
/** Zone slots: the grid, the columns, and the lines (which no zone of the rules holds). */
const GRID = 0, COLUMNS = 1, LINES = 2;
/** Attribute rows: `disc` (a cell's seat, -1 empty) and `height` (a column's discs). */
const DISC = 0, HEIGHT = 1;
/** The frame's slots as the compiler lays out the flow's body (with `drop` inlined into it). */
const LOOP = { seat: 0, seats: 1, next: 2 };
const CHOSEN = 5;

const cell = (col: number, row: number) => col * ROWS + row;
/** A cell's `lines` field: every four in a row through it, as cell lists. */
const CELL_LINES: number[][][] = Array.from({ length: CELLS }, () => []);
for (let col = 0; col < COLS; col++)
  for (let row = 0; row < ROWS; row++)
    for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [-1, 1]] as const) {
      const line = [0, 1, 2, 3].map((i) => [col + i * dc, row + i * dr] as const);
      if (line.every(([c, r]) => c >= 0 && c < COLS && r < ROWS)) for (const [c, r] of line) CELL_LINES[cell(c, r)]!.push(line.map(([c2, r2]) => cell(c2, r2)));
    }

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const START: StartTemplate = {
  zones: [range(0, CELLS), range(COLUMN0, COMPONENTS), range(CELLS, COLUMN0)],
  loc: range(0, COMPONENTS).map((id) => (id < CELLS ? GRID : id < COLUMN0 ? LINES : COLUMNS)),
  attrs: [new Array<number>(COMPONENTS).fill(-1), new Array<number>(COMPONENTS).fill(0)],
  frame: { body: 0, pc: 4, env: [0, [0, 1], 1, 0, null, null, null, null, null, null], me: 0, self: -1 },
};

/** The engine's state for a game of Connect Four, and a move's changes to it, hand-written. */
export const engineStateConnectFour: JsonGame<GameState> = engineStateGame(START, decision, "column", drop);

// A disc dropped into the chosen column, the rules run on to the next decision.
function drop(s: GameState, th: Thread, column: number): void {
  th.wait = undefined;
  const f = th.stack[0]!;
  f.env[CHOSEN] = column;
  const me = f.me;
  const disc = s.attrs[DISC]! as number[];
  const height = s.attrs[HEIGHT]! as number[];
  const c = cell(column - COLUMN0, height[column]!);
  disc[c] = me;
  height[column]!++;
  for (const l of CELL_LINES[c]!) if (disc[l[0]!] === me && disc[l[1]!] === me && disc[l[2]!] === me && disc[l[3]!] === me) return endGame(s, [me]);
  if (s.zones[COLUMNS]!.every((k) => height[k] === ROWS)) return endGame(s, []);
  // The inlined procedure's slots are free again once it returns.
  f.env[CHOSEN] = null;
  waitOrTake(th, decision(s, nextSeat(f, LOOP)), (v) => drop(s, th, v));
}

function decision(s: GameState, seat: number): Wait {
  const height = s.attrs[HEIGHT]!;
  const domain = s.zones[COLUMNS]!.filter((k) => (height[k] as number) < ROWS);
  return { seat, choice: "column", prompt: "Drop a disc into a column", domain, type: "component", optional: false, slot: CHOSEN, next: [5], pass: 12 };
}
