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

/** A sentence saying who won and why, with `name` for a seat (undefined when nobody ranked). */
export function explainResult(result: GameResult, name: (seat: number) => string): string {
  const { winners, scores } = result;
  const list = (seats: number[]) => seats.map(name).join(seats.length > 2 ? ", " : " and ").replace(/, ([^,]*)$/, " and $1");
  if (!winners.length) return "Nobody won.";
  if (!scores?.length) return `${list(winners)} won.`;
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
