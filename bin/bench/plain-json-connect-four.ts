// Connect Four hand-written for speed over plain-JSON state (see plain-json-tic-tac-toe.ts): the
// same game as handwritten-connect-four.ts, its grid a plain array in one JSON object per game, the
// pending decision with its legal columns kept in the state, moves checked as JSON.

import { refusal, type JsonGame, type JsonState, type Pending } from "./plain-json-game.js";

const COLS = 7;
const ROWS = 6;

/** A game's whole state: plain JSON. */
export interface ConnectFourState extends JsonState {
  /** cells[col * ROWS + row], row 0 at the bottom: the seat whose disc is there, or -1. */
  cells: number[];
  /** heights[col]: how many discs the column holds. */
  heights: number[];
  discs: number;
}

/** Connect Four over plain-JSON state. */
export const plainJsonConnectFour: JsonGame<ConnectFourState> = {
  start() {
    const s: ConnectFourState = { cells: new Array<number>(COLS * ROWS).fill(-1), heights: [0, 0, 0, 0, 0, 0, 0], discs: 0, result: null, pending: null };
    s.pending = decision(s, 0);
    return s;
  },
  owed: (s) => s.pending,
  apply(s, m) {
    const refused = refusal(s, m, "column");
    if (refused) return refused;
    const p = m.player;
    const col = m.value as number;
    const row = s.heights[col]!;
    s.cells[col * ROWS + row] = p;
    s.heights[col] = row + 1;
    s.discs++;
    if (connects(s.cells, col, row, p)) s.result = { winners: [p] };
    else if (s.discs === COLS * ROWS) s.result = { winners: [] };
    s.pending = s.result ? null : decision(s, 1 - p);
    return undefined;
  },
};

function decision(s: ConnectFourState, seat: number): Pending {
  const options: number[] = [];
  for (let c = 0; c < COLS; c++) if (s.heights[c]! < ROWS) options.push(c);
  return { seat, choice: "drop", domain: options };
}

// The run of p's discs through (col, row) in each of the four directions, as the typed-array game
// counts it. A copy rather than one shared function: a call site fed both typed and plain arrays is
// slower for both, and the bench is here to compare the two states, not that.
function connects(cells: number[], col: number, row: number, p: number): boolean {
  if (row >= 3 && cells[col * ROWS + row - 1] === p && cells[col * ROWS + row - 2] === p && cells[col * ROWS + row - 3] === p) return true;
  for (let d = -1; d <= 1; d++) {
    let n = 1;
    for (let c = col + 1, r = row + d; c < COLS && r >= 0 && r < ROWS && cells[c * ROWS + r] === p; c++, r += d) n++;
    for (let c = col - 1, r = row - d; c >= 0 && r >= 0 && r < ROWS && cells[c * ROWS + r] === p; c--, r -= d) n++;
    if (n >= 4) return true;
  }
  return false;
}
