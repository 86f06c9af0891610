// Early exit, procedure results, pure functions and priority lists on small games.
import { describe, expect, it } from "vitest";
import type { Engine, GameState, Move } from "../../runtime/index.js";
import { compileRules, engineFor, errorsOf } from "../helpers/mini-game.js";

const CARDS = `- id: low
  name: "Low"
  value: 1
- id: mid
  name: "Mid"
  value: 2
- id: high
  name: "High"
  value: 3
`;

const HEAD = `game "T" players 2..3
type Card from "cards.yaml" {
  name: text
  value: int
}
zone deck: Card hidden full
zone hand: Card per player owner
counter score per player = 0
counter n = 0
counter trace = 0
`;

function begin(engine: Engine, players = 2): GameState {
  const r = engine.start({ players, seed: 1 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
const counter = (e: Engine, s: GameState, name: string) => s.counters[e.program.counters.findIndex((c) => c.name === name)];
const must = (e: Engine, s: GameState, m: Move) => expect(e.applyInPlace(s, m)).toBeUndefined();

describe("return", () => {
  it("leaves a procedure at once and gives its value to `let x = call p()`", () => {
    const engine = engineFor(
      HEAD +
        `proc half(x: int): int {
  if x % 2 == 1 { return -1 }
  add 1 to trace
  return x / 2
}
proc nothing() { return  add 100 to n }
flow {
  step go {
    let a = call half(10)
    let b = call half(7)
    call nothing()
    set n = n + a * 10 + b
  }
  step end { rank p by score of p }
}`,
      { "cards.yaml": CARDS },
    );
    const s = begin(engine);
    expect(counter(engine, s, "n")).toBe(49);
    // The odd call returned before counting.
    expect(counter(engine, s, "trace")).toBe(1);
  });

  it("works after a decision: the frame waits, then hands its result back", () => {
    const engine = engineFor(
      HEAD +
        `proc pick(): int {
  choose c from deck as pick "Pick a card" { return c.value }
  return 0
}
flow {
  step go {
    let v = call pick()
    set n = v
  }
  step end { rank p by score of p }
}`,
      { "cards.yaml": CARDS },
    );
    const s = begin(engine);
    const saved = JSON.parse(JSON.stringify(s)) as GameState;
    must(engine, s, { player: 0, choice: "pick", value: 2 });
    expect(counter(engine, s, "n")).toBe(3);
    // A save taken while the procedure waits replays to the same result.
    must(engine, saved, { player: 0, choice: "pick", value: 2 });
    expect(counter(engine, saved, "n")).toBe(3);
  });

  it("in a step body ends the step", () => {
    const engine = engineFor(HEAD + `flow {\n  step go { set n = 1  return  set n = 2 }\n  step end { rank p by score of p }\n}`, { "cards.yaml": CARDS });
    expect(counter(engine, begin(engine), "n")).toBe(1);
  });
});

describe("end turn and end step", () => {
  // "Retreat ends the turn at once": the rest of the turn and of the procedure that retreats are skipped.
  const rules =
    HEAD +
    `proc act() {
  add 1 to my score
  if me == 0 { call retreat() }
  add 10 to my score
}
proc retreat() {
  add 100 to trace
  end turn
}
flow {
  step turns {
    for each p in players {
      as p {
        call act()
        add 1000 to my score
      }
      add 1 to n
    }
  }
  step stop {
    add 5 to n
    call quit()
    add 50 to n
  }
  step end { rank p by score of p }
}
proc quit() { loop { end step } }`;
  const engine = engineFor(rules, { "cards.yaml": CARDS });

  it("`end turn` from a nested call ends only the innermost `as` block; the loop around it goes on", () => {
    const s = begin(engine, 3);
    expect(counter(engine, s, "score")).toEqual([1, 1011, 1011]);
    expect(counter(engine, s, "trace")).toBe(100);
    // Every seat's turn was followed by the `add 1 to n` after the `as` block: 3, plus 5 from the next step.
    expect(counter(engine, s, "n")).toBe(8);
  });

  it("`end step` from a nested loop ends the flow step; the flow goes on", () => {
    const s = begin(engine, 2);
    expect(counter(engine, s, "n")).toBe(7);
    expect(s.result).not.toBeNull();
  });

  it("`end turn` outside any `as` block ends the step", () => {
    const e = engineFor(HEAD + `flow {\n  step go { set n = 1  end turn  set n = 2 }\n  step end { rank p by score of p }\n}`, { "cards.yaml": CARDS });
    expect(counter(e, begin(e), "n")).toBe(1);
  });
});

describe("functions", () => {
  it("are pure named expressions over their parameters and the state, called like builtins, recursion included", () => {
    const engine = engineFor(
      HEAD +
        `function total(p: player): int = score of p + bonus(count(hand of p))
function bonus(k: int): int = if k >= 2 then 5 else 0
function fact(k: int): int = if k <= 1 then 1 else k * fact(k - 1)
flow {
  step go {
    deal 2 from deck to hand
    add 3 to score of 1
    set n = total(0) * 100 + total(1)
    set trace = fact(5)
  }
  step end { rank p by score of p }
}`,
      { "cards.yaml": CARDS },
    );
    const s = begin(engine);
    // Seat 0 holds 2 cards (bonus 5); seat 1 holds 1 card and 3 points.
    expect(counter(engine, s, "n")).toBe(503);
    expect(counter(engine, s, "trace")).toBe(120);
  });

  it("are checked: argument types, arity, result type, and a builtin's name is refused", () => {
    const r = compileRules(`game "T" players 2..2
function twice(x: int): int = x * 2
function bad(x: int): bool = x + 1
function count(x: int) = x
counter n = 0
flow { step go { set n = twice(true) + twice(1, 2) } }`);
    expect(errorsOf(r)).toEqual(["CMP3003 g/game.rules:3:30", "CMP3002 g/game.rules:4:10", "CMP3003 g/game.rules:6:32", "CMP3008 g/game.rules:6:40"]);
  });
});

describe("first of (priority lists)", () => {
  // "The Poacher always selects the leftmost action; if unable to perform it, proceed to the next
  // action to the right and so forth, until the end of the line. If the Poacher is unable to perform
  // any of the actions listed in the line, he remains inactive."
  const rules =
    HEAD +
    `enum Act { takeHigh, takeAny, scoreTwo }
function possible(a: Act): bool = if a == takeHigh then any([c in deck where c.value >= 3]) else if a == takeAny then any(deck) else score of me < 2
proc perform(a: Act) {
  if a == scoreTwo { add 2 to my score } else { draw 1 from deck to my hand }
}
flow {
  step go {
    repeat 5 {
      first of a in [takeHigh, takeAny, scoreTwo] where possible(a) { call perform(a) } else { add 1 to n }
    }
    first of {
      when count(my hand) > 5 { set trace = 1 }
      when count(my hand) == 3 { set trace = 2 }
    } else { set trace = 3 }
  }
  step end { rank p by score of p }
}`;

  it("does the first possible element of a line, and else when none is", () => {
    const engine = engineFor(rules, { "cards.yaml": CARDS });
    const s = begin(engine);
    // Draws the 3 cards (the top is drawn first), then scores 2 once, then is idle once.
    expect(s.zones[engine.layout(2).base[engine.program.zones.findIndex((z) => z.name === "hand")]!]!.length).toBe(3);
    expect(counter(engine, s, "score")).toEqual([2, 0]);
    expect(counter(engine, s, "n")).toBe(1);
    expect(counter(engine, s, "trace")).toBe(2);
  });

  it("an empty `first of { }` is reported", () => {
    const r = compileRules(`game "T" players 2..2\nflow { step go { first of { } } }`);
    expect(errorsOf(r)).toEqual(["CMP3032 g/game.rules:2:18"]);
  });
});

describe("return: checks", () => {
  it("a value needs a declared result; `let x = call` needs one too; return inside simultaneously is refused", () => {
    const r = compileRules(`game "T" players 2..2
counter n = 0
proc a() { return 1 }
proc b(): int { return true }
flow { step go {
  let x = call a()
  simultaneously for each p in players { return }
} }`);
    expect(errorsOf(r)).toEqual(["CMP3030 g/game.rules:3:19", "CMP3003 g/game.rules:4:24", "CMP3030 g/game.rules:6:16", "CMP3031 g/game.rules:7:42"]);
  });
});
