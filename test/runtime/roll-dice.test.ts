// `roll` / `reroll`: "roll the dice" gives each die a face of its own list from the seeded generator,
// one draw per die, so a rule written `set d.up = random(0, 5)` before replays alike.
import { describe, it, expect } from "vitest";
import { compileGame, MemoryContentSource } from "../../compiler/index.js";
import { formatDiagnostic } from "../../dsl/index.js";
import { Engine, type GameState } from "../../runtime/index.js";

const GAME = (body: string, up = "attr up: Face") => `game "Dice" players 2..2
enum Face { hit, miss, luck }
type Die from "dice.yaml" { faces: list of Face }
${up}
attr old
zone cup: Die public full
counter hits = 0
flow { step s {
${body}
  rank p by 0
} }
`;
const DICE = `- { id: red, faces: [hit, miss, luck, hit, hit, miss] }
- { id: blue, faces: [miss, miss, hit, luck, hit, miss] }
`;
function compile(rules: string) {
  return compileGame(new MemoryContentSource({ "g/game.rules": rules, "g/dice.yaml": DICE }), "g");
}
function finalState(rules: string, seed: number): { s: GameState; e: Engine } {
  const r = compile(rules);
  expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
  const e = new Engine(r.program!);
  const out = e.start({ players: 2, seed });
  if (!out.ok) throw new Error(out.error.message);
  return { s: out.state, e };
}
const attrRow = (x: { s: GameState; e: Engine }, name: string) => x.s.attrs[x.e.program.attrs.findIndex((a) => a.name === name)]!;

describe("roll and reroll", () => {
  it("shows a face of each die's own list, drawn as random(0, faces - 1) would draw it", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rolled = finalState(GAME("  roll cup\n  reroll first(cup)\n  add count([d in cup where d.up == hit]) to hits"), seed);
      const byIndex = finalState(GAME("  for each d in cup { set d.old = random(0, 5) }\n  let f = first(cup)\n  set f.old = random(0, 5)", ""), seed);
      const faces = rolled.e.program.components.map((c) => c.props.faces as string[]);
      const up = attrRow(rolled, "up");
      const old = attrRow(byIndex, "old");
      expect([up[0], up[1]], `seed ${seed}`).toEqual([faces[0]![old[0] as number], faces[1]![old[1] as number]]);
      expect(rolled.s.rng).toEqual(byIndex.s.rng);
    }
  });
  it("reads the face by name in the rules", () => {
    const x = finalState(GAME("  roll cup\n  add count([d in cup where d.up == hit]) to hits"), 7);
    const hits = x.s.counters[x.e.program.counters.findIndex((c) => c.name === "hits")];
    expect(hits).toBe(attrRow(x, "up").filter((f) => f === "hit").length);
  });
  it("refuses what is not a die, at its file:line:col", () => {
    const rules = GAME("  roll hits");
    const d = compile(rules).diagnostics.find((x) => x.code === "CMP3003")!;
    expect(formatDiagnostic(d, rules).split("\n")[0]).toBe("g/game.rules:9:8: error CMP3003: 'roll' rolls dice (a component or a list of them), found int");
  });
  it("refuses a face attribute that is missing or not typed like the faces", () => {
    expect(compile(GAME("  roll cup", "")).diagnostics.map((d) => d.message)).toContain("'roll' writes the face rolled in the attribute 'up', and there is none");
    expect(compile(GAME("  roll cup", "attr up")).diagnostics.map((d) => d.message)).toContain("the attribute 'up' must hold a face (Face), found int");
  });
  it("keeps `roll` an ordinary name elsewhere: a procedure may be called roll", () => {
    const rules = GAME("  call roll(2)").replace("flow {", "proc roll(n: int) { add n to hits }\nflow {");
    expect(compile(rules).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
