// A hand-written Connect Four (7 columns × 6 rows, discs fall to the lowest free cell) the way a
// programmer writes it for speed: mutable typed arrays, and four in a row looked for only through
// the new disc. The practical speed limit the bench compares the engines against.

const COLS = 7;
const ROWS = 6;
const NONE = -2;

/** One game, changed in place: `reset`, then `legal` and `play` until the game is over. */
export class ConnectFour {
  /** cells[col * ROWS + row], row 0 at the bottom: the seat whose disc is there, or -1. */
  readonly cells = new Int8Array(COLS * ROWS);
  /** heights[col]: how many discs the column holds. */
  readonly heights = new Int8Array(COLS);
  turn = 0;
  discs = 0;
  /** The winning seat, -1 for a draw, NONE (-2) while the game goes on. */
  winner = NONE;

  /** Back to the empty grid. */
  reset(): void {
    this.cells.fill(-1);
    this.heights.fill(0);
    this.turn = 0;
    this.discs = 0;
    this.winner = NONE;
  }

  /** Writes the columns that are not full into `out`; returns how many. */
  legal(out: Int32Array): number {
    let n = 0;
    for (let c = 0; c < COLS; c++) if (this.heights[c]! < ROWS) out[n++] = c;
    return n;
  }

  /** The player to move drops a disc into column `col`. */
  play(col: number): void {
    const p = this.turn;
    const row = this.heights[col]!;
    this.cells[col * ROWS + row] = p;
    this.heights[col] = row + 1;
    this.discs++;
    if (this.connects(col, row, p)) this.winner = p;
    else if (this.discs === COLS * ROWS) this.winner = -1;
    else this.turn = 1 - p;
  }

  /** Whether the game goes on. */
  get going(): boolean {
    return this.winner === NONE;
  }

  // Counts the run of p's discs through (col, row) in each of the four directions.
  private connects(col: number, row: number, p: number): boolean {
    const cells = this.cells;
    // Vertical: only the discs below can be p's.
    if (row >= 3 && cells[col * ROWS + row - 1] === p && cells[col * ROWS + row - 2] === p && cells[col * ROWS + row - 3] === p) return true;
    for (let d = -1; d <= 1; d++) {
      // d: the row step per column (-1 falling diagonal, 0 horizontal, 1 rising diagonal).
      let n = 1;
      for (let c = col + 1, r = row + d; c < COLS && r >= 0 && r < ROWS && cells[c * ROWS + r] === p; c++, r += d) n++;
      for (let c = col - 1, r = row - d; c >= 0 && r >= 0 && r < ROWS && cells[c * ROWS + r] === p; c--, r -= d) n++;
      if (n >= 4) return true;
    }
    return false;
  }
}
