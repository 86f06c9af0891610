// Each hunter's ability (authored, see README), on a table arranged at the start of seat 0's turn.
import { describe, it, expect } from "vitest";
import { arrange, begin, giveHunter, num, place, topEvent, type Table } from "./kryptothera-helpers.js";

/** Seat 0 plays `hunter`, standing in Chicago (HQ Madison) unless `at` says otherwise. */
function as(hunter: string, more: (t: Table) => void = () => {}): Table {
  return arrange(2, 61, ["madison", "miami"], (t) => {
    giveHunter(t, 0, hunter);
    t.setCounter("position", num(t, "chicago"), 0);
    topEvent(t, "tailwind");
    more(t);
  });
}

const endTurn = (t: Table) => {
  t.play("act", "stop");
  t.play("buy", null);
};

describe("Hunters' abilities", () => {
  it("The Boss: 1 more coin when depositing at least 1 cryptid", () => {
    const t = as("the-boss", (t) => {
      place(t, "Cryptid/jackalope", "cage[low]", 0);
      t.setCounter("wallet", 1, 0);
    });
    begin(t);
    t.play("act", "walk");
    t.play("destination", t.id("Location/madison"));
    endTurn(t);
    // 0 after upkeep + 1 (deposit) + 1 (The Boss) + 2 (income)
    expect(t.counter("wallet", 0)).toBe(4);
  });

  it("The Ranger: +1 MP on each turn", () => {
    const t = as("the-ranger");
    begin(t);
    expect(t.counter("mpLeft", 0)).toBe(4 + 2 + 1);
  });

  it("The Medic: restores 1 HP at the start of the turn", () => {
    const t = as("the-medic", (t) => t.setCounter("hp", 3, 0));
    begin(t);
    expect(t.counter("hp", 0)).toBe(4);
  });

  it("The Broker: 1 more coin of end-of-turn income", () => {
    const t = as("the-broker");
    begin(t);
    endTurn(t);
    expect(t.counter("earnings", 0)).toBe(3);
  });

  it("The Scholar: a clue on every return to HQ, not when passing through", () => {
    const t = as("the-scholar");
    begin(t);
    t.play("act", "walk");
    t.play("destination", t.id("Location/madison"));
    t.play("act", "walk");
    t.play("destination", t.id("Location/chicago"));
    endTurn(t);
    expect(t.counter("clues", 0)).toBe(0);
  });

  it("The Scholar: \"Every time you deposit cryptids at your HQ, gain 1 clue\": not for a return with empty cages", () => {
    for (const caged of [false, true]) {
      const t = as("the-scholar", (t) => {
        if (caged) place(t, "Cryptid/jackalope", "cage[low]", 0);
      });
      begin(t);
      t.play("act", "walk");
      t.play("destination", t.id("Location/madison"));
      endTurn(t);
      expect(t.counter("clues", 0)).toBe(caged ? 1 : 0);
    }
  });

  it("gear bonuses: +1 MP (Snowshoes), healing (Med Kit), income (Accountant)", () => {
    const t = as("the-scholar", (t) => {
      place(t, "Gear/snowshoes", "itemSlots", 0);
      place(t, "Gear/med-kit", "itemSlots", 0);
      place(t, "Gear/accountant", "crewSlots", 0);
      t.setCounter("hp", 2, 0);
    });
    begin(t);
    expect(t.counter("mpLeft", 0)).toBe(4 + 2 + 1);
    expect(t.counter("hp", 0)).toBe(3);
    endTurn(t);
    expect(t.counter("earnings", 0)).toBe(3);
  });
});
