// Frontiers Awaken's abilities, each on an arranged table: the Diplomat, the Saboteur and the Thief
// (item-crew), Nemesis, The Mercenary and The Pacifist (contracts), The Trapper and The Tracker (player
// boards, for a 7th hunter). The rulebook names the cards ("These expansion cards are disabled: Diplomat,
// Saboteur, and Thief", "do not use Nemesis, The Mercenary, and The Pacifist"); their texts are authored,
// and each test quotes the card's text with the rulebook sentence it rests on.
import { describe, it, expect } from "vitest";
import { arrange, begin, giveHunter, loadDice, num, place, playQuietly, type Table } from "../kryptothera-helpers.js";

const ME = 0, YOU = 1, THIRD = 2;
const FA = { frontiers: true };

/** Seat 0 (The Brawler) in Chicago, seat 1 (The Scholar) in Madison, Tailwind (+2 MP) on top of the deck. */
function table(more: (t: Table) => void, players = 2, round = 1): Table {
  const hqs = ["miami", "seattle", "boston", "denver", "dallas", "atlanta", "phoenix"].slice(0, players);
  return arrange(players, 41, hqs, (t) => {
    giveHunter(t, ME, "the-brawler");
    giveHunter(t, YOU, "the-scholar");
    t.setCounter("round", round);
    t.setCounter("position", num(t, "chicago"), ME);
    t.setCounter("position", num(t, "madison"), YOU);
    place(t, "Event/tailwind", "eventDeck");
    more(t);
  }, FA);
}

function crew(t: Table, record: string, seat: number): void {
  place(t, `Gear/${record}`, "crewSlots", seat);
}

/** Makes `record` seat 0's contract (after `begin` took the round-1 choice). */
function keepContract(t: Table, record: string): void {
  for (const id of [...t.zone("contract", ME)]) t.put(id, "contractDeck");
  place(t, `Contract/${record}`, "contract", ME);
}

function walk(t: Table, to: string): void {
  t.play("act", "walk");
  t.play("destination", t.id(`Location/${to}`));
}

function setList(t: Table, counter: string, seat: number, value: number[]): void {
  const i = t.e.program.counters.findIndex((c) => c.name === counter);
  (t.s.counters[i] as unknown[])[seat] = value;
}

/** Plays quietly to the end of seat 0's turn (the next seat's first decision). */
function endTurn(t: Table): void {
  playQuietly(t, (x) => x.s.log.some((l) => l.e === "turnEnds"));
}

describe("Diplomat", () => {
  // "When another hunter starts a PvP encounter with you, you may pay them 1 coin from your wallet to call
  // it off." (PvP: "PvP begins in Round 7 and is mandatory when: A player enters another player's location.")
  it("the defender pays 1 coin to the offender: no rolls, no HP lost, no encounter fought", () => {
    const t = table((t) => crew(t, "diplomat", YOU), 2, 7);
    begin(t);
    walk(t, "madison");
    expect(t.pending()).toBe("parley");
    expect(t.offered()[0]!.player).toBe(YOU);
    t.play("parley", "pay");
    expect(t.counter("wallet", YOU)).toBe(5 - 1);
    expect(t.counter("wallet", ME)).toBe(5 - 1 + 1);
    expect(t.s.log.some((l) => l.e === "pvpRolls")).toBe(false);
    expect(t.counter("hp", ME)).toBe(6);
    expect(t.counter("hp", YOU)).toBe(6);
    expect(t.counter("pvpFought", YOU)).toBe(0);
    // It still counts as the offender's one encounter with that hunter this round.
    walk(t, "chicago");
    walk(t, "madison");
    expect(t.pending()).toBe("act");
  });

  it("the defender may fight instead, and is not asked without a coin", () => {
    const t = table((t) => crew(t, "diplomat", YOU), 2, 7);
    begin(t);
    loadDice(t, [1, 6]);
    walk(t, "madison");
    t.play("parley", "fight");
    expect(t.counter("pvpWins", YOU)).toBe(1);
    const broke = table((t) => {
      crew(t, "diplomat", YOU);
      t.setCounter("wallet", 0, YOU);
    }, 2, 7);
    begin(broke);
    loadDice(broke, [1, 6]);
    walk(broke, "madison");
    expect(broke.s.log.some((l) => l.e === "pvpRolls")).toBe(true);
  });
});

describe("Saboteur", () => {
  // "Once per turn, after your event, you may pay 1 coin: another hunter of your choice has 1 MP less on
  // their next turn." (Events: "Some effects should be resolved immediately, while others are resolved on
  // each player's respective turn.")
  it("pays 1 coin and the chosen hunter moves 1 MP less on their next turn", () => {
    const t = table((t) => {
      crew(t, "saboteur", ME);
      place(t, "Event/field-notes", "eventDeck");
      place(t, "Event/tailwind", "eventDeck");
    }, 3);
    begin(t);
    expect(t.pending()).toBe("sabotage");
    // Any other hunter, or no one.
    expect(new Set(t.offered().map((m) => m.value))).toEqual(new Set([1, 2, null]));
    t.play("sabotage", THIRD);
    expect(t.counter("wallet", ME)).toBe(5 - 1 - 1);
    expect(t.counter("dragNext", THIRD)).toBe(1);
    expect(t.counter("dragNext", YOU)).toBe(0);
    expect(t.pending()).toBe("act");
    // Seat 2's turn: the MP tracker's 4, less 1 (its hunter and gear give none here).
    giveHunter(t, THIRD, "the-medic");
    playQuietly(t, (x) => x.pending() === "act" && x.offered()[0]!.player === THIRD);
    expect(t.counter("mpLeft", THIRD)).toBe(t.counter("mp") - 1);
  });

  it("may be declined, and is not offered without a coin", () => {
    const t = table((t) => crew(t, "saboteur", ME));
    begin(t);
    t.play("sabotage", null);
    expect(t.counter("dragNext", YOU)).toBe(0);
    expect(t.counter("wallet", ME)).toBe(4);
    const broke = table((t) => {
      crew(t, "saboteur", ME);
      t.setCounter("wallet", 1, ME);   // the upkeep takes it
    });
    begin(broke);
    expect(broke.pending()).toBe("act");
  });
});

describe("Thief", () => {
  // "Once per turn, when you enter a location with another hunter, you may take 1 coin from their wallet."
  it("takes 1 coin from a hunter whose location it enters, once per turn", () => {
    const t = table((t) => crew(t, "thief", ME));
    begin(t);
    walk(t, "madison");
    expect(t.pending()).toBe("pickpocket");
    t.play("pickpocket", YOU);
    expect(t.counter("wallet", YOU)).toBe(4);
    expect(t.counter("wallet", ME)).toBe(5 - 1 + 1);
    walk(t, "chicago");
    walk(t, "madison");
    expect(t.pending()).toBe("act");
    expect(t.counter("wallet", YOU)).toBe(4);
  });

  it("finds nothing to take from an empty wallet, and needs the card", () => {
    const t = table((t) => {
      crew(t, "thief", ME);
      t.setCounter("wallet", 0, YOU);
    });
    begin(t);
    walk(t, "madison");
    expect(t.pending()).toBe("act");
    const plain = table(() => {});
    begin(plain);
    walk(plain, "madison");
    expect(plain.pending()).toBe("act");
    expect(plain.counter("wallet", YOU)).toBe(5);
  });
});

describe("Frontiers Awaken contracts", () => {
  it("Nemesis: 2 PvP wins against the same hunter", () => {
    // "Win 2 PvP encounters against the same hunter." (Contracts: "Only reveal it when instructed to earn points.")
    const t = table((t) => {
      setList(t, "beaten", ME, [YOU]);   // a win against seat 1 in an earlier round
    }, 2, 7);
    begin(t);
    keepContract(t, "nemesis");
    loadDice(t, [6, 1]);
    walk(t, "madison");
    t.play("stealCoin", "fromWallet");
    endTurn(t);
    expect(t.zone("completed", ME)).toEqual([t.id("Contract/nemesis")]);
  });

  it("Nemesis: wins against two different hunters are not enough", () => {
    const t = table((t) => {
      setList(t, "beaten", ME, [THIRD]);
    }, 3, 7);
    begin(t);
    keepContract(t, "nemesis");
    loadDice(t, [6, 1]);
    walk(t, "madison");
    t.play("stealCoin", "fromWallet");
    endTurn(t);
    expect(t.zone("completed", ME)).toEqual([]);
    expect(t.zone("contract", ME)).toEqual([t.id("Contract/nemesis")]);
  });

  it("The Mercenary: 2 cryptids taken from other hunters in PvP (a coin does not count)", () => {
    // "Take 2 cryptids from other hunters in PvP." (PvP: "the offender takes any 1 cryptid ... from the defender's cages")
    const t = table((t) => {
      t.setCounter("cryptidsTaken", 1, ME);
      place(t, "Cryptid/jackalope", "cage[low]", YOU);
    }, 2, 7);
    begin(t);
    keepContract(t, "the-mercenary");
    loadDice(t, [6, 1]);
    walk(t, "madison");
    t.play("steal", t.id("Cryptid/jackalope"));
    endTurn(t);
    expect(t.counter("cryptidsTaken", ME)).toBe(2);
    expect(t.zone("completed", ME)).toEqual([t.id("Contract/the-mercenary")]);
    const coin = table((t) => t.setCounter("cryptidsTaken", 1, ME), 2, 7);
    begin(coin);
    keepContract(coin, "the-mercenary");
    loadDice(coin, [6, 1]);
    walk(coin, "madison");
    coin.play("stealCoin", "fromWallet");
    endTurn(coin);
    expect(coin.counter("cryptidsTaken", ME)).toBe(1);
    expect(coin.zone("completed", ME)).toEqual([]);
  });

  it("The Pacifist: judged at the end; starting an encounter loses it, being attacked does not", () => {
    // "Start no PvP encounter all game (you may be attacked). Reveal at the end of the game."
    // Round 10 (PvP on), then the end: "The object of the game is to score the most points by the end of the 10th round".
    const attacker = table(() => {}, 2, 10);
    begin(attacker);
    keepContract(attacker, "the-pacifist");
    loadDice(attacker, [6, 1]);
    walk(attacker, "madison");
    attacker.play("stealCoin", "fromWallet");
    expect(attacker.counter("pvpStarted", ME)).toBe(1);
    playQuietly(attacker, () => false);
    expect(attacker.zone("completed", ME)).toEqual([]);
    const defender = table(() => {}, 2, 10);
    begin(defender);
    keepContract(defender, "the-pacifist");
    // Not revealed before the end, though it holds ("Reveal at the end of the game").
    endTurn(defender);
    expect(defender.zone("completed", ME)).toEqual([]);
    playQuietly(defender, (x) => x.pending() === "act" && x.offered()[0]!.player === YOU);
    loadDice(defender, [1, 6]);
    walk(defender, "chicago");
    playQuietly(defender, () => false);
    expect(defender.counter("pvpFought", ME)).toBe(1);
    expect(defender.counter("pvpStarted", ME)).toBe(0);
    expect(defender.zone("completed", ME)).toEqual([defender.id("Contract/the-pacifist")]);
    expect(defender.counter("contractPoints", ME)).toBe(5);
  });
});

describe("Frontiers Awaken player boards", () => {
  it("The Trapper: the low-threat cage holds 5", () => {
    // "Your low-threat cage holds 5 cryptids." (Cage Management: "Low Threat: Holds up to 4".)
    const lows = ["jackalope", "squonk", "hodag", "hoop-snake"];
    const trapper = table((t) => {
      giveHunter(t, ME, "the-trapper");
      t.setCounter("position", num(t, "moosonee"), ME);
      for (const c of lows) place(t, `Cryptid/${c}`, "cage[low]", ME);
      place(t, "Cryptid/temagami-bigfoot", "hand", ME);
    });
    begin(trapper);
    loadDice(trapper, [1]);   // 1 + 2 Might = 3 against 3
    trapper.play("act", "capture");
    expect(trapper.zone("cage[low]", ME).length).toBe(5);
    expect(trapper.pending()).toBe("act");
    expect(trapper.counter("clues", ME)).toBe(0);
    const brawler = table((t) => {
      t.setCounter("position", num(t, "moosonee"), ME);
      for (const c of lows) place(t, `Cryptid/${c}`, "cage[low]", ME);
      place(t, "Cryptid/temagami-bigfoot", "hand", ME);
    });
    begin(brawler);
    loadDice(brawler, [1]);
    brawler.play("act", "capture");
    expect(brawler.pending()).toBe("overflowDiscard");
  });

  it("The Tracker: 2 clues for a failed capture, none for a legendary", () => {
    // "Every time you fail to capture a cryptid (not a legendary), gain 1 more clue." ("On Failure: Gain 1
    // clue for low, medium, and high-threat. No clue is gained for legendary.")
    const t = table((t) => {
      giveHunter(t, ME, "the-tracker");
      t.setCounter("position", num(t, "moosonee"), ME);
      place(t, "Cryptid/temagami-bigfoot", "hand", ME);
    });
    begin(t);
    loadDice(t, [1]);   // 1 + 1 Might = 2 against 3
    t.play("act", "capture");
    expect(t.counter("clues", ME)).toBe(2);
  });

  it("a 7th hunter takes its turn in round 1", () => {
    // "Frontiers Awaken: Up to 7 players".
    const t = table(() => {}, 7);
    begin(t);
    playQuietly(t, (x) => x.counter("round") === 2);
    const turns = t.s.log.filter((l) => l.e === "turnStarts").map((l) => l.p).slice(0, 7);
    expect(turns).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(t.zone("board", 6).length).toBe(1);
  });
});
