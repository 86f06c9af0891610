// Broken .rules files: each case breaks one thing in the mini game and expects the diagnostic code at
// the exact line:col, with no program produced.
import { describe, it, expect } from "vitest";
import { compileGame, MemoryContentSource } from "../../compiler/index.js";
import { compileMini, edit, errorsOf, miniFiles, MINI_RULES as R } from "../helpers/mini-game.js";

function broken(rules: string) {
  const r = compileMini({ "mini/game.rules": rules });
  expect(r.program).toBeUndefined();
  return r;
}

describe("broken .rules syntax", () => {
  it("the mini game itself compiles cleanly", () => {
    const r = compileMini();
    expect(r.diagnostics).toEqual([]);
    expect(r.program).toBeDefined();
  });

  it("a missing closing brace is reported where the next declaration starts (DSL1013)", () => {
    const r = broken(edit(R, "  add n to my score\n}", "  add n to my score\n"));
    expect(errorsOf(r)).toEqual(["DSL1013 mini/game.rules:26:1"]);
    expect(r.diagnostics[0]!.message).toBe("expected a statement but found keyword 'flow'");
  });

  it("a bad character is reported at the character (DSL1001), then what the parser expected", () => {
    const r = broken(edit(R, "add n to my score", "add n @ 2 to my score"));
    expect(errorsOf(r)).toEqual(["DSL1001 mini/game.rules:23:9", "DSL1010 mini/game.rules:23:11"]);
    expect(r.diagnostics[0]!.message).toBe("unexpected character '@'");
  });

  it("an unterminated string is reported at its opening quote (DSL1002)", () => {
    const r = broken(edit(R, '"Points that win at once"', '"Points that win at once'));
    expect(errorsOf(r)).toEqual(["DSL1002 mini/game.rules:3:29"]);
  });

  it("a missing expression is reported at the token found instead (DSL1012), without cascading errors", () => {
    const r = broken(edit(R, "add n to my score", "add to my score"));
    expect(errorsOf(r)).toEqual(["DSL1012 mini/game.rules:23:7"]);
    expect(r.diagnostics[0]!.message).toBe("expected an expression but found keyword 'to'");
  });

  it("three errors in one file are all reported, in order", () => {
    const rules = edit(edit(edit(R, "add n to my score", "add to my score"), "mark c tapped", "mark c tapped )"), "rank p by score of p", "rank p by score of");
    const r = broken(rules);
    expect(errorsOf(r)).toEqual(["DSL1012 mini/game.rules:23:7", "DSL1013 mini/game.rules:36:27", "DSL1012 mini/game.rules:49:3"]);
  });
});

describe("rules that parse but do not check", () => {
  it("an unknown name gets a did-you-mean (CMP3001)", () => {
    const r = broken(edit(R, "deal 2 from deck", "deal targt from deck"));
    expect(errorsOf(r)).toEqual(["CMP3001 mini/game.rules:28:10"]);
    expect(r.diagnostics[0]!.message).toBe("unknown name 'targt'");
    expect(r.diagnostics[0]!.hint).toBe("did you mean 'target'?");
  });

  it("a per-player counter without `my` or `of` (CMP3004), as a target and in an expression", () => {
    expect(errorsOf(broken(edit(R, "add n to my score", "add n to score")))).toEqual(["CMP3004 mini/game.rules:23:12"]);
    expect(errorsOf(broken(edit(R, "rank p by score of p", "rank p by score")))).toEqual(["CMP3004 mini/game.rules:48:15"]);
  });

  it("wrong types: text where a count is expected, a card where an int parameter is expected (CMP3003)", () => {
    const a = broken(edit(R, "deal 2 from deck", 'deal "two" from deck'));
    expect(errorsOf(a)).toEqual(["CMP3003 mini/game.rules:28:10"]);
    expect(a.diagnostics[0]!.message).toBe("the count of 'deal' must be int, found text");
    const b = broken(edit(R, "call gain(c.points)", "call gain(c)"));
    expect(errorsOf(b)).toEqual(["CMP3003 mini/game.rules:38:23"]);
    expect(b.diagnostics[0]!.message).toBe("argument 1 of 'gain' must be int, found Card");
  });

  it("an unknown procedure (CMP3009) with a did-you-mean", () => {
    const r = broken(edit(R, "call gain(c.points)", "call gian(c.points)"));
    expect(errorsOf(r)).toEqual(["CMP3009 mini/game.rules:38:18"]);
    expect(r.diagnostics[0]!.hint).toBe("did you mean 'gain'?");
  });

  it("an unknown mark (CMP3012) with a did-you-mean", () => {
    const r = broken(edit(R, "mark c tapped", "mark c taped"));
    expect(errorsOf(r)).toEqual(["CMP3012 mini/game.rules:36:20"]);
    expect(r.diagnostics[0]!.hint).toBe("did you mean 'tapped'?");
  });

  it("an unknown zone (CMP3011) with a did-you-mean", () => {
    const r = broken(edit(R, "move c to my table", "move c to my tabel"));
    expect(errorsOf(r)).toEqual(["CMP3011 mini/game.rules:35:26"]);
    expect(r.diagnostics[0]!.hint).toBe("did you mean 'table'?");
  });

  it("`self` outside a YAML snippet is reported once (CMP3016)", () => {
    const r = broken(edit(R, "add n to my score", "add n to my score\n  move self to discard"));
    expect(errorsOf(r)).toEqual(["CMP3016 mini/game.rules:24:8"]);
  });

  it("a duplicate declaration is reported at the second one (CMP3002)", () => {
    const r = broken(edit(R, "mark tapped", "mark tapped\ncounter score = 1"));
    expect(errorsOf(r)).toEqual(["CMP3002 mini/game.rules:21:9"]);
    expect(r.diagnostics[0]!.message).toBe("'score' is declared twice (counter)");
  });

  it("`break` outside a loop (CMP3013)", () => {
    const r = broken(edit(R, "add n to my score", "add n to my score\n  break"));
    expect(errorsOf(r)).toEqual(["CMP3013 mini/game.rules:24:3"]);
  });

  it("no `game` declaration (CMP3014)", () => {
    const r = broken(edit(R, 'game "Mini" players 2..3', ""));
    expect(errorsOf(r)).toEqual(["CMP3014 mini/game.rules:1:1"]);
  });

  it("a game folder without rules (CMP3020) names the games that exist", () => {
    const missing = compileGame(new MemoryContentSource(miniFiles()), "nope");
    expect(missing.program).toBeUndefined();
    expect(missing.diagnostics.map((d) => d.code)).toEqual(["CMP3020"]);
    expect(missing.diagnostics[0]!.hint).toBe("games here: mini");
  });
});
