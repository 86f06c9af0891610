// Inputs the content fuzzer found crashing or silently accepted (issue 23 item 6): each is now a
// positioned diagnostic with a catalogue code and a hint, and no program is made of it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileExpedition } from "../helpers/expedition.js";
import { formatDiagnostics } from "../../dsl/index.js";
import { compileMini, edit, errorsOf, MINI_CARDS, MINI_RULES as R } from "../helpers/mini-game.js";

const STORM = "expedition/expansions/storm/storm.rules";

function broken(rules: string) {
  const r = compileMini({ "mini/game.rules": rules });
  expect(r.program).toBeUndefined();
  for (const d of r.diagnostics) expect(d.hint, d.code).toBeTruthy();
  return r;
}

describe("Object.prototype names", () => {
  it("`valueOf(...)` and `toString()` are unknown functions (CMP3007), not a crash", () => {
    expect(errorsOf(broken(edit(R, "call gain(c.points)", "call gain(valueOf(c.points))")))).toEqual(["CMP3007 mini/game.rules:38:23"]);
    const r = broken(edit(R, "call gain(c.points)", "call gain(toString())"));
    expect(r.diagnostics[0]!.message).toBe("unknown function 'toString'");
  });

  it("a field named `__proto__` or `constructor` is CMP3037 at the field (it made an invalid schema, or read a function)", () => {
    for (const name of ["__proto__", "constructor", "hasOwnProperty"]) {
      const r = broken(edit(R, "  name: text\n", `  name: text\n  ${name}?: int\n`));
      expect(errorsOf(r), name).toEqual(["CMP3037 mini/game.rules:8:3"]);
    }
  });

  it("procedures, counters and types named like Object.prototype members are unknown names", () => {
    expect(errorsOf(broken(edit(R, "call gain(c.points)", "call constructor(c.points)")))).toEqual(["CMP3009 mini/game.rules:38:18"]);
    expect(errorsOf(broken(edit(R, "color: Color", "color: hasOwnProperty")))).toEqual(["CMP3010 mini/game.rules:8:10"]);
  });
});

describe("more Object.prototype names and broken types", () => {
  it("a zone, option, type or enum member named `__proto__`/`constructor` is CMP3037; `log constructor` is an unknown event", () => {
    expect(errorsOf(broken(edit(R, "zone discard: Card public", "zone discard: Card public\nzone __proto__: Card public")))).toEqual(["CMP3037 mini/game.rules:18:6"]);
    expect(errorsOf(broken(edit(R, "option target", 'option constructor: int 1..9 = 3 "x"\noption target')))).toEqual(["CMP3037 mini/game.rules:3:8"]);
    expect(errorsOf(broken(edit(R, "enum Color { red, blue }", "enum Color { red, blue, valueOf }")))).toEqual(["CMP3037 mini/game.rules:4:25"]);
    expect(errorsOf(broken(edit(R, "log passed", "log constructor")))).toEqual(["CMP3024 mini/game.rules:41:17"]);
  });

  it("`enum list of T` as a field's type is a syntax error, not an invalid schema, and the next compile is unharmed", () => {
    const r = broken(edit(R, "color: Color", "color: enum list of Color"));
    expect(errorsOf(r).slice(0, 2)).toEqual(["DSL1015 mini/game.rules:8:10", "DSL1022 mini/game.rules:8:15"]);
    expect(compileMini().diagnostics).toEqual([]);
  });

  it("a mark or attribute read on a player is CMP3003 (the runtime read nothing)", () => {
    const r = broken(edit(edit(R, "mark tapped", "mark tapped\nattr pos"), "call gain(c.points)", "call gain(me.pos)"));
    expect(errorsOf(r)).toEqual(["CMP3003 mini/game.rules:39:23"]);
    expect(r.diagnostics[0]!.message).toBe("'pos' is an attribute of components; this is a player");
    expect(errorsOf(broken(edit(R, "call gain(c.points)", "if me.tapped { call gain(1) }")))).toEqual(["CMP3003 mini/game.rules:38:16"]);
  });
});

describe("mistakes that used to pass", () => {
  it("a second `let` of one name in one block is CMP3038 at the second name; in a nested block it is allowed", () => {
    const r = broken(edit(R, "call gain(c.points)", "let a = 1\nlet a = 2\ncall gain(c.points + a)"));
    expect(errorsOf(r)).toEqual(["CMP3038 mini/game.rules:39:5"]);
    const ok = compileMini({ "mini/game.rules": edit(R, "call gain(c.points)", "let a = 1\nif true { let a = 2\ncall gain(a) }\ncall gain(a)") });
    expect(ok.diagnostics).toEqual([]);
  });

  it("a negative literal count of `draw`, `deal` or `repeat` is CMP3039 at the count", () => {
    expect(errorsOf(broken(edit(R, "deal 2 from deck to hand", "deal 2 from deck to hand\ndraw -7 from deck to discard")))).toEqual(["CMP3039 mini/game.rules:29:6"]);
    expect(errorsOf(broken(edit(R, "deal 2 from deck to hand", "deal -2 from deck to hand")))).toEqual(["CMP3039 mini/game.rules:28:10"]);
    expect(errorsOf(broken(edit(R, "call gain(c.points)", "repeat -1 { call gain(c.points) }")))).toEqual(["CMP3039 mini/game.rules:38:20"]);
  });
});

describe("a missing `}` names the block it belongs to", () => {
  it("at the end of the file: the block whose indentation and braces stop agreeing", () => {
    const r = broken(edit(R, "    step turns {\n", "    step turns {\n      if true {\n"));
    expect(errorsOf(r)).toEqual(["DSL1011 mini/game.rules:51:2"]);
    expect(r.diagnostics[0]!.hint).toBe("the block opened by `if true {` on line 32 is never closed: add its '}'");
  });

  it("before the next declaration: the procedure left open", () => {
    const r = broken(edit(R, "  add n to my score\n}", "  add n to my score\n"));
    expect(errorsOf(r)).toEqual(["DSL1013 mini/game.rules:26:1"]);
    expect(r.diagnostics[0]!.hint).toBe("the block opened by `proc gain(n: int) {` on line 22 is never closed: add its '}'");
    expect(formatDiagnostics(r.diagnostics, (f) => r.sources.get(f))).toContain("26 | flow {");
  });
});

describe("YAML slips are named, and one broken record does not hide the others", () => {
  const cards = (from: string, to: string) => {
    const r = compileMini({ "mini/cards.yaml": edit(MINI_CARDS, from, to) });
    expect(r.program).toBeUndefined();
    return r;
  };

  it("a tab in the indentation is one CNT2001 at the tab, and the next record's unknown field is still reported", () => {
    const r = cards('- id: red-one\n  name: "Red One"', '- id: red-one\n\tname: "Red One"');
    const r2 = compileMini({ "mini/cards.yaml": edit(edit(MINI_CARDS, '- id: red-one\n  name: "Red One"', '- id: red-one\n\tname: "Red One"'), "points: 2", "pionts: 2") });
    expect(errorsOf(r)).toEqual(["CNT2001 mini/cards.yaml:2:1"]);
    expect(r.diagnostics[0]!.message).toBe("YAML: a tab indents this line");
    expect(r.diagnostics[0]!.hint).toContain("indent with spaces");
    // blue-two's misspelt field is reported (unknown `pionts`, missing `points`) although red-one is broken.
    expect(errorsOf(r2).sort()).toEqual(["CNT2001 mini/cards.yaml:2:1", "CNT2003 mini/cards.yaml:6:3", "CNT2004 mini/cards.yaml:9:3"]);
  });

  it("a missing comma in a flow map is named at the value before it", () => {
    const r = cards("- id: red-one", "- id: red-one\n  tags: {a: 1 b: 2}");
    expect(errorsOf(r)).toEqual(["CNT2001 mini/cards.yaml:2:14"]);
    expect(r.diagnostics[0]!.message).toBe("YAML: a comma is missing here, between two entries of a `{...}` or `[...]`");
  });

  it("a value of 100,000 brackets is one CNT2001 'nest too deeply', found in well under a second", () => {
    const started = performance.now();
    const r = cards("- id: red-one", `- id: red-one\n  x: ${"[".repeat(100_000)}`);
    expect(errorsOf(r)).toEqual(["CNT2001 mini/cards.yaml:2:1006"]);
    expect(r.diagnostics[0]!.message).toContain("nest too deeply");
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe("an expansion file nothing reads", () => {
  it("is a CMP3062 warning at the file when no `add ... from` names it; the game still compiles", () => {
    const rules = readFileSync(`test/fixtures/content/${STORM}`, "utf8");
    const r = compileExpedition({ [STORM]: edit(rules, 'add Gear from "ropes.yaml"', "") });
    expect(r.program).toBeDefined();
    const w = r.diagnostics.filter((d) => d.code === "CMP3062");
    expect(w.map((d) => [d.severity, d.span.file, d.message])).toEqual([
      ["warning", "expedition/expansions/storm/ropes.yaml", 'nothing reads expansions/storm/ropes.yaml: no `add ... from "ropes.yaml"` names it'],
    ]);
    expect(compileExpedition({}).diagnostics).toEqual([]);
  });
});

describe("1 MB of input", () => {
  // The limit is 2 s on an idle machine; the bound here leaves room for a busy test run.
  const huge = (name: string, line: string) => {
    const started = performance.now();
    const r = broken(R + "\n" + line + "\n");
    const frame = formatDiagnostics(r.diagnostics, (f) => r.sources.get(f));
    return { r, ms: performance.now() - started, frame, name };
  };

  it("a flat line of 700,000 tokens is one DSL1032 at the 100,001st token of the file, quoted in a few hundred characters", () => {
    const { r, ms, frame } = huge("records", "- {a: 1}, ".repeat(100_000));
    expect(errorsOf(r)).toEqual(["DSL1032 mini/game.rules:52:142585"]);
    expect(frame.length).toBeLessThan(600);
    expect(ms).toBeLessThan(8000);
  });

  it("a million-character word and a 30,000-long `else if` chain are diagnosed, not hung on", () => {
    const word = huge("word", "y".repeat(1_000_000));
    expect(errorsOf(word.r)).toEqual(["DSL1014 mini/game.rules:52:1"]);
    expect(word.frame.length).toBeLessThan(600);
    const started = performance.now();
    const chain = broken(edit(R, "call gain(c.points)", "if true { log passed }" + " else if true { log passed }".repeat(30_000)));
    expect(chain.diagnostics.map((d) => d.code)).toEqual(["DSL1032"]);
    expect(performance.now() - started).toBeLessThan(8000);
  });
});

describe("a 1 MB name", () => {
  it("is an unknown name without a did-you-mean, found in well under a second (edit distances to every name took 36 s)", () => {
    const started = performance.now();
    const r = broken(edit(R, "call gain(c.points)", `call gain(${"y".repeat(1_000_000)})`));
    expect(errorsOf(r)).toEqual(["CMP3001 mini/game.rules:38:23"]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
