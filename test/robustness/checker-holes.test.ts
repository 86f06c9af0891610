// Type-checker holes (issue 11 §4) and small things (§6): mistakes that used to be accepted
// silently (or reported at 1:1), each now a positioned diagnostic.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine } from "../../runtime/index.js";
import { compileMini, edit, errorsOf, MINI_CARDS, MINI_LOG, MINI_RULES as R, where } from "../helpers/mini-game.js";

const tmp = mkdtempSync(join(tmpdir(), "menagerie-holes-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const rules = (from: string, to: string) => compileMini({ "mini/game.rules": edit(R, from, to) });

describe("type-checker holes", () => {
  it("arguments after something that cannot be called are DSL1024, not dropped (`1(x, 1 / 0)` was 1)", () => {
    const r = rules("add n to my score", "add 1(x, 1 / 0) to my score");
    expect(errorsOf(r)).toEqual(["DSL1024 mini/game.rules:23:8"]);
  });

  it("conditions must be bool: `if [list]`, `3 or \"text\"`, `not 3`, a `where` and a `while` (CMP3003)", () => {
    expect(errorsOf(rules("add n to my score", "if [1] { add n to my score }"))).toEqual(["CMP3003 mini/game.rules:23:6"]);
    const or = rules("add n to my score", 'if 3 or "text" { add n to my score }');
    expect(errorsOf(or)).toEqual(["CMP3003 mini/game.rules:23:6", "CMP3003 mini/game.rules:23:11"]);
    expect(or.diagnostics[0]!.message).toBe("the left side of 'or' must be bool, found int");
    expect(errorsOf(rules("add n to my score", "if not 3 { }"))).toEqual(["CMP3003 mini/game.rules:23:10"]);
    expect(errorsOf(rules("[x in my hand where x.playable]", "[x in my hand where x.points]"))).toEqual(["CMP3003 mini/game.rules:34:45"]);
    expect(errorsOf(rules("add n to my score", "while n { add n to my score }"))).toEqual(["CMP3003 mini/game.rules:23:9"]);
  });

  it("the tests of a priority list must be bool: `first of x in xs where n`, `first of { when n }` (CMP3003)", () => {
    const each = rules("add n to my score", "first of x in my hand where n { add n to my score }");
    expect(errorsOf(each)).toEqual(["CMP3003 mini/game.rules:23:31"]);
    expect(each.diagnostics[0]!.message).toBe("the condition after 'where' must be bool, found int");
    const when = rules("add n to my score", "first of { when n { add n to my score } }");
    expect(errorsOf(when)).toEqual(["CMP3003 mini/game.rules:23:19"]);
    expect(when.diagnostics[0]!.message).toBe("the condition after 'when' must be bool, found int");
  });

  it("a log event without a template in log.yaml is CMP3024 at the event, with a did-you-mean", () => {
    const r = rules("log played { card: c }", "log playd { card: c }");
    expect(errorsOf(r)).toEqual(["CMP3024 mini/game.rules:37:17"]);
    expect(r.diagnostics[0]!.hint).toBe("did you mean 'played'?");
  });

  it("a template placeholder the log statement does not give is CMP3024 at the statement", () => {
    const r = rules("log played { card: c }", "log played { cards: c }");
    expect(errorsOf(r)).toEqual(["CMP3024 mini/game.rules:37:13"]);
    expect(r.diagnostics[0]!.message).toBe("the template of 'played' uses {card}, which this log statement does not give");
  });

  it("an empty YAML value is one error, not also a snippet that reads 'null'", () => {
    for (const [from, to] of [['bonus: "call gain(1)"', "bonus:"], ['playable: "true"', "playable:"]] as const) {
      const r = compileMini({ "mini/cards.yaml": MINI_CARDS.replace(from, to) });
      expect(r.diagnostics.map((d) => d.code)).toEqual(["CNT2002"]);
    }
  });

  it("a missing game or flow declaration is reported in game.rules, not in whichever file sorts first", () => {
    const r = compileMini({ "mini/a.rules": "mark other\n", "mini/game.rules": R.replace('game "Mini" players 2..3\n', "") });
    expect(errorsOf(r)).toEqual(["CMP3014 mini/game.rules:1:1"]);
  });

  it("log.yaml errors point at the offending template, not at 1:1", () => {
    const r = compileMini({ "mini/log.yaml": MINI_LOG + "  broken: [1, 2]\n" });
    expect(errorsOf(r)).toEqual(["CMP3023 mini/log.yaml:4:11"]);
  });

  it("a loop that asks no one anything and has no break gets a compile warning (CMP3028)", () => {
    const r = rules("add n to my score", "loop { add n to my score }");
    expect(r.program).toBeDefined();
    expect(r.diagnostics.map((d) => `${where(r, d)} ${d.severity}`)).toEqual(["CMP3028 mini/game.rules:23:3 warning"]);
    for (const fine of ["loop { add n to my score break }", "while true { choose c from my hand as x { } }", "loop { if n > 1 { break } }"])
      expect(rules("add n to my score", fine).diagnostics).toEqual([]);
    expect(rules("add n to my score", "loop { for each p in players { break } }").diagnostics.map((d) => d.code)).toEqual(["CMP3028"]);
  });

  it("bytes that are not UTF-8 are a warning at their position (they used to be replaced silently)", () => {
    const dir = join(tmp, "utf8");
    mkdirSync(join(dir, "mini"), { recursive: true });
    writeFileSync(join(dir, "mini/game.rules"), R);
    writeFileSync(join(dir, "mini/log.yaml"), MINI_LOG);
    const cards = Buffer.from(MINI_CARDS.replace('"Red One"', '"Red XOne"'), "utf8");
    cards[cards.indexOf("X")] = 0xff;
    writeFileSync(join(dir, "mini/cards.yaml"), cards);
    const r = compileGame(new NodeContentSource(dir), "mini");
    expect(r.program).toBeDefined();
    expect(r.diagnostics.map((d) => `${where(r, d)} ${d.severity}`)).toEqual(["CNT2013 mini/cards.yaml:2:14 warning"]);
  });

  it("a UTF-8 byte-order mark at the start of a rules file is not a syntax error", () => {
    const dir = join(tmp, "bom");
    mkdirSync(join(dir, "mini"), { recursive: true });
    writeFileSync(join(dir, "mini/game.rules"), "\uFEFF" + R);
    writeFileSync(join(dir, "mini/cards.yaml"), MINI_CARDS);
    expect(compileGame(new NodeContentSource(dir), "mini").diagnostics).toEqual([]);
  });
});

describe("small things", () => {
  const engine = new Engine(compileMini().program!);

  it("seeds are used whole or refused: 42.5 and 4294967338 no longer play like 42 (RUN4021)", () => {
    for (const seed of [42.5, 4294967338, -1]) {
      const r = engine.start({ players: 2, seed });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: "RUN4021", message: `the seed must be a whole number from 0 to 4294967295, not ${seed}` });
    }
    expect(engine.start({ players: 2, seed: 4294967295 }).ok).toBe(true);
  });
});
