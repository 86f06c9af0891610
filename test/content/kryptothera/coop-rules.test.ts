// Co-op mode "United We Hunt": its require, its setup and its team rules, each on an arranged table.
import { describe, it, expect } from "vitest";
import { giveHunter, kEngine, loadDice, num, place, playQuietly, Table, topEvent } from "../kryptothera-helpers.js";
import { COOP, coopArrange, coopSetup } from "./coop-helpers.js";

describe("Co-op: 4 hunters only", () => {
  it("refuses other hunter counts with a sentence, and starts with 4", () => {
    // "Co-op Mode: 4 players only (choose any four existing boards)."
    const e = kEngine(false);
    for (const players of [1, 2, 3, 5, 6]) {
      const r = e.start({ players, seed: 1, options: COOP });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain("Co-op mode (United We Hunt) is for exactly 4 hunters");
    }
    expect(e.start({ players: 4, seed: 1, options: COOP }).ok).toBe(true);
  });

  it("puts all four hunters on one team", () => {
    // "Join forces as a team of four hunters to stand against the growing shadow of the Order."
    const t = coopSetup(3);
    expect(t.s.teams).toEqual([0, 0, 0, 0]);
  });
});

describe("Co-op setup", () => {
  it("a shared HQ from 4 drawn cryptid cards, an item and 5 coins each, hands of 4, no contracts", () => {
    // "Draw 4 cryptid cards; decide together which single location to choose for a shared HQ, then discard
    // the cards. All players start in the same location." "1 item card (each player receives the first
    // random item drawn from the shop deck)". "Each player draws 4 cryptid cards."
    const tab = coopSetup(11);
    const choices = tab.s.log.find((l) => l.e === "sharedHq")!;
    expect(choices).toBeDefined();
    const hq = tab.counter("hq", 0);
    for (let p = 0; p < 4; p++) {
      expect(tab.counter("hq", p)).toBe(hq);
      expect(tab.counter("position", p)).toBe(hq);
      expect(tab.zone("hand", p).length).toBe(4);
      expect(tab.zone("itemSlots", p).length).toBe(1);
      expect(tab.props(tab.zone("itemSlots", p)[0]!).kind).toBe("item");
      expect(tab.counter("wallet", p)).toBe(5);
    }
    expect(tab.zone("hqChoices").length).toBe(0);
    expect(tab.zone("cryptidDiscard").length).toBe(4);
    expect(tab.zone("cryptidDiscard").map((c) => tab.props(c).location)).toContain(hq);
    // "Player vs. Player and Contract Cards: These are disabled in this mode": round 1 draws none.
    const first = coopArrange(11, "chicago", () => {});
    expect(first.zone("contract", 0).length).toBe(0);
    expect(first.pending()).toBe("act");
  });

  it("starting hands are traded card for card between teammates", () => {
    // "You may trade these cards equally between teammates to form your starting hands."
    const t = Table.start(kEngine(true), 4, 5, COOP);
    t.advanceTo("sharedHq");
    t.play("sharedHq", t.offered()[0]!.value);
    const mine = t.zone("hand", 0)[0]!;
    t.play("startSwap", mine);
    t.play("swapWith", 2);
    const theirs = t.zone("hand", 2)[0]!;
    t.play("swapBack", theirs);
    expect(t.zone("hand", 0)).toContain(theirs);
    expect(t.zone("hand", 2)).toContain(mine);
    expect(t.zone("hand", 0).length).toBe(4);
    expect(t.zone("hand", 2).length).toBe(4);
  });
});

describe("Co-op event deck and disabled rules", () => {
  it("the co-op and solo decks together: 8 set aside on top, 3 piles of 4 legendaries, the base deck boxed", () => {
    // "Replace the base game event deck with the co-op event deck AND the solo event deck. Set aside 8
    // event cards, then split the remaining event deck into 3 relatively equal piles. Shuffle 4 legendary
    // cryptid cards into each pile. Return extra legendary cryptids to the box."
    const t = coopSetup(21);
    const inPlay = ["eventDeck", "drawnEvents", "eventDiscard", "legendEvents"].flatMap((z) => t.zone(z));
    const decks = inPlay.map((e) => (t.props(e).legendary !== undefined ? "legendary" : (t.props(e).deck as string)));
    expect(decks.filter((d) => d === "legendary").length).toBe(12);
    expect(decks.filter((d) => d === "coop").length).toBe(30);
    expect(decks.filter((d) => d === "solo").length).toBe(20);
    expect(decks.some((d) => d === undefined)).toBe(false);
    // The 8 set-aside cards are on top: no legendary among them.
    expect(t.zone("eventDeck").slice(-8).some((e) => t.props(e).legendary !== undefined)).toBe(false);
    // "choose between The Archive Awakens, The Dead Signal, and The Flood Gate Opens"
    expect(t.zone("ritual").map((r) => t.props(r).mode)).toEqual(["coop"]);
  });

  it("no PvP, even from round 7 with every hunter in one place", () => {
    // "Player vs. Player and Contract Cards: These are disabled in this mode."
    const t = coopArrange(23, "chicago", (t) => {
      topEvent(t, "tailwind");
      t.setCounter("round", 7);
    });
    expect(t.s.log.some((l) => l.e === "pvp")).toBe(false);
    expect(t.pending()).toBe("act");
  });
});

describe("Free trading", () => {
  it("hunters in the same location give coins, clues and caged cryptids; apart they cannot", () => {
    // "Hunters in the same location may give or exchange caged cryptids, cryptid cards from hand, items,
    // crew, wallet coins and clue tokens. HP and income coins cannot be exchanged."
    const t = coopArrange(7, "chicago", (t) => {
      topEvent(t, "tailwind");
      t.setCounter("wallet", 6, 0);
      t.setCounter("clues", 2, 1);
      t.setCounter("position", num(t, "miami"), 2);
      t.setCounter("position", num(t, "miami"), 3);
      place(t, "Cryptid/hidebehind", "cage[high]", 1);
    });
    expect(t.pending()).toBe("act");
    t.play("trade", "trade");
    // Only seat 1 stands in Chicago with seat 0.
    // Only seat 1 stands in Chicago with seat 0: the engine takes the only hunter to trade with.
    t.play("tradeWith", 1);
    expect(t.pending()).toBe("tradeWay");
    t.play("tradeWay", "give");
    t.play("tradeWhat", "coins");
    t.play("tradeCoins", 2);
    expect(t.counter("wallet", 0)).toBe(6 - 1 - 2);
    expect(t.counter("wallet", 1)).toBe(5 + 2);
    // An exchange: seat 1 gives its caged Hidebehind and a clue back.
    t.play("trade", "trade");
    t.play("tradeWith", 1);
    t.play("tradeWay", "take");
    expect(t.offered().map((m) => m.value)).not.toContain("hp");
    t.play("tradeWhat", "cagedCryptid");
    t.play("tradeCaged", t.id("Cryptid/hidebehind"));
    expect(t.where(t.id("Cryptid/hidebehind"))).toBe("cage[high]:0");
    t.play("trade", "trade");
    t.play("tradeWith", 1);
    t.play("tradeWay", "take");
    t.play("tradeWhat", "clue");
    t.play("tradeClues", 1);
    // A card from hand, handed over with the language's `give`.
    place(t, "Cryptid/agropelter", "hand", 0);
    t.play("trade", "trade");
    t.play("tradeWith", 1);
    t.play("tradeWay", "give");
    t.play("tradeWhat", "handCard");
    t.play("tradeCard", t.id("Cryptid/agropelter"));
    expect(t.where(t.id("Cryptid/agropelter"))).toBe("hand:1");
    expect(t.counter("clues", 0)).toBe(1);
    expect(t.counter("clues", 1)).toBe(1);
    // Seat 1 walks away: no one is left to trade with.
    t.setCounter("position", num(t, "miami"), 1);
    expect(t.all().some((m) => m.choice === "trade")).toBe(false);
  });

  it("two other hunters standing together trade in the active hunter's turn", () => {
    const t = coopArrange(19, "chicago", (t) => {
      topEvent(t, "tailwind");
      t.setCounter("position", num(t, "miami"), 1);
      t.setCounter("position", num(t, "miami"), 2);
      t.setCounter("position", num(t, "boston"), 3);
    });
    expect(t.pending()).toBe("act");
    // Seat 0 stands alone in Chicago; seats 1 and 2 share Miami; seat 3 is alone in Boston.
    expect(t.all().filter((m) => m.choice === "tradeAside").map((m) => m.player).sort()).toEqual([1, 2]);
    expect(t.all().some((m) => m.choice === "trade")).toBe(false);
    const offer = t.all().find((m) => m.choice === "tradeAside" && m.player === 1)!;
    expect(t.e.applyInPlace(t.s, offer)).toBeUndefined();
    t.play("tradeWay", "give");
    t.play("tradeWhat", "coins");
    t.play("tradeCoins", 3);
    expect(t.counter("wallet", 1)).toBe(2);
    expect(t.counter("wallet", 2)).toBe(8);
    // Then seat 0's movement is asked again.
    expect(t.pending()).toBe("act");
  });

  it("is not offered in the base game", () => {
    const e = kEngine(false);
    const r = e.start({ players: 4, seed: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(e.legalMoves(r.state).some((m) => m.choice === "trade")).toBe(false);
  });
});

describe("Assisted capture", () => {
  it("the hunters there add up to +3 from their base skills, above the skill cap, once per turn", () => {
    // "Once per turn, the active player may declare an assisted capture. Hunters in the same location may
    // contribute up to +3 total from their base skills, in any combination. This may exceed the normal
    // skill cap of 3."
    const t = coopArrange(9, "chibougamau", (t) => {
      topEvent(t, "tailwind");
      giveHunter(t, 0, "the-brawler"); // Might 3, Wisdom 1
      giveHunter(t, 1, "the-medic"); // Might 1
      giveHunter(t, 2, "the-boss"); // Might 2
      giveHunter(t, 3, "the-scholar");
      t.setCounter("position", num(t, "miami"), 3);
      place(t, "Cryptid/wendigo", "hand", 0); // Wisdom 6, then Might 5
      place(t, "Cryptid/agropelter", "hand", 0); // in Quebec City, next door
    });
    t.play("act", "capture");
    t.play("captureCard", t.id("Cryptid/wendigo"));
    t.play("assistCapture", "declare");
    loadDice(t, [6, 1]);
    // Wisdom: the helpers' printed Wisdom (Medic 2, Boss 0) could add 2; they add nothing.
    expect(t.offered().filter((m) => m.choice === "assistAmount").map((m) => m.value)).toEqual([0, 1, 2]);
    t.play("assistAmount", 0);
    // Might: Medic 1 + Boss 2 = 3, the whole +3.
    expect(t.offered().filter((m) => m.choice === "assistAmount").map((m) => m.value)).toEqual([0, 1, 2, 3]);
    t.play("assistAmount", 3);
    const checks = t.s.log.filter((l) => l.e === "skillCheck").slice(-2);
    expect(checks[0]!.a).toMatchObject({ skill: "wisdom", roll: 6, value: 1, success: true });
    // Might 3 (the cap) + 3 from the helpers = 6: a roll of 1 makes 7 against 5.
    expect(checks[1]!.a).toMatchObject({ skill: "might", roll: 1, value: 6, total: 7, target: 5, success: true });
    expect(t.where(t.id("Cryptid/wendigo"))).toBe("cage[high]:0");
    // The help ends with the check: a second attempt this turn has no assisted capture on offer.
    t.play("act", "walk");
    t.play("destination", num(t, "quebec-city"));
    t.setCounter("position", num(t, "quebec-city"), 1);
    t.setCounter("position", num(t, "quebec-city"), 2);
    t.play("act", "capture");
    t.play("captureCard", t.id("Cryptid/agropelter"));
    expect(t.s.log.filter((l) => l.e === "assistDeclared").length).toBe(1);
    expect(t.all().some((m) => m.choice === "assistCapture" || m.choice === "assistAmount")).toBe(false);
    // "This may exceed the normal skill cap" only with help: alone, the Agility check shows Agility 1.
    expect(t.s.log.filter((l) => l.e === "skillCheck").at(-1)!.a).toMatchObject({ skill: "agility", value: 1 });
  });
});

describe("Cryptid deck and discard exhaustion", () => {
  it("no more refills, and the next round is the final one", () => {
    // "Players no longer refill their cryptid hands. Resolve other cryptid draws and NPC captures as far
    // as possible. If before Round 10, the next round becomes the Final Round."
    let parked: number[] = [];
    const t = coopArrange(13, "chicago", (t) => {
      topEvent(t, "tailwind");
      parked = [...t.zone("cryptidDeck"), ...t.zone("cryptidDiscard")];
      for (const id of parked) t.put(id, "cryptidBox");
    });
    // Seat 1's event is the other Tailwind: it draws no cryptid and the Order captures nothing.
    topEvent(t, "tailwind");
    t.play("act", "stop");
    playQuietly(t, (t) => t.s.log.some((l) => l.e === "cryptidsRunOut"));
    expect(t.counter("lastRound")).toBe(2);
    expect(t.zone("hand", 0).length).toBe(0);
    // A card discarded now is not drawn back by seat 1's refill.
    const back = parked[0]!;
    t.put(back, "cryptidDiscard");
    playQuietly(t, (t) => t.s.log.some((l) => l.e === "turnEnds" && l.p === 1));
    expect(t.zone("hand", 1).length).toBe(0);
    expect(t.zone("cryptidDiscard")).toContain(back);
    playQuietly(t, () => false);
    expect(t.s.result).not.toBeNull();
    expect(t.counter("round")).toBe(2);
  });
});
