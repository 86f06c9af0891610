// Expansions as folders: content/<game>/expansions/<name>/ adds records and rules, switched on by an option.
import { describe, expect, it } from "vitest";
import { compileExpedition, expedition } from "../helpers/expedition.js";

const STORM = "expedition/expansions/storm/storm.rules";
const errors = (r: ReturnType<typeof compileExpedition>) => r.diagnostics.filter((d) => d.severity === "error");

describe("an expansion folder", () => {
  it("becomes a bool option (off by default) listed with its title and description", () => {
    const p = expedition();
    expect(p.expansions).toEqual([
      { name: "storm", title: "Storm", description: "wind on the mountain: a gust may blow the leader down each round, and two ropes help" },
    ]);
    const o = p.options.find((x) => x.name === "storm")!;
    expect(o.type).toEqual({ kind: "bool" });
    expect(o.default).toMatchObject({ kind: "lit", value: false });
  });

  it("adds its records to the base game's type, tagged with the expansion, after the base records", () => {
    const gear = expedition().components.filter((c) => c.type === "Gear");
    expect(gear.map((c) => [c.id, c.expansion ?? null])).toEqual([
      ["Gear/boots#1", null], ["Gear/boots#2", null], ["Gear/boots#3", null], ["Gear/boots#4", null],
      ["Gear/rope#1", "storm"], ["Gear/rope#2", "storm"],
    ]);
    // `zone pack: Gear public full` holds every Gear, the expansion's too: the runtime boxes them while it is off.
    const pack = expedition().zones.find((z) => z.name === "pack")!;
    expect(pack.initial).toHaveLength(6);
  });

  it("attaches a `replace proc` body to the base procedure, and merges its log.yaml", () => {
    const p = expedition();
    expect(p.procs.weather!.body.block).toEqual([]);
    expect(p.procs.weather!.replacements?.map((r) => r.expansion)).toEqual(["storm"]);
    expect(p.templates.gust).toBe("A gust blows {player} down.");
    expect(p.templates.fell).toBe("{player} slips and falls.");
  });

  it("reads a type from several files of its own folder", () => {
    const r = compileExpedition({
      "expedition/game.rules": expeditionRules().replace('type Gear from "gear.yaml" {', 'type Gear from "gear.yaml", "more-gear.yaml" {'),
      "expedition/more-gear.yaml": '- { id: axe, name: "Ice axe", lift: 2 }\n',
    });
    expect(errors(r)).toEqual([]);
    expect(r.program!.components.filter((c) => c.type === "Gear").map((c) => c.id)).toContain("Gear/axe");
  });
});

describe("expansion diagnostics", () => {
  it("refuses a folder without an `expansion` declaration (CMP3060)", () => {
    const r = compileExpedition({ [STORM]: stormRules().replace(/^expansion .*$/m, "") });
    expect(errors(r)).toContainEqual(expect.objectContaining({ code: "CMP3060", message: "the folder expansions/storm has no 'expansion' declaration" }));
  });

  it("refuses an expansion folder with data but no .rules file (CMP3060)", () => {
    const r = compileExpedition({ "expedition/expansions/fog/mist.yaml": "- { id: mist, name: Mist, lift: 0 }\n" });
    expect(errors(r)).toContainEqual(expect.objectContaining({ code: "CMP3060", message: "the folder expansions/fog has no .rules file", span: { file: "expedition/expansions/fog/mist.yaml", start: 0, end: 0 } }));
  });

  it("refuses an `expansion` declaration in the base game, and a flow in an expansion (CMP3060)", () => {
    const r = compileExpedition({
      "expedition/extra.rules": 'expansion fog "Fog"\n',
      [STORM]: stormRules() + "\nflow { step x { } }\n",
    });
    const e = errors(r).filter((d) => d.code === "CMP3060");
    expect(e.map((d) => d.message)).toEqual(["'expansion fog' belongs in a folder expedition/expansions/<name>/", "an expansion cannot declare the flow"]);
    expect(e[0]!.span).toMatchObject({ file: "expedition/extra.rules", start: 10 });
  });

  it("refuses `replace proc` for an unknown procedure, a wrong arity, and in the base game (CMP3061)", () => {
    const r = compileExpedition({
      [STORM]: stormRules() + "\nreplace proc sunshine() { }\nreplace proc record() { }\n",
      "expedition/extra.rules": "replace proc weather() { }\n",
    });
    const e = errors(r).filter((d) => d.code === "CMP3061" || d.code === "CMP3060").map((d) => d.message);
    expect(e).toContain("there is no procedure 'sunshine' to replace");
    expect(e).toContain("'record' takes 1 parameter(s) in the base game, not 0");
    expect(e).toContain("'replace proc weather' belongs in an expansion folder");
  });

  it("refuses `add` to an unknown type, and a record id that another file already used (CMP3062)", () => {
    const r = compileExpedition({
      [STORM]: stormRules() + '\nadd Rope from "ropes.yaml"\n',
      "expedition/expansions/storm/ropes.yaml": '- { id: boots, name: "Rope", lift: 1 }\n',
    });
    const e = errors(r).filter((d) => d.code === "CMP3062");
    expect(e.map((d) => d.message)).toEqual(["a Gear with the id 'boots' comes from another file already", "there is no type 'Rope' to add records to"]);
    expect(e[0]!.span.file).toBe("expedition/expansions/storm/ropes.yaml");
  });

  it("reports a missing file of an `add` at the file name, relative to the expansion folder", () => {
    const r = compileExpedition({ "expedition/expansions/storm/ropes.yaml": undefined });
    const d = errors(r).find((x) => x.message.includes("ropes.yaml"))!;
    expect(d.message).toContain("expedition/expansions/storm/ropes.yaml");
    expect(d.span.file).toBe(STORM);
  });
});

function expeditionRules(): string {
  return compileExpedition().sources.get("expedition/game.rules")!;
}

function stormRules(): string {
  return compileExpedition().sources.get(STORM)!;
}
