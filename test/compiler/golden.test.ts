// Golden files for compiler output: the compiled programs and the printed diagnostics of a broken
// game. Regenerate with `npx vitest run test/compiler/golden.test.ts -u` and review the diff.
import { describe, it, expect } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { formatDiagnostics } from "../../dsl/index.js";
import { compileMini, edit, MINI_CARDS, MINI_RULES } from "../helpers/mini-game.js";

const json = (v: unknown) => JSON.stringify(v, null, 2) + "\n";

describe("golden compiler output", () => {
  it("the beginners program", async () => {
    const r = compileGame(new NodeContentSource("content"), "beginners");
    expect(r.diagnostics).toEqual([]);
    await expect(json(r.program)).toMatchFileSnapshot("./__golden__/beginners.program.json");
  });

  it("the mini game program", async () => {
    const r = compileMini();
    expect(r.diagnostics).toEqual([]);
    await expect(json(r.program)).toMatchFileSnapshot("./__golden__/mini.program.json");
  });

  it("the printed diagnostics of a broken mini game", async () => {
    const r = compileMini({
      "mini/game.rules": edit(edit(MINI_RULES, "call gain(c.points)", "call gian(c.points)"), "mark c tapped", "mark c taped"),
      "mini/cards.yaml": edit(edit(MINI_CARDS, "  color: blue", "  color: blu"), 'playable: "count(my hand) >= 1"', 'playable: "count(my hnd) >= 1"'),
    });
    expect(r.program).toBeUndefined();
    const text = formatDiagnostics(r.diagnostics, (f) => r.sources.get(f)) + "\n";
    expect(text).toContain("error CMP3009");
    await expect(text).toMatchFileSnapshot("./__golden__/mini-broken.diagnostics.txt");
  });
});
