// The Legacy Trials' (Base) missions, each done and not done, on tables arranged by state surgery at the
// start of seat 0's first turn. Dice are loaded; the quiet policy ends movement at once and buys nothing.
import { describe, expect, it } from "vitest";
import { begin, loadDice, num, place, reveal, topEvent, type Table } from "../kryptothera-helpers.js";
import { beginV, hunterAt, I, II, III, IV, V, campaign, done, legacyArrange, lines, playToEnd, playToRound, setValue, type Trials } from "./legacy-helpers.js";



/** Seat 0 captures Piasa Bird in St. Louis (all three checks pass), revealed by seat 1. */
function legendCaught(r: Trials, more: (t: Table) => void): Table {
  const t = hunterAt(r, "st-louis", [], (t) => {
    reveal(t, "piasa-bird", 1);
    more(t);
  });
  begin(t);
  loadDice(t, [6, 6, 6]);
  t.play("act", "captureLegend");
  expect(t.zone("cage[high]", 0)).toEqual([t.id("Cryptid/piasa-bird")]);
  return t;
}

/** Seat 0 ends its movement at its HQ (Thompson) with these cryptids caged, and so deposits them. */
function depositAt(r: Trials, cages: Record<string, string[]>, more: (t: Table) => void = () => {}): Table {
  const t = legacyArrange(r, ["thompson", "miami"], (t) => {
    for (const [cage, cards] of Object.entries(cages)) for (const c of cards) place(t, `Cryptid/${c}`, cage, 0);
    topEvent(t, "tailwind");
    more(t);
  });
  if (r.stage === "descending") beginV(t);
  else begin(t);
  t.play("act", "stop");
  t.play("buy", null);
  expect(t.s.log.some((l) => l.e === "deposited")).toBe(true);
  return t;
}

describe("I – The Awakening", () => {
  it("1 player captures 1 Legendary cryptid before round 7", () => {
    // "(Base) 1 player captures 1 Legendary cryptid before round 7."
    const t = legendCaught(I, (t) => t.setCounter("round", 6));
    expect(done(t, "earlyLegend")).toBe(true);
    expect(lines(t)).toContain("Mission done: 1 player captures 1 Legendary cryptid before round 7.");
    expect(done(legendCaught(I, (t) => t.setCounter("round", 7)), "earlyLegend")).toBe(false);
  });

  it("no player retreats for 3 consecutive rounds", () => {
    // "(Base) No player retreats for 3 consecutive rounds."
    const calm = legacyArrange(I, ["thompson", "miami"], (t) => {
      for (const p of [0, 1]) t.setCounter("position", num(t, "chicago"), p);
    });
    begin(calm);
    playToRound(calm, 4);
    expect([calm.counter("retreats", 0), calm.counter("retreats", 1)]).toEqual([0, 0]);
    expect(done(calm, "noRetreats")).toBe(true);
    // Seat 0 cannot pay the upkeep of its round-2 turn and retreats: rounds 3 and 4 are 2 in a row.
    const broke = legacyArrange(I, ["thompson", "miami"], (t) => {
      for (const p of [0, 1]) t.setCounter("position", num(t, "chicago"), p);
    });
    begin(broke);
    playToRound(broke, 2);
    broke.setCounter("wallet", 0, 0);
    broke.setCounter("earnings", 0, 0);
    playToRound(broke, 4);
    expect(broke.counter("retreats", 0)).toBe(1);
    expect(broke.counter("trialCalm")).toBe(1);
    expect(done(broke, "noRetreats")).toBe(false);
    playToRound(broke, 5);
    expect(done(broke, "noRetreats")).toBe(false);
  });

  it("1 player deposits 6 cryptids in a single turn", () => {
    // "(Base) 1 player deposits 6 cryptids in a single turn."
    const six = depositAt(I, { "cage[low]": ["jackalope", "squonk", "hodag", "hoop-snake"], "cage[medium]": ["jersey-devil", "mothman"] });
    expect(done(six, "bigDeposit")).toBe(true);
    const five = depositAt(I, { "cage[low]": ["jackalope", "squonk", "hodag", "hoop-snake"], "cage[medium]": ["jersey-devil"] });
    expect(done(five, "bigDeposit")).toBe(false);
  });
});

describe("II – The Fracturing", () => {
  /** Seat 0 reveals a legendary (its event card on top) with the MP tracker at 7 in `round`. */
  const reveal8 = (round: number) => {
    const t = hunterAt(II, "chicago", [], (t) => {
      t.setCounter("mp", 7);
      t.setCounter("round", round);
      topEvent(t, "piasa-bird-event");
    });
    begin(t);
    expect(t.counter("mp")).toBe(8);
    return t;
  };

  it("reach 8 MP before round 7 in a single game", () => {
    // "(Base) Reach 8 MP before round 7 in a single game."
    expect(done(reveal8(6), "eightMp")).toBe(true);
    expect(done(reveal8(7), "eightMp")).toBe(false);
  });

  it("1 player captures 6 High threat cryptids before Round 9", () => {
    // "(Base) 1 player captures 6 High threat cryptids before Round 9." Five were captured earlier.
    const high = (round: number) => {
      const t = hunterAt(II, "madison", ["hidebehind"], (t) => {
        t.setCounter("round", round);
        t.setCounter("trialHighs", 5, 0);
      });
      begin(t);
      // Round 8 draws 2 event cards: Tailwind is resolved.
      if (t.pending() === "eventChoice") t.play("eventChoice", t.zone("drawnEvents").find((id) => t.props(id).name === "Tailwind")!);
      loadDice(t, [6, 6]);
      t.play("act", "capture");
      expect(t.zone("cage[high]", 0)).toEqual([t.id("Cryptid/hidebehind")]);
      return t;
    };
    expect(done(high(8), "sixHighs")).toBe(true);
    const late = high(9);
    expect(late.counter("trialHighs", 0)).toBe(5);
    expect(done(late, "sixHighs")).toBe(false);
  });
});

describe("III – The Pulsing", () => {
  it("2 players each capture 1 Legendary cryptid when at half HP or less", () => {
    // "(Base) 2 players each capture 1 Legendary cryptid when at half HP or less." Seat 1 did so earlier.
    const half = legendCaught(III, (t) => {
      t.setCounter("round", 4);
      t.setCounter("hp", 3, 0);
      setValue(t, "trialHalfLegend", true, 1);
    });
    expect(done(half, "halfHpLegends")).toBe(true);
    const more = legendCaught(III, (t) => {
      t.setCounter("round", 4);
      t.setCounter("hp", 4, 0);
      setValue(t, "trialHalfLegend", true, 1);
    });
    expect(done(more, "halfHpLegends")).toBe(false);
  });

  it("no player falls to 0 HP until round 6", () => {
    // "(Base) No player falls to 0 HP until round 6."
    const safe = hunterAt(III, "chicago", [], (t) => t.setCounter("round", 5));
    begin(safe);
    playToRound(safe, 6);
    expect(done(safe, "noFalls")).toBe(true);
    // Stampede ("All: lose 1 HP") drops seat 0, at 1 HP, to 0 in round 5.
    const fall = hunterAt(III, "chicago", [], (t) => {
      t.setCounter("round", 5);
      t.setCounter("hp", 1, 0);
      topEvent(t, "stampede");
    });
    begin(fall);
    expect(fall.counter("retreats", 0)).toBe(1);
    playToRound(fall, 6);
    expect(done(fall, "noFalls")).toBe(false);
  });
});

describe("IV – The Rising", () => {
  it("2 players each capture 2 Legendary cryptids", () => {
    // "(Base) 2 players each capture 2 Legendary cryptids: +1 to all skill checks." Seat 1 has 2.
    const second = legendCaught(IV, (t) => {
      t.setCounter("legendsCaught", 1, 0);
      t.setCounter("legendsCaught", 2, 1);
    });
    expect(done(second, "twoLegendsEach")).toBe(true);
    const firstOnly = legendCaught(IV, (t) => t.setCounter("legendsCaught", 2, 1));
    expect(firstOnly.counter("legendsCaught", 0)).toBe(1);
    expect(done(firstOnly, "twoLegendsEach")).toBe(false);
  });

  it("no player returns to HQ before round 4", () => {
    // "(Base) No player returns to HQ before round 4." Both hunters stand away from their HQs in round 3.
    const away = hunterAt(IV, "chicago", [], (t) => {
      t.setCounter("round", 3);
      t.setCounter("position", num(t, "denver"), 1);
    });
    begin(away);
    playToRound(away, 4);
    expect(done(away, "noEarlyReturn")).toBe(true);
    // Seat 0 ends its round-3 movement at its HQ.
    const home = hunterAt(IV, "thompson", [], (t) => {
      t.setCounter("round", 3);
      t.setCounter("position", num(t, "denver"), 1);
    });
    begin(home);
    playToRound(home, 4);
    expect(home.s.log.some((l) => l.e === "returnsHome")).toBe(true);
    expect(done(home, "noEarlyReturn")).toBe(false);
  });
});

describe("V – The Descending", () => {
  it("as a group, complete at least 3 contracts", () => {
    // "(Base) Each player draws & keeps 2 Contracts; as a group, complete at least 3."
    const game = (completed: number) => {
      const t = legacyArrange(V, ["thompson", "miami"], (t) => {
        t.setCounter("round", 10);
        const all = t.ids("Contract");
        for (const id of [...t.zone("contract", 0), ...t.zone("contract", 1)]) t.put(id, "contractBox");
        all.slice(0, completed).forEach((id, i) => t.put(id, "completed", i % 2));
      });
      beginV(t);
      playToEnd(t);
      return t;
    };
    expect(done(game(3), "groupContracts")).toBe(true);
    expect(done(game(2), "groupContracts")).toBe(false);
  });

  it("2 players each deposit 2 cryptids from each threat", () => {
    // "(Base) 2 players each deposit 2 cryptids from each threat." Seat 1 did so earlier.
    const cages = { "cage[low]": ["jackalope", "squonk"], "cage[medium]": ["jersey-devil", "mothman"], "cage[high]": ["hidebehind", "wendigo"] };
    const both = depositAt(V, cages, (t) => setValue(t, "trialDeposits", ["low", "low", "medium", "medium", "high", "high"], 1));
    expect(done(both, "fullDeposits")).toBe(true);
    const short = depositAt(V, { ...cages, "cage[high]": ["hidebehind"] }, (t) => setValue(t, "trialDeposits", ["low", "low", "medium", "medium", "high", "high"], 1));
    expect(done(short, "fullDeposits")).toBe(false);
    expect(campaign(short)).toEqual({ stage: "descending", done: [], games: 0 });
  });
});
