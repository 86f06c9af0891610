// Tic-Tac-Toe hand-written for speed, but keeping its state the way DESIGN §2 asks of every state:
// one plain-JSON object per game that can be saved at any point, the pending decision with its
// legal options in it, and a move as JSON `{player, choice, value}`, checked and refused with a
// reason that leaves the state as it was. No interpreter, no flow, no rules as data: what is left
// between this game and the typed-array one (handwritten-tic-tac-toe.ts) is what the state contract
// itself costs, the floor under any engine that keeps it.

import { refusal, type JsonGame, type JsonState, type Pending } from "./plain-json-game.js";

/** The lines through each cell, so a mark checks only its own. */
const THROUGH: number[][][] = Array.from({ length: 9 }, (_, cell) =>
  [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
  ].filter((l) => l.includes(cell)),
);

/** A game's whole state: plain JSON. */
export interface TicTacToeState extends JsonState {
  /** cells[i]: the seat that marked cell i, or -1. */
  cells: number[];
  marks: number;
}

/** Tic-Tac-Toe over plain-JSON state. */
export const plainJsonTicTacToe: JsonGame<TicTacToeState> = {
  start() {
    const s: TicTacToeState = { cells: [-1, -1, -1, -1, -1, -1, -1, -1, -1], marks: 0, result: null, pending: null };
    s.pending = decision(s, 0);
    return s;
  },
  owed: (s) => s.pending,
  apply(s, m) {
    const refused = refusal(s, m, "cell");
    if (refused) return refused;
    const p = m.player;
    const cell = m.value as number;
    const cells = s.cells;
    cells[cell] = p;
    s.marks++;
    for (const l of THROUGH[cell]!) {
      if (cells[l[0]!] === p && cells[l[1]!] === p && cells[l[2]!] === p) return end(s, [p]);
    }
    if (s.marks === 9) return end(s, []);
    s.pending = decision(s, 1 - p);
    return undefined;
  },
};

function decision(s: TicTacToeState, seat: number): Pending {
  const options: number[] = [];
  for (let i = 0; i < 9; i++) if (s.cells[i] === -1) options.push(i);
  return { seat, choice: "place", domain: options };
}

function end(s: TicTacToeState, winners: number[]): undefined {
  s.result = { winners };
  s.pending = null;
  return undefined;
}
