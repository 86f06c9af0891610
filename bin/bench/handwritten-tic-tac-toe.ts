// A hand-written Tic-Tac-Toe the way a programmer writes it for speed: one mutable typed array,
// the win checked only on the lines through the new mark. The practical speed limit the bench
// compares the engines against.

const NONE = -2;

// The lines through each cell (as cell-index triples), so a mark checks only its own lines.
const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];
const THROUGH: Int8Array[] = Array.from({ length: 9 }, (_, cell) => Int8Array.from(LINES.filter((l) => l.includes(cell)).flat()));

/** One game, changed in place: `reset`, then `legal` and `play` until `winner` is set. */
export class TicTacToe {
  /** cells[i]: the seat that marked cell i, or -1. */
  readonly cells = new Int8Array(9);
  turn = 0;
  marks = 0;
  /** The winning seat, -1 for a draw, NONE (-2) while the game goes on. */
  winner = NONE;

  /** Back to the empty grid. */
  reset(): void {
    this.cells.fill(-1);
    this.turn = 0;
    this.marks = 0;
    this.winner = NONE;
  }

  /** Writes the empty cells into `out`; returns how many. */
  legal(out: Int32Array): number {
    let n = 0;
    for (let i = 0; i < 9; i++) if (this.cells[i] === -1) out[n++] = i;
    return n;
  }

  /** The player to move marks `cell`. */
  play(cell: number): void {
    const p = this.turn;
    const cells = this.cells;
    cells[cell] = p;
    this.marks++;
    const lines = THROUGH[cell]!;
    for (let k = 0; k < lines.length; k += 3) {
      if (cells[lines[k]!] === p && cells[lines[k + 1]!] === p && cells[lines[k + 2]!] === p) {
        this.winner = p;
        return;
      }
    }
    if (this.marks === 9) this.winner = -1;
    this.turn = 1 - p;
  }

  /** Whether the game goes on. */
  get going(): boolean {
    return this.winner === NONE;
  }
}
