// Scenario tests for Cryptic Nature rules that had none (issue 10, item 8). Each is named after its
// rule and quotes the rulebook.
import { describe, it, expect } from "vitest";
import { arrange, cnEngine, display, foundBy, terrain, Table } from "./cryptic-nature-helpers.js";

const ev = (t: Table, r: string) => t.id(`Evidence/${r}`);
const cr = (t: Table, r: string) => t.id(`Cryptid/${r}`);
// A die keeps the face it shows (`roll`), not its index: success, failure or luckFace.
const face = (t: Table, d: number) => ({ success: "success", luckFace: "luck" } as Record<string, string>)[t.attr("up", d) as never] ?? "failure";
const rolled = (t: Table) => t.zone("trackingDice").filter((d) => t.marked("rolled", d));

/** Gives seat 0 ready skills of these kinds (from its own unlearned skill markers). */
function skills(t: Table, kinds: string[]): void {
  for (const k of kinds) t.put(t.zone("unlearned", 0).find((s) => t.props(s).kind === k)!, "ready", 0);
}

/**
 * Seat 0 at N1 tracks Selma (outline, silhouette, footprint) committing `commit` (records), with the
 * skills given; returns the table after "proceed" (the dice are rolled), for the first seed whose roll
 * `wanted` accepts.
 */
function trackSelma(commit: string[], kinds: string[], wanted: (t: Table) => boolean): Table {
  for (let seed = 1; seed < 300; seed++) {
    const t = arrange(3, seed, (t) => {
      display(t, "selma", [0]);
      t.setCounter("position", t.loc("n1"), 0);
      for (const r of commit) t.put(ev(t, r), "slots", 0);
      t.setCounter("experience", 0, 0);
      skills(t, kinds);
    });
    t.play("explore", "track");
    t.play("trackTarget", cr(t, "selma"));
    for (const r of commit) {
      t.play("commitEvidence", "commit");
      t.play("trackEvidence", ev(t, r));
    }
    t.play("commitEvidence", "proceed");
    if (wanted(t)) return t;
  }
  throw new Error("no seed gives the roll wanted");
}

describe("tracking dice", () => {
  it("second chance: \"In case of failure, reroll the dice of your choice (if you also have the 'luck' skill, activate it only after you have finished rerolling)\"", () => {
    const t = trackSelma(["outline-1"], ["secondChance", "luck"], (t) => rolled(t).length === 2 && rolled(t).every((d) => face(t, d) !== "success"));
    // "Roll 1 tracking die for each missing evidence token": 2 missing, 2 dice.
    expect(t.pending()).toBe("secondChance");
    expect(t.can("useLuck", "luckYes")).toBe(false); // luck only after the rerolls
    t.play("secondChance", "reroll");
    expect(t.zone("spent", 0).some((s) => t.props(s).kind === "secondChance")).toBe(true);
    // Each die that did not succeed is offered for a reroll, one at a time: the dice of your choice.
    expect(t.pending()).toBe("rerollDie");
    t.play("rerollDie", "yes");
    expect(t.pending()).toBe("rerollDie");
    const kept = rolled(t)[1]!;
    const keptFace = t.attr("up", kept);
    t.play("rerollDie", "no");
    expect(t.attr("up", kept)).toBe(keptFace);
    expect(t.s.log.filter((e) => e.e === "rerolled").length).toBe(1);
    // Then luck, if a luck face shows; never before the rerolls are done.
    const luckShows = rolled(t).some((d) => face(t, d) === "luck");
    expect(t.pending() === "useLuck").toBe(luckShows);
  });

  it("luck faces: \"Failure, BUT if you have the skill 'luck,' you can activate it, and this face value will be considered success for all rolled dice\"", () => {
    // Only luck faces and successes: luck turns them all into successes.
    const t = trackSelma(["outline-1"], ["luck"], (t) => rolled(t).some((d) => face(t, d) === "luck") && rolled(t).every((d) => face(t, d) !== "failure"));
    expect(t.pending()).toBe("useLuck");
    t.play("useLuck", "luckYes");
    expect(t.where(cr(t, "selma"))).toBe("found:0");
    expect(t.zone("spent", 0).some((s) => t.props(s).kind === "luck")).toBe(true);
    // A plain failure stays a failure with luck.
    const u = trackSelma(["outline-1"], ["luck"], (t) => rolled(t).some((d) => face(t, d) === "luck") && rolled(t).some((d) => face(t, d) === "failure"));
    u.play("useLuck", "luckYes");
    expect(u.where(cr(u, "selma"))).toBe("display");
    // Without the skill a luck face is a failure.
    const v = trackSelma(["outline-1"], [], (t) => rolled(t).some((d) => face(t, d) === "luck") && rolled(t).every((d) => face(t, d) !== "failure"));
    expect(v.where(cr(v, "selma"))).toBe("display");
    expect(v.counter("experience", 0)).toBe(1); // "Gain 1 experience from the supply."
  });

  it("Note 2: \"if you used 2 rumors + 1 other evidence (as 2 out of 3 required evidence), you may choose to discard either 2 rumors or 1 other evidence\"", () => {
    const failed = (t: Table) => rolled(t).length === 1 && face(t, rolled(t)[0]!) !== "success";
    for (const discard of ["rumor-1", "outline-1"]) {
      const t = trackSelma(["outline-1", "rumor-1", "rumor-2"], [], failed);
      expect(t.pending()).toBe("failDiscard");
      expect(t.offered().map((m) => m.value).sort()).toEqual([ev(t, "outline-1"), ev(t, "rumor-1"), ev(t, "rumor-2")].sort());
      t.play("failDiscard", ev(t, discard));
      const left = t.zone("slots", 0).map((x) => t.props(x).kind).sort();
      // Discarding a rumor takes its partner too; discarding the other evidence keeps both rumors.
      expect(left).toEqual(discard === "outline-1" ? ["rumor", "rumor"] : ["outline"]);
    }
  });
});

/** Plays every remaining decision simply (end turns; move up, else down; first option) to the game's end. */
function finish(t: Table): void {
  for (let n = 0; n < 3000 && !t.s.result; n++) {
    const o = t.offered();
    const m = o.find((x) => x.value === "endTurn") ?? o.find((x) => x.value === "up") ?? o.find((x) => x.value === "done") ?? o.find((x) => x.value === "down") ?? o[0]!;
    t.play(m.choice, m.value);
  }
  if (!t.s.result) throw new Error("the game did not end");
}

/** A table in its final round with no contracts (so only the given cards and figures score). */
function finalRound(seed: number, arrangeTable: (t: Table) => void): Table {
  return arrange(3, seed, (t) => {
    t.setCounter("endStage", "finalRound");
    for (const k of [...t.zone("generalContract"), ...[0, 1, 2].flatMap((p) => t.zone("contracts", p))]) t.put(k, "discardedContracts");
    for (let p = 0; p < 3; p++) {
      t.setCounter("coins", 0, p);
      t.setCounter("experience", 0, p);
    }
    arrangeTable(t);
  });
}

describe("the winner's tie-breakers", () => {
  const rule =
    "In case of a tie, players compare the number of found cryptids, and the player who found the most cryptids wins. If there is still a tie, the winner is the player who relocated the most cryptids (both in the sanctuary and by fulfilling requests). If there is still a tie, the player who has the most experience and coins in total wins. If the tie is still unresolved, all players in the tie share the victory.";

  it(`found cryptids first: ${rule}`, () => {
    // Seat 0: Habior (1 point for finding it); seat 1: 5 coins (1 point); seat 2 nothing.
    const t = finalRound(51, (t) => {
      foundBy(t, "habior", 0);
      t.setCounter("coins", 5, 1);
    });
    finish(t);
    expect(t.counter("score", 0)).toBe(t.counter("score", 1));
    expect(t.s.result!.winners).toEqual([0]);
  });

  it("then relocated cryptids (settled or by request)", () => {
    // Seat 0: Lomie settled (1 + 1); seat 1: Kludde unsettled (2): one found cryptid each.
    const t = finalRound(52, (t) => {
      foundBy(t, "lomie", 0);
      t.put(t.id("CryptidTile/lomie"), "settledTiles");
      t.setMark("settled", cr(t, "lomie"));
      foundBy(t, "kludde", 1);
    });
    finish(t);
    expect(t.counter("score", 0)).toBe(2);
    expect(t.counter("score", 1)).toBe(2);
    expect(t.s.result!.winners).toEqual([0]);
  });

  it("then experience and coins, then a shared victory", () => {
    const t = finalRound(53, (t) => {
      t.setCounter("experience", 2, 1);
      t.setCounter("coins", 1, 1);
      t.setCounter("coins", 2, 2);
    });
    finish(t);
    expect([0, 1, 2].map((p) => t.counter("score", p))).toEqual([0, 0, 0]);
    expect(t.s.result!.winners).toEqual([1]);
    const u = finalRound(53, () => {});
    finish(u);
    expect(u.s.result!.winners).toEqual([0, 1, 2]);
  });
});

describe("every game-end power of the base game", () => {
  /** Seat 0's power points at the end, after `arrangeTable`. */
  const powers = (arrangeTable: (t: Table) => void) => {
    const t = finalRound(60, arrangeTable);
    finish(t);
    return t.counter("powerPoints", 0);
  };
  const found = (t: Table, seat: number, ...records: string[]) => records.forEach((r) => foundBy(t, r, seat));

  it("Elwetritsch and Zmey: \"Score 1 reputation point for each bird you have found.\"", () => {
    expect(powers((t) => found(t, 0, "elwetritsch"))).toBe(1);
    expect(powers((t) => found(t, 0, "elwetritsch", "owlman", "habior"))).toBe(2);
    expect(powers((t) => found(t, 0, "zmey", "owlman"))).toBe(2); // Zmey is a reptile and a bird
    expect(powers((t) => found(t, 0, "elwetritsch", "zmey"))).toBe(4); // both powers count both birds
  });

  it("Beast of Bodmin: \"Score 1 reputation point for every 2 level I cryptids you have found.\"", () => {
    expect(powers((t) => found(t, 0, "beast-of-bodmin", "habior"))).toBe(0);
    expect(powers((t) => found(t, 0, "beast-of-bodmin", "habior", "mahwot", "lomie"))).toBe(1);
    expect(powers((t) => found(t, 0, "beast-of-bodmin", "habior", "mahwot", "lomie", "trochus"))).toBe(2);
  });

  it("Leshy and Almasty: \"If you have obtained all skills, score 2 reputation points.\"", () => {
    const all = (t: Table) => {
      for (const s of [...t.zone("unlearned", 0)]) t.put(s, t.props(s).active ? "ready" : "passive", 0);
    };
    expect(powers((t) => found(t, 0, "leshy"))).toBe(0);
    expect(powers((t) => (found(t, 0, "leshy"), all(t)))).toBe(2);
    expect(powers((t) => (found(t, 0, "leshy", "almasty"), all(t)))).toBe(4);
  });

  it("Bird of Vergisson: \"If no player has found fewer cryptids than you, score 3 reputation points.\"", () => {
    expect(powers((t) => (found(t, 0, "bird-of-vergisson"), found(t, 1, "habior"), found(t, 2, "mahwot")))).toBe(3);
    expect(powers((t) => (found(t, 0, "bird-of-vergisson"), found(t, 1, "habior")))).toBe(0); // seat 2 has none
  });

  it("Selma: \"Score 1 reputation point for each of your fulfilled requests.\"", () => {
    expect(powers((t) => found(t, 0, "selma"))).toBe(0);
    expect(
      powers((t) => {
        found(t, 0, "selma");
        for (const r of [...t.zone("requestOffer")].slice(0, 2)) t.put(r, "fulfilled", 0);
      }),
    ).toBe(2);
  });

  it("Water Leaper: \"GAME END: 1 reputation point if it was used for a request.\"", () => {
    expect(powers((t) => found(t, 0, "water-leaper"))).toBe(0);
    expect(powers((t) => (found(t, 0, "water-leaper"), t.setMark("requested", cr(t, "water-leaper"))))).toBe(1);
  });
});



/** Ends the three Cryptozoologist Phase turns: seat 0 (first on the track) starts its Assistant Phase turn. */
function toAssistant(t: Table): void {
  for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
  expect(t.offered()[0]!.player).toBe(0);
}

describe("cryptid decks and the display", () => {
  it("\"Whenever any cryptid deck runs out, shuffle the corresponding discard pile to form a new deck.\"", () => {
    const t = arrange(3, 61, (t) => {
      for (const r of ["habior", "mahwot", "lomie", "tulikettu", "kludde", "owlman"]) display(t, r);
      for (const c of [...t.zone("deck[1]")]) t.put(c, "discard[1]");
      t.setCounter("coins", 1, 0);
    });
    const discarded = t.zone("discard[1]").length;
    expect(t.zone("deck[1]").length).toBe(0);
    toAssistant(t);
    t.play("assist", "newCryptids");
    t.play("replaceCryptid", cr(t, "habior"));
    // Habior went to the discard pile, which (with it) became the new deck; one card of it is revealed.
    expect(t.zone("display").length).toBe(6);
    expect(t.zone("discard[1]").length).toBe(0);
    expect(t.zone("deck[1]").length).toBe(discarded);
    expect(t.props(t.zone("display").at(-1)!).level).toBe(1);
  });

  it("\"In rare cases, level III cryptid cards may run out, both in the deck and in the discard pile; then, there will be fewer than 6 available cryptids in the game.\"", () => {
    const t = arrange(3, 62, (t) => {
      for (const c of [...t.zone("deck[3]"), ...t.zone("discard[3]")]) t.put(c, "cryptidBox");
      display(t, "karadag-snake", [0]);
      for (const r of ["habior", "mahwot", "lomie", "tulikettu", "kludde"]) display(t, r);
      t.setCounter("position", t.loc("e3"), 0);
      t.put(ev(t, "eyewitness-1"), "slots", 0);
      t.put(ev(t, "outline-1"), "slots", 0);
    });
    t.play("explore", "track");
    t.play("trackTarget", cr(t, "karadag-snake"));
    for (const r of ["eyewitness-1", "outline-1"]) {
      t.play("commitEvidence", "commit");
      t.play("trackEvidence", ev(t, r));
    }
    t.play("commitEvidence", "proceed");
    expect(t.where(cr(t, "karadag-snake"))).toBe("found:0");
    expect(t.zone("display").length).toBe(5);
  });

  it("revealing question-mark cards: \"draw an evidence token from the bag and put it face down on the question-mark sign\" (location) / \"face up\" (evidence)", () => {
    const t = arrange(3, 63, (t) => {
      // Stollenwurm (level II: question-mark location and evidence) is next in its deck.
      t.put(cr(t, "stollenwurm"), "deck[2]");
      display(t, "habior", [0]);
      t.setCounter("position", t.loc("w5"), 0);
      for (const r of ["footprint-2", "rumor-4"]) t.put(ev(t, r), "slots", 0);
      // The bag's next tokens: first the location cover (bones-4, its back N3), then the evidence (victim-2).
      t.put(ev(t, "victim-2"), "bag");
      t.put(ev(t, "bones-4"), "bag");
    });
    t.play("explore", "track");
    t.play("trackTarget", cr(t, "habior"));
    for (const r of ["footprint-2", "rumor-4"]) {
      t.play("commitEvidence", "commit");
      t.play("trackEvidence", ev(t, r));
    }
    t.play("commitEvidence", "proceed");
    const stoll = cr(t, "stollenwurm");
    expect(t.where(stoll)).toBe("display");
    expect(t.where(ev(t, "bones-4"))).toBe("locationCovers");
    expect(t.attr("card", ev(t, "bones-4"))).toBe(stoll);
    expect(t.attr("loc", stoll)).toBe(t.loc("n3"));
    expect(t.where(ev(t, "victim-2"))).toBe("evidenceCovers");
    expect(t.attr("card", ev(t, "victim-2"))).toBe(stoll);
    // Tracking it takes its footprint and the victim the token shows, at N3: with a footprint, 1 is missing.
    t.play("freeBid", "freeBid");
    t.play("bid", stoll);
    t.setCounter("position", t.loc("n3"), 0);
    t.put(ev(t, "footprint-3"), "slots", 0);
    t.play("explore", "mainMovement");
    t.play("destination", null);
    expect(t.marked("trackable", stoll)).toBe(true);
  });
});

describe("resets for coins in the Assistant Phase", () => {
  it("\"Replace all evidence tokens in the evidence market with 3 new evidence from the bag. Place the removed evidence near the bag.\" (1 coin)", () => {
    const t = arrange(3, 64, (t) => {
      for (const r of ["rumor-1", "rumor-2", "rumor-3"]) t.put(ev(t, r), "market");
      t.setCounter("coins", 1, 0);
    });
    toAssistant(t);
    t.play("assist", "newMarket");
    expect(t.counter("coins", 0)).toBe(0);
    for (const r of ["rumor-1", "rumor-2", "rumor-3"]) expect(t.where(ev(t, r))).toBe("nearBag");
    expect(t.zone("market").length).toBe(3);
  });

  it("\"Discard up to 2 revealed cryptid cards without players' bid markers on them and replace them with new cryptids of the same levels. Alternatively, you can replace 1 cryptid twice.\" (1 coin)", () => {
    const t = arrange(3, 65, (t) => {
      display(t, "habior", [1]);
      display(t, "gulon");
      display(t, "lomie");
      t.setCounter("coins", 1, 0);
    });
    toAssistant(t);
    t.play("assist", "newCryptids");
    const offered = t.offered().filter((m) => m.value !== null).map((m) => m.value);
    expect(offered).not.toContain(cr(t, "habior")); // a bid marker is on it
    t.play("replaceCryptid", cr(t, "gulon"));
    expect(t.where(cr(t, "gulon"))).toBe("discard[2]");
    const fresh = t.zone("display").at(-1)!;
    expect(t.props(fresh).level).toBe(2);
    // The new card may be replaced again (1 cryptid twice).
    expect(t.can("replaceCryptid", fresh)).toBe(true);
    t.play("replaceCryptid", fresh);
    expect(t.where(fresh)).toBe("discard[2]");
    expect(t.props(t.zone("display").at(-1)!).level).toBe(2);
    expect(t.pending()).not.toBe("replaceCryptid"); // at most 2
    expect(t.counter("coins", 0)).toBe(0);
  });
});

describe("setup for 3 and 4 players", () => {
  const coins = [1, 2, 2, 3];
  it.each([3, 4])("%i players: fences, assistant dice and \"everyone gets a certain amount of coins according to their position on the initiative track\"", (players) => {
    const t = Table.start(cnEngine(false), players, 70 + players);
    const fences = t.zone("fences").map((f) => t.props(f).name).sort();
    // "In a 3-player game, place the fences for 2–3 players"; none with 4.
    expect(fences).toEqual(players === 3 ? ["Fence A", "Fence B"] : []);
    // "for 3 players — 4 dice; for 4 players — 5 dice"
    expect(t.zone("assistantDice").length).toBe(players + 1);
    // "1st player — 1 coin, 2nd player — 2 coins, 3rd player — 2 coins, 4th player — 3 coins"
    for (let p = 0; p < players; p++) expect(t.counter("coins", p)).toBe(coins[t.counter("spot", p) - 1]);
    expect(new Set([...Array(players).keys()].map((p) => t.counter("spot", p))).size).toBe(players);
  });
});

describe("the relocate skill", () => {
  it("\"Relocate a cryptid — the same as the corresponding Main Action\": a second settling in the turn, its marker spent", () => {
    const t = arrange(3, 66, (t) => {
      t.setCounter("position", t.loc("paris"), 0);
      foundBy(t, "tulikettu", 0);
      foundBy(t, "skvader", 0);
      terrain(t, ["c2-2", "c3-2", "c2-4", "c3-4"], "forest");
      skills(t, ["relocate"]);
    });
    t.play("explore", "relocate");
    t.play("relocation", "settle");
    t.play("settleCryptid", cr(t, "tulikettu"));
    t.play("settleAt", t.id("Cell/c2-2"));
    t.play("rotation", "turn0");
    expect(t.can("explore", "relocate")).toBe(false);
    expect(t.can("explore", "relocateSkill")).toBe(true);
    t.play("explore", "relocateSkill");
    expect(t.zone("spent", 0).some((s) => t.props(s).kind === "relocate")).toBe(true);
    t.play("relocation", "settle");
    t.play("settleCryptid", cr(t, "skvader"));
    t.play("settleAt", t.id("Cell/c2-4"));
    t.play("rotation", "turn0");
    expect(t.marked("settled", cr(t, "skvader"))).toBe(true);
    expect(t.can("explore", "relocateSkill")).toBe(false);
  });
});
