// Hangs and floods (issue 11 §2): one stray line used to produce ten thousand errors, each printed
// with a frame holding a 1 MB line; limits on copies, players, integers and list sizes used to be
// missing, so content could exhaust memory instead of getting a diagnostic.
import { describe, expect, it } from "vitest";
import { formatDiagnostic, type Diagnostic } from "../../dsl/index.js";
import { capDiagnostics, MAX_PER_FILE } from "../../compiler/cap-diagnostics.js";
import { compileMini, edit, errorsOf, MINI_CARDS, MINI_RULES as R } from "../helpers/mini-game.js";

const card = (i: number, color = "red") => `- id: c${i}\n  name: "C"\n  color: ${color}\n  points: 1\n`;

describe("diagnostics per file are capped and deduplicated", () => {
  it("500 bad records give the first 50 errors and one note saying how many more were left out", () => {
    const cards = Array.from({ length: 500 }, (_, i) => card(i, "purple")).join("");
    const r = compileMini({ "mini/cards.yaml": cards });
    expect(r.program).toBeUndefined();
    const inFile = r.diagnostics.filter((d) => d.span.file === "mini/cards.yaml");
    expect(inFile).toHaveLength(MAX_PER_FILE + 1);
    expect(inFile.slice(0, MAX_PER_FILE).every((d) => d.code === "CNT2005")).toBe(true);
    const note = inFile[MAX_PER_FILE]!;
    expect(note.code).toBe("CMP3027");
    expect(note.severity).toBe("error");
    expect(note.message).toBe("450 more problems in mini/cards.yaml left out (the first 50 are shown)");
    expect(errorsOf(r)[MAX_PER_FILE]).toBe("CMP3027 mini/cards.yaml:203:10");
  });

  it("the same diagnostic at the same place is kept once", () => {
    const d: Diagnostic = { code: "X", severity: "error", message: "m", span: { file: "f", start: 1, end: 2 } };
    expect(capDiagnostics([d, { ...d }, { ...d, span: { file: "f", start: 3, end: 4 } }])).toHaveLength(2);
  });
});

describe("code frames", () => {
  it("a 1 MB line is shown as a window of 120 characters around the column, caret in place", () => {
    const line = "x".repeat(500_000) + "BAD" + "y".repeat(500_000);
    const d: Diagnostic = { code: "CNT2001", severity: "error", message: "m", span: { file: "f.yaml", start: 500_002, end: 500_005 } };
    const out = formatDiagnostic(d, `a\n${line}\n`).split("\n");
    expect(out[0]).toBe("f.yaml:2:500001: error CNT2001: m");
    expect(out[1]!.length).toBeLessThan(140);
    const caret = out[2]!.indexOf("^");
    expect(out[1]!.slice(caret, caret + 3)).toBe("BAD");
    expect(out[1]).toMatch(/^ 2 \| …x+BADy+…$/);
    expect(out[2]!.slice(caret)).toBe("^~~");
  });
});

describe("limits", () => {
  it("copies beyond 1000 are CNT2006 at the value (100,000,000 copies used to exhaust memory)", () => {
    const r = compileMini({ "mini/cards.yaml": MINI_CARDS.replace("copies: 2", "copies: 100000000") });
    expect(errorsOf(r)).toEqual(["CNT2006 mini/cards.yaml:13:11"]);
  });

  it("more than 50,000 components in all is CNT2014 at the record that passes the limit", () => {
    const cards = Array.from({ length: 51 }, (_, i) => card(i) + "  copies: 1000\n").join("");
    const r = compileMini({ "mini/cards.yaml": cards });
    expect(errorsOf(r)).toEqual(["CNT2014 mini/cards.yaml:251:3"]);
  });

  it("a player range past 32, empty or below 1 is CMP3026 at the game declaration", () => {
    for (const range of ["2..100000000", "3..2", "0..2"]) {
      const r = compileMini({ "mini/game.rules": edit(R, "players 2..3", `players ${range}`) });
      expect(errorsOf(r)).toEqual(["CMP3026 mini/game.rules:1:1"]);
    }
  });

  it("a list field with more than 1000 items is CNT2014 at the list", () => {
    const rules = edit(R, "  playable?: expr\n", "  playable?: expr\n  tags?: list of int\n");
    const cards = MINI_CARDS.replace('  name: "Red One"', `  name: "Red One"\n  tags: [${Array.from({ length: 1001 }, () => 1).join(", ")}]`);
    const r = compileMini({ "mini/game.rules": rules, "mini/cards.yaml": cards });
    expect(errorsOf(r)).toEqual(["CNT2014 mini/cards.yaml:3:9"]);
    expect(r.diagnostics[0]!.message).toBe("field `tags` has 1001 entries; at most 1000 are allowed");
  });
});
