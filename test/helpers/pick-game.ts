// A two-seat game of hidden cards for bot tests: each turn a sure 1 or 3 points, or the hidden top
// card of a deck that is mostly losses (a jackpot of 20 and nine losses of 6), so a bot that read the
// deck would gamble and one that does not takes the sure 3.

/** The rules of the game. */
export const PICK_RULES = `game "Pick" players 2..2
type Card from "cards.yaml" {
  name: text
  value: int
}
zone deck: Card hidden full
zone won: Card per player public
counter score per player = 0
heuristic = my score + sum([c in my won -> c.value])
flow {
  step setup { shuffle deck }
  phase round repeat 4 {
    step turns {
      for each p in players {
        as p {
          choose one as act "Your turn" {
            option small "Take 1 point" { add 1 to my score }
            option big "Take 3 points" { add 3 to my score }
            option gamble "Take the top card" { move top(deck) to my won }
          }
        }
      }
    }
  }
  step end { rank p by score of p + sum([c in won of p -> c.value]) }
}
`;

/** Its deck: one jackpot and nine losses. */
export const PICK_CARDS = [
  `- id: jackpot\n  name: "Jackpot"\n  value: 20`,
  ...Array.from({ length: 9 }, (_, i) => `- id: loss${i}\n  name: "Loss ${i}"\n  value: -6`),
].join("\n");
