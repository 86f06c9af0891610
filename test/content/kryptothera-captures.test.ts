// Skill checks, captures and cage management, each on a table arranged at the start of seat 0's turn.
import { describe, it, expect } from "vitest";
import { arrange, begin, giveHunter, loadDice, num, place, reveal, topEvent, type Table } from "./kryptothera-helpers.js";

/** Seat 0 (The Scholar) standing at `at`, with `hand` and the Tailwind event (+2 MP, no dice) on top. */
function hunterAt(at: string, hand: string[], more: (t: Table) => void = () => {}): Table {
  return arrange(2, 21, ["thompson", "miami"], (t) => {
    giveHunter(t, 0, "the-scholar");
    t.setCounter("position", num(t, at), 0);
    for (const r of hand) place(t, `Cryptid/${r}`, "hand", 0);
    topEvent(t, "tailwind");
    more(t);
  });
}

describe("Skill checks", () => {
  it("the rulebook's example: a roll of 2, 1 Charisma and an item's +1 make 4 and pass the Grand Display", () => {
    // "You need at least 4 charisma to succeed in the Grand Display event. You roll a 2 on the die, your
    // character has 1 charisma, and you have an item that gives you +1 charisma. A total of 4 charisma
    // results in a success!"
    const t = hunterAt("thompson", [], (t) => {
      place(t, "Gear/silver-flask", "itemSlots", 0);
      topEvent(t, "grand-display");
      t.setCounter("wallet", 5, 0);
    });
    loadDice(t, [2]);
    begin(t);
    const check = t.s.log.filter((l) => l.e === "skillCheck").at(-1)!;
    expect(check.a).toMatchObject({ skill: "charisma", roll: 2, value: 2, total: 4, target: 4, success: true });
    expect(t.counter("wallet", 0)).toBe(5 - 1 + 2);
  });

  it("a skill value cannot exceed 3: Might 3 and a +2 harpoon add only 3, so a 1 fails a 5 check", () => {
    // "A skill value cannot exceed 3, even with bonuses."
    const t = hunterAt("thompson", [], (t) => {
      giveHunter(t, 0, "the-brawler");
      place(t, "Gear/whaling-harpoon", "itemSlots", 0);
      topEvent(t, "grizzly");
    });
    loadDice(t, [1]);
    begin(t);
    const check = t.s.log.filter((l) => l.e === "skillCheck").at(-1)!;
    expect(check.a).toMatchObject({ skill: "might", roll: 1, value: 3, total: 4, target: 5, success: false });
    // Grizzly: "Failure: lose 2 HP."
    expect(t.counter("hp", 0)).toBe(4);
  });
});

describe("Capturing cryptids", () => {
  it("checks run top to bottom and the capture fails at the first failure", () => {
    // "If you fail any one skill check during a capture attempt, the capture is a failure."
    const t = hunterAt("pine-barrens", ["jersey-devil"]);
    begin(t);
    loadDice(t, [1, 6]);
    t.play("act", "capture");
    t.play("captureCard", t.id("Cryptid/jersey-devil"));
    expect(t.s.log.filter((l) => l.e === "skillCheck").length).toBe(1);
    expect(t.zone("cryptidDiscard")).toContain(t.id("Cryptid/jersey-devil"));
    expect(t.counter("clues", 0)).toBe(1);
  });

  it("F-1: the health is lost on failure only", () => {
    // "When the health loss icon shows F-1, this means you only lose 1 HP on failure."
    const t = hunterAt("point-pleasant", ["mothman"]);
    begin(t);
    loadDice(t, [6, 6]);
    t.play("act", "capture");
    t.play("captureCard", t.id("Cryptid/mothman"));
    expect(t.zone("cage[medium]", 0)).toEqual([t.id("Cryptid/mothman")]);
    expect(t.counter("hp", 0)).toBe(6);
    const u = hunterAt("point-pleasant", ["mothman"]);
    begin(u);
    loadDice(u, [1]);
    u.play("act", "capture");
    u.play("captureCard", u.id("Cryptid/mothman"));
    expect(u.counter("hp", 0)).toBe(5);
  });

  it("a legendary: three checks, -2 HP, its token leaves the board; on failure no clue and the token stays", () => {
    const t = hunterAt("st-louis", [], (t) => reveal(t, "piasa-bird", 1));
    begin(t);
    loadDice(t, [6, 6, 6]);
    t.play("act", "captureLegend");
    const c = t.id("Cryptid/piasa-bird");
    expect(t.zone("cage[high]", 0)).toEqual([c]);
    expect(t.counter("hp", 0)).toBe(4);
    expect(t.zone("tokenBox")).toContain(t.id("Token/piasa-bird-token"));
    expect(t.counter("legendsCaught", 0)).toBe(1);
    expect(t.counter("othersLegendsCaught", 0)).toBe(1);
    const u = hunterAt("st-louis", [], (t) => reveal(t, "piasa-bird", 1));
    begin(u);
    loadDice(u, [6, 1]);
    u.play("act", "captureLegend");
    expect(u.zone("legends")).toContain(c);
    expect(u.zone("onMap")).toContain(u.id("Token/piasa-bird-token"));
    expect(u.counter("clues", 0)).toBe(0);
    expect(u.counter("hp", 0)).toBe(4);
  });

  it("a second attempt at the same place needs leaving and re-entering", () => {
    // "If you wish to make a second capture attempt in the same location, you must first exit and then
    // re-enter the location (spending MP)."
    const t = hunterAt("cheyenne", ["jackalope", "ball-tailed-cat"], (t) => place(t, "Cryptid/hoop-snake", "hand", 0));
    place(t, "Cryptid/jersey-devil", "hand", 0);
    begin(t);
    loadDice(t, [1]);
    t.play("act", "capture");
    t.play("captureCard", t.id("Cryptid/jackalope"));
    // Another cryptid of Cheyenne would wait: put one there.
    t.setCounter("position", num(t, "cheyenne"), 0);
    expect(t.can("act", "capture")).toBe(false);
    const back = t.id("Location/cheyenne");
    const away = (t.props(back).links as number[])[0]!;
    place(t, "Cryptid/jackalope", "hand", 0);
    t.play("act", "walk");
    t.play("destination", away);
    t.play("act", "walk");
    t.play("destination", back);
    expect(t.can("act", "capture")).toBe(true);
  });
});

describe("Cage management", () => {
  const full = (t: Table, zone: string, records: string[]) => records.forEach((r) => place(t, `Cryptid/${r}`, zone, 0));

  it.each([
    ["low", "cage[low]", "cheyenne", "jackalope", ["squonk", "hodag", "hoop-snake", "billdad"], [6]],
    ["medium", "cage[medium]", "pine-barrens", "jersey-devil", ["skunk-ape", "dover-demon", "ogopogo"], [6, 6]],
    ["high", "cage[high]", "bluff-creek", "bigfoot", ["wendigo", "champ"], [6, 6]],
  ] as const)("a full %s cage: discard the new or a caged card and gain 1 clue", (_threat, zone, at, record, caged, dice) => {
    // "If the appropriate cage is full, discard either the newly captured cryptid card or one in that
    // cage. Gain 1 clue token (worth 1 point)."
    const t = hunterAt(at, [record], (t) => full(t, zone, [...caged]));
    begin(t);
    loadDice(t, [...dice]);
    t.play("act", "capture");
    t.play("captureCard", t.id(`Cryptid/${record}`));
    expect(t.pending()).toBe("overflowDiscard");
    expect(t.offered().length).toBe(caged.length + 1);
    const old = t.id(`Cryptid/${caged[0]}`);
    t.play("overflowDiscard", old);
    expect(t.zone(zone, 0)).toContain(t.id(`Cryptid/${record}`));
    expect(t.zone(zone, 0)).not.toContain(old);
    expect(t.zone(zone, 0).length).toBe(caged.length);
    expect(t.counter("clues", 0)).toBe(1);
  });

  it("high-threat cryptids make room for a legendary without a clue", () => {
    // "You may discard high-threat cryptids to make room for a captured legendary, but you do not receive
    // clue tokens if you do."
    const t = hunterAt("st-louis", [], (t) => {
      reveal(t, "piasa-bird");
      full(t, "cage[high]", ["wendigo"]);
    });
    begin(t);
    loadDice(t, [6, 6, 6]);
    t.play("act", "captureLegend");
    t.play("makeRoom", "dropHighs");
    expect(t.zone("cage[high]", 0)).toEqual([t.id("Cryptid/piasa-bird")]);
    expect(t.zone("cryptidDiscard")).toContain(t.id("Cryptid/wendigo"));
    expect(t.counter("clues", 0)).toBe(0);
  });

  it("a second legendary overflows the high cage: the one discarded escapes back to its city", () => {
    // "When legendary cryptids are discarded, they escape and return to their habitat."
    const t = hunterAt("st-louis", [], (t) => {
      reveal(t, "piasa-bird");
      place(t, "Cryptid/bessie", "cage[high]", 0);
    });
    begin(t);
    loadDice(t, [6, 6, 6]);
    t.play("act", "captureLegend");
    const bessie = t.id("Cryptid/bessie");
    t.play("overflowDiscard", bessie);
    expect(t.zone("cage[high]", 0)).toEqual([t.id("Cryptid/piasa-bird")]);
    expect(t.zone("legends")).toContain(bessie);
    const tok = t.id("Token/bessie-token");
    expect(t.zone("onMap")).toContain(tok);
    expect(t.attr("site", tok)).toBe(num(t, "detroit"));
    expect(t.counter("clues", 0)).toBe(1);
  });
});
