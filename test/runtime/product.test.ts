// `product(list)` multiplies numbers: the ways independent parts can all come out (three dice checks
// passed on 4, 3 and 5 faces of six: 60 of 216), 1 for an empty list; a list of anything else is refused.
import { describe, it, expect } from "vitest";
import { compileErrors, compileInline, queries } from "../helpers/query-game.js";

const RULES = `game "Product" players 2..2
type Check from "checks.yaml" { target: int }
zone checks: Check public full
query faces = product([k in checks -> 7 - k.target])
query none = product([k in checks where k.target > 6 -> k.target])
query signed = product([-2, 3])
flow { step s { rank p by 0 } }
`;
const CHECKS = `- { id: a, target: 3 }
- { id: b, target: 4 }
- { id: c, target: 2 }
`;

describe("product", () => {
  const r = compileInline(RULES, { "checks.yaml": CHECKS });
  const q = queries(r, 2);
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  it("multiplies the numbers of a list", () => expect(q("faces")).toBe(4 * 3 * 5));
  it("is 1 for an empty list", () => expect(q("none")).toBe(1));
  it("keeps signs", () => expect(q("signed")).toBe(-6));
  it("refuses a list that is not of numbers", () => {
    const bad = compileInline(RULES.replace("product([-2, 3])", "product([true])"), { "checks.yaml": CHECKS });
    expect(bad.diagnostics.some((d) => d.code === "CMP3003" && d.message.includes("product"))).toBe(true);
  });
});
