// The rulebook's Turn Example, move by move: Sara (seat 0, The Scholar: Might 0, Charisma 1, Wisdom 2)
// and David (seat 1). The table is arranged at the start of Sara's first turn; the die is loaded
// before each roll.
import { describe, it, expect } from "vitest";
import { arrange, loadDice, num, place, giveHunter, type Table } from "./kryptothera-helpers.js";

const SARA = 0, DAVID = 1;

function table(): Table {
  return arrange(2, 11, ["thompson", "miami"], (t) => {
    giveHunter(t, SARA, "the-scholar");
    giveHunter(t, DAVID, "the-boss");
    t.setCounter("position", num(t, "sandy-lake"), SARA);
    // "The movement tracker is at 5 MP" (one legendary was revealed before).
    t.setCounter("mp", 5);
    // Sara can pay the upkeep but then "does not have enough coins in her wallet to buy from the shop".
    t.setCounter("wallet", 2, SARA);
    for (const r of ["temagami-bigfoot", "hidebehind", "jackalope", "squonk"]) place(t, `Cryptid/${r}`, "hand", SARA);
    for (const r of ["skunk-ape", "hoop-snake", "billdad", "cactus-cat"]) place(t, `Cryptid/${r}`, "hand", DAVID);
    // The event deck: Alchemist's Elixir on top, then the Chupacabra.
    place(t, "Event/chupacabra-event", "eventDeck");
    place(t, "Event/alchemists-elixir", "eventDeck");
    // The shop deck: the Aetherbolt Pistol on top ("She chooses to draw a random item").
    place(t, "Gear/aetherbolt-pistol", "gearDeck");
  });
}

describe("Turn Example", () => {
  const t = table();
  const card = (r: string) => t.id(`Cryptid/${r}`);

  it("Sara pays 1 aether coin and draws the Alchemist's Elixir, which every hunter resolves", () => {
    t.play("discardContract", t.zone("contract", SARA)[0]!);
    // "Sara starts her turn by paying 1 aether coin to begin her expedition, then draws the Alchemist's
    // Elixir event card. The effect applies to "All" hunters"
    expect(t.counter("wallet", SARA)).toBe(1);
    expect(t.offered()[0]!.player).toBe(SARA);
    expect(t.pending()).toBe("elixirGift");
    // "Sara chooses to draw a random item and gains the Aetherbolt Pistol, which provides a permanent +1 might."
    t.play("elixirGift", "gear");
    expect(t.zone("itemSlots", SARA)).toEqual([t.id("Gear/aetherbolt-pistol")]);
    // David chooses for himself next.
    expect(t.offered()[0]!.player).toBe(DAVID);
    t.play("elixirGift", "restore");
    expect(t.zone("eventDiscard")).toContain(t.id("Event/alchemists-elixir"));
  });

  it("Sara moves from Sandy Lake to Moosonee and fails the Temagami Bigfoot with a roll of 1", () => {
    t.play("act", "walk");
    t.play("destination", t.id("Location/moosonee"));
    expect(t.counter("position", SARA)).toBe(num(t, "moosonee"));
    t.play("act", "capture");
    t.play("captureCard", card("temagami-bigfoot"));
    // She keeps the Elixir for later; "she rolls a 1 = failure!"
    loadDice(t, [1]);
    t.play("useElixir", "keep");
    // "Sara discards the Temagami Bigfoot and gains 1 clue token. She loses no health, as shown on the card."
    expect(t.zone("cryptidDiscard")).toContain(card("temagami-bigfoot"));
    expect(t.counter("clues", SARA)).toBe(1);
    expect(t.counter("hp", SARA)).toBe(6);
    // "The movement tracker is at 5 MP, meaning Sara still has 4 MP remaining."
    expect(t.counter("mpLeft", SARA)).toBe(4);
    // A second attempt here needs leaving and re-entering.
    expect(t.can("act", "capture")).toBe(false);
  });

  it("a roll of 2 would have passed: 0 Might + 1 from the pistol + 2 = 3", () => {
    const log = t.s.log.filter((l) => l.e === "skillCheck").at(-1)!;
    expect(log.a).toMatchObject({ roll: 1, value: 1, target: 3, total: 2, success: false });
  });

  it("she uses all 4 MP to move to Madison", () => {
    for (const r of ["timmins", "sault-ste-marie", "chicago", "madison"]) {
      t.play("act", "walk");
      t.play("destination", t.id(`Location/${r}`));
    }
    expect(t.counter("position", SARA)).toBe(num(t, "madison"));
    expect(t.counter("mpLeft", SARA)).toBe(0);
    expect(t.can("act", "walk")).toBe(false);
  });

  it("the Elixir lowers the Hidebehind's Charisma check for 1 HP, and a 5 passes the Wisdom check", () => {
    t.play("act", "capture");
    t.play("captureCard", card("hidebehind"));
    // "losing 1 HP to reduce the Hidebehind's charisma check by 1, automatically passing the charisma
    // check (since any roll will result in a successful check). She then rolls a 5"
    loadDice(t, [1, 5]);
    t.play("useElixir", "spend");
    // The Elixir is spent once: the Wisdom check is rolled without an offer.
    expect(t.s.log.filter((l) => l.e === "elixirUsed").length).toBe(1);
    const checks = t.s.log.filter((l) => l.e === "skillCheck").slice(-2).map((l) => l.a);
    expect(checks[0]).toMatchObject({ skill: "charisma", roll: 1, value: 1, target: 2, success: true });
    expect(checks[1]).toMatchObject({ skill: "wisdom", roll: 5, value: 2, target: 4, success: true });
    // "Sara adds the cryptid to her high-threat cage and loses another 1 HP"
    expect(t.zone("cage[high]", SARA)).toEqual([card("hidebehind")]);
    // 6 HP - 1 (the Elixir) - 1 (the capture)
    expect(t.counter("hp", SARA)).toBe(4);
  });

  it("with no coins for the shop she collects income and refills her hand with 2 cards", () => {
    t.play("act", "stop");
    // "she does not have enough coins in her wallet to buy from the shop": no purchase is offered.
    expect(t.counter("wallet", SARA)).toBe(1);
    // "She collects income, as shown by the income tracker" (2 in round 1) into the income area.
    expect(t.counter("earnings", SARA)).toBe(2);
    // "Finally, she draws 2 cryptid cards to refill her hand to 4 total cards and ends her turn."
    expect(t.zone("hand", SARA).length).toBe(4);
    expect(t.s.log.filter((l) => l.e === "drawCryptids" || l.e === "turnEnds").at(-1)!.e).toBe("turnEnds");
  });

  it("David draws the Chupacabra: MP 6, its token in Mexico City, and he loses 2 HP", () => {
    // David's turn: round 1's contract first, then upkeep and the event.
    t.play("discardContract", t.zone("contract", DAVID)[0]!);
    expect(t.counter("mp")).toBe(6);
    const token = t.id("Token/chupacabra-token");
    expect(t.zone("onMap")).toContain(token);
    expect(t.attr("site", token)).toBe(num(t, "mexico-city"));
    expect(t.zone("legends")).toContain(card("chupacabra"));
    expect(t.counter("hp", DAVID)).toBe(4);
    // "Chupacabra is now available for capture, and David continues with his turn."
    expect(t.offered()[0]!.player).toBe(DAVID);
    expect(t.pending()).toBe("act");
  });
});
