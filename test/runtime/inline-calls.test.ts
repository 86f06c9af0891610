// Calls laid out inline (runtime/inline-calls.ts): a procedure called from one place runs in its
// caller's frame, with the same decisions, values and results as a call that pushes a frame of its
// own; a procedure called from several places, or one that returns a value, keeps its frame.
import { describe, expect, it } from "vitest";
import type { Engine, GameState } from "../../runtime/index.js";
import { engineFor } from "../helpers/mini-game.js";

const RULES = `game "Calls" players 1..1
counter score per player = 0
counter rounds per player = 0

# Called from one place: laid out inline.
proc turn(bonus: int) {
  add bonus to my score
  loop {
    choose n from [1, 2, 3] as pick "Pick a number" or pass {
      add n to my score
      if n == 3 { break }
    } else {
      break
    }
  }
}

# Called from two places: a frame of its own.
proc shared() {
  choose k from [10, 20] as extra "Take an extra" { add k to my score }
}

# Returns a value: a frame of its own.
function twice(x: int): int = 2 * x
proc doubled(x: int): int {
  choose k from [x, twice(x)] as double "Double it?" { return k }
  return x
}

flow {
  step play {
    for each p in players {
      as p {
        repeat 2 {
          call turn(100)
          add 1 to my rounds
        }
        call shared()
        let d = call doubled(5)
        add d to my score
        call shared()
      }
    }
  }
  step end { rank p by score of p }
}
`;

function play(engine: Engine, picks: (string | number | null)[]): { s: GameState; frames: Record<string, number> } {
  const r = engine.start({ players: 1, seed: 1 });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.state;
  const frames: Record<string, number> = {};
  for (const value of picks) {
    const choice = engine.legalMoves(s, 0)[0]!.choice;
    frames[choice] = s.thread!.stack.length;
    const bad = engine.applyInPlace(s, { player: 0, choice, value });
    if (bad) throw new Error(bad.message);
  }
  return { s, frames };
}

describe("calls laid out inline", () => {
  const engine = engineFor(RULES, {}, false);
  // Round 1: 100, then 1 and 2, then pass; round 2: 100, then 3 (which breaks only the inner loop).
  // Then an extra of 20, doubling 5 to 10, an extra of 10.
  const moves = [1, 2, null, 3, 20, 10, 10];

  it("plays as the calls would: the arguments, the choices, a `break` in the callee's loop leaving that loop only", () => {
    const { s } = play(engine, moves);
    expect(engine.isOver(s)).toBe(true);
    const score = s.counters[engine.program.counters.findIndex((c) => c.name === "score")] as number[];
    const rounds = s.counters[engine.program.counters.findIndex((c) => c.name === "rounds")] as number[];
    expect(rounds[0]).toBe(2);
    expect(score[0]).toBe(100 + 1 + 2 + 100 + 3 + 20 + 10 + 10);
  });

  it("keeps one frame while a decision waits in a procedure called from one place, and a frame of its own for the others", () => {
    const { frames } = play(engine, moves);
    // `turn` runs in the step's frame; `shared` (two callers) and `doubled` (returns a value) push one.
    expect(frames).toEqual({ pick: 1, extra: 2, double: 2 });
  });
});
