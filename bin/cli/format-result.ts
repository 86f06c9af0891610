// How a finished game is announced in the terminal. Seats are numbered from 1 here because people
// read it; JSON output keeps the engine's 0-based seats.

import { explainResult, seatKeys, seatName, type GameResult } from "../../runtime/index.js";

/** A seat as people read it: seat 0 is "Player 1". */
export function playerName(seat: number): string {
  return `Player ${seat + 1}`;
}

/** The result block printed at the end of a game: winners, then each seat's ranking keys. */
export function formatResult(result: GameResult | undefined, players: number, names?: readonly string[]): string {
  const playerName = (seat: number) => seatName(seat, names);
  if (!result) return "Game over.\n";
  const { winners, scores } = result;
  const lines = ["Game over."];
  if (winners.length === 0) lines.push("No winner.");
  else if (winners.length === 1) lines.push(`Winner: ${playerName(winners[0]!)}`);
  else lines.push(`Winners (tied): ${winners.map(playerName).join(", ")}`);
  if (scores) {
    lines.push(explainResult(result, playerName));
    lines.push("Scores (ranking keys, in tie-break order):");
    for (let seat = 0; seat < players; seat++) {
      if (scores[seat]) lines.push(`  ${playerName(seat)}: ${seatKeys(result, seat)}${winners.includes(seat) ? "  *" : ""}`);
    }
  }
  return lines.join("\n") + "\n";
}
