// Co-op against the Order: Stall the Hunt's 4 player turns, the three co-op rituals' outcomes, the
// team's score against the Order's, and the MVP.
import { describe, it, expect } from "vitest";
import { place, playQuietly, topEvent, type Table } from "../kryptothera-helpers.js";
import { coopArrange, lastTurn, useRitual } from "./coop-helpers.js";

const secured = (t: Table, seat: number, records: string[]) => records.forEach((r) => place(t, `Cryptid/${r}`, "depository", seat));
const points = (t: Table, zone: string, seat = 0) => t.zone(zone, seat).reduce((a, c) => a + (t.props(c).points as number), 0);

describe("Stall the Hunt in co-op", () => {
  it("the 9th NPC capture skips the Order's capture step for the next 4 player turns", () => {
    // "Stall the Hunt: For every 9 cryptids captured by the NPC, skip the NPC's capture step for the next
    // 4 player turns."
    const t = coopArrange(17, "chicago", (t) => {
      useRitual(t, "the-flood-gate-opens");
      t.setCounter("npcCaught", 7);
      // From the top: seat 0's capture, then five more cards that each capture 2 (seats 1-3, seat 0 and
      // seat 1 in round 2); five different cards, for topEvent moves a card by its id.
      for (const r of ["cultists-toll", "signal-flares", "funding-round", "ambush-at-dusk", "the-hunt-quickens"].reverse()) topEvent(t, r);
      topEvent(t, "airdropped-crate");
    });
    playQuietly(t, (t) => t.s.log.filter((l) => l.e === "turnStarts").length === 6);
    expect(t.counter("npcCaught")).toBe(9);
    expect(t.s.log.filter((l) => l.e === "huntStalls").map((l) => l.a!.turns)).toEqual([4]);
    expect(t.s.log.filter((l) => l.e === "huntStalled").length).toBe(4);
    expect(t.zone("npcArea").length).toBe(2);
    // The fifth turn after it (seat 1 in round 2) captures again.
    // (Stopped as turn 7 starts, before its own event: every co-op card's Order turn captures.)
    playQuietly(t, (t) => t.s.log.filter((l) => l.e === "turnStarts").length === 7);
    expect(t.counter("npcCaught")).toBe(11);
    expect(t.s.log.filter((l) => l.e === "huntStalled").length).toBe(4);
  });
});

describe("Co-op rituals", () => {
  it("The Archive Awakens: 5+ glyphs give the team +10; fewer cost every hunter all clues", () => {
    // Authored (the rulebook names it): "Success (5+ Glyphs): You burn the archive. As a team +10 Points.
    // Failure (0-4 Glyphs): Each player loses all clues."
    const won = lastTurn(3, "the-archive-awakens", (t) => {
      t.setCounter("glyphs", 5);
      t.setCounter("clues", 2, 1);
    });
    expect(won.s.log.some((l) => l.e === "ritualSuccess")).toBe(true);
    expect(won.counter("ritualPoints", 0)).toBe(10);
    expect(won.counter("clues", 1)).toBeGreaterThanOrEqual(2);
    const lost = lastTurn(3, "the-archive-awakens", (t) => {
      t.setCounter("glyphs", 4);
      t.setCounter("clues", 2, 1);
    });
    expect(lost.s.log.some((l) => l.e === "ritualFailure")).toBe(true);
    for (let p = 0; p < 4; p++) expect(lost.counter("clues", p)).toBe(0);
    expect(lost.counter("ritualPoints", 0)).toBe(0);
  });

  it("The Dead Signal, as printed: 6 glyphs draw 2 cryptids into each HQ and +12; fewer lose coins and an HQ cryptid", () => {
    // "End of Game, Success (6 Glyphs): You overload the towers. Each player draws 2 cryptids into HQ, &
    // as a team +12 Points. Failure (0-5 Glyphs): Each player loses all aether coins and discards 1
    // cryptid from HQ to the Order Hunter area."
    const won = lastTurn(5, "the-dead-signal", (t) => t.setCounter("glyphs", 6));
    expect(won.counter("ritualPoints", 0)).toBe(12);
    for (let p = 0; p < 4; p++) expect(won.zone("depository", p).length).toBe(2);
    const lost = lastTurn(5, "the-dead-signal", (t) => {
      t.setCounter("glyphs", 5);
      for (let p = 0; p < 4; p++) secured(t, p, [["hidebehind"], ["wendigo"], ["bigfoot"], ["champ"]][p]!);
    });
    expect(lost.s.log.some((l) => l.e === "ritualFailure")).toBe(true);
    for (let p = 0; p < 4; p++) {
      expect(lost.counter("wallet", p) + lost.counter("earnings", p)).toBe(0);
      expect(lost.zone("depository", p).length).toBe(0);
    }
    // The four HQ cryptids went to the Order, and count for it.
    expect(lost.zone("npcRevealed").map((c) => lost.props(c).name)).toEqual(expect.arrayContaining(["Hidebehind", "Wendigo", "Bigfoot", "Champ"]));
    expect(lost.counter("orderScore")).toBe(points(lost, "npcRevealed"));
  });

  it("The Flood Gate Opens: 4+ glyphs give the team +8; fewer send a cryptid of each HQ to the Order", () => {
    const won = lastTurn(7, "the-flood-gate-opens", (t) => t.setCounter("glyphs", 4));
    expect(won.counter("ritualPoints", 0)).toBe(8);
    const lost = lastTurn(7, "the-flood-gate-opens", (t) => {
      t.setCounter("glyphs", 3);
      secured(t, 2, ["hidebehind", "wendigo"]);
    });
    expect(lost.zone("depository", 2).length).toBe(1);
    expect(lost.zone("npcRevealed").length).toBeGreaterThanOrEqual(1);
  });
});

describe("Co-op scoring and victory", () => {
  it("the team's total with the ritual against the Order's score: more wins for all four", () => {
    // "If your team score exceeds the Order's score, you win! The highest-scoring hunter becomes the MVP."
    const t = lastTurn(9, "the-flood-gate-opens", (t) => {
      t.setCounter("glyphs", 4);
      for (const id of [...t.zone("npcArea")]) t.put(id, "cryptidDiscard");
      secured(t, 1, ["wendigo", "hidebehind"]);
      place(t, "Cryptid/champ", "npcArea");
    });
    const scores = [0, 1, 2, 3].map((p) => t.counter("score", p));
    expect(t.counter("teamScore")).toBe(scores.reduce((a, b) => a + b, 0));
    // The team's +8 is counted once, on the first hunter's sheet.
    expect(t.counter("ritualPoints", 0)).toBe(8);
    expect(t.counter("orderScore")).toBe(points(t, "npcRevealed"));
    expect(t.counter("teamScore")).toBeGreaterThan(t.counter("orderScore"));
    expect(t.s.result?.winners).toEqual([0, 1, 2, 3]);
    // The MVP is the best hunter by their own points (the team's ritual points left out): seat 1, 11 HQ points.
    const own = [0, 1, 2, 3].map((p) => t.counter("score", p) - t.counter("ritualPoints", p));
    const best = Math.max(...own);
    expect(t.s.log.filter((l) => l.e === "mvpNamed").map((l) => (l.a!.hunter as { p: number }).p)).toEqual(own.flatMap((v, p) => (v === best ? [p] : [])));
    expect(own[1]).toBe(best);
  });

  it("a team score not above the Order's loses for all four", () => {
    // "If your team score exceeds the Order's score, you win!" (a tie is not exceeding it)
    const t = lastTurn(9, "the-flood-gate-opens", (t) => {
      t.setCounter("glyphs", 4);
      for (const r of ["wendigo", "hidebehind", "champ", "bigfoot", "skinwalker", "kushtaka", "thunderbird", "sasquatch"]) place(t, `Cryptid/${r}`, "npcArea");
    });
    expect(t.counter("orderScore")).toBeGreaterThanOrEqual(t.counter("teamScore"));
    expect(t.s.result?.winners).toEqual([]);
  });
});
