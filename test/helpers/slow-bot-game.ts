// A small 2-player game whose own bot is a planner with a huge budget: it thinks for seconds per
// decision, for the tests that the table and the server stay responsive while a bot searches.

/** The rules of the game (its folder name is the caller's choice). */
export const SLOW_BOT_RULES = `game "Slow Thinker" players 2..2
counter score per player = 0

heuristic = score of me

bot planner { samples: 1000, rollouts: 300, depth: 40, breadth: 12 }

flow {
  phase round repeat 12 {
    step turns {
      for each p in players {
        as p {
          choose one as pick "Take points" {
            option one "1 point" { add 1 to score of p }
            option two "2 points" { add 2 to score of p }
            option three "3 points" { add 3 to score of p }
            option none "Nothing" { }
          }
        }
      }
    }
  }
  step end { rank p by score of p }
}
`;
