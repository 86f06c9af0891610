// A small 3-player game with an any-time action (`boost`, in your own turn) and a reaction (`heckle`,
// in another player's turn, with a decision of its own), for runtime and table tests.

/** The rules of the game. */
export const ANYTIME_RULES = `game "Tokens" players 3..3
counter tokens per player = 1
counter score per player = 2
counter boosts = 0

proc turn() {
  loop {
    choose one as act "Your turn" {
      option gain "Gain 1 point" when score of me < 3 { add 1 to score of me }
      option done "End your turn" { break }
    }
  }
}

# At any time in your own turn: spend your token for 2 points.
anytime boost "Spend your token: 2 points" during turn when tokens of me > 0 {
  subtract 1 from tokens of me
  add 2 to score of me
  add 1 to boosts
}

# Between the active player's actions, another player may spend theirs: someone loses 1 point.
reaction heckle "Spend your token: a player loses 1 point" during turn when tokens of me > 0 {
  subtract 1 from tokens of me
  choose p from [q in players where q != me] as target "Who loses 1 point?" {
    subtract 1 from score of p
  }
}

flow {
  step ready {
    for each p in players {
      as p {
        choose one as mood "Ready?" {
          option yes "Yes" { }
          option sure "Sure" { }
        }
      }
    }
  }
  phase round repeat 2 {
    step turns { for each p in players { as p { call turn() } } }
  }
  step end { rank p by score of p }
}
`;
