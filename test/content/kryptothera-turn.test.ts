// The turn's steps beyond the Turn Example: Maelstrom teleports, the legendary MP cap, "You" and "All"
// events, the shop's limit, refill and reshuffle, income kept out of reach until HQ, and the hand refill.
import { describe, it, expect } from "vitest";
import { arrange, begin, clear, giveHunter, num, place, topEvent, type Table } from "./kryptothera-helpers.js";

function table(more: (t: Table) => void): Table {
  return arrange(3, 51, ["miami", "seattle", "boston"], (t) => {
    giveHunter(t, 0, "the-scholar");
    topEvent(t, "tailwind");
    more(t);
  });
}

describe("Movement", () => {
  it("Maelstroms teleport between like-kind points for 1 MP each", () => {
    // "You can teleport from the North to the South Maelstrom ... Count MP as you would count moving from
    // one location to another on the map."
    const t = table((t) => t.setCounter("position", num(t, "churchill"), 0));
    begin(t);
    const mp = t.counter("mpLeft", 0);
    t.play("act", "walk");
    t.play("destination", t.id("Location/north-maelstrom"));
    t.play("act", "walk");
    expect(t.can("destination", t.id("Location/south-maelstrom"))).toBe(true);
    expect(t.can("destination", t.id("Location/east-maelstrom"))).toBe(false);
    t.play("destination", t.id("Location/south-maelstrom"));
    expect(t.counter("mpLeft", 0)).toBe(mp - 2);
    t.play("act", "walk");
    t.play("destination", t.id("Location/merida"));
    expect(t.counter("position", 0)).toBe(num(t, "merida"));
  });

  it("MP: the tracker plus this turn's event (Tailwind +2), and legendaries raise the tracker to 8 at most", () => {
    // "Increase the MP tracker by +1 (max 8)."
    const t = table((t) => {
      t.setCounter("mp", 8);
      topEvent(t, "kee-wakw-event");
    });
    begin(t);
    expect(t.counter("mp")).toBe(8);
    expect(t.counter("mpLeft", 0)).toBe(8);
    const u = table(() => {});
    begin(u);
    expect(u.counter("mpLeft", 0)).toBe(4 + 2);
  });
});

describe("Events", () => {
  it('"You" is the active player only; "All" is every player, the active one included', () => {
    // "When a card says "You" it refers to the active player only. When a card says "All" it refers to all
    // players, including the active player."
    const t = table((t) => topEvent(t, "windfall"));
    begin(t);
    expect([0, 1, 2].map((p) => t.counter("wallet", p))).toEqual([5 - 1 + 3, 5, 5]);
    const u = table((t) => topEvent(t, "stampede"));
    begin(u);
    expect([0, 1, 2].map((p) => u.counter("hp", p))).toEqual([5, 5, 5]);
  });

  it('an "All" event that knocks the active hunter to 0 HP is still resolved by every hunter before the retreat ends the turn', () => {
    // "When a card says "All" it refers to all players, including the active player." "You must retreat
    // any time your HP is reduced to 0 ... End your turn if you are the active player."
    const t = table((t) => {
      topEvent(t, "stampede");
      t.setCounter("hp", 1, 0);
    });
    begin(t);
    // The active hunter retreated (HP restored to full, back at the HQ); the others lost their 1 HP too.
    expect([0, 1, 2].map((p) => t.counter("hp", p))).toEqual([6, 5, 5]);
    expect(t.e.logLines(t.s).some((l) => /Player 1 retreats to the HQ/.test(l))).toBe(true);
    expect(t.e.logLines(t.s).filter((l) => /loses 1 HP/.test(l))).toHaveLength(3);
    // The retreat ended the turn: the next hunter plays.
    expect(t.counter("active")).toBe(1);
  });

  it("another hunter's next-turn effect waits for that turn (Blizzard: 1 MP less)", () => {
    const t = table((t) => topEvent(t, "blizzard"));
    begin(t);
    expect(t.counter("mpLeft", 0)).toBe(3);
    expect(t.counter("dragNext", 1)).toBe(1);
  });
});

describe("Shop, income and hand", () => {
  it("up to 4 purchases, then the empty slots are refilled, the discard reshuffled when the deck is empty", () => {
    // "You may buy up to 4 item-crew cards ... refill all empty shop slots. If the deck is empty, shuffle
    // the discard pile into a new deck."
    const t = table((t) => {
      t.setCounter("wallet", 40, 0);
      t.setCounter("position", num(t, "houston"), 0);
      clear(t, "shop", "gearDiscard");
      for (const r of ["swamp-boots", "aether-lantern", "apprentice", "camp-cook"]) place(t, `Gear/${r}`, "shop");
      for (const id of [...t.zone("gearDeck")].slice(1)) t.put(id, "gearDiscard");
    });
    begin(t);
    t.play("act", "stop");
    for (const r of ["swamp-boots", "aether-lantern", "apprentice", "camp-cook"]) t.play("buy", t.id(`Gear/${r}`));
    // No fifth purchase: the shop is refilled at once (1 card from the deck, 3 from the reshuffled discard).
    expect(t.zone("shop").length).toBe(4);
    expect(t.counter("wallet", 0)).toBe(40 - 1 - 8);
    expect(t.offered()[0]!.player).toBe(1);
  });

  it("income coins cannot pay upkeep or the shop until the hunter returns to HQ", () => {
    // "You cannot use coins from your income area to pay for your turn upkeep or shop."
    const t = table((t) => {
      t.setCounter("wallet", 0, 0);
      t.setCounter("earnings", 9, 0);
      t.setCounter("position", num(t, "houston"), 0);
    });
    begin(t);
    // Upkeep cannot be paid from 9 income coins: the hunter retreats (and only then the income moves).
    expect(t.s.log.some((l) => l.e === "cannotPay")).toBe(true);
    expect(t.counter("position", 0)).toBe(num(t, "miami"));
  });

  it("the hand refills to 4, not above 4, and the cryptid deck is reshuffled from the discard when empty", () => {
    // "In the event you have more than 4 cryptid cards in hand, do not draw until you have fewer than 4 cards."
    const t = table((t) => {
      t.setCounter("position", num(t, "houston"), 0);
      for (const r of ["squonk", "hodag", "hoop-snake", "billdad", "jackalope"]) place(t, `Cryptid/${r}`, "hand", 0);
    });
    begin(t);
    t.play("act", "stop");
    t.play("buy", null);
    expect(t.zone("hand", 0).length).toBe(5);
    const u = table((t) => {
      t.setCounter("position", num(t, "houston"), 0);
      place(t, "Cryptid/squonk", "hand", 0);
      for (const id of [...t.zone("cryptidDeck")]) t.put(id, "cryptidDiscard");
    });
    begin(u);
    u.play("act", "stop");
    u.play("buy", null);
    expect(u.zone("hand", 0).length).toBe(4);
    expect(u.zone("cryptidDeck").length).toBeGreaterThan(0);
  });
});
