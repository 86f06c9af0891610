// A plain hand-written reducer for Connect Four (7 columns × 6 rows, discs fall to the lowest free
// cell): the practical speed limit the bench compares the engines against.

const COLS = 7;
const ROWS = 6;

/** The position: cells[col * ROWS + row] holds the seat whose disc is there, or -1. */
export interface C4State {
  readonly cells: readonly number[];
  readonly heights: readonly number[];
  readonly turn: number;
  readonly discs: number;
  /** The winning seat, -1 for a draw, undefined while the game goes on. */
  readonly winner: number | undefined;
}

/** The starting position. */
export function newGame(): C4State {
  return { cells: new Array(COLS * ROWS).fill(-1), heights: new Array(COLS).fill(0), turn: 0, discs: 0, winner: undefined };
}

/** The columns that are not full. */
export function legalMoves(s: C4State): number[] {
  const out: number[] = [];
  for (let c = 0; c < COLS; c++) if (s.heights[c]! < ROWS) out.push(c);
  return out;
}

/** The reducer: the position after the player to move drops a disc into a column. */
export function apply(s: C4State, col: number): C4State {
  const p = s.turn;
  const row = s.heights[col]!;
  const cells = s.cells.slice();
  cells[col * ROWS + row] = p;
  const heights = s.heights.slice();
  heights[col] = row + 1;
  const discs = s.discs + 1;
  const winner = connects(cells, col, row, p) ? p : discs === COLS * ROWS ? -1 : undefined;
  return { cells, heights, turn: 1 - p, discs, winner };
}

const DIRECTIONS = [[1, 0], [0, 1], [1, 1], [1, -1]] as const;

// Counts the run of p's discs through (col, row) in each of the four directions.
function connects(cells: readonly number[], col: number, row: number, p: number): boolean {
  for (const [dc, dr] of DIRECTIONS) {
    let n = 1;
    for (let c = col + dc, r = row + dr; c >= 0 && c < COLS && r >= 0 && r < ROWS && cells[c * ROWS + r] === p; c += dc, r += dr) n++;
    for (let c = col - dc, r = row - dr; c >= 0 && c < COLS && r >= 0 && r < ROWS && cells[c * ROWS + r] === p; c -= dc, r -= dr) n++;
    if (n >= 4) return true;
  }
  return false;
}
