// An enum that module and expansion folders extend (issue 23): "All expansion cards include a unique mark
// per expansion", so each expansion's folder adds its own mark (`extend enum Mark { fog }`), the base game
// names none of them, and a list read from the enum (`[m in Mark]`) takes in a new folder by itself.
import { describe, expect, it } from "vitest";
import { Engine, type GameState } from "../../runtime/index.js";
import { compileExpedition, expeditionFiles, start } from "../helpers/expedition.js";

const GAME = "expedition/game.rules";
const STORM = "expedition/expansions/storm/storm.rules";
const FOG = "expedition/expansions/fog/fog.rules";
const TRIAL = "expedition/modules/trial/trial.rules";
const errors = (r: ReturnType<typeof compileExpedition>) => r.diagnostics.filter((d) => d.severity === "error");

const base = () =>
  expeditionFiles()[GAME]!.replace(
    "counter goal = 0",
    `counter goal = 0
enum Mark { base }
query marks = [m in Mark]
query marksInForce = [m in Mark where inForce(m)]
query markCount = count(Mark)`,
  );
const storm = () => expeditionFiles()[STORM]! + "\nextend enum Mark { storm }\n";
const fog = `expansion fog "Fog" "the mountain hides its ledges"\nextend enum Mark { fog }\n`;
const trial = `module trial "The Trial" when mode == pairs\nextend enum Mark { trial, }\n`;

function compile(more: Record<string, string | undefined> = {}) {
  return compileExpedition({ [GAME]: base(), [STORM]: storm(), [FOG]: fog, [TRIAL]: trial, ...more });
}

function query(engine: Engine, s: GameState, name: string): unknown {
  const r = engine.query(name, s.setup, undefined, s);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe("extend enum", () => {
  it("lists the declaration's members first, then each folder's in the order the folders are read", () => {
    const r = compile();
    expect(errors(r)).toEqual([]);
    // expansions/ (fog, storm by name), then modules/ (trial).
    expect(r.program!.enums.Mark).toEqual(["base", "fog", "storm", "trial"]);
    const engine = new Engine(r.program!);
    const s = start(engine, { players: 2, seed: 1, options: {} });
    expect(query(engine, s, "marks")).toEqual(["base", "fog", "storm", "trial"]);
    expect(query(engine, s, "markCount")).toBe(4);
  });

  it("inForce(m): the declaration's members always, a folder's while its expansion is on or its module's condition holds", () => {
    const engine = new Engine(compile().program!);
    const inForce = (options: Record<string, unknown>) => query(engine, start(engine, { players: 4, seed: 1, options }), "marksInForce");
    expect(inForce({})).toEqual(["base"]);
    expect(inForce({ storm: true })).toEqual(["base", "storm"]);
    expect(inForce({ fog: true, mode: "pairs" })).toEqual(["base", "fog", "trial"]);
  });

  it("inForce of an enum no folder extends is always true", () => {
    const r = compile({ [GAME]: base().replace("query markCount", "query modesInForce = [m in Mode where inForce(m)]\nquery markCount") });
    expect(errors(r)).toEqual([]);
    const engine = new Engine(r.program!);
    expect(query(engine, start(engine, { players: 2, seed: 1, options: {} }), "modesInForce")).toEqual(["coop", "pairs"]);
  });
});

describe("extend enum diagnostics", () => {
  it("refuses extending an enum no file declares, with a did-you-mean at the name (CMP3074)", () => {
    const text = `expansion fog "Fog" "the mountain hides its ledges"\nextend enum Mrak { fog }\n`;
    const r = compile({ [FOG]: text });
    const d = errors(r).find((x) => x.code === "CMP3074");
    expect(d).toMatchObject({ message: "there is no enum 'Mrak' to extend", hint: "did you mean 'Mark'?" });
    expect(d!.span).toEqual({ file: FOG, start: text.indexOf("Mrak"), end: text.indexOf("Mrak") + 4 });
  });

  it("refuses a member the enum already has, from its declaration or another folder (CMP3002)", () => {
    const r = compile({ [FOG]: fog.replace("{ fog }", "{ base }"), [TRIAL]: trial.replace("{ trial, }", "{ storm }") });
    expect(errors(r)).toEqual([
      expect.objectContaining({ code: "CMP3002", message: "enum Mark already has a member 'base'", span: expect.objectContaining({ file: FOG }) }),
      expect.objectContaining({ code: "CMP3002", message: "enum Mark already has a member 'storm'", span: expect.objectContaining({ file: TRIAL }) }),
    ]);
  });

  it("refuses `extend enum` in the base game, which lists its members in the declaration (CMP3074)", () => {
    const r = compile({ [GAME]: base() + "\nextend enum Mark { more }\n" });
    expect(errors(r)).toContainEqual(
      expect.objectContaining({ code: "CMP3074", message: "'extend enum Mark' belongs in a module or expansion folder", hint: "the base game lists its members in `enum Mark { ... }`" }),
    );
  });

  it("refuses inForce of something that is not an enum member (CMP3003), and of two values (CMP3008)", () => {
    const r = compile({ [GAME]: base().replace("query markCount = count(Mark)", "query bad = inForce(3)\nquery two = inForce(Mark.base, Mark.fog)") });
    expect(errors(r)).toEqual([
      expect.objectContaining({ code: "CMP3003", message: "the argument of 'inForce' must be an enum member" }),
      expect.objectContaining({ code: "CMP3008", message: "'inForce' takes 1 argument, found 2" }),
    ]);
  });
});
