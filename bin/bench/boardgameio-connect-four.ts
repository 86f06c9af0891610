// Connect Four for boardgame.io, written the way its tutorial writes Tic-Tac-Toe (G, moves, turn,
// endIf, and ai.enumerate for bots): a benchmark fixture, not engine code.

import type { Game } from "boardgame.io";
import { INVALID_MOVE } from "boardgame.io/core";

const COLS = 7;
const ROWS = 6;

interface C4G {
  /** cells[row * COLS + col], row 0 at the bottom: the playerID whose disc is there, or null. */
  cells: (string | null)[];
}

/** The game definition. */
export const ConnectFour: Game<C4G> = {
  setup: () => ({ cells: Array(COLS * ROWS).fill(null) }),

  turn: { minMoves: 1, maxMoves: 1 },

  moves: {
    dropDisc: ({ G, playerID }, col: number) => {
      let row = 0;
      while (row < ROWS && G.cells[row * COLS + col] !== null) row++;
      if (row === ROWS) return INVALID_MOVE;
      G.cells[row * COLS + col] = playerID;
    },
  },

  endIf: ({ G, ctx }) => {
    if (isVictory(G.cells)) return { winner: ctx.currentPlayer };
    if (isDraw(G.cells)) return { draw: true };
  },

  ai: {
    enumerate: (G) => {
      const moves = [];
      for (let col = 0; col < COLS; col++) if (G.cells[(ROWS - 1) * COLS + col] === null) moves.push({ move: "dropDisc", args: [col] });
      return moves;
    },
  },
};

// Every four-in-a-row on the grid, as cell indexes.
const positions: number[][] = [];
for (let row = 0; row < ROWS; row++)
  for (let col = 0; col < COLS; col++)
    for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [-1, 1]] as const) {
      const line = [0, 1, 2, 3].map((i) => [col + dc * i, row + dr * i] as const);
      if (line.every(([c, r]) => c >= 0 && c < COLS && r < ROWS)) positions.push(line.map(([c, r]) => r * COLS + c));
    }

// True if `cells` holds four in a row.
function isVictory(cells: (string | null)[]): boolean {
  const isLineComplete = (line: number[]) => {
    const symbols = line.map((i) => cells[i]);
    return symbols.every((s) => s !== null && s === symbols[0]);
  };
  return positions.map(isLineComplete).some((i) => i === true);
}

// True if every cell is occupied.
function isDraw(cells: (string | null)[]): boolean {
  return cells.filter((c) => c === null).length === 0;
}
