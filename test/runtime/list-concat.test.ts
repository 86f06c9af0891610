// `a + b` of two lists or zones joins them (left first); of numbers it still adds; mixed element
// types are a compile error.
import { describe, it, expect } from "vitest";
import { compileErrors, compileInline, queries } from "../helpers/query-game.js";

const RULES = `game "Join" players 2..2
enum Color { red, blue }
type Chip from "chips.yaml" { n: int }
zone pile: Chip public full
zone empty: Chip public
query zones = [c in pile + empty + pile -> c.n]
query lists = [c in pile where c.n > 1] + [c in pile where c.n == 1]
query numbers = [1, 2] + [3]
query sum = 2 + 3
flow { step s { rank p by 0 } }
`;
const CHIPS = `- { id: a, n: 1 }
- { id: b, n: 2 }
- { id: c, n: 3 }
`;

function compile(rules: string) {
  return compileInline(rules, { "chips.yaml": CHIPS });
}

describe("list concatenation", () => {
  const r = compile(RULES);
  const q = queries(r, 2);
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  it("joins zones and lists, the left side first, keeping repeats", () => {
    expect(q("zones")).toEqual([1, 2, 3, 1, 2, 3]);
    expect(q("lists")).toEqual([1, 2, 0]);
    expect(q("numbers")).toEqual([1, 2, 3]);
  });
  it("still adds numbers", () => expect(q("sum")).toBe(5));
  it("rejects lists of different element types", () => {
    const bad = compile(RULES.replace("query sum = 2 + 3", "query sum = [1] + [red]"));
    expect(bad.diagnostics.some((d) => d.code === "CMP3003" && d.message.includes("cannot join"))).toBe(true);
  });
});
