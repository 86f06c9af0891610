// Records written inline in YAML lists (a `type` without `from`: "3 Charisma, then 4 Wisdom") and values
// keyed by an enum's members (`skills: int per Skill`, read `h.skills[charisma]`), as a hunter's board
// and a cryptid card print them.
import { describe, it, expect } from "vitest";
import { compileGame, MemoryContentSource } from "../../compiler/index.js";
import { formatDiagnostic } from "../../dsl/index.js";
import { Engine } from "../../runtime/index.js";

const RULES = `game "Hunt" players 2..2
enum Skill { might, wisdom, charisma }
type Check {
  skill: Skill
  target: int
}
type Hunter from "hunters.yaml" { skills: int per Skill }
type Cryptid from "cryptids.yaml" { checks: list of Check  lair?: Hunter }
zone hunters: Hunter public full
zone cryptids: Cryptid public full
function hidebehind(): Cryptid = first([c in cryptids where count(c.checks) == 2])
query checks = [k in hidebehind().checks -> k.skill]
query targets = [k in hidebehind().checks -> k.target]
query charisma = [h in hunters -> h.skills[charisma]]
query passes = [k in hidebehind().checks where first(hunters).skills[k.skill] >= k.target -> k.skill]
query lair = first(cryptids).lair.skills[might]
flow { step s { rank p by 0 } }
`;
const HUNTERS = `- { id: scholar, skills: { might: 0, wisdom: 2, charisma: 1 } }
- { id: brute, skills: { charisma: 0, might: 3, wisdom: 4 } }
`;
const CRYPTIDS = `- { id: bigfoot, checks: [{ skill: might, target: 3 }], lair: brute }
- { id: hidebehind, checks: [{ skill: charisma, target: 1 }, { skill: wisdom, target: 4 }] }
`;

function compile(files: Record<string, string> = {}) {
  return compileGame(new MemoryContentSource({ "g/game.rules": RULES, "g/hunters.yaml": HUNTERS, "g/cryptids.yaml": CRYPTIDS, ...files }), "g");
}
const errors = (r: ReturnType<typeof compile>) => r.diagnostics.filter((d) => d.severity === "error");

describe("records in YAML lists and values per enum member", () => {
  const r = compile();
  const q = (name: string) => {
    const out = new Engine(r.program!).query(name, { players: 2, seed: 1 });
    if (!out.ok) throw new Error(out.error.message);
    return out.state;
  };
  it("compiles", () => expect(errors(r).map((d) => d.message)).toEqual([]));
  it("reads a card's checks top to bottom, each by its fields", () => {
    expect(q("checks")).toEqual(["charisma", "wisdom"]);
    expect(q("targets")).toEqual([1, 4]);
  });
  it("reads a skill by its name, whatever order the YAML wrote the members in", () => expect(q("charisma")).toEqual([1, 0]));
  it("keys by a value worked out at run time", () => expect(q("passes")).toEqual(["charisma"]));
  it("a record id inside a record is that component", () => expect(q("lair")).toBe(3));
  it("refuses a record field the type does not declare, at its file:line:col", () => {
    const yaml = CRYPTIDS.replace("target: 3 }", "target: 3, bonus: 1 }");
    const bad = compile({ "g/cryptids.yaml": yaml });
    const d = errors(bad)[0]!;
    expect(formatDiagnostic(d, yaml).split("\n")[0]).toMatch(/^g\/cryptids\.yaml:1:\d+: error CNT2\d+: .*bonus/);
  });
  it("refuses a value per member with a member missing or unknown", () => {
    const missing = compile({ "g/hunters.yaml": HUNTERS.replace(", charisma: 1 }", " }") });
    expect(errors(missing).map((d) => d.message).join("\n")).toMatch(/charisma/);
    const unknown = compile({ "g/hunters.yaml": HUNTERS.replace("charisma: 1", "charm: 1") });
    expect(errors(unknown).length).toBeGreaterThan(0);
  });
  it("refuses a key of the wrong enum, and [key] on what is not keyed", () => {
    const wrongKey = compile({ "g/game.rules": RULES.replace("query lair = first(cryptids).lair.skills[might]", "query lair = first(cryptids).lair.skills[3]") });
    expect(errors(wrongKey).map((d) => [d.code, d.message])).toEqual([["CMP3003", "the key in [...] must be Skill, found int"]]);
    const notKeyed = compile({ "g/game.rules": RULES.replace("query lair = first(cryptids).lair.skills[might]", "query lair = first(cryptids).checks[might]") });
    const d = errors(notKeyed)[0]!;
    const text = RULES.replace("query lair = first(cryptids).lair.skills[might]", "query lair = first(cryptids).checks[might]");
    expect(formatDiagnostic(d, text).split("\n")[0]).toBe(
      "g/game.rules:16:14: error CMP3003: only a value per enum member (a field such as `skills: int per Skill`) is read with [key]; this is list of Check",
    );
  });
  it("refuses `per` a name that is not an enum, with a did-you-mean", () => {
    const bad = compile({ "g/game.rules": RULES.replace("int per Skill", "int per Skil") });
    const d = errors(bad).find((x) => x.code === "CMP3010")!;
    expect(d.message).toBe("'per Skil' needs an enum, and there is no enum 'Skil'");
    expect(d.hint).toBe("did you mean 'Skill'?");
  });
});
