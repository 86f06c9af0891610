// A plain hand-written reducer for three in a row on a 3×3 grid: what a programmer would write for
// this one game, and so the practical speed limit the bench compares the engines against.

/** The position: cells hold the seat that marked them, or -1. */
export interface TttState {
  readonly cells: readonly number[];
  readonly turn: number;
  /** The winning seat, -1 for a draw, undefined while the game goes on. */
  readonly winner: number | undefined;
}

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

/** The starting position. */
export function newGame(): TttState {
  return { cells: new Array(9).fill(-1), turn: 0, winner: undefined };
}

/** The empty cells the player to move may mark. */
export function legalMoves(s: TttState): number[] {
  const out: number[] = [];
  for (let i = 0; i < 9; i++) if (s.cells[i] === -1) out.push(i);
  return out;
}

/** The reducer: the position after the player to move marks a cell. */
export function apply(s: TttState, cell: number): TttState {
  const p = s.turn;
  const cells = s.cells.slice();
  cells[cell] = p;
  let winner: number | undefined;
  for (const [a, b, c] of LINES) if (cells[a!] === p && cells[b!] === p && cells[c!] === p) winner = p;
  if (winner === undefined && !cells.includes(-1)) winner = -1;
  return { cells, turn: 1 - p, winner };
}
