// log.yaml `words:`: the words players read for zone names and enum members, carried in the program
// and used by the engine's own sentences and labels; a name that is neither is reported (CMP3080).
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/index.js";
import { compileMini, errorsOf, MINI_LOG } from "../helpers/mini-game.js";

const withWords = (words: string) => compileMini({ "mini/log.yaml": `${MINI_LOG}words:\n${words}` });

describe("log.yaml words", () => {
  it("puts the words in the program and the engine's sentences say them", () => {
    const r = withWords("  hand: hand of cards\n  red: crimson\n");
    expect(errorsOf(r)).toEqual([]);
    const program = r.program!;
    expect(program.words).toEqual({ hand: "hand of cards", red: "crimson" });
    // The engine's default deal sentence names the zone: "{count} dealt to each {to}".
    const engine = new Engine(program);
    const s = engine.start({ players: 2, seed: 1 });
    if (!s.ok) throw new Error(s.error.message);
    expect(engine.logLines(s.state, 0)).toContain("2 dealt to each hand of cards");
  });

  it("CMP3080: a name that is neither a zone nor an enum member, and words that are not text", () => {
    expect(errorsOf(withWords("  hnad: hand of cards\n"))).toEqual(["CMP3080 mini/log.yaml:5:3"]);
    expect(errorsOf(withWords("  hand: [a, b]\n"))).toEqual(["CMP3080 mini/log.yaml:5:9"]);
  });

  it("labels: a choice names a component by its type's text, holes read from props and attributes", () => {
    const r = compileMini({ "mini/log.yaml": `${MINI_LOG}labels:\n  Card: "{name}, worth {points+10}"\n` });
    expect(errorsOf(r)).toEqual([]);
    const engine = new Engine(r.program!);
    const s = engine.start({ players: 2, seed: 1 });
    if (!s.ok) throw new Error(s.error.message);
    const options = engine.decisions(s.state).flatMap((d) => d.options.filter((o) => typeof o.value === "number").map((o) => o.label));
    expect(options.length).toBeGreaterThan(0);
    for (const label of options) expect(label).toMatch(/^(Red One, worth 11|Blue Two, worth 12|Red Three, worth 13)$/);
    expect(errorsOf(compileMini({ "mini/log.yaml": `${MINI_LOG}labels:\n  Crad: "{name}"\n` }))).toEqual(["CMP3080 mini/log.yaml:5:3"]);
  });
});
