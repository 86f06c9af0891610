// The round tracker's milestones (rounds 1-9), income bands, the 10 rounds, end scoring and every
// tie-break. Games are played on by a quiet policy (no movement, no purchases) to the moment tested.
import { describe, it, expect } from "vitest";
import { Table, kEngine, clear, giveHunter, place, playQuietly, topEvent } from "./kryptothera-helpers.js";

function game(players: number, seed: number): Table {
  return Table.start(kEngine(true), players, seed);
}

/** Plays quietly until seat `seat`'s turn in round `round` reaches decision `choice`. */
function until(t: Table, round: number, choice: string, seat = 0): void {
  playQuietly(t, (x) => x.counter("round") === round && x.pending() === choice && x.offered()[0]!.player === seat);
}

describe("Milestones", () => {
  it("round 1: each player draws 2 contract cards and keeps 1", () => {
    // "At the start of each player's turn, the active player draws 2 contract cards and keeps 1."
    const t = game(3, 1);
    until(t, 1, "discardContract", 0);
    expect(t.zone("contract", 0).length).toBe(2);
    playQuietly(t, (x) => x.counter("round") === 2);
    for (let p = 0; p < 3; p++) expect(t.zone("contract", p).length + t.zone("completed", p).length).toBe(1);
    for (let p = 0; p < 3; p++) expect(t.zone("contractDiscard", p).length).toBe(1);
  });

  it("round 2: lose 1 HP to take an item-crew card from the shop", () => {
    // "the active player may lose 1 HP in order to buy 1 item-crew card."
    const t = game(2, 2);
    playQuietly(t, (x) => x.counter("round") === 2);
    giveHunter(t, 0, "the-scholar");
    until(t, 2, "healthPurchase", 0);
    t.setCounter("hp", 6, 0);
    topEvent(t, "tailwind");
    const g = t.offered()[0]!.value as number;
    const wallet = t.counter("wallet", 0);
    t.play("healthPurchase", g);
    expect(t.counter("hp", 0)).toBe(5);
    expect(t.counter("wallet", 0)).toBe(wallet - 1); // only the upkeep that follows
    expect([...t.zone("itemSlots", 0), ...t.zone("crewSlots", 0)]).toContain(g);
    expect(t.zone("shop").length).toBe(4);
  });

  it.each([3, 5, 7, 9])("round %i: the shop display is replaced at the beginning of the round", (round) => {
    // "At the beginning of the round, replace the shop display."
    const t = game(2, 3);
    playQuietly(t, (x) => x.counter("round") === round - 1 && x.offered()[0]?.player === 1 && x.pending() === "act");
    const before = [...t.zone("shop")];
    playQuietly(t, (x) => x.counter("round") === round && x.pending() === "act");
    expect(t.zone("shop").some((g) => before.includes(g))).toBe(false);
    expect(t.zone("gearDiscard")).toEqual(expect.arrayContaining(before));
  });

  it("income bands: 2 coins in rounds 1-3, 3 in rounds 4-7, 4 in rounds 8-10", () => {
    const t = game(2, 4);
    const seen: number[] = [];
    for (let r = 1; r <= 10; r++) {
      playQuietly(t, (x) => x.counter("round") === r && x.pending() === "act");
      seen.push(t.counter("incomeLevel"));
    }
    expect(seen).toEqual([2, 2, 2, 3, 3, 3, 3, 4, 4, 4]);
  });

  it("round 4: draw 2 cryptid cards and keep 1", () => {
    // "the active player draws 2 cryptid cards and keeps 1. Discard the other."
    const t = game(2, 5);
    until(t, 4, "discardDrafted", 0);
    const hand = t.zone("hand", 0).length;
    const [a, b] = t.zone("drafted", 0);
    t.play("discardDrafted", a!);
    expect(t.zone("hand", 0).length).toBe(hand + 1);
    expect(t.zone("hand", 0)).toContain(b);
    expect(t.zone("cryptidDiscard")).toContain(a);
  });

  it("round 6: discard 1 item-crew card or pay 3 coins", () => {
    // "the active player must discard 1 item-crew card or pay 3 coins."
    const t = game(2, 6);
    playQuietly(t, (x) => x.counter("round") === 5 && x.offered()[0]?.player === 1 && x.pending() === "act");
    place(t, "Gear/trapper", "crewSlots", 0);
    t.setCounter("wallet", 5, 0);
    until(t, 6, "toll", 0);
    expect(t.offered().map((m) => m.value).sort()).toEqual(["dropGear", "payToll"]);
    t.play("toll", "dropGear");
    expect(t.zone("crewSlots", 0)).toEqual([]);
    expect(t.zone("gearDiscard")).toContain(t.id("Gear/trapper"));
  });

  it("round 8: draw 2 event cards, resolve 1, the other goes back on top", () => {
    // "the active player draws 2 event cards and resolves 1. Return the other card face down to the top."
    const t = game(2, 7);
    until(t, 8, "eventChoice", 0);
    const [kept, back] = [t.offered()[0]!.value as number, t.offered()[1]!.value as number];
    t.play("eventChoice", kept);
    expect(t.s.log.filter((l) => l.e === "eventDrawn").at(-1)!.a!.card).toEqual({ c: kept });
    expect(t.zone("eventDeck").at(-1)).toBe(back);
  });

  it("round 9: item-crew cards cost half, rounded up", () => {
    // "This round, buy item-crew cards at half cost (rounded up)."
    const t = game(2, 8);
    until(t, 9, "act", 0);
    t.setCounter("wallet", 20, 0);
    t.play("act", "stop");
    const g = t.offered().find((m) => m.choice === "buy" && m.value !== null)!.value as number;
    t.play("buy", g);
    const cost = t.props(g).cost as number;
    expect(t.s.log.filter((l) => l.e === "bought").at(-1)!.a!.price).toBe(Math.ceil(cost / 2));
    expect(t.counter("wallet", 0)).toBe(20 - Math.ceil(cost / 2));
  });

  it("the game ends after the 10th round: every player took 10 turns", () => {
    const t = game(3, 9);
    playQuietly(t, () => false);
    expect(t.s.result).toBeDefined();
    expect(t.counter("round")).toBe(10);
    expect(t.s.log.filter((l) => l.e === "turnStarts").length).toBe(30);
  });
});

/**
 * A 2-player game played quietly to seat 1's last movement; `arrange` then sets both boards (cages,
 * depository, clues, coins) and the game is played to its end. Seat 1 still collects 4 coins of income.
 */
function ending(arrange: (t: Table) => void): Table {
  const t = game(2, 12);
  until(t, 10, "act", 1);
  giveHunter(t, 0, "the-boss");
  giveHunter(t, 1, "the-ranger");
  for (let p = 0; p < 2; p++) {
    for (const z of ["depository", "cage[low]", "cage[medium]", "cage[high]"]) clear(t, z, "cryptidDiscard", p);
    for (const z of ["itemSlots", "crewSlots"]) clear(t, z, "gearDiscard", p);
    for (const z of ["contract", "completed"]) clear(t, z, "contractDiscard", p, p);
    t.setCounter("clues", 0, p);
    t.setCounter("earnings", 0, p);
  }
  t.setCounter("wallet", 4, 0);
  t.setCounter("wallet", 0, 1);
  arrange(t);
  playQuietly(t, () => false);
  return t;
}

const dep = (t: Table, seat: number, records: string[]) => records.forEach((r) => place(t, `Cryptid/${r}`, "depository", seat));

describe("End of game", () => {
  it("scores HQ cryptids, completed contracts, clues and coins / 3, after caged cards become clues", () => {
    // "Before you begin tallying, convert all remaining cryptid cards in cages to 1 clue token each."
    const t = ending((t) => {
      dep(t, 0, ["bigfoot", "jersey-devil"]); // 5 + 3
      place(t, "Cryptid/jackalope", "cage[low]", 0);
      place(t, "Cryptid/hodag", "cage[low]", 0);
      t.setCounter("clues", 3, 0);
      t.setCounter("wallet", 11, 0); // 3 points
      place(t, "Contract/legendary-hoard", "contract", 0);
      t.setCounter("legendsCaught", 3, 0);
      place(t, "Contract/silent-pursuer", "contract", 1);
      t.setCounter("pvpFought", 0, 1);
    });
    expect(t.counter("hqPoints", 0)).toBe(8);
    expect(t.counter("clues", 0)).toBe(5);
    expect(t.counter("contractPoints", 0)).toBe(15);
    expect(t.counter("coinPoints", 0)).toBe(3);
    expect(t.counter("score", 0)).toBe(8 + 15 + 5 + 3);
    expect(t.zone("completed", 0)).toEqual([t.id("Contract/legendary-hoard")]);
    // Silent Pursuer is judged at the end: no PvP, so it scores 6; seat 1 has 4 coins (1 point).
    expect(t.counter("score", 1)).toBe(6 + 1);
    expect(t.s.result!.winners).toEqual([0]);
  });

  it.each([
    ["most legendary and high-threat cryptids", ["bigfoot"], ["jersey-devil", "pukwudgie"], 0, 0],
    ["most medium-threat cryptids", ["jersey-devil"], ["squonk", "hodag", "hoop-snake"], 0, 0],
    ["most low-threat cryptids", ["jackalope", "squonk"], ["sidehill-gouger"], 0, 0],
  ] as const)("ties are broken by %s", (_what, mine, theirs, c0, c1) => {
    const t = ending((t) => {
      dep(t, 0, [...mine]);
      dep(t, 1, [...theirs]);
      t.setCounter("clues", c0, 0);
      t.setCounter("clues", c1, 1);
    });
    expect(t.counter("score", 0)).toBe(t.counter("score", 1));
    expect(t.s.result!.winners).toEqual([0]);
  });

  it("then by most clues", () => {
    // seat 0: 1 clue; seat 1: 3 coins more (1 point)
    const t = ending((t) => {
      t.setCounter("clues", 1, 0);
      t.setCounter("wallet", 3, 1);
    });
    expect(t.counter("score", 0)).toBe(t.counter("score", 1));
    expect(t.s.result!.winners).toEqual([0]);
  });

  it("then by most coins", () => {
    // 5 coins and 4 coins both score 1 point
    const t = ending((t) => t.setCounter("wallet", 5, 0));
    expect(t.counter("score", 0)).toBe(t.counter("score", 1));
    expect(t.s.result!.winners).toEqual([0]);
  });

  it("still tied: a shared win", () => {
    // "Still tied? Email us": both win.
    const t = ending((t) => {
      dep(t, 0, ["jackalope"]);
      dep(t, 1, ["squonk"]);
    });
    expect(t.s.result!.winners).toEqual([0, 1]);
  });
});
