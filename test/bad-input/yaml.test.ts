// Broken YAML data: each case breaks one thing in the mini game's cards.yaml (or log.yaml) and
// expects the CNT2xxx / snippet diagnostic at the exact line:col inside the YAML file.
import { describe, it, expect } from "vitest";
import { compileMini, edit, errorsOf, MINI_CARDS as C } from "../helpers/mini-game.js";

function broken(cards: string | undefined) {
  const r = compileMini({ "mini/cards.yaml": cards });
  expect(r.program).toBeUndefined();
  return r;
}

describe("broken YAML", () => {
  it("a syntax error (CNT2001) at the unclosed quote", () => {
    const r = broken(edit(C, '  name: "Blue Two"', '  name: "Blue Two'));
    expect(errorsOf(r)).toEqual(["CNT2001 mini/cards.yaml:7:18"]);
    expect(r.diagnostics[0]!.message).toBe('YAML: Missing closing "quote');
  });

  it("a value of the wrong type (CNT2002) at the value, with a hint", () => {
    const r = broken(edit(C, "  points: 2", "  points: two"));
    expect(errorsOf(r)).toEqual(["CNT2002 mini/cards.yaml:9:11"]);
    expect(r.diagnostics[0]!.message).toBe('field `points` must be an integer, found string "two"');
    expect(r.diagnostics[0]!.hint).toBe("write the number without quotes or words");
  });

  it("a missing required field (CNT2003) at the record", () => {
    const r = broken(edit(C, '  name: "Blue Two"\n', ""));
    expect(errorsOf(r)).toEqual(["CNT2003 mini/cards.yaml:6:3"]);
    expect(r.diagnostics[0]!.message).toBe("record `blue-two` is missing required field `name`");
  });

  it("an unknown field (CNT2004) at its key, with a did-you-mean", () => {
    const r = broken(edit(C, "  points: 2", "  points: 2\n  pionts: 2"));
    expect(errorsOf(r)).toEqual(["CNT2004 mini/cards.yaml:10:3"]);
    expect(r.diagnostics[0]!.hint).toBe("did you mean `points`?");
  });

  it("a value outside its enum (CNT2005), with a did-you-mean", () => {
    const r = broken(edit(C, "  color: blue", "  color: blu"));
    expect(errorsOf(r)).toEqual(["CNT2005 mini/cards.yaml:8:10"]);
    expect(r.diagnostics[0]!.message).toBe('field `color` must be one of red, blue, found string "blu"');
    expect(r.diagnostics[0]!.hint).toBe("did you mean `blue`?");
  });

  it("a number out of its declared range (CNT2006)", () => {
    const r = broken(edit(C, "  points: 2", "  points: 7"));
    expect(errorsOf(r)).toEqual(["CNT2006 mini/cards.yaml:9:11"]);
    expect(r.diagnostics[0]!.message).toBe("field `points` must be at most 3, found integer 7");
  });

  it("a duplicate id (CNT2007) at the second id, naming the first line", () => {
    const r = broken(edit(C, "- id: red-three", "- id: red-one"));
    expect(errorsOf(r)).toEqual(["CNT2007 mini/cards.yaml:12:7"]);
    expect(r.diagnostics[0]!.message).toBe("duplicate id `red-one`: already used on line 1");
  });

  it("a file that is not a list (CNT2008), and an entry that is not a record", () => {
    expect(errorsOf(broken("red-one:\n  name: x\n"))).toEqual(["CNT2008 mini/cards.yaml:1:1"]);
    expect(errorsOf(broken(C + "- just a string\n"))).toEqual(["CNT2008 mini/cards.yaml:18:3"]);
  });

  it("a missing data file (CNT2009) is reported at the `from` clause in the rules", () => {
    const r = broken(undefined);
    expect(errorsOf(r)).toEqual(["CNT2009 mini/game.rules:6:16"]);
    expect(r.diagnostics[0]!.message).toBe('data file "mini/cards.yaml" does not exist');
  });

  it("log.yaml without a templates mapping (CMP3023)", () => {
    const r = compileMini({ "mini/log.yaml": "templates: [1, 2]\n" });
    expect(r.program).toBeUndefined();
    expect(errorsOf(r)).toEqual(["CMP3023 mini/log.yaml:1:12"]);
  });
});

describe("broken snippets inside YAML point into the YAML file", () => {
  it("a syntax error in a quoted effect (DSL1020) at the end of the snippet", () => {
    const r = broken(edit(C, 'bonus: "call gain(1)"', 'bonus: "call gain(1"'));
    expect(errorsOf(r)).toEqual(["DSL1020 mini/cards.yaml:10:22"]);
  });

  it("an unknown zone in a quoted expression (CMP3001) at the name, with a did-you-mean", () => {
    const r = broken(edit(C, 'playable: "count(my hand) >= 1"', 'playable: "count(my hnd) >= 1"'));
    expect(errorsOf(r)).toEqual(["CMP3001 mini/cards.yaml:11:23"]);
    expect(r.diagnostics[0]!.hint).toBe("did you mean 'hand'?");
  });

  it("an error on the second line of a block snippet (CMP3011)", () => {
    const r = broken(edit(C, 'bonus: "call gain(1)"', "bonus: |\n    call gain(1)\n    move self to my tabel"));
    expect(errorsOf(r)).toEqual(["CMP3011 mini/cards.yaml:12:21"]);
  });

  it("an unknown field of `self` (CMP3006)", () => {
    const r = broken(edit(C, 'playable: "self.color == red"', 'playable: "self.colour == red"'));
    expect(errorsOf(r)).toEqual(["CMP3006 mini/cards.yaml:17:19"]);
    expect(r.diagnostics[0]!.hint).toBe("did you mean 'color'?");
  });
});
