// `take(xs, n)`: the first n elements of a list, as Cryptid's setup says "all clue kinds but one"
// (`move take(kinds, playerCount() - 1) to chosen`) instead of walking indices.
import { describe, it, expect } from "vitest";
import { compileErrors, compileInline, queries } from "../helpers/query-game.js";

const RULES = `game "Take" players 2..2
type Chip from "chips.yaml" { n: int }
zone pile: Chip public full
zone hand: Chip public
query two = [c in take([c in pile], 2) -> c.n]
query all = [c in take([c in pile], 9) -> c.n]
query none = count(take([c in pile], -1))
query numbers = take([5, 6, 7], playerCount())
query held = [c in hand -> c.n]
flow {
  step s {
    move take([c in pile where c.n > 1], 1) to hand
    rank p by count(hand)
  }
}
`;
const CHIPS = `- { id: a, n: 1 }
- { id: b, n: 2 }
- { id: c, n: 3 }
`;

describe("take", () => {
  const r = compileInline(RULES, { "chips.yaml": CHIPS });
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  const q = queries(r, 2);
  // The flow's step has already moved the first chip above 1 (b) from the pile to the hand.
  it("moves the first n elements of a list", () => expect(q("held")).toEqual([2]));
  it("gives the first n elements, all of a shorter list, none for n below 1", () => {
    expect(q("two")).toEqual([1, 3]);
    expect(q("all")).toEqual([1, 3]);
    expect(q("none")).toBe(0);
    expect(q("numbers")).toEqual([5, 6]);
  });
  it("is refused with a count that is not a number", () => {
    const bad = compileInline(RULES.replace("take([5, 6, 7], playerCount())", "take([5, 6, 7], pile)"), { "chips.yaml": CHIPS });
    expect(bad.diagnostics.some((d) => d.severity === "error" && d.message.includes("take"))).toBe(true);
  });
});
