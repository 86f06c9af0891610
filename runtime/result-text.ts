import type { GameResult } from "./types.js";

// Why a game ended as it did, in a sentence: the ranking key that separated the winner from the
// best of the rest (a tie on points broken by coins says so), or what a shared win was tied on.

/** The label of ranking key `i` ("Score" for the first, "Tie-break i" after it, when the rules name none). */
export function keyLabel(result: GameResult, i: number): string {
  return result.labels?.[i] || (i === 0 ? "Score" : `Tie-break ${i}`);
}

/** One seat's ranking keys with their labels: "Points 10, Clues 3, Coins 7". */
export function seatKeys(result: GameResult, seat: number): string {
  return (result.scores?.[seat] ?? []).map((v, i) => `${keyLabel(result, i)} ${v}`).join(", ");
}

/** Seats as a list a person reads: "Ann", "Ann and Bo", "Ann, Bo and Cy". */
function listed(seats: number[], name: (seat: number) => string): string {
  return seats.map(name).join(seats.length > 2 ? ", " : " and ").replace(/, ([^,]*)$/, " and $1");
}

/**
 * The log sentence that decided a game won without a ranking (a deduction game's find): the last line
 * before the announcement of the result ("Ann won", the engine's own sentence for a win).
 */
export function decidingLine(result: GameResult, name: (seat: number) => string, lines: readonly string[]): string | undefined {
  const announced = `${listed(result.winners, name)} won`;
  let i = lines.length - 1;
  while (i >= 0 && lines[i]!.trim().replace(/\.$/, "") === announced) i--;
  return i >= 0 ? lines[i]!.trim() : undefined;
}

/**
 * A sentence saying who won and why, with `name` for a seat. A game without a ranking is explained by
 * the log's `lines` when given: the sentence that decided it (e.g. the search nobody could refute).
 */
export function explainResult(result: GameResult, name: (seat: number) => string, lines?: readonly string[]): string {
  const { winners, scores } = result;
  const list = (seats: number[]) => listed(seats, name);
  if (!winners.length) return "Nobody won.";
  if (!scores?.length) {
    const why = lines && decidingLine(result, name, lines);
    return why ? `${list(winners)} won. What decided it: ${why}` : `${list(winners)} won.`;
  }
  const w = scores[winners[0]!]!;
  const rest = scores.map((_, p) => p).filter((p) => !winners.includes(p));
  if (!rest.length) return `${list(winners)} won, with ${seatKeys(result, winners[0]!)}.`;
  // The best of the rest: the runner-up by the same keys.
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  const second = rest.reduce((b, p) => (cmp(scores[p]!, scores[b]!) > 0 ? p : b));
  const r = scores[second]!;
  const i = w.findIndex((v, k) => v !== r[k]);
  const share = winners.length > 1 ? `${list(winners)} share the win` : `${list(winners)} won`;
  if (i <= 0) return `${share} with ${w[0]} ${keyLabel(result, 0)} (${name(second)}: ${r[0]}).`;
  const tied = w.slice(0, i).map((v, k) => `${keyLabel(result, k)} ${v}`).join(", ");
  return `${share}: tied with ${name(second)} on ${tied}, the tie is broken by ${keyLabel(result, i)} (${w[i]} to ${r[i]}).`;
}
