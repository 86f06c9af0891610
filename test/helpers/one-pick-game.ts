// A one-seat game of one decision (option a scores a point, b nothing): the smallest game a bot's
// parts (playout statistics, rewards) can be tested on.

/** The rules of the one-pick game; with `heuristic`, a line valuing the seat by its score. */
export function onePick(heuristic = false): string {
  return `game "Pick" players 1..1
counter score per player = 0
${heuristic ? "heuristic = score of me\n" : ""}flow {
  step go {
    for each p in players {
      as p {
        choose one as pick "Pick one" {
          option a "A" { add 1 to score of me }
          option b "B" { }
        }
      }
    }
  }
  step end { rank p by score of p }
}
`;
}
