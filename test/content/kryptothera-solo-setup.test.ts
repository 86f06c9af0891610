// Solo mode setup ("Follow the base game setup steps with the following changes") and each difficulty
// variant's starting table, read at the round-1 contract choice (before the first upkeep).
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, it, expect } from "vitest";
import { kEngine, Table } from "./kryptothera-helpers.js";
import { logged } from "./kryptothera-solo-helpers.js";

const engine = kEngine(true);

/** A solo game at the first turn's contract choice, the ritual chosen first. */
function soloStart(difficulty: string, seed = 1, ritual = "the-mirror-rites"): Table {
  const t = Table.start(engine, 1, seed, { mode: "solo", difficulty });
  t.play("ritualChoice", t.id(`Ritual/${ritual}`));
  t.advanceTo("discardContract");
  return t;
}

const legendary = (t: Table, id: number) => t.props(id).legendary !== undefined;

describe("A) Ritual card", () => {
  it("choose between Ashes to Sight, The Anti-Eye Opens and The Mirror Rites; the malus is read out; the rest stay in the box", () => {
    // "Select 1 ritual card: choose between Ashes to Sight, The Anti-Eye Opens, and The Mirror Rites. Place
    // the card in front of you and return the unchosen cards to the box." "Read the malus effect out loud
    // when you select the ritual card."
    const t = Table.start(engine, 1, 1, { mode: "solo" });
    const offered = t.offered().filter((m) => m.choice === "ritualChoice").map((m) => t.props(m.value as number).name);
    expect(offered.sort()).toEqual(["Ashes to Sight", "The Anti-Eye Opens", "The Mirror Rites"]);
    t.play("ritualChoice", t.id("Ritual/ashes-to-sight"));
    expect(t.zone("ritual")).toEqual([t.id("Ritual/ashes-to-sight")]);
    expect(t.zone("ritualBox")).toHaveLength(5);
    const read = engine.logLines(t.s).find((l) => l.includes("chooses the ritual"))!;
    expect(read).toContain("At the end of every round, you must discard 1 Aether Coin or lose 1 clue. If unavailable, lose 1 HP.");
  });

  it("Ashes to Sight and The Dead Signal are as printed", () => {
    const t = soloStart("standard");
    expect(t.props(t.id("Ritual/ashes-to-sight"))).toMatchObject({
      need: 3,
      malusAt: "roundEnd",
      successText: "End of Game, Success (3+ Glyphs): You disrupt the last fire. From its remains, retrieve 1 discarded Cryptid. +8 Points.",
      failureText: "Failure (0-2 Glyphs): You lose all clues, then discard 3 random captured Cryptids.",
    });
    expect(t.props(t.id("Ritual/the-dead-signal"))).toMatchObject({
      need: 6,
      malusAt: "roundStart",
      mode: "coop",
      malusText: "Malus effect (Ongoing): If Order influence reaches 6 before round 10: At the start of each round, each player loses 1 HP unless they pay 1 aether coin.",
    });
  });
});

describe("B) Event Deck and C) Starting Resources, per difficulty", () => {
  // Rookie: "Start with 1 random crew card and 8 coins." Standard: "6 coins ... 1 item card (the first
  // random item drawn from the shop deck)". Expert and Legend: "No bonus item. Start with 5 coins."
  // "Only 4 legendary cryptids in play."
  const cases = [
    { difficulty: "rookie", coins: 8, items: 1, crew: 1, legends: 10 },
    { difficulty: "standard", coins: 6, items: 1, crew: 0, legends: 10 },
    { difficulty: "expert", coins: 5, items: 0, crew: 0, legends: 4 },
    { difficulty: "legend", coins: 5, items: 0, crew: 0, legends: 4 },
  ];
  for (const c of cases) {
    it(`${c.difficulty}: ${c.coins} coins, ${c.items} item, ${c.crew} crew, ${c.legends} legendaries in 2 stacked piles of the solo deck`, () => {
      // "Replace the base game event deck with the solo event deck. Split up the solo event deck into 2
      // relatively equal piles. Shuffle 5 legendary cryptid cards into each pile. Stack the piles together"
      const t = soloStart(c.difficulty, 2);
      expect(t.counter("wallet")).toBe(c.coins);
      expect(t.zone("itemSlots").map((g) => t.props(g).kind)).toEqual(Array(c.items).fill("item"));
      expect(t.zone("crewSlots").map((g) => t.props(g).kind)).toEqual(Array(c.crew).fill("crew"));
      const deck = t.zone("eventDeck");
      expect(deck).toHaveLength(20 + c.legends);
      expect(deck.filter((e) => !legendary(t, e)).every((e) => t.props(e).deck === "solo")).toBe(true);
      const half = deck.length / 2;
      const inPile = (ids: number[]) => ids.filter((e) => legendary(t, e)).length;
      expect([inPile(deck.slice(half)), inPile(deck.slice(0, half))]).toEqual([c.legends / 2, c.legends / 2]);
      expect(t.zone("eventBox").filter((e) => legendary(t, e))).toHaveLength(15 - c.legends);
      expect(logged(t, "soloCoins")).toEqual([{ coins: c.coins, difficulty: c.difficulty }]);
    });
  }

  it("contracts: draw 2, keep 1, without Legend Whisperer, Rival's Bane and Silent Pursuer", () => {
    // "1 contract card (draw 2, keep 1) Note: Some contract cards are disabled in this mode. From the base
    // game, do not use Legend Whisperer, Rival's Bane, and Silent Pursuer."
    for (let seed = 1; seed <= 4; seed++) {
      const t = soloStart("standard", seed);
      expect(t.zone("contractBox").map((k) => t.props(k).name).sort()).toEqual(["Legend Whisperer", "Rival's Bane", "Silent Pursuer"]);
      expect(t.zone("contract")).toHaveLength(2);
      expect(t.zone("contractDeck")).toHaveLength(12 - 3 - 2);
    }
  });

  it("the solo deck has 20 cards with Order hunter's turn sections and influence raises", () => {
    const t = soloStart("standard");
    const solo = t.ids("Event", (p) => p.deck === "solo");
    expect(solo).toHaveLength(20);
    for (const e of solo) expect(t.props(e).text as string).toContain("Order hunter's turn:");
    const raises = solo.filter((e) => t.props(e).influence !== undefined);
    for (const e of raises) expect(t.props(e).text as string).toMatch(/Raise Order influence/);
    expect(raises.length).toBeGreaterThan(0);
  });

  it("each solo and co-op card's text says what its Order hunter's turn captures", () => {
    // "Check if the NPC captures any cryptids every time a new event card is drawn in the 'Order
    // hunter's turn' section": the printed section and the card's data (its `order` snippet) agree.
    for (const file of ["solo-events.yaml", "coop-events.yaml"]) {
      const cards = parse(readFileSync(new URL(`../../content/kryptothera/modules/order/${file}`, import.meta.url), "utf8")) as { name: string; text: string; order?: string }[];
      expect(cards.length).toBeGreaterThanOrEqual(20);
      for (const c of cards) {
        // A fixed number, or "captures N cryptids" with one of the forms below, each its procedure.
        const forms: Record<string, string> = {
          ", 1 fewer for each legendary cryptid on the map": "npcCaptureLessRoaming",
          ", 1 fewer at Rookie": "npcCaptureFewerForRookie",
          ", 1 more at Legend": "npcCaptureMoreAtLegend",
        };
        const printed = /Order hunter's turn: (?:no capture|captures (\d) cryptids?(, [^.]*)?)\./.exec(c.text);
        expect(printed, c.name).not.toBeNull();
        const made = /(npcCapture\w*)\((\d)\)/.exec(c.order ?? "");
        const said = { card: c.name, captures: Number(printed![1] ?? 0), proc: printed![1] === undefined ? undefined : printed![2] === undefined ? "npcCapture" : forms[printed![2]] };
        expect(said).toEqual({ card: c.name, captures: Number(made?.[2] ?? 0), proc: made?.[1] });
      }
    }
  });
});
