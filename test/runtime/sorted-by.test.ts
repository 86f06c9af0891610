// `[x in xs by k1, k2]`: "the player with the fewest points, or the fewest tokens in the case of a
// tie" — ascending by the first key, then the next; ties keep the list's order.
import { describe, it, expect } from "vitest";
import { compileErrors, compileInline, queries } from "../helpers/query-game.js";
import { formatDiagnostic } from "../../dsl/index.js";
import { countingGenerator } from "../helpers/counting-generator.js";

const RULES = `game "Bus" players 4..4
type Seat from "seats.yaml" { points: int  tokens: int }
zone seats: Seat public full
query byPoints = [s in seats by s.points -> s.id]
query thenTokens = [s in seats by s.points, s.tokens -> s.id]
query most = [s in seats where s.points > 0 by -s.points -> s.id]
query trailing = first([s in seats by s.points, s.tokens]).id
query countSorted = count([s in seats by s.points])
flow { step s { rank p by 0 } }
`;
const SEATS = `- { id: a, points: 3, tokens: 1 }
- { id: b, points: 1, tokens: 2 }
- { id: c, points: 1, tokens: 1 }
- { id: d, points: 1, tokens: 2 }
`;
const RULES_WITH_ID = RULES.replace("type Seat from \"seats.yaml\" { points: int  tokens: int }", "type Seat from \"seats.yaml\" { id: text  points: int  tokens: int }");

function compile(rules: string) {
  return compileInline(rules, { "seats.yaml": SEATS });
}

describe("sorting by several keys, ties in the list's order", () => {
  const r = compile(RULES_WITH_ID);
  const q = queries(r, 4);
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  it("sorts ascending by one key, ties keeping their order", () => expect(q("byPoints")).toEqual(["b", "c", "d", "a"]));
  it("breaks ties with the next key: fewest points, then fewest tokens", () => expect(q("thenTokens")).toEqual(["c", "b", "d", "a"]));
  it("sorts descending by a negated key, after the filter", () => expect(q("most")).toEqual(["a", "b", "c", "d"]));
  it("`first` of it is the one chosen", () => expect(q("trailing")).toBe("c"));
  it("counts like the unsorted list", () => expect(q("countSorted")).toBe(4));
  it("refuses a key that is not a number, at its file:line:col", () => {
    const text = RULES_WITH_ID.replace("[s in seats by s.points -> s.id]", "[s in seats by s.id -> s.id]");
    const d = compile(text).diagnostics.find((x) => x.code === "CMP3003")!;
    expect(formatDiagnostic(d, text).split("\n")[0]).toBe("g/game.rules:4:33: error CMP3003: a sort key after 'by' must be int, found text");
  });
});

// "The first such player": `first` of a sorted list is the element the sort puts first. The runtime
// finds it in one pass without sorting (runtime/folds.ts, `foldFirstSorted`); these queries check that
// it answers as the sorted list does, with closures and with generated code, ties and filters included.
describe("`first` of a sorted comprehension is the sorted list's first element", () => {
  const rules = RULES_WITH_ID.replace(
    "flow {",
    `query leastPoints = first([s in seats by s.points -> s.id])
query leastPointsList = [s in seats by s.points -> s.id]
query leastThenTokens = first([s in seats by s.points, s.tokens -> s.id])
query mostPoints = first([s in seats where s.points > 0 by -s.points -> s.id])
query nobody = first([s in seats where s.points > 5 by s.points -> s.id])
query fallback = first([s in seats where s.points > 5 by s.points -> s.id]) ?? "none"
query lastOfTies = first([s in seats where s.tokens == 2 by s.points -> s.id])
flow {`,
  );
  const r = compile(rules);
  const { generate } = countingGenerator();
  const compilers = [
    ["closures", { expressions: null }],
    ["generated code", { expressions: generate }],
  ] as const;
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  describe.each(compilers)("with %s", (_, options) => {
    const q = queries(r, 4, options);
    it("ties on the key go to the earliest in the list (b, c and d have 1 point: b)", () => {
      expect(q("leastPoints")).toBe("b");
      expect(q("leastPoints")).toBe((q("leastPointsList") as string[])[0]);
    });
    it("the next key breaks a tie: fewest points, then fewest tokens", () => expect(q("leastThenTokens")).toBe("c"));
    it("a filter and a negated key: the most points among those with any", () => expect(q("mostPoints")).toBe("a"));
    it("nothing kept is none, so `??` gives its default", () => {
      expect(q("nobody")).toBeNull();
      expect(q("fallback")).toBe("none");
    });
    it("a filter leaving ties: b and d both have 2 tokens and 1 point, b comes first", () => expect(q("lastOfTies")).toBe("b"));
  });
});
