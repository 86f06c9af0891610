// The components fit every count the rulebook gives, keep its named specifics, and the map is placed
// and connected as the rulebook's examples require.
import { describe, it, expect } from "vitest";
import { kProgram } from "./kryptothera-helpers.js";

const program = kProgram();
// The base game's components (the expansions' are counted in kryptothera/expansions-decks.test.ts).
const of = (type: string) => program.components.filter((c) => c.type === type && c.expansion === undefined);
const rec = (type: string, id: string) => of(type).find((c) => c.id === `${type}/${id}` || c.id === `${type}/${id}#1`)!;

describe("Components", () => {
  it("75 cryptid cards (25 per threat level) and 15 legendaries with three different checks", () => {
    // "75 Cryptid Cards: 25 Low-Threat Cryptids, 25 Medium-Threat Cryptids, 25 High-Threat Cryptids"
    const cryptids = of("Cryptid");
    for (const t of ["low", "medium", "high"]) expect(cryptids.filter((c) => c.props.threat === t).length).toBe(25);
    // "Legendary cryptids ... requiring three different skill checks."
    const legends = cryptids.filter((c) => c.props.threat === "legendary");
    expect(legends.length).toBe(15);
    for (const l of legends) expect(new Set((l.props.checks as { skill: string }[]).map((k) => k.skill)).size).toBe(3);
  });

  it("60 event cards and the 15 legendary cards' events; 12 contracts; 50 item-crew; 6 hunters; 15 tokens", () => {
    const events = of("Event");
    expect(events.filter((e) => e.props.legendary === undefined && e.props.deck === undefined).length).toBe(60);
    expect(events.filter((e) => e.props.legendary !== undefined).length).toBe(15);
    expect(of("Contract").length).toBe(12);
    expect(of("Gear").length).toBe(50);
    expect(of("Hunter").length).toBe(6);
    expect(of("Token").length).toBe(15);
    expect(of("RoundSpace").length).toBe(10);
  });

  it("keeps the rulebook's specifics", () => {
    const loc = (c: { props: Record<string, unknown> }) => program.components[c.props.location as number]!.id;
    // "the Temagami Bigfoot ... a low-threat cryptid found in Moosonee that requires a skill check of 3 might"
    const tb = rec("Cryptid", "temagami-bigfoot");
    expect([tb.props.threat, loc(tb), tb.props.checks, tb.props.hp]).toEqual(["low", "Location/moosonee", [{ skill: "might", target: 3 }], 0]);
    // "the Hidebehind, a high-threat cryptid requiring a skill check of 3 charisma and 4 wisdom"
    const hb = rec("Cryptid", "hidebehind");
    expect([hb.props.threat, loc(hb), hb.props.checks, hb.props.hp]).toEqual(["high", "Location/madison", [{ skill: "charisma", target: 3 }, { skill: "wisdom", target: 4 }], 1]);
    expect(loc(rec("Cryptid", "donkey-lady"))).toBe("Location/san-antonio");
    const ch = rec("Cryptid", "chupacabra");
    expect([ch.props.threat, loc(ch)]).toEqual(["legendary", "Location/mexico-city"]);
    expect(rec("Gear", "aetherbolt-pistol").props).toMatchObject({ skill: "might", bonus: 1, kind: "item" });
    expect(rec("Contract", "legendary-hoard").props.points).toBe(15);
    for (const name of ["Legend Whisperer", "Rival's Bane", "Silent Pursuer"]) expect(of("Contract").some((c) => c.props.name === name)).toBe(true);
    expect(of("Hunter").some((h) => h.props.name === "The Boss")).toBe(true);
    // Sara: "her character's might is 0", "Sara's character has 1 charisma and 2 wisdom"
    expect(rec("Hunter", "the-scholar").props.skills).toMatchObject({ might: 0, charisma: 1, wisdom: 2 });
  });
});

describe("The map", () => {
  const locs = of("Location");
  const byId = new Map(program.components.map((c, i) => [i, c]));
  const links = (id: string) => (rec("Location", id).props.links as number[]).map((i) => byId.get(i)!.id);
  const distance = (from: string, to: string): number => {
    const start = program.components.indexOf(rec("Location", from));
    const goal = program.components.indexOf(rec("Location", to));
    const seen = new Map([[start, 0]]);
    const queue = [start];
    while (queue.length) {
      const u = queue.shift()!;
      for (const v of program.components[u]!.props.links as number[]) if (!seen.has(v)) { seen.set(v, seen.get(u)! + 1); queue.push(v); }
    }
    return seen.get(goal) ?? -1;
  };

  it("has 100 locations and 4 Maelstrom points, all connected, links listed from both ends", () => {
    expect(locs.filter((l) => l.props.kind !== "maelstrom").length).toBe(100);
    expect(locs.filter((l) => l.props.kind === "maelstrom").length).toBe(4);
    for (const l of locs) {
      expect(distance("moosonee", l.id.split("/")[1]!)).toBeGreaterThanOrEqual(0);
      for (const n of links(l.id.split("/")[1]!)) expect(links(n.split("/")[1]!)).toContain(l.id);
    }
  });

  it("Thompson - Sandy Lake - Moosonee, and Moosonee is 4 MP from Madison", () => {
    expect(links("sandy-lake")).toEqual(expect.arrayContaining(["Location/thompson", "Location/moosonee"]));
    expect(distance("moosonee", "madison")).toBe(4);
  });

  it("Maelstroms teleport North-South and East-West for 1 MP", () => {
    // "You can teleport from the North to the South Maelstrom and from the East to the West Maelstrom"
    expect(links("north-maelstrom")).toContain("Location/south-maelstrom");
    expect(links("east-maelstrom")).toContain("Location/west-maelstrom");
    expect(links("north-maelstrom")).not.toContain("Location/east-maelstrom");
  });

  it("places north to the top and west to the left, by latitude and longitude", () => {
    const p = (id: string) => rec("Location", id).props as { lat: number; lon: number };
    expect(p("inuvik").lat).toBeGreaterThan(p("mexico-city").lat);
    expect(p("vancouver").lon).toBeLessThan(p("halifax").lon);
  });
});
