// Solo mode "The Descent": the Order's influence, glyphs, sacrifices, the legendary chain, the Order's
// captures and Stall the Hunt, The Boss, the rituals' outcomes, the Order's score and the win condition,
// each on a solo table arranged at the start of the first turn.
import { describe, it, expect } from "vitest";
import { begin, kEngine, loadDice, place, playQuietly, reveal, topEvent, type Table } from "./kryptothera-helpers.js";
import { logged, soloArrange, toEnd, toLastTurn } from "./kryptothera-solo-helpers.js";

const offersAnytime = (t: Table, name: string) => t.all().some((m) => m.choice === name);

describe("Solo mode is for 1 player", () => {
  it("refuses solo with more than 1 player, and 1 player without solo, with a sentence", () => {
    const e = kEngine(false);
    const two = e.start({ players: 2, seed: 1, options: { mode: "solo" } });
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.error.message).toContain("Solo mode (The Descent) is for 1 player");
    const one = e.start({ players: 1, seed: 1 });
    expect(one.ok).toBe(false);
    if (!one.ok) expect(one.error.message).toContain("1 player plays solo mode: use --option mode=solo");
    expect(e.start({ players: 1, seed: 1, options: { mode: "solo" } }).ok).toBe(true);
    const variant = e.start({ players: 3, seed: 1, options: { difficulty: "expert" } });
    expect(variant.ok).toBe(false);
    if (!variant.ok) expect(variant.error.message).toContain("The difficulty variants are for solo mode");
  });
});

describe("Order influence", () => {
  it("an event's \"Raise Order influence\" advances the token; at 6 the malus is active and locked", () => {
    // "Advance the influence token when an event card states 'Raise Order influence.' At 6 influence, the
    // ritual card's malus effect becomes active." "The effect is ongoing; the Order's influence can no
    // longer be lowered."
    const t = soloArrange(3, (t) => {
      t.setCounter("influence", 5);
      t.setCounter("glyphs", 2);
      topEvent(t, "hooded-informant"); // "Draw 1 cryptid card. Raise Order influence."
    });
    begin(t);
    // A card alone is still offered, since a glyph could be spent first.
    t.play("eventChoice", t.zone("drawnEvents")[0]!);
    expect(t.counter("influence")).toBe(6);
    expect(t.counter("malusOn")).toBe(true);
    expect(logged(t, "malusActive")).toHaveLength(1);
    // The glyphs cannot lower it any more.
    expect(offersAnytime(t, "spendGlyph")).toBe(false);
    expect(t.counter("glyphs")).toBe(2);
  });

  it("reaching 6 in round 10 leaves the malus off (\"If influence is >=6 before Round 10\")", () => {
    const t = soloArrange(3, (t) => {
      t.setCounter("round", 10);
      t.setCounter("influence", 5);
      topEvent(t, "hooded-informant");
    });
    begin(t);
    expect(t.counter("influence")).toBe(6);
    expect(t.counter("malusOn")).toBe(false);
    expect(logged(t, "malusActive")).toHaveLength(0);
  });

  it("spending 1 glyph at any time in your turn lowers the influence by 1", () => {
    // "You can choose to spend 1 glyph to reduce the Order's influence by 1 any time during your turn."
    const t = soloArrange(3, (t) => {
      t.setCounter("influence", 4);
      t.setCounter("glyphs", 2);
      topEvent(t, "silent-vigil"); // "Restore 1 HP. Gain 1 glyph." no raise
    });
    begin(t);
    t.play("eventChoice", t.zone("drawnEvents")[0]!);
    expect(t.counter("glyphs")).toBe(3);
    expect(t.pending()).toBe("act");
    t.play("spendGlyph", "spendGlyph");
    expect(t.counter("influence")).toBe(3);
    expect(t.counter("glyphs")).toBe(2);
    // The pending decision is asked again.
    expect(t.pending()).toBe("act");
  });

  it("the malus of Ashes to Sight strikes at the end of every round once active", () => {
    // Ashes to Sight: "If influence is >=6 before Round 10: At the end of every round, you must discard 1
    // Aether Coin or lose 1 clue. If unavailable, lose 1 HP."
    const t = soloArrange(3, (t) => {
      t.setCounter("influence", 5);
      topEvent(t, "hooded-informant");
    });
    begin(t);
    expect(t.counter("malusOn")).toBe(true);
    expect(logged(t, "malusStrikes")).toHaveLength(0);
    t.setCounter("clues", 0);
    t.play("act", "stop");
    // The end of round 1 comes before round 2's first turn: with no clue, a coin is discarded.
    t.advanceTo("act");
    expect(t.counter("round")).toBe(2);
    expect(logged(t, "malusStrikes")).toHaveLength(1);
    expect(logged(t, "paidOrder")).toEqual([{ coins: 1 }]);
    expect(t.s.log.findIndex((l) => l.e === "malusStrikes")).toBeLessThan(t.s.log.findIndex((l) => l.e === "roundStarts" && (l.a as { round: number }).round === 2));
  });
});

describe("Glyphs", () => {
  it("never more than 10", () => {
    // "Note: You cannot hold more than 10 glyphs."
    const t = soloArrange(5, (t) => {
      t.setCounter("glyphs", 9);
      topEvent(t, "glyph-cache"); // "Gain 2 glyphs."
    });
    begin(t);
    expect(t.counter("glyphs")).toBe(10);
    expect(logged(t, "glyphsGained").at(-1)).toMatchObject({ glyphs: 1, held: 10 });
  });

  it("sacrificing a caged legendary: 1 glyph, the card and token out of the game", () => {
    // "You may discard a captured legendary cryptid from its cage in exchange for 1 glyph token. If you
    // do, remove the cryptid's card and token from the game."
    let c = 0;
    const t = soloArrange(5, (t) => {
      c = reveal(t, "bessie");
      t.put(c, "cage[high]");
      t.put(t.id("Token/bessie-token"), "tokenBox");
      topEvent(t, "silent-vigil");
    });
    begin(t);
    expect(offersAnytime(t, "sacrifice")).toBe(true);
    t.play("sacrifice", "sacrifice");
    t.play("sacrificeCard", c);
    expect(t.where(c)).toBe("outOfGame");
    expect(t.where(t.id("Token/bessie-token"))).toBe("tokensOut");
    // 1 from the event (Silent Vigil), 1 from the sacrifice.
    expect(t.counter("glyphs")).toBe(2);
    expect(offersAnytime(t, "sacrifice")).toBe(false);
  });

  it("no sacrifice while 10 glyphs are held (the glyph could not be held)", () => {
    const t = soloArrange(5, (t) => {
      const c = reveal(t, "bessie");
      t.put(c, "cage[high]");
      t.setCounter("glyphs", 10);
      topEvent(t, "silent-vigil");
    });
    begin(t);
    expect(offersAnytime(t, "sacrifice")).toBe(false);
  });
});

describe("Legendary cryptid events", () => {
  it("after a legendary, draw and resolve again until a non-legendary card", () => {
    // "When you draw a legendary cryptid, resolve it as in the base game. Then, draw another event card
    // and resolve it. In the unlikely event a second legendary cryptid card is drawn, repeat the same
    // steps until you draw and resolve a non-legendary event card."
    const t = soloArrange(7, (t) => {
      topEvent(t, "silent-vigil");
      topEvent(t, "bessie-event");
      topEvent(t, "qiqirn-event");
    });
    const mp = t.counter("mp");
    begin(t);
    const drawn = logged(t, "eventDrawn").map((a) => t.props((a.card as { c: number }).c).id);
    expect(drawn).toEqual(["qiqirn-event", "bessie-event", "silent-vigil"]);
    expect(t.counter("mp")).toBe(mp + 2);
    expect(t.zone("legends")).toEqual(expect.arrayContaining([t.id("Cryptid/qiqirn"), t.id("Cryptid/bessie")]));
  });
});

describe("NPC captures", () => {
  it("the Order hunter's turn draws cryptids blind into its hidden area", () => {
    // "Check if the NPC captures any cryptids every time a new event card is drawn in the 'Order hunter's
    // turn' section". "All captured NPC cryptid cards should be drawn blindly. Place them face down".
    const t = soloArrange(9, (t) => topEvent(t, "starlit-trail")); // captures 2
    loadDice(t, [6]);
    begin(t);
    expect(t.zone("npcArea")).toHaveLength(2);
    expect(t.counter("npcCaught")).toBe(2);
    const view = t.e.view(t.s, 0);
    expect(view.zones.npcArea).toEqual([-1, -1]);
  });

  it("a card that captures 3 cryptids, 1 fewer for each legendary cryptid on the map, counts the legendaries roaming", () => {
    // Authored (README "Solo and co-op balance"): Black Carriage's "Order hunter's turn: captures 3
    // cryptids, 1 fewer for each legendary cryptid on the map." The Order's hunters turn to a legendary
    // that roams, so the difficulties with 10 legendaries in play (rookie, standard) feel fewer captures.
    const captured = (legends: string[]) => {
      const t = soloArrange(9, (t) => {
        for (const l of legends) reveal(t, l);
        topEvent(t, "black-carriage");
      });
      loadDice(t, [6]);
      begin(t);
      return t.counter("npcCaught");
    };
    expect(captured([])).toBe(3);
    expect(captured(["bessie"])).toBe(2);
    expect(captured(["bessie", "qiqirn"])).toBe(1);
    expect(captured(["bessie", "qiqirn", "chupacabra", "gowrow"])).toBe(0);
  });

  it("cards that capture 1 fewer at Rookie or 1 more at Legend read the difficulty", () => {
    // Authored (README "Solo and co-op balance"): Torn Banner's "Order hunter's turn: captures 2 cryptids,
    // 1 fewer at Rookie." and The Order Marches' "captures 1 cryptid, 1 more at Legend." The rulebook's
    // rookie ("Start with 1 random crew card and 8 coins") is hardly easier than standard, and its legend
    // hardly harder than expert, in what the deck can see.
    const captured = (card: string, difficulty: string) => {
      const t = soloArrange(9, (t) => topEvent(t, card), { options: { difficulty } });
      loadDice(t, [6]);
      begin(t);
      return t.counter("npcCaught");
    };
    expect(["rookie", "standard", "expert", "legend"].map((d) => captured("torn-banner", d))).toEqual([1, 2, 2, 2]);
    expect(["rookie", "standard", "expert", "legend"].map((d) => captured("the-order-marches", d))).toEqual([1, 1, 1, 2]);
  });

  it("Stall the Hunt: at 9 captures the Order skips its capture step on the next turn", () => {
    // "Stall the Hunt: For every 9 cryptids captured by the NPC, skip the NPC's capture step for 1 turn."
    const t = soloArrange(9, (t) => {
      t.setCounter("npcCaught", 8);
      topEvent(t, "hooded-informant"); // round 3's event: captures 2 again
      topEvent(t, "quiet-road"); // round 2's event: would capture 3 (no legendary on the map)
      topEvent(t, "watchers-in-the-pines"); // round 1's event: captures 1 (the 9th)
    });
    loadDice(t, [6]);
    begin(t);
    expect(t.counter("npcCaught")).toBe(9);
    expect(t.counter("stallPending")).toBe(1);
    t.play("act", "stop");
    // Round 2: the Order's capture step is skipped.
    t.advanceTo("act");
    expect(t.counter("round")).toBe(2);
    expect(t.counter("stalled")).toBe(true);
    expect(t.counter("npcCaught")).toBe(9);
    expect(logged(t, "huntStalled")).toHaveLength(1);
    t.play("act", "stop");
    // Round 3: it captures again.
    t.advanceTo("act");
    expect(t.counter("round")).toBe(3);
    expect(t.counter("stalled")).toBe(false);
    expect(t.counter("npcCaught")).toBe(11);
  });

  it("The Boss may pay 2 coins to cage a low-threat cryptid from hand when the NPC captures 2 at once", () => {
    // "The Boss (Solo Mode): Once per round, if the NPC captures 2 cryptids at once, you may pay 2 coins
    // to cage 1 low-threat cryptid from your hand."
    let low = 0;
    const t = soloArrange(9, (t) => {
      const board = t.zone("board")[0]!;
      t.put(board, "hunterBox");
      t.put(t.id("Hunter/the-boss"), "board");
      low = t.ids("Cryptid", (p) => p.threat === "low").find((i) => t.where(i) !== "npcArea")!;
      t.put(low, "hand");
      topEvent(t, "quiet-road"); // "Gain 2 coins." captures 3 (no legendary on the map)
    });
    begin(t);
    const wallet = t.counter("wallet");
    t.play("bossCage", low);
    expect(t.zone("cage[low]")).toEqual([low]);
    expect(t.counter("wallet")).toBe(wallet - 2);
  });
});

describe("Difficulty variants: the HP a capture costs", () => {
  it("Legend: medium-threat always 1 HP; Expert: high-threat 2 HP on failure", () => {
    // Legend: "Medium-threat cryptids: Always lose 1 HP." Expert: "High-threat cryptids: Lose 2 HP on
    // capture failure."
    const medium = (difficulty: string) => {
      const t = soloArrange(11, (t) => {
        t.setCounter("position", t.props(t.id("Cryptid/jersey-devil")).location as number);
        place(t, "Cryptid/jersey-devil", "hand");
        topEvent(t, "silent-vigil");
      }, { options: { difficulty } });
      begin(t);
      loadDice(t, [6, 6, 6]);
      t.play("act", "capture");
      t.play("captureCard", t.id("Cryptid/jersey-devil"));
      return t;
    };
    expect(kEngine(false).program.components.find((c) => c.id === "Cryptid/jersey-devil")?.props).toMatchObject({ threat: "medium", hp: 0 });
    expect(medium("standard").counter("hp")).toBe(6);
    const legend = medium("legend");
    expect(legend.zone("cage[medium]")).toEqual([legend.id("Cryptid/jersey-devil")]);
    expect(legend.counter("hp")).toBe(5);

    const high = (difficulty: string) => {
      const t = soloArrange(11, (t) => {
        t.setCounter("position", t.props(t.id("Cryptid/hidebehind")).location as number);
        place(t, "Cryptid/hidebehind", "hand");
        topEvent(t, "silent-vigil");
      }, { options: { difficulty } });
      begin(t);
      loadDice(t, [1, 1]);
      t.play("act", "capture");
      t.play("captureCard", t.id("Cryptid/hidebehind"));
      expect(t.zone("cryptidDiscard")).toContain(t.id("Cryptid/hidebehind"));
      return t;
    };
    // The Hidebehind: high-threat, 1 HP as printed.
    expect(high("standard").counter("hp")).toBe(5);
    expect(high("expert").counter("hp")).toBe(4);
    expect(high("legend").counter("hp")).toBe(4);
  });
});

describe("Solo scoring and victory", () => {
  it("Ashes to Sight succeeds with 3 glyphs: retrieve 1 discarded cryptid and +8 points", () => {
    // "End of Game, Success (3+ Glyphs): You disrupt the last fire. From its remains, retrieve 1
    // discarded Cryptid. +8 Points."
    const t = soloArrange(13);
    begin(t);
    toLastTurn(t);
    t.setCounter("glyphs", 3);
    const secured = t.zone("depository").length;
    toEnd(t);
    expect(logged(t, "ritualSuccess")).toHaveLength(1);
    expect(t.zone("depository")).toHaveLength(secured + 1);
    expect(t.counter("ritualPoints")).toBe(8);
    const hq = t.zone("depository").reduce((a, c) => a + (t.props(c).points as number), 0);
    expect(t.counter("score")).toBe(hq + t.counter("contractPoints") + t.counter("clues") + t.counter("coinPoints") + 8);
  });

  it("Ashes to Sight fails with 2 glyphs: all clues lost, then 3 random secured cryptids discarded", () => {
    // "Failure (0-2 Glyphs): You lose all clues, then discard 3 random captured Cryptids."
    const t = soloArrange(13);
    begin(t);
    toLastTurn(t);
    t.setCounter("glyphs", 2);
    t.setCounter("clues", 5);
    const four = t.ids("Cryptid", (p) => p.threat === "low").filter((i) => t.where(i) === "cryptidDeck").slice(0, 4);
    for (const c of four) t.put(c, "depository");
    const secured = t.zone("depository").length;
    toEnd(t);
    expect(logged(t, "ritualFailure")).toHaveLength(1);
    expect(t.counter("clues")).toBe(0);
    expect(t.zone("depository")).toHaveLength(secured - 3);
    expect(t.counter("ritualPoints")).toBe(0);
  });

  it("The Anti-Eye Opens (authored): its malus costs 1 MP each turn; failing gives a secured cryptid to the Order", () => {
    // Authored (README): "At the start of each of your turns, you have 1 MP less this turn." "Failure
    // (0-3 Glyphs): ... 1 cryptid of your choice from your HQ goes to the Order Hunter area."
    const t = soloArrange(17, (t) => {
      t.setCounter("influence", 5);
      topEvent(t, "hooded-informant");
    }, { ritual: "the-anti-eye-opens" });
    begin(t);
    expect(t.counter("malusOn")).toBe(true);
    t.play("act", "stop");
    t.advanceTo("act");
    expect(t.counter("round")).toBe(2);
    expect(logged(t, "malusStrikes")).toHaveLength(1);
    // The lasting addition to the turn's MP (a modifier), from the malus.
    expect((t.s.lasting ?? []).filter((l) => l.modifier === "mpBonus").map((l) => l.value)).toContain(-1);
    toLastTurn(t);
    t.setCounter("glyphs", 3);
    const prize = t.ids("Cryptid", (p) => p.threat === "high").find((i) => t.where(i) === "cryptidDeck")!;
    for (const c of [...t.zone("depository")]) t.put(c, "cryptidDiscard");
    t.put(prize, "depository");
    // The only secured cryptid: the choice is the engine's.
    toEnd(t);
    expect(logged(t, "ritualFailure")).toHaveLength(1);
    expect(t.zone("npcRevealed")).toContain(prize);
    expect(t.zone("depository")).not.toContain(prize);
  });

  it("The Mirror Rites (authored): success gives 2 points per glyph held", () => {
    // Authored (README): "Success (5+ Glyphs): You turn the mirror on the Order. +2 Points per glyph you hold."
    const t = soloArrange(19, () => {}, { ritual: "the-mirror-rites" });
    begin(t);
    toLastTurn(t);
    t.setCounter("glyphs", 7);
    toEnd(t);
    expect(logged(t, "ritualSuccess")).toHaveLength(1);
    expect(t.counter("ritualPoints")).toBe(14);
  });

  it("the Order scores its flipped cryptids; you win only if your score exceeds it, a tie loses", () => {
    // "Flip over all captured NPC cryptids in the Hunter of the Order (NPC) area. The Order Hunter Score
    // is calculated by adding up: Total number of points from captured NPC cryptids. If your score
    // exceeds the Order's score, you win!"
    // The table is arranged while the ritual's success waits for the retrieved cryptid (after the cages
    // became clues, before the tally): the hunter then scores exactly the retrieved card and 8 points.
    const finish = (orderBehind: number) => {
      const t = soloArrange(15);
      begin(t);
      toLastTurn(t);
      t.setCounter("glyphs", 3);
      playQuietly(t, (u) => u.pending() === "retrieve");
      for (const z of ["depository", "contract", "completed"]) for (const c of [...t.zone(z)]) t.put(c, z === "depository" ? "cryptidDeck" : "contractBox");
      for (const c of [...t.zone("npcArea")]) t.put(c, "cryptidDeck");
      for (const k of ["clues", "wallet", "earnings"]) t.setCounter(k, 0);
      const prize = t.offered()[0]!.value as number;
      const mine = (t.props(prize).points as number) + 8;
      // The Order's cryptids: 1-point low-threat cards, as many as the hunter's points less orderBehind.
      const ones = t
        .ids("Cryptid", (p) => p.threat === "low" && p.points === 1)
        .filter((i) => t.where(i) === "cryptidDeck")
        .slice(0, mine - orderBehind);
      expect(ones).toHaveLength(mine - orderBehind);
      for (const c of ones) t.put(c, "npcArea");
      t.play("retrieve", prize);
      return { t, mine };
    };
    const tie = finish(0);
    expect(tie.t.counter("score")).toBe(tie.mine);
    expect(tie.t.zone("npcArea")).toHaveLength(0);
    expect(tie.t.counter("orderScore")).toBe(tie.mine);
    expect(tie.t.s.result?.winners).toEqual([]);
    expect(logged(tie.t, "orderWins")).toHaveLength(1);
    const win = finish(1);
    expect(win.t.counter("orderScore")).toBe(win.mine - 1);
    expect(win.t.s.result?.winners).toEqual([0]);
    expect(logged(win.t, "huntersWin")).toHaveLength(1);
  });
});
