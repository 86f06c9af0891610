// Return to HQ (ending movement there, passing through, being moved there on another's turn) and
// Retreat (no upkeep, 0 HP, on another hunter's turn).
import { describe, it, expect } from "vitest";
import { arrange, begin, giveHunter, loadDice, num, place, topEvent, type Table } from "./kryptothera-helpers.js";

/** Seat 0 (The Scholar, HQ in Madison) at `at` with a caged low, medium and legendary cryptid. */
function loaded(at: string, more: (t: Table) => void = () => {}): Table {
  return arrange(2, 31, ["madison", "miami"], (t) => {
    giveHunter(t, 0, "the-scholar");
    giveHunter(t, 1, "the-boss");
    t.setCounter("position", num(t, at), 0);
    place(t, "Cryptid/jackalope", "cage[low]", 0);
    place(t, "Cryptid/jersey-devil", "cage[medium]", 0);
    place(t, "Cryptid/piasa-bird", "cage[high]", 0);
    place(t, "Gear/aetherbolt-pistol", "itemSlots", 0);
    place(t, "Gear/trapper", "crewSlots", 0);
    for (const r of ["squonk", "hodag"]) place(t, `Cryptid/${r}`, "hand", 0);
    t.setCounter("hp", 3, 0);
    t.setCounter("earnings", 4, 0);
    t.setCounter("wallet", 3, 0);
    topEvent(t, "tailwind");
    more(t);
  });
}

describe("Return to HQ", () => {
  it("ending movement at HQ: shop, deposit (1 coin a cryptid, 2 a legendary), HP, income, wallet, hand", () => {
    // "On your turn, you may return to HQ by ending your movement at the location with your HQ marker."
    const t = loaded("chicago", (t) => place(t, "Gear/swamp-boots", "shop"));
    begin(t);
    t.play("act", "walk");
    t.play("destination", t.id("Location/madison"));
    t.play("act", "stop");
    // "Shop using coins in your wallet (optional)": 2 coins after upkeep.
    expect(t.pending()).toBe("buy");
    t.play("buy", null);
    expect(t.zone("depository", 0).sort()).toEqual(
      ["jackalope", "jersey-devil", "piasa-bird"].map((r) => t.id(`Cryptid/${r}`)).sort(),
    );
    expect(t.zone("cage[low]", 0).length + t.zone("cage[medium]", 0).length + t.zone("cage[high]", 0).length).toBe(0);
    expect(t.counter("hp", 0)).toBe(6);
    // income area: 4 + deposit 1 + 1 + 2 + income 2 = 10, all moved to the wallet (2 + 10)
    expect(t.counter("earnings", 0)).toBe(0);
    expect(t.counter("wallet", 0)).toBe(12);
    expect(t.zone("hand", 0).length).toBe(4);
    // The Scholar: 1 clue every return.
    expect(t.counter("clues", 0)).toBe(1);
    expect(t.offered()[0]!.player).toBe(1);
  });

  it("simply passing through the HQ triggers nothing", () => {
    // "Important: Simply passing through your HQ location does not trigger these effects."
    const t = loaded("chicago");
    begin(t);
    t.play("act", "walk");
    t.play("destination", t.id("Location/madison"));
    t.play("act", "walk");
    t.play("destination", t.id("Location/minneapolis"));
    t.play("act", "stop");
    t.play("buy", null);
    expect(t.zone("depository", 0)).toEqual([]);
    expect(t.zone("cage[high]", 0)).toEqual([t.id("Cryptid/piasa-bird")]);
    expect(t.counter("hp", 0)).toBe(3);
    expect(t.counter("earnings", 0)).toBe(6);
    expect(t.counter("wallet", 0)).toBe(2);
  });

  it("moved to HQ on another's turn: Return to HQ without shopping and income", () => {
    // "If a card or effect moves you to HQ when you are not the active player, resolve the Return to HQ
    // effects except shopping and collecting end-of-turn income. Move coins for income to wallet."
    const t = arrange(2, 32, ["miami", "madison"], (t) => {
      t.setCounter("position", num(t, "houston"), 0);
      place(t, "Cryptid/jackalope", "cage[low]", 1);
      t.setCounter("position", num(t, "chicago"), 1);
      t.setCounter("hp", 2, 1);
      t.setCounter("earnings", 3, 1);
      t.setCounter("wallet", 1, 1);
      topEvent(t, "airlift");
    });
    giveHunter(t, 1, "the-ranger");
    begin(t);
    t.play("airlift", "stay");
    expect(t.offered()[0]!.player).toBe(1);
    t.play("airlift", "fly");
    expect(t.counter("position", 1)).toBe(num(t, "madison"));
    expect(t.zone("depository", 1)).toEqual([t.id("Cryptid/jackalope")]);
    expect(t.counter("hp", 1)).toBe(6);
    // 3 + 1 for the deposit, no end-of-turn income
    expect(t.counter("wallet", 1)).toBe(1 + 4);
    expect(t.counter("earnings", 1)).toBe(0);
    expect(t.zone("hand", 1).length).toBe(4);
  });
});

describe("Retreat", () => {
  const retreated = (t: Table, seat: number) => {
    expect(t.counter("position", seat)).toBe(t.counter("hq", seat));
    // "Discard all cryptids in cages." A legendary escapes to its city.
    expect(t.zone("cage[low]", seat).length + t.zone("cage[medium]", seat).length + t.zone("cage[high]", seat).length).toBe(0);
    expect(t.zone("legends")).toContain(t.id("Cryptid/piasa-bird"));
    expect(t.zone("onMap")).toContain(t.id("Token/piasa-bird-token"));
    // "Discard all crew cards (keep all item cards)." "Restore all HP."
    expect(t.zone("crewSlots", seat)).toEqual([]);
    expect(t.zone("itemSlots", seat)).toEqual([t.id("Gear/aetherbolt-pistol")]);
    expect(t.counter("hp", seat)).toBe(6);
  };

  it("unable to pay upkeep: retreat at once, income collected as active player, turn over", () => {
    // "If you cannot finance your expedition this turn, you are immediately forced to retreat"
    const t = loaded("chicago", (t) => t.setCounter("wallet", 0, 0));
    begin(t);
    retreated(t, 0);
    // No event was drawn.
    expect(t.zone("eventDeck").at(-1)).toBe(t.ids("Event", (p) => p.id === "tailwind").find((i) => t.where(i) === "eventDeck"));
    // "Collect end-of-turn income only if you are the active player. Move all coins from income to wallet."
    expect(t.counter("wallet", 0)).toBe(4 + 2);
    expect(t.offered()[0]!.player).toBe(1);
  });

  it("0 HP during a capture: retreat and the turn ends", () => {
    // "You must retreat any time your HP is reduced to 0"
    const t = loaded("bluff-creek", (t) => {
      t.setCounter("hp", 1, 0);
      place(t, "Cryptid/bigfoot", "hand", 0);
    });
    begin(t);
    loadDice(t, [6, 6]);
    t.play("act", "capture");
    t.play("captureCard", t.id("Cryptid/bigfoot"));
    // The high cage holds the Piasa Bird: the Bigfoot is let go (1 clue), then the capture costs 1 HP.
    t.play("overflowDiscard", t.id("Cryptid/bigfoot"));
    retreated(t, 0);
    expect(t.zone("cryptidDiscard")).toContain(t.id("Cryptid/bigfoot"));
    expect(t.counter("retreats", 0)).toBe(1);
    expect(t.counter("wallet", 0)).toBe(2 + 4 + 2);
    expect(t.offered()[0]!.player).toBe(1);
  });

  it("0 HP on another hunter's turn: retreat without income, and the active turn goes on", () => {
    const t = arrange(2, 33, ["miami", "madison"], (t) => {
      topEvent(t, "stampede");
      place(t, "Cryptid/piasa-bird", "cage[high]", 1);
      place(t, "Gear/aetherbolt-pistol", "itemSlots", 1);
      place(t, "Gear/trapper", "crewSlots", 1);
      t.setCounter("position", num(t, "chicago"), 1);
      t.setCounter("hp", 1, 1);
      t.setCounter("earnings", 3, 1);
      t.setCounter("wallet", 2, 1);
    });
    begin(t);
    retreated(t, 1);
    expect(t.counter("wallet", 1)).toBe(5);
    expect(t.counter("hp", 0)).toBe(5);
    expect(t.offered()[0]!.player).toBe(0);
    expect(t.pending()).toBe("act");
  });
});
