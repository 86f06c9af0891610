// A component's own declared field wins over a mark or attribute of the same name declared for
// other components (`attr bonus` for squares must not hide the `bonus` field of tokens).
import { describe, it, expect } from "vitest";
import { compileGame, MemoryContentSource } from "../../compiler/index.js";
import { Engine } from "../../runtime/index.js";

const RULES = `game "Names" players 2..2
type Token from "tokens.yaml" {
  bonus: bool
  price: int
}
type Square from "squares.yaml" {
  col: int
}
attr bonus
mark price
zone tokens: Token public full
zone squares: Square public full
query bonusTokens = count([t in tokens where t.bonus])
query squareBonus = sum([s in squares -> s.bonus])
query prices = sum([t in tokens -> t.price])
flow { step s { rank p by 0 } }
`;
const TOKENS = `- { id: a, bonus: true, price: 2 }
- { id: b, bonus: false, price: 3 }
- { id: c, bonus: true, price: 4 }
`;
const SQUARES = `- { id: s1, col: 0 }
`;

describe("field names and attribute names", () => {
  const r = compileGame(new MemoryContentSource({ "g/game.rules": RULES, "g/tokens.yaml": TOKENS, "g/squares.yaml": SQUARES }), "g");
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  const q = (name: string) => {
    const out = new Engine(r.program!).query(name, { players: 2, seed: 1 });
    if (!out.ok) throw new Error(out.error.message);
    return out.state;
  };
  it("compiles", () => expect(errors).toEqual([]));
  it("reads the declared field of the component's own type", () => {
    expect(q("bonusTokens")).toBe(2);
    expect(q("prices")).toBe(9);
  });
  it("still reads the attribute on components whose type has no such field", () => expect(q("squareBonus")).toBe(0));
});
