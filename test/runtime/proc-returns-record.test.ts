// A procedure gives back several values at once as a record (a type without `from`), so a rule reads
// `cover.covered < cover.required` instead of passing results through scratch counters.
import { describe, it, expect } from "vitest";
import { compileGame, MemoryContentSource } from "../../compiler/index.js";
import { Engine } from "../../runtime/index.js";

const RULES = `game "Cover" players 2..2
type Cover {
  required: int
  covered: int
}
counter shortBy = 0
proc measure(need: int, have: int): Cover {
  return { required: need, covered: if have < need then have else need }
}
function short(c: Cover): int = c.required - c.covered
flow { step s {
  let cover = call measure(5, 3)
  if cover.covered < cover.required { set shortBy = short(cover) }
  rank p by 0
} }
`;

describe("a procedure returning a record", () => {
  it("gives both values back to the caller, read by name", () => {
    const r = compileGame(new MemoryContentSource({ "g/game.rules": RULES }), "g");
    expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
    const e = new Engine(r.program!);
    const out = e.start({ players: 2, seed: 1 });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.state.counters[e.program.counters.findIndex((c) => c.name === "shortBy")]).toBe(2);
  });
  it("refuses a field the record type does not declare", () => {
    const r = compileGame(new MemoryContentSource({ "g/game.rules": RULES.replace("cover.covered < cover.required", "cover.covred < cover.required") }), "g");
    const d = r.diagnostics.find((x) => x.code === "CMP3006")!;
    expect([d.message, d.hint]).toEqual(["Cover has no field or mark 'covred'", "did you mean 'covered'?"]);
  });
});

describe("a record value where a record type is expected", () => {
  const bad = (from: string, to: string) =>
    compileGame(new MemoryContentSource({ "g/game.rules": RULES.replace(from, to) }), "g").diagnostics.filter((d) => d.severity === "error").map((d) => d.message);
  it("names a field the type does not have, and one it lacks", () => {
    expect(bad("{ required: need, covered:", "{ requird: need, covered:")).toEqual(["Cover has no field 'requird'", "a Cover needs its field 'required'"]);
  });
  it("checks each field's type", () => {
    expect(bad("{ required: need,", '{ required: "five",')).toEqual(["field 'required' must be int, found text"]);
  });
});
