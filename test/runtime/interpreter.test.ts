// The interpreter on small games: parallel decisions, optional choices, forced choices, loops and
// break, `as`, undo barriers, and saving in the middle of an effect.
import { describe, it, expect } from "vitest";
import type { Engine, GameState, Move } from "../../runtime/index.js";
import { engineFor, compileMini } from "../helpers/mini-game.js";
import { Engine as RuntimeEngine } from "../../runtime/index.js";

const CARDS = `- id: low
  name: "Low"
  value: 1
- id: mid
  name: "Mid"
  value: 2
- id: high
  name: "High"
  value: 3
- id: top
  name: "Top"
  value: 4
`;

const HEAD = `game "T" players 2..3
type Card from "cards.yaml" {
  name: text
  value: int
}
zone deck: Card hidden full
zone hand: Card per player owner
zone kept: Card per player public
counter score per player = 0
counter n = 0
`;

function begin(engine: Engine, players = 2): GameState {
  const r = engine.start({ players, seed: 1 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function must(engine: Engine, s: GameState, m: Move): void {
  expect(engine.applyInPlace(s, m)).toBeUndefined();
}

const score = (e: Engine, s: GameState) => s.counters[e.program.counters.findIndex((c) => c.name === "score")] as number[];
const n = (e: Engine, s: GameState) => s.counters[e.program.counters.findIndex((c) => c.name === "n")] as number;

describe("parallel decisions", () => {
  const rules =
    HEAD +
    `flow {
  step play {
    deal 2 from deck to hand
    simultaneously for each p in players {
      choose c from my hand as keep "Keep a card" {
        move c to my kept
        add c.value to my score
      }
    }
    set n = sum([p in players -> score of p])
  }
  step end { rank p by score of p }
}
`;
  const engine = engineFor(rules, { "cards.yaml": CARDS });

  it("both players owe a decision at once", () => {
    const s = begin(engine);
    expect(engine.decisions(s).map((d) => [d.player, d.choice, d.options.map((o) => o.label).sort()])).toEqual([
      [0, "keep", ["Mid", "Top"]],
      [1, "keep", ["High", "Low"]],
    ]);
    // Each sees only their own decision in their view.
    expect(engine.view(s, 0).decisions.map((d) => d.player)).toEqual([0]);
    expect(engine.view(s, 0).waitingFor).toEqual([0, 1]);
  });

  it("the order of answering does not change the result", () => {
    const a = begin(engine);
    const b = begin(engine);
    const m0 = engine.legalMoves(a, 0)[0]!;
    const m1 = engine.legalMoves(a, 1)[1]!;
    must(engine, a, m0);
    // Half answered: the thread still waits for the other player.
    expect(engine.decisions(a).map((d) => d.player)).toEqual([1]);
    expect(a.result).toBeNull();
    must(engine, a, m1);
    must(engine, b, m1);
    must(engine, b, m0);
    expect(a.result).not.toBeNull();
    expect(b.zones).toEqual(a.zones);
    expect(b.counters).toEqual(a.counters);
    expect(b.result).toEqual(a.result);
    expect(n(engine, a)).toBe(score(engine, a)[0]! + score(engine, a)[1]!);
  });
});

describe("choose", () => {
  it("`or pass` offers a pass that runs the else block", () => {
    const engine = new RuntimeEngine(compileMini().program!);
    const s = begin(engine);
    const d = engine.decisions(s)[0]!;
    expect(d.options.at(-1)).toEqual({ value: null, label: "pass" });
    const from = s.log.length;
    must(engine, s, { player: 0, choice: "play", value: null });
    expect(engine.logLines(s, undefined, from)).toContain("Player 1 passes.");
    expect(engine.decisions(s).map((x) => x.player)).toEqual([1]);
  });

  it("a choice with one option and no pass is taken without asking; with `or pass` it is asked", () => {
    const rules =
      HEAD +
      `flow {
  step go {
    draw 1 from deck to my hand
    choose c from my hand as forced { move c to my kept }
    draw 1 from deck to my hand
    choose c from my hand as optional or pass { move c to my kept } else { set n = 7 }
  }
  step end { rank p by score of p }
}
`;
    const engine = engineFor(rules, { "cards.yaml": CARDS });
    const s = begin(engine);
    expect(engine.decisions(s).map((d) => [d.choice, d.options.length])).toEqual([["optional", 2]]);
    expect((engine.view(s, 0).zones.kept as number[][])[0]).toEqual([3]);
    must(engine, s, { player: 0, choice: "optional", value: null });
    expect(n(engine, s)).toBe(7);
    expect(s.result).not.toBeNull();
  });

  it("a choice from an empty list is skipped and runs its else block", () => {
    const rules =
      HEAD +
      `flow {
  step go {
    choose c from my hand as nothing { set n = 1 } else { set n = 2 }
  }
  step end { rank p by score of p }
}
`;
    const engine = engineFor(rules, { "cards.yaml": CARDS });
    const s = begin(engine);
    expect(n(engine, s)).toBe(2);
    expect(s.result).not.toBeNull();
  });

  it("`choose one` offers only the options whose `when` holds, with their texts", () => {
    const rules =
      HEAD +
      `flow {
  step go {
    choose one as what "What now?" {
      option add1 "Add one" { add 1 to n }
      option add5 "Add five" when n > 0 { add 5 to n }
      option add9 "Add nine" { add 9 to n }
    }
  }
  step end { rank p by score of p }
}
`;
    const engine = engineFor(rules, { "cards.yaml": CARDS });
    const s = begin(engine);
    expect(engine.decisions(s)).toEqual([
      { player: 0, choice: "what", prompt: "What now?", options: [ { value: "add1", label: "Add one" }, { value: "add9", label: "Add nine" } ] },
    ]);
    must(engine, s, { player: 0, choice: "what", value: "add9" });
    expect(n(engine, s)).toBe(9);
  });
});

describe("loops, break and as", () => {
  it("break leaves the innermost loop of each kind", () => {
    const rules =
      HEAD +
      `flow {
  step go {
    loop { add 1 to n  if n >= 3 { break } }
    repeat 10 { add 10 to n  if n >= 23 { break } }
    for each c in deck { if c.value == 2 { break }  add 100 to n }
    while true {
      for each p in players { add 1000 to n }
      break
    }
  }
  step end { rank p by score of p }
}
`;
    const engine = engineFor(rules, { "cards.yaml": CARDS });
    const s = begin(engine);
    // 3 (loop) + 20 (two repeats) + 100 (Low, before Mid) + 2000 (both players, once)
    expect(n(engine, s)).toBe(2123);
  });

  it("`as` changes `me` for its block and break out of an inner `as` restores it", () => {
    const rules =
      HEAD +
      `flow {
  step go {
    as 1 {
      add 1 to my score
      as left(me) { add 10 to my score }
      loop {
        as 0 { add 100 to my score  break }
      }
      add 1000 to my score
    }
    add 5 to my score
  }
  step end { rank p by score of p }
}
`;
    const engine = engineFor(rules, { "cards.yaml": CARDS });
    const s = begin(engine, 3);
    // Seat 0 got 100 inside `as 0` and 5 after the outer `as` ended; seat 1 got 1 + 1000; seat 2 (left of 1) got 10.
    expect(score(engine, s)).toEqual([105, 1001, 10]);
    expect(s.result!.winners).toEqual([1]);
  });
});

describe("undo barriers", () => {
  const rules =
    HEAD +
    `flow {
  step go {
    choose one as act {
      option count "Count" { add 1 to n }
      option mix "Shuffle" { shuffle deck }
    }
    choose one as again { option count "Count" { add 1 to n } }
    choose one as last { option a "A" { add 1 to n } option b "B" { add 2 to n } }
  }
  step end { rank p by score of p }
}
`;
  const engine = engineFor(rules, { "cards.yaml": CARDS });

  it("a move with no chance and nothing revealed can be undone to the exact previous state", () => {
    const s = begin(engine);
    const before = structuredClone(s);
    must(engine, s, { player: 0, choice: "act", value: "count" });
    expect(engine.canUndo(s)).toBe(true);
    expect(engine.undo(s)).toEqual(before);
  });

  it("a move that shuffles cannot be undone", () => {
    const s = begin(engine);
    must(engine, s, { player: 0, choice: "act", value: "mix" });
    expect(engine.canUndo(s)).toBe(false);
    expect(engine.undo(s)).toBeUndefined();
    expect(engine.view(s, 0).canUndo).toBe(false);
  });
});

describe("saving mid-effect", () => {
  it("a JSON copy of a state waiting inside an effect continues exactly like the original", () => {
    const engine = new RuntimeEngine(compileMini().program!);
    const s = begin(engine);
    must(engine, s, engine.legalMoves(s)[0]!);
    // Player 2 now decides inside the same `for each` as player 1's turn: the continuation is in state.
    expect(s.thread).not.toBeNull();
    expect(engine.decisions(s).map((d) => d.player)).toEqual([1]);
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    expect(copy).toEqual(s);
    let i = 0;
    while (!s.result) {
      const ms = engine.legalMoves(s);
      const m = ms[i++ % ms.length]!;
      must(engine, s, m);
      must(engine, copy, m);
    }
    expect(copy).toEqual(s);
    expect(copy.result).not.toBeNull();
  });
});
