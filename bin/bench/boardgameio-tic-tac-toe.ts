// Tic-Tac-Toe for boardgame.io, written as its tutorial writes it (G, moves, turn, endIf, and
// ai.enumerate for bots): a benchmark fixture, not engine code.

import type { Game } from "boardgame.io";
import { INVALID_MOVE } from "boardgame.io/core";

interface TttG {
  cells: (string | null)[];
}

/** The game definition, as in boardgame.io's tutorial. */
export const TicTacToe: Game<TttG> = {
  setup: () => ({ cells: Array(9).fill(null) }),

  turn: { minMoves: 1, maxMoves: 1 },

  moves: {
    clickCell: ({ G, playerID }, id: number) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
    },
  },

  endIf: ({ G, ctx }) => {
    if (isVictory(G.cells)) return { winner: ctx.currentPlayer };
    if (isDraw(G.cells)) return { draw: true };
  },

  ai: {
    enumerate: (G) => {
      const moves = [];
      for (let i = 0; i < 9; i++) if (G.cells[i] === null) moves.push({ move: "clickCell", args: [i] });
      return moves;
    },
  },
};

// True if `cells` is in a winning configuration.
function isVictory(cells: (string | null)[]): boolean {
  const positions = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
  ];
  const isRowComplete = (row: number[]) => {
    const symbols = row.map((i) => cells[i]);
    return symbols.every((s) => s !== null && s === symbols[0]);
  };
  return positions.map(isRowComplete).some((i) => i === true);
}

// True if every cell is occupied.
function isDraw(cells: (string | null)[]): boolean {
  return cells.filter((c) => c === null).length === 0;
}
