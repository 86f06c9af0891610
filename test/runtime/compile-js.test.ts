// Expressions that hold a loop run as generated JavaScript (runtime/compile-js.ts): each query below
// goes through a generated function (those without a comprehension of their own are wrapped in
// `first([s in seats -> ...])`), and must give what the language says, exactly as the closures did.
import { describe, it, expect } from "vitest";
import { compileErrors, compileInline, queries } from "../helpers/query-game.js";
import { Engine } from "../../runtime/index.js";

const RULES = `game "Gen" players 3..3
type Seat from "seats.yaml" { points: int  tokens: int  lucky?: bool }
zone seats: Seat public full
attr height = 0
query arithmetic = first([s in seats -> (7 + -3) * 2 - 10 / 3 + 10 % 4])
query negated = first([s in seats -> -(2 - 5)])
query orElse = first([s in seats -> (first([s in seats where s.points > 9]) ?? first(seats)).points])
query listEquality = first([s in seats -> [1, 2] == [1, 2] and [1, 2] != [2, 1]])
query member = 2 in [s in seats -> s.tokens]
query folds = [any([s in seats where s.points == 1]), all([s in seats -> s.points > 0]), count([s in seats where s.tokens == 2]), sum([s in seats -> s.points])]
query extremes = [min([s in seats -> s.points]), max([s in seats where s.tokens < 2 -> s.points]), max([s in seats where s.tokens > 9 -> s.points])]
query countCompared = [count([s in seats where s.points == 1]) >= 2, 1 == count([s in seats where s.points > 2])]
query built = [s in seats where s.height < 6 and s.points != 3 -> s.points + s.tokens]
query nested = [s in seats -> count([t in seats where t.points <= s.points])]
query joined = [s in seats where s.points > 1] + [s in seats where s.points == 1]
query chosen = first([s in seats -> if count(players) == 3 then "three" else "other"])
query divided = first([s in seats -> 6 / (count(seats) - 3)])
query truthiness = [[s in seats -> s.lucky and true], [s in seats -> s.lucky or false], all([s in seats where s.points == 1 -> s.lucky]), [s in seats -> not s.lucky], first([s in seats -> first([t in seats where t.points > 5 -> t.lucky]) and any(seats)])]
flow { step s { rank p by 0 } }
`;
const SEATS = `- { id: a, points: 3, tokens: 1, lucky: true }
- { id: b, points: 1, tokens: 2 }
- { id: c, points: 1, tokens: 1, lucky: false }
`;

describe("generated expressions", () => {
  const r = compileInline(RULES, { "seats.yaml": SEATS });
  const q = queries(r, 3);
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  it("computes arithmetic, integer division and remainders", () => expect(q("arithmetic")).toBe(8 - 3 + 2));
  it("negates", () => expect(q("negated")).toBe(3));
  it("takes the default of `??` only for none", () => expect(q("orElse")).toBe(3));
  it("compares lists by their elements", () => expect(q("listEquality")).toBe(true));
  it("finds an element with `in`", () => expect(q("member")).toBe(true));
  it("folds any, all, count and sum over comprehensions", () => expect(q("folds")).toEqual([true, true, 1, 5]));
  it("folds min and max, 0 for nothing kept", () => expect(q("extremes")).toEqual([1, 3, 0]));
  it("compares a count with a number either way round", () => expect(q("countCompared")).toEqual([true, true]));
  it("builds a filtered, mapped list", () => expect(q("built")).toEqual([3, 2]));
  it("runs a comprehension inside another's map", () => expect(q("nested")).toEqual([3, 2, 2]));
  it("joins lists with +", () => expect((q("joined") as unknown[]).length).toBe(3));
  it("chooses with if", () => expect(q("chosen")).toBe("three"));
  // A value that may be none is still read as false where a test needs true or false; only
  // comparisons, `in`, `and`, `or`, `not`, marks, `any` and `all` are taken as they are, being true or false already.
  it("reads none as false in and, or, all and not", () =>
    expect(q("truthiness")).toEqual([[true, false, false], [true, false, false], false, [false, true, true], false]));
  it("stops a division by zero at its position, not with a crash", () => {
    const out = new Engine(r.program!).query("divided", { players: 3, seed: 1 });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error.message).toContain("division by zero");
    if (!out.ok) expect(out.error.where).toBe("g/game.rules:17:38");
  });
});

describe("builtins the generated code computes itself", () => {
  const rules = `game "Hex" players 3..3
type Seat from "seats.yaml" { points: int  tokens: int  lucky?: bool }
zone seats: Seat public full
query hex = first([s in seats -> [hexDistance(0, 0, 2, 1), hexDistance(1, 0, 1, 3), hexDistance(3, 2, 0, 0)]])
query small = first([x in seats -> [abs(0 - 4), playerCount(), count(seats), size(seats), any([]), first([s in seats where s.points == 1 -> s.tokens]), at([5, 6, 7], 1), at([5], 3)]])
flow { step s { rank p by 0 } }
`;
  const r = compileInline(rules, { "seats.yaml": SEATS });
  const q = queries(r, 3);
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  // Odd-q offset columns: (0,0)→(2,1) is 2 steps across and 1 down, 2 hexes; (1,0)→(1,3) straight down, 3.
  it("measures hex distances", () => expect(q("hex")).toEqual([2, 3, 4]));
  it("gives abs, playerCount, count, size, any, first and at (none past the end)", () => expect(q("small")).toEqual([4, 3, 3, 3, false, 2, 6, null]));
});

describe("a literal looked for in a list field of fixed data", () => {
  // Answered from a table worked out once per program (runtime/compile-js.ts, fixedMembership): it
  // must say what the scan says for every card, a missing list included.
  const rules = `game "Kinds" players 3..3
type Card from "cards.yaml" { kinds?: list of text  also?: list of int }
zone cards: Card public full
query nessie = [c in cards -> "nessie" in c.kinds]
query counted = count([c in cards where "yeti" in c.kinds])
query numbers = [c in cards -> 2 in c.also]
query chosen = [c in cards where not ("nessie" in c.kinds) -> c.also]
flow { step s { rank p by 0 } }
`;
  const CARDS = `- { id: a, kinds: [nessie, yeti], also: [1, 2] }
- { id: b, kinds: [yeti] }
- { id: c }
- { id: d, kinds: [], also: [3] }
- { id: e, kinds: [nessie] }
`;
  const r = compileInline(rules, { "cards.yaml": CARDS });
  const q = queries(r, 3);
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  it("finds the literal in each card's list, none for a card without one", () => expect(q("nessie")).toEqual([true, false, false, false, true]));
  it("counts the cards whose list holds it", () => expect(q("counted")).toBe(2));
  it("looks for numbers as for text", () => expect(q("numbers")).toEqual([true, false, false, false, false]));
  it("keeps the cards whose list lacks it", () => expect(q("chosen")).toEqual([null, null, [3]]));
});

describe("folds over a list written out, and calls of declared functions", () => {
  // `max([1, cost - discount])` is folded without building the list, and a function's call fills a
  // reused frame in the generated code itself (runtime/compile-js.ts, literalFold and fnCall): both
  // must give what the closures give, a call inside another's arguments and a recursion included.
  const rules = `game "Calls" players 3..3
type Seat from "seats.yaml" { points: int  tokens: int  lucky?: bool }
zone seats: Seat public full
function price(s: Seat): int = max([1, s.points - 1])
function low(s: Seat): int = min([s.tokens + 1, s.points, 2])
function total(s: Seat): int = sum([s.points, s.tokens])
function twice(n: int): int = n + n
function fact(n: int): int = if n <= 1 then 1 else n * fact(n - 1)
function endless(n: int): int = endless(n + 1)
query literal = [s in seats -> [price(s), low(s), total(s)]]
query nested = [s in seats -> twice(twice(s.points)) + twice(s.tokens)]
query recursive = first([s in seats -> fact(5)])
query runaway = first([s in seats -> endless(1)])
flow { step s { rank p by 0 } }
`;
  const r = compileInline(rules, { "seats.yaml": SEATS });
  const generatedQ = queries(r, 3);
  const closures = new Engine(r.program!, { expressions: null });
  const closureQ = (name: string) => {
    const out = closures.query(name, { players: 3, seed: 1 });
    return out.ok ? out.state : out.error.message;
  };
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  it("folds max, min and sum over items written out", () => {
    // Seats a (3 points, 1 token), b (1, 2), c (1, 1).
    expect(generatedQ("literal")).toEqual([
      [2, 2, 4],
      [1, 1, 3],
      [1, 1, 2],
    ]);
    expect(closureQ("literal")).toEqual(generatedQ("literal"));
  });
  it("gives a call made inside another call's arguments a frame of its own", () => {
    expect(generatedQ("nested")).toEqual([14, 8, 6]);
    expect(closureQ("nested")).toEqual(generatedQ("nested"));
  });
  it("recurses", () => expect(generatedQ("recursive")).toBe(120));
  it("stops an endless recursion with the closures' message, at the call", () => {
    const out = new Engine(r.program!).query("runaway", { players: 3, seed: 1 });
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.error.message).toContain("functions call each other more than");
      expect(out.error.where).toBe("g/game.rules:9:33");
      expect(closureQ("runaway")).toBe(out.error.message);
    }
  });
});
