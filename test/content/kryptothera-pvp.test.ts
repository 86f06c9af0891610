// Player vs Player from round 7: entering or starting in another hunter's location, each outcome and
// what the winner takes, and the once-per-round limit. Dice: the offender rolls first.
import { describe, it, expect } from "vitest";
import { arrange, begin, giveHunter, loadDice, num, place, topEvent, type Table } from "./kryptothera-helpers.js";

const ME = 0, YOU = 1;

/** Round 7; seat 0 (The Brawler: Might 3, +1 PvP) in Chicago, seat 1 (The Scholar: best 2) in Madison. */
function duelTable(players = 2, more: (t: Table) => void = () => {}): Table {
  const hqs = ["miami", "seattle", "boston", "denver", "dallas", "atlanta"].slice(0, players);
  return arrange(players, 41, hqs, (t) => {
    giveHunter(t, ME, "the-brawler");
    giveHunter(t, YOU, "the-scholar");
    t.setCounter("round", 7);
    t.setCounter("position", num(t, "chicago"), ME);
    t.setCounter("position", num(t, "madison"), YOU);
    topEvent(t, "tailwind");
    more(t);
  });
}

function enterMadison(t: Table, dice: number[]): void {
  begin(t);
  loadDice(t, dice);
  t.play("act", "walk");
  t.play("destination", t.id("Location/madison"));
}

describe("PvP", () => {
  it("is off before round 7", () => {
    const t = duelTable(2, (t) => t.setCounter("round", 6));
    begin(t);
    t.play("act", "walk");
    t.play("destination", t.id("Location/madison"));
    expect(t.s.log.some((l) => l.e === "pvp")).toBe(false);
  });

  it("offender wins: the defender loses 1 HP and the offender takes a caged cryptid, even a legendary", () => {
    // "Offender Wins: The defender loses 1 HP, and the offender takes any 1 cryptid (even a legendary)
    // from the defender's cages."
    const t = duelTable(2, (t) => {
      place(t, "Cryptid/jackalope", "cage[low]", YOU);
      place(t, "Cryptid/bessie", "cage[high]", YOU);
    });
    enterMadison(t, [3, 3]);
    // 3 + 3 (Might) + 1 (The Brawler) = 7 against 3 + 2 = 5
    expect(t.s.log.filter((l) => l.e === "pvpRolls").at(-1)!.a).toMatchObject({ offender: 7, defence: 5 });
    expect(t.pending()).toBe("steal");
    t.play("steal", t.id("Cryptid/bessie"));
    expect(t.zone("cage[high]", ME)).toEqual([t.id("Cryptid/bessie")]);
    expect(t.zone("cage[high]", YOU)).toEqual([]);
    expect(t.counter("hp", YOU)).toBe(5);
    expect(t.counter("pvpWins", ME)).toBe(1);
  });

  it("offender wins against empty cages: a non-legendary cryptid from HQ", () => {
    // "If they have none, steal a non-legendary cryptid from HQ."
    const t = duelTable(2, (t) => {
      place(t, "Cryptid/jersey-devil", "depository", YOU);
      place(t, "Cryptid/bessie", "depository", YOU);
    });
    enterMadison(t, [6, 1]);
    // The only non-legendary there is taken (a single choice is made by the engine).
    t.play("stealHq", t.id("Cryptid/jersey-devil"));
    expect(t.zone("cage[medium]", ME)).toEqual([t.id("Cryptid/jersey-devil")]);
    expect(t.zone("depository", YOU)).toEqual([t.id("Cryptid/bessie")]);
  });

  it("offender wins with nothing to take: 1 coin from the wallet or the income area", () => {
    // "If you cannot do either, take 1 coin from their wallet or income."
    const t = duelTable(2, (t) => {
      t.setCounter("wallet", 2, YOU);
      t.setCounter("earnings", 1, YOU);
      t.setCounter("wallet", 4, ME);
    });
    enterMadison(t, [6, 1]);
    t.play("stealCoin", "fromIncome");
    expect(t.counter("earnings", YOU)).toBe(0);
    expect(t.counter("wallet", YOU)).toBe(2);
    expect(t.counter("wallet", ME)).toBe(4 - 1 + 1);
  });

  it("defender wins: the offender loses 1 HP", () => {
    // "Defender Wins: The offender loses 1 HP."
    const t = duelTable();
    enterMadison(t, [1, 6]);
    expect(t.counter("hp", ME)).toBe(5);
    expect(t.counter("hp", YOU)).toBe(6);
    expect(t.counter("pvpWins", YOU)).toBe(1);
  });

  it("tie: both lose 1 HP", () => {
    // "Tie: Both players lose 1 HP." 2 + 4 = 6 against 4 + 2 = 6
    const t = duelTable();
    enterMadison(t, [2, 4]);
    expect(t.counter("hp", ME)).toBe(5);
    expect(t.counter("hp", YOU)).toBe(5);
  });

  it("once per pair per round: leaving and re-entering brings no second PvP", () => {
    // "The active player can only initiate PvP with the same player once per round."
    const t = duelTable();
    enterMadison(t, [1, 6]);
    t.play("act", "walk");
    t.play("destination", t.id("Location/chicago"));
    t.play("act", "walk");
    t.play("destination", t.id("Location/madison"));
    expect(t.s.log.filter((l) => l.e === "pvp").length).toBe(1);
  });

  it("each hunter in the location separately", () => {
    // "If the active player enters a location with multiple players, they must resolve PvP with each
    // player separately."
    const t = duelTable(3, (t) => t.setCounter("position", num(t, "madison"), 2));
    enterMadison(t, [1, 6, 1, 6]);
    expect(t.s.log.filter((l) => l.e === "pvp").map((l) => l.a!.defender)).toEqual([{ p: 1 }, { p: 2 }]);
    expect(t.counter("hp", ME)).toBe(4);
  });

  it("starting the turn in another hunter's location, after the event", () => {
    // "A player starts their turn in another player's location (after resolving the event card)."
    const t = duelTable(2, (t) => t.setCounter("position", num(t, "madison"), ME));
    loadDice(t, [1, 6]);
    begin(t);
    const names = t.s.log.map((l) => l.e);
    expect(names.lastIndexOf("pvp")).toBeGreaterThan(names.lastIndexOf("eventDrawn"));
    expect(t.counter("hp", ME)).toBe(5);
  });

  it("a defender brought to 0 HP retreats on the offender's turn", () => {
    const t = duelTable(2, (t) => {
      t.setCounter("hp", 1, YOU);
      place(t, "Cryptid/jackalope", "cage[low]", YOU);
      place(t, "Cryptid/hodag", "cage[low]", YOU);
    });
    enterMadison(t, [6, 1]);
    t.play("steal", t.id("Cryptid/jackalope"));
    // The winner takes the cryptid first; the retreat then empties the rest of the cages.
    expect(t.zone("cage[low]", ME)).toEqual([t.id("Cryptid/jackalope")]);
    expect(t.zone("cage[low]", YOU)).toEqual([]);
    expect(t.counter("position", YOU)).toBe(t.counter("hq", YOU));
    expect(t.counter("hp", YOU)).toBe(6);
  });
});
