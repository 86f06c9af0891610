// Kryptothera rules that had no test of their own: the event deck's setup for every player count, The
// Mirror Rites (solo) malus and failure, the malus of each co-op ritual, and what co-op hunters may not
// trade. Each test quotes the rulebook sentence it checks (authored ritual texts are the README's).
import { describe, expect, it } from "vitest";
import { kEngine, playQuietly, Table, topEvent, begin } from "../kryptothera-helpers.js";
import { logged, soloArrange, toEnd, toLastTurn } from "../kryptothera-solo-helpers.js";
import { coopArrange, useRitual } from "./coop-helpers.js";

describe("Event Deck Setup", () => {
  // "Shuffle the event deck (after ensuring all legendary cryptid cards are separated out). Then, based on
  // the player count, set aside a number of cards as shown in the table below. Split the remaining event
  // deck into three relatively equal piles. Shuffle 4 legendary cryptid cards into each pile. Return extra
  // legendary cryptids to the box. Stack the piles together without shuffling. ... Finally, place the
  // previously set-aside event cards face down on top of the stacked deck." Table: 2 → 4 ... 6 → 12;
  // "Frontiers Awaken: Up to 7 players" (14 set aside, two per player as in the table).
  for (const players of [2, 3, 4, 5, 6, 7]) {
    it(`${players} players: ${2 * players} cards on top without a legendary, then three piles of 4 legendaries each`, () => {
      const t = Table.start(kEngine(false), players, 5, players === 7 ? { frontiers: true } : {});
      const deck = t.zone("eventDeck"); // bottom first, top last
      const legendary = (id: number) => t.props(id).legendary !== undefined;
      expect(deck.filter(legendary)).toHaveLength(12);
      const top = deck.slice(-2 * players);
      expect(top.some(legendary)).toBe(false);
      const rest = deck.length - 12 - 2 * players;
      const third = Math.floor(rest / 3);
      // From the bottom: the third pile (the remainder), the second, the first; each with its 4 legendaries.
      const sizes = [rest - 2 * third + 4, third + 4, third + 4];
      let at = 0;
      for (const size of sizes) {
        expect(deck.slice(at, at + size).filter(legendary)).toHaveLength(4);
        at += size;
      }
      expect(at).toBe(deck.length - 2 * players);
    });
  }
});

describe("The Mirror Rites (solo)", () => {
  it("its malus strikes at the start of every round: 1 clue lost, else 1 HP", () => {
    // Authored (README): "Malus effect (Ongoing): If influence is >=6 before Round 10: At the start of every
    // round, you must lose 1 clue. If unavailable, lose 1 HP."
    const t = soloArrange(3, (t) => {
      t.setCounter("influence", 5);
      topEvent(t, "hooded-informant");
    }, { ritual: "the-mirror-rites" });
    begin(t);
    expect(t.counter("malusOn")).toBe(true);
    t.setCounter("clues", 1);
    t.play("act", "stop");
    t.advanceTo("act");
    expect(t.counter("round")).toBe(2);
    expect(logged(t, "malusStrikes")).toHaveLength(1);
    expect(t.counter("clues")).toBe(0);
    // Round 3, without a clue: 1 HP instead.
    const hp = t.counter("hp");
    playQuietly(t, (u) => u.counter("round") === 3 && u.offered().some((m) => m.choice === "act"));
    expect(logged(t, "malusStrikes")).toHaveLength(2);
    expect(t.e.logLines(t.s).some((l) => /loses 1 HP/.test(l))).toBe(true);
    expect(t.counter("hp")).toBeLessThanOrEqual(hp);
  });

  it("failure (0-4 glyphs) loses all Aether Coins", () => {
    // Authored (README): "Failure (0-4 Glyphs): The mirror shatters. You lose all Aether Coins."
    const t = soloArrange(19, () => {}, { ritual: "the-mirror-rites" });
    begin(t);
    toLastTurn(t);
    t.setCounter("glyphs", 4);
    t.setCounter("wallet", 7);
    toEnd(t);
    expect(logged(t, "ritualFailure")).toHaveLength(1);
    expect(logged(t, "coinsLost").length).toBeGreaterThan(0);
    expect(t.counter("wallet")).toBe(0);
    expect(t.counter("ritualPoints")).toBe(0);
  });
});

describe("Co-op rituals' maluses", () => {
  /** A co-op table whose ritual's malus is active from seat 0's first decision. */
  const active = (seed: number, ritual: string, arrange: (t: Table) => void = () => {}) =>
    coopArrange(seed, "chicago", (t) => {
      useRitual(t, ritual);
      t.setCounter("malusOn", true as never);
      topEvent(t, "tailwind");
      arrange(t);
    });
  const quietlyTo = (t: Table, round: number) => playQuietly(t, (u) => u.counter("round") === round && u.offered().some((m) => m.choice === "act"));

  it("The Archive Awakens: at the end of every round, each player loses 1 clue, else 1 HP", () => {
    // Authored (README): "If Order influence reaches 6 before round 10: At the end of every round, each
    // player must lose 1 clue. If unavailable, lose 1 HP."
    const t = active(7, "the-archive-awakens", (t) => {
      for (const p of [0, 1, 2, 3]) t.setCounter("clues", 3, p);
    });
    quietlyTo(t, 2);
    expect(logged(t, "malusStrikes")).toHaveLength(1);
    expect([0, 1, 2, 3].map((p) => t.counter("clues", p))).toEqual([2, 2, 2, 2]);
  });

  it("The Dead Signal: at the start of every round, each player pays 1 coin, else loses 1 HP", () => {
    // The co-op table is arranged before round 1 begins, so the malus strikes as rounds 1 and 2 begin.
    const t = active(7, "the-dead-signal");
    quietlyTo(t, 2);
    const events = t.s.log.map((l) => l.e);
    const strikes = events.flatMap((e, i) => (e === "malusStrikes" ? [i] : []));
    expect(strikes).toHaveLength(2);
    // Each strike comes as a round begins, before any turn of it.
    for (const i of strikes) expect(events.slice(events.lastIndexOf("roundStarts", i), i)).not.toContain("turnStarts");
    // Every hunter pays each time: a coin, or 1 HP.
    expect(logged(t, "paidOrder").length + t.e.logLines(t.s).filter((l) => /loses 1 HP/.test(l)).length).toBeGreaterThanOrEqual(8);
  });

  it("The Flood Gate Opens: at the start of each turn, the active hunter has 1 MP less", () => {
    const t = active(7, "the-flood-gate-opens");
    const plain = coopArrange(7, "chicago", (t) => topEvent(t, "tailwind"));
    // Tailwind's +2 MP either way: the malus takes 1 off this turn's MP.
    expect(t.counter("mpLeft", 0)).toBe(plain.counter("mpLeft", 0) - 1);
    expect(logged(t, "malusStrikes")).toHaveLength(1);
  });
});

describe("Free trading (co-op)", () => {
  it("HP and income coins are never offered, and trading leaves them as they were", () => {
    // "Hunters in the same location may give or exchange caged cryptids, cryptid cards from hand, items,
    // crew, wallet coins and clue tokens. HP and income coins cannot be exchanged."
    const t = coopArrange(7, "chicago", (t) => {
      topEvent(t, "tailwind");
      t.setCounter("earnings", 4, 0);
      t.setCounter("clues", 2, 0);
    });
    const hp = [0, 1].map((p) => t.counter("hp", p));
    const income = [0, 1].map((p) => t.counter("earnings", p));
    t.play("trade", "trade");
    t.play("tradeWith", 1);
    t.play("tradeWay", "give");
    const kinds = t.offered().map((m) => m.value);
    expect(kinds).not.toContain("hp");
    expect(kinds.some((k) => typeof k === "string" && /income|earning|hp|health/i.test(k))).toBe(false);
    t.play("tradeWhat", "coins");
    t.play("tradeCoins", 1);
    expect([0, 1].map((p) => t.counter("hp", p))).toEqual(hp);
    expect([0, 1].map((p) => t.counter("earnings", p))).toEqual(income);
  });
});
