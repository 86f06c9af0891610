// What the hot-path shortcuts must keep exact: folded min/max/first and counts compared with a number
// give what the built list gives, and a move of many components leaves every zone as one-by-one
// moves would (order, bottom, a component listed twice, a zone moved into itself).
import { describe, expect, it } from "vitest";
import type { GameState } from "../../runtime/index.js";
import { engineFor } from "../helpers/mini-game.js";

const CHIPS = Array.from({ length: 12 }, (_, i) => `- { id: c${i + 1}, n: ${i + 1} }\n`).join("");

const rules = (moves: string) => `game "Fold" players 2..2
type Chip from "chips.yaml" { n: int }
zone pile: Chip public full
zone other: Chip public
zone empty: Chip public
query minN = min([c in pile -> c.n * 2])
query maxN = max([c in pile where c.n < 5 -> c.n])
query minEmpty = min([c in empty -> c.n])
query firstBig = first([c in pile where c.n > 3]).n
query firstNone = first([c in pile where c.n > 99])
query eqOne = count([c in pile where c.n > 10]) == 1
query eqTwo = count([c in pile where c.n > 10]) == 2
query atLeast = count([c in pile where c.n > 1]) >= 3
query below = 4 > count([c in pile where c.n > 9])
query none = count([c in pile where c.n > 99]) == 0
query pileN = [c in pile -> c.n]
query otherN = [c in other -> c.n]
flow {
  step setup {
${moves}
  }
  step end { win [] }
}`;

describe("folded expressions", () => {
  const engine = engineFor(rules(""), { "chips.yaml": CHIPS });
  const q = (name: string) => {
    const r = engine.query(name, { players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  it("min, max and first fold to what the list gives", () => {
    expect(q("minN")).toBe(2);
    expect(q("maxN")).toBe(4);
    expect(q("minEmpty")).toBe(0);
    expect(q("firstBig")).toBe(4);
    expect(q("firstNone")).toBe(null);
  });
  it("a count compared with a number answers as the whole count would", () => {
    expect(q("eqOne")).toBe(false);
    expect(q("eqTwo")).toBe(true);
    expect(q("atLeast")).toBe(true);
    expect(q("below")).toBe(true);
    expect(q("none")).toBe(true);
  });
});

describe("a move of many components", () => {
  const zonesAfter = (moves: string) => {
    const engine = engineFor(rules(moves), { "chips.yaml": CHIPS });
    const r = engine.start({ players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const s: GameState = r.state;
    const read = (name: string) => {
      const out = engine.query(name, { players: 2, seed: 1 }, undefined, s);
      if (!out.ok) throw new Error(out.error.message);
      return out.state;
    };
    // Every component is where its zone says.
    s.zones.forEach((z, slot) => z.forEach((id) => expect(s.loc[id]).toBe(slot)));
    return { pile: read("pileN"), other: read("otherN") };
  };

  it("takes them out of the zone they leave and puts them on top in the order listed", () => {
    expect(zonesAfter("    move [c in pile where c.n % 2 == 0] to other")).toEqual({ pile: [1, 3, 5, 7, 9, 11], other: [2, 4, 6, 8, 10, 12] });
  });
  it("to the bottom, each goes under the ones before it", () => {
    expect(zonesAfter("    move first(pile) to other\n    move [c in pile where c.n > 2] to other bottom")).toEqual({ pile: [2], other: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 1] });
  });
  it("from several zones at once, and a zone moved onto itself", () => {
    expect(zonesAfter("    move [c in pile where c.n < 4] to other\n    move [c in pile + other where c.n % 3 != 0] to pile")).toEqual({
      pile: [6, 9, 12, 4, 5, 7, 8, 10, 11, 1, 2],
      other: [3],
    });
  });
  it("a component listed twice moves twice, as one-by-one moves do", () => {
    expect(zonesAfter("    move [c in pile + pile where c.n > 6] to other")).toEqual({ pile: [1, 2, 3, 4, 5, 6], other: [7, 8, 9, 10, 11, 12] });
  });
});
