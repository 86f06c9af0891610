// The game modes of Cryptic Nature: the Wolpertinger module (option wolpertinger) and the Mode Without
// Bid Markers (option bids = false). Scenarios for each rule the rulebook gives, then random games.
import { describe, it, expect } from "vitest";
import { arrange, cnEngine, display, randomGame, scoringMismatch, Table, viewLeak, expectSameReplay } from "./cryptic-nature-helpers.js";
import { writableRow } from "../../runtime/shared-rows.js";

const WOLP = { wolpertinger: true };
const NO_BIDS = { bids: false };

const ev = (t: Table, r: string) => t.id(`Evidence/${r}`);
const face = (t: Table, w: number) => t.props(w).face as string;
const tokens = (t: Table, f: string) => t.ids("Wolpertinger", (p) => p.face === f);
const cityToken = (t: Table, city: string) => t.zone("cityTokens").find((w) => t.attr("site", w) === t.loc(city));
const events = (t: Table, name: string) => t.s.log.filter((x) => x.e === name);

/** Puts a token of this face (not yet taken) face down in `city`, swapping places with the one there. */
function tokenIn(t: Table, city: string, f: string): number {
  const there = cityToken(t, city)!;
  const w = t.zone("cityTokens").find((x) => face(t, x) === f)!;
  const site = t.attr("site", w);
  t.setAttr("site", w, t.loc(city));
  t.setAttr("site", there, site);
  return w;
}

/** Hands token `w` to a seat, face up next to the player board (its city, if any, is left empty). */
function hand(t: Table, seat: number, w: number): number {
  const city = t.s.zones[t.slot("map")]!.find((l) => l === t.attr("site", w));
  if (city !== undefined) writableRow(t.s.marks, t.e.program.marks.indexOf("wolpertingerHere"))[city] = 0;
  t.setAttr("site", w, null);
  t.put(w, "wolpertingers", seat);
  return w;
}

/** Gives a seat Wolpertinger tokens of these faces (taken from the cities). */
function give(t: Table, seat: number, faces: string[]): number[] {
  return faces.map((f) => hand(t, seat, tokens(t, f).find((x) => ["cityTokens", "wolpertingerBox"].includes(t.where(x)))!));
}

/** Ends Cryptozoologist Phase turns and passes optional decisions until `seat` owes an Assistant Phase move. */
function toAssistantTurn(t: Table, seat: number): void {
  for (let n = 0; n < 300; n++) {
    const m = t.offered();
    if (m[0]!.choice === "assist" && m[0]!.player === seat) return;
    const pick = m.find((x) => x.value === "endTurn") ?? m.find((x) => x.value === null) ?? m[0]!;
    t.play(pick.choice, pick.value);
  }
  throw new Error("never reached the Assistant Phase");
}

/** Plays the rest of the game ending turns as soon as possible (no action, no token spent). */
function playOut(t: Table): void {
  for (let n = 0; n < 2000 && !t.s.result; n++) {
    const m = t.offered();
    const pick = m.find((x) => x.value === "endTurn" || x.value === "done") ?? m.find((x) => x.value === null) ?? m[0]!;
    t.play(pick.choice, pick.value);
  }
  expect(t.s.result).toBeTruthy();
}

describe("Wolpertinger: setup", () => {
  it("puts the card next to the board and 1 face-down token in each of the 11 cities", () => {
    const t = Table.start(cnEngine(), 3, 4, WOLP);
    const cities = t.ids("Location", (p) => p.kind === "city");
    expect(cities.length).toBe(11);
    expect(t.zone("cityTokens").length).toBe(11);
    expect(t.zone("wolpertingerCard").map((w) => face(t, w))).toEqual(["trophy"]);
    expect(new Set(t.zone("cityTokens").map((w) => t.attr("site", w)))).toEqual(new Set(cities));
    for (const l of cities) expect(t.marked("wolpertingerHere", l)).toBe(true);
    // Face down: no seat sees which token lies where.
    for (let p = 0; p < 3; p++) expect(t.e.view(t.s, p).zones.cityTokens).toEqual(new Array(11).fill(-1));
    // The 6 hares, 2 coin tokens, 2 evidence tokens and 1 reroll token.
    const faces = t.zone("cityTokens").map((w) => face(t, w)).sort();
    expect(faces).toEqual([...Array(2).fill("coinsToken"), ...Array(2).fill("evidenceToken"), ...Array(6).fill("hare"), "rerollToken"]);
  });

  it("is not set up without the option: the module's tokens and card stay out of the game, in the box", () => {
    const t = Table.start(cnEngine(), 3, 4);
    expect(t.zone("cityTokens").length).toBe(0);
    expect(t.zone("wolpertingerCard").length).toBe(0);
    // An expansion that is off leaves its components in the box, outside every zone (even its own `full` one).
    expect(t.zone("wolpertingerBox").length).toBe(0);
    const box = t.e.layout(3).box;
    expect(t.ids("Wolpertinger").every((w) => t.s.loc[w] === box)).toBe(true);
    expect(t.ids("Wolpertinger").length).toBe(12);
  });
});

describe("Wolpertinger: finding a stuffed Wolpertinger", () => {
  it("is legal only in a city with a token and with a rumor; it costs the rumor and takes the token face up", () => {
    let w = 0;
    // In a city with a token, but no rumor: not offered.
    const t = arrange(3, 21, (t) => {
      tokenIn(t, "paris", "hare");
      t.setCounter("position", t.loc("paris"), 0);
      t.put(ev(t, "footprint-1"), "slots", 0);
    }, WOLP);
    expect(t.can("explore", "hunt")).toBe(false);
    // A rumor, but in a region (no token there): not offered.
    const u = arrange(3, 21, (t) => {
      t.setCounter("position", t.loc("s2"), 0);
      t.put(ev(t, "rumor-1"), "slots", 0);
    }, WOLP);
    expect(u.can("explore", "hunt")).toBe(false);
    // A rumor, in a city whose token is already taken: not offered.
    const x = arrange(3, 21, (t) => {
      hand(t, 1, cityToken(t, "paris")!);
      t.setCounter("position", t.loc("paris"), 0);
      t.put(ev(t, "rumor-1"), "slots", 0);
    }, WOLP);
    expect(cityToken(x, "paris")).toBeUndefined();
    expect(x.can("explore", "hunt")).toBe(false);
    // In the city with a rumor: offered, as the Main Action.
    const v = arrange(3, 21, (t) => {
      w = tokenIn(t, "paris", "hare");
      t.setCounter("position", t.loc("paris"), 0);
      t.put(ev(t, "rumor-1"), "slots", 0);
      t.put(ev(t, "footprint-1"), "slots", 0);
    }, WOLP);
    expect(v.can("explore", "hunt")).toBe(true);
    expect(v.can("explore", "huntSkill")).toBe(false); // the track skill is not obtained yet
    v.play("explore", "hunt");
    expect(v.where(w)).toBe("wolpertingers:0");
    expect(v.where(ev(v, "rumor-1"))).toBe("nearBag");
    expect(v.where(ev(v, "footprint-1"))).toBe("slots:0");
    expect(v.marked("wolpertingerHere", v.id("Location/paris"))).toBe(false);
    expect(v.counter("actionState", 0)).toBe("done");
    expect(cityToken(v, "paris")).toBeUndefined();
    const line = v.e.logLines(v.s).at(-1)!;
    expect(line.startsWith("Player 1 discards a rumor and takes the Wolpertinger token in Paris")).toBe(true);
    expect(line).toContain("Stuffed hare");
    // Face up: every seat sees it.
    for (let p = 0; p < 3; p++) expect((v.e.view(v.s, p).zones.wolpertingers as number[][])[0]).toEqual([w]);
  });

  it("a bonus rumor pays too (it goes back to the rumor supply); the player picks which rumor", () => {
    let bonus = 0;
    const t = arrange(3, 22, (t) => {
      tokenIn(t, "rome", "coinsToken");
      t.setCounter("position", t.loc("rome"), 0);
      bonus = t.zone("rumorSupply")[0]!;
      t.put(bonus, "slots", 0);
      t.put(ev(t, "rumor-2"), "slots", 0);
    }, WOLP);
    t.play("explore", "hunt");
    expect(t.offered().map((m) => m.value).sort()).toEqual([bonus, ev(t, "rumor-2")].sort());
    t.play("wolpertingerRumor", bonus);
    expect(t.where(bonus)).toBe("rumorSupply");
    expect(t.where(ev(t, "rumor-2"))).toBe("slots:0");
    expect(t.zone("wolpertingers", 0).map((w) => face(t, w))).toEqual(["coinsToken"]);
  });

  it("can be taken with the track-a-cryptid skill, keeping the Main Action", () => {
    let w = 0;
    const t = arrange(3, 23, (t) => {
      w = tokenIn(t, "vienna", "evidenceToken");
      t.setCounter("position", t.loc("vienna"), 0);
      t.put(ev(t, "rumor-3"), "slots", 0);
      t.put(t.zone("unlearned", 0).find((s) => t.props(s).kind === "track")!, "ready", 0);
    }, WOLP);
    expect(t.can("explore", "huntSkill")).toBe(true);
    t.play("explore", "huntSkill");
    expect(t.where(w)).toBe("wolpertingers:0");
    expect(t.zone("spent", 0).map((s) => t.props(s).kind)).toEqual(["track"]);
    expect(t.counter("actionState", 0)).toBe("available");
    expect(t.can("explore", "hunt")).toBe(false); // the token is gone from Vienna
  });

  it("is not offered without the option", () => {
    const t = arrange(3, 21, (t) => {
      t.setCounter("position", t.loc("paris"), 0);
      t.put(ev(t, "rumor-1"), "slots", 0);
    });
    expect(t.can("explore", "hunt")).toBe(false);
    expect(t.can("explore", "huntSkill")).toBe(false);
  });
});

describe("Wolpertinger: the tokens", () => {
  it("a coin token is discarded for 4 coins, in the Cryptozoologist Phase or the Assistant Phase", () => {
    let coins: number[] = [];
    const t = arrange(3, 24, (t) => {
      coins = give(t, 0, ["coinsToken", "coinsToken"]);
      t.setCounter("coins", 1, 0);
    }, WOLP);
    t.play("discardWolpertinger", "discardWolpertinger");
    t.play("wolpertingerToken", coins[0]!);
    expect(t.counter("coins", 0)).toBe(5);
    expect(t.where(coins[0]!)).toBe("spentWolpertingers");
    expect(t.counter("actionState", 0)).toBe("available"); // a free action
    toAssistantTurn(t, 0);
    expect(t.can("discardWolpertinger", "discardWolpertinger")).toBe(true);
    t.play("discardWolpertinger", "discardWolpertinger");
    expect(t.counter("coins", 0)).toBe(9);
    expect(t.zone("wolpertingers", 0)).toEqual([]);
    expect(t.can("discardWolpertinger", "discardWolpertinger")).toBe(false);
  });

  it("an evidence token is discarded for 1 evidence from the bag, only with an empty slot", () => {
    let tok: number[] = [];
    const t = arrange(3, 25, (t) => {
      tok = give(t, 0, ["evidenceToken"]);
      for (const r of ["rumor-1", "rumor-2", "rumor-3", "rumor-4", "rumor-5"]) t.put(ev(t, r), "slots", 0);
    }, WOLP);
    expect(t.can("discardWolpertinger", "discardWolpertinger")).toBe(false); // 5 slots full
    const u = arrange(3, 25, (t) => {
      tok = give(t, 0, ["evidenceToken"]);
    }, WOLP);
    const bag = u.zone("bag").length + u.zone("nearBag").length;
    u.play("discardWolpertinger", "discardWolpertinger");
    expect(u.where(tok[0]!)).toBe("spentWolpertingers");
    expect(u.zone("slots", 0).length).toBe(1);
    expect(u.zone("bag").length + u.zone("nearBag").length).toBe(bag - 1);
    expect(events(u, "evidenceFromBag").length).toBe(1);
  });

  it("the reroll token rerolls the tracking dice of the player's choice, and only when a die failed", () => {
    let checkedFailure = false, checkedSuccess = false;
    for (let seed = 1; seed < 80 && !(checkedFailure && checkedSuccess); seed++) {
      let c = 0, tok: number[] = [];
      const t = arrange(3, seed, (t) => {
        c = display(t, "lindorm", [0]);
        t.setCounter("position", t.loc("n4"), 0);
        t.put(ev(t, "footprint-1"), "slots", 0);
        tok = give(t, 0, ["rerollToken"]);
      }, WOLP);
      t.play("explore", "track");
      t.play("trackTarget", c);
      t.play("commitEvidence", "commit");
      t.play("trackEvidence", ev(t, "footprint-1"));
      t.play("commitEvidence", "proceed");
      const dice = t.zone("trackingDice");
      const shows = (d: number) => t.attr("up", d) as unknown as string;
      if (t.pending() === "wolpertingerReroll") {
        const failedDice = dice.filter((d) => t.marked("rolled", d) && shows(d) !== "success");
        if (failedDice.length < 2) {
          // One die failed: use the token, and the die is rolled again.
          t.play("wolpertingerReroll", "useRerollToken");
          t.play("rerollDie", "yes");
          expect(t.where(tok[0]!)).toBe("spentWolpertingers");
          expect(events(t, "rerolled").length).toBe(1);
          continue;
        }
        // Both dice failed: reroll the first only, keep the second as it is.
        checkedFailure = true;
        const keptUp = t.attr("up", failedDice[1]!);
        t.play("wolpertingerReroll", "useRerollToken");
        expect(t.where(tok[0]!)).toBe("spentWolpertingers");
        t.play("rerollDie", "yes");
        t.play("rerollDie", "no");
        expect(events(t, "rerolled").length).toBe(1);
        expect(t.attr("up", failedDice[1]!)).toBe(keptUp);
        expect(events(t, "wolpertingerSpent").length).toBe(1);
      } else if (t.where(c) === "found:0") {
        // Both dice succeeded: the token is not offered and stays.
        checkedSuccess = true;
        expect(t.where(tok[0]!)).toBe("wolpertingers:0");
        expect(t.s.log.some((x) => x.e === "choice" && (x.a as { choice: string }).choice === "wolpertingerReroll")).toBe(false);
      }
    }
    expect(checkedFailure && checkedSuccess).toBe(true);
  });

  it("without the reroll token, a failed roll offers no reroll", () => {
    for (let seed = 1; seed < 30; seed++) {
      let c = 0;
      const t = arrange(3, seed, (t) => {
        c = display(t, "lindorm", [0]);
        t.setCounter("position", t.loc("n4"), 0);
        t.put(ev(t, "footprint-1"), "slots", 0);
        give(t, 0, ["coinsToken"]);
      }, WOLP);
      t.play("explore", "track");
      t.play("trackTarget", c);
      t.play("commitEvidence", "commit");
      t.play("trackEvidence", ev(t, "footprint-1"));
      t.play("commitEvidence", "proceed");
      expect(t.pending()).not.toBe("wolpertingerReroll");
      if (t.where(c) !== "found:0") return; // a failed roll was checked
    }
    throw new Error("no failed roll in 30 seeds");
  });
});

describe("Wolpertinger: scoring", () => {
  /** Arranges the final round with these tokens per seat, plays it out and scores. */
  function scored(faces: string[][], spentBy: string[][] = []): Table {
    const t = arrange(3, 31, (t) => {
      faces.forEach((f, seat) => give(t, seat, f));
      spentBy.forEach((f) => give(t, 0, f).forEach((w) => t.put(w, "spentWolpertingers")));
      t.setCounter("endStage", "finalRound");
    }, WOLP);
    playOut(t);
    expect(scoringMismatch(t)).toBeUndefined();
    return t;
  }
  const hares = (t: Table) => [0, 1, 2].map((p) => t.counter("harePoints", p));
  const card = (t: Table) => [0, 1, 2].map((p) => t.counter("wolpertingerCardPoints", p));

  it("1 point per stuffed hare; the most hares gains the card (2 points), shown on the score sheet", () => {
    const t = scored([["hare", "hare"], ["hare", "coinsToken", "evidenceToken"], []]);
    expect(hares(t)).toEqual([2, 1, 0]);
    expect(card(t)).toEqual([2, 0, 0]);
    expect(t.where(t.zone("wolpertingerCardWon", 0)[0]!)).toBe("wolpertingerCardWon:0");
    const sheet = events(t, "scoreSheet").find((x) => x.p === 0)!;
    expect(sheet.a).toMatchObject({ hares: 2, card: 2 });
    expect(t.e.logLines(t.s).some((l) => l.startsWith("Player 1: ") && l.includes("stuffed hares 2, Wolpertinger card 2 = "))).toBe(true);
    expect(t.e.logLines(t.s)).toContain("Player 1 has the most stuffed hares (2) and gains the Wolpertinger card.");
  });

  it("a tie on hares goes to the tied player with more unspent non-hare tokens (spent ones and untied players do not count)", () => {
    const t = scored([["hare", "coinsToken"], ["hare"], ["evidenceToken", "evidenceToken", "rerollToken"]], [["coinsToken"]]);
    expect(hares(t)).toEqual([1, 1, 0]);
    expect(card(t)).toEqual([2, 0, 0]);
    const u = scored([["hare"], ["hare", "rerollToken"], []], [["coinsToken", "evidenceToken"]]);
    expect(card(u)).toEqual([0, 2, 0]);
  });

  it("still tied: no one gets the card", () => {
    const t = scored([["hare", "coinsToken"], ["hare", "evidenceToken"], []]);
    expect(hares(t)).toEqual([1, 1, 0]);
    expect(card(t)).toEqual([0, 0, 0]);
    expect(t.zone("wolpertingerCard").length).toBe(1);
    expect(events(t, "wolpertingerCardTied").length).toBe(1);
  });

  it("no one has a hare: no one gets the card, whatever other tokens they have", () => {
    const t = scored([["coinsToken", "coinsToken"], ["evidenceToken"], []]);
    expect(hares(t)).toEqual([0, 0, 0]);
    expect(card(t)).toEqual([0, 0, 0]);
    expect(t.zone("wolpertingerCard").length).toBe(1);
  });

  it("the hare and card points are part of the total", () => {
    const t = scored([["hare", "hare", "hare"], [], []]);
    const others = ["foundPoints", "settlePoints", "requestPoints", "generalPoints", "contractPoints", "powerPoints", "majorityPoints", "experiencePoints", "coinPoints"];
    const base = others.reduce((a, k) => a + t.counter(k, 0), 0);
    expect(t.counter("score", 0)).toBe(base + 3 + 2);
  });
});

describe("Mode Without Bid Markers", () => {
  it("setup places no bids: the bid markers stay in the box and no bid decision is asked", () => {
    const t = Table.start(cnEngine(), 4, 8, NO_BIDS);
    const asked: string[] = [];
    while (t.pending() !== "explore") {
      const m = t.offered()[0]!;
      asked.push(m.choice);
      t.play(m.choice, m.value);
    }
    expect(asked).not.toContain("bid");
    expect(t.s.moves.length).toBe(4 * 4); // a city and 3 terrain tiles each
    expect(t.zone("placedBids")).toEqual([]);
    for (let p = 0; p < 4; p++) expect(t.zone("freeBids", p)).toEqual([]);
    expect(t.zone("pieceBox").filter((b) => t.props(b).kind === "bid").length).toBe(8);
  });

  it("any of the 6 revealed cryptids can be tracked (location and evidence still required)", () => {
    let tuli = 0;
    const t = arrange(4, 11, (t) => {
      tuli = display(t, "tulikettu");
      display(t, "mahwot");
      t.setCounter("position", t.loc("n3"), 0);
      t.put(ev(t, "silhouette-1"), "slots", 0);
    }, NO_BIDS);
    expect(t.marked("trackable", tuli)).toBe(true);
    expect(t.marked("trackable", t.id("Cryptid/mahwot"))).toBe(false); // elsewhere, no bones
    t.play("explore", "track");
    // The only trackable cryptid and the only evidence are taken at once: Tulikettu is tracked.
    expect(events(t, "tracks").map((x) => (x.a as { cryptid: { c: number } }).cryptid.c)).toEqual([tuli]);
    expect(events(t, "trackingRoll").length).toBe(1); // 1 evidence missing: 1 die
    // The same table with bid markers: no bid, no tracking.
    const u = arrange(4, 11, (t) => {
      tuli = display(t, "tulikettu");
      t.setCounter("position", t.loc("n3"), 0);
      t.put(ev(t, "silhouette-1"), "slots", 0);
    });
    expect(u.marked("trackable", tuli)).toBe(false);
    expect(u.can("explore", "track")).toBe(false);
  });

  it("the reset action does not replace cryptid cards (with bids it offers to)", () => {
    const shown = (t: Table) => ["tulikettu", "mahwot", "habior"].map((r) => display(t, r));
    let before: number[] = [];
    const t = arrange(4, 12, (t) => {
      before = shown(t);
    }, NO_BIDS);
    t.play("explore", "reset");
    expect(t.zone("board").length).toBe(7);
    expect(t.pending()).toBe("bonus"); // step 5 follows step 3 at once
    expect(events(t, "replaced").length).toBe(0);
    expect(t.zone("display")).toEqual(before);
    const u = arrange(4, 12, (t) => {
      shown(t);
    });
    u.play("explore", "reset");
    expect(u.pending()).toBe("replaceCryptid");
  });

  it("the Assistant Phase offers no paid cryptid reset and never forces a bid", () => {
    const t = arrange(4, 13, (t) => {
      display(t, "tulikettu");
      display(t, "mahwot");
      t.setCounter("coins", 5, 0);
    }, NO_BIDS);
    toAssistantTurn(t, 0);
    expect(t.can("assist", "newCryptids")).toBe(false);
    t.play("assist", "up");
    t.play("assist", "done");
    expect(t.pending()).toBe("terrainTile");
    // With bid markers (in hand after arrange): the paid reset is offered and ending the turn asks for
    // the bids first.
    const u = arrange(4, 13, (t) => {
      display(t, "tulikettu");
      display(t, "mahwot");
      t.setCounter("coins", 5, 0);
    });
    toAssistantTurn(u, 0);
    expect(u.can("assist", "newCryptids")).toBe(true);
    u.play("assist", "up");
    u.play("assist", "done");
    expect(u.pending()).toBe("bid");
  });
});

describe("random games in the modes", () => {
  const engine = cnEngine(false);
  // 150 games a mode in npm test; `npm run test:cryptic-nature-long` plays 300 (CN_MODE_GAMES overrides it).
  // Each may take minutes on a loaded machine: 300 timed out at 120 s there.
  const GAMES = Number(process.env.CN_MODE_GAMES ?? 0) || 150;

  it(`${GAMES} 3-player Wolpertinger games end without error, conserve components and score hares and the card`, () => {
    let taken = 0, spent = 0, cards = 0;
    for (let g = 0; g < GAMES; g++) {
      const t = randomGame(engine, 3, 5000 + g, (s, n) => {
        if (n % 97 === 0) {
          const bad = new Table(engine, s).conserved();
          if (bad) throw new Error(bad);
        }
      }, WOLP);
      expect(t.conserved()).toBeUndefined();
      expect(t.counter("endStage")).toBe("gameOver");
      expect(scoringMismatch(t)).toBeUndefined();
      const h = [0, 1, 2].map((p) => t.zone("wolpertingers", p).filter((w) => face(t, w) === "hare").length);
      const rest = [0, 1, 2].map((p) => t.zone("wolpertingers", p).length - h[p]!);
      const most = Math.max(...h);
      const tied = [0, 1, 2].filter((p) => h[p] === most);
      const best = tied.filter((p) => rest[p] === Math.max(...tied.map((q) => rest[q]!)));
      for (let p = 0; p < 3; p++) {
        expect(t.counter("harePoints", p)).toBe(h[p]);
        expect(t.counter("wolpertingerCardPoints", p)).toBe(most > 0 && best.length === 1 && best[0] === p ? 2 : 0);
      }
      // Every token is in a city, with a player, or spent; a city still holding one is marked.
      const held = [0, 1, 2].reduce((a, p) => a + t.zone("wolpertingers", p).length, 0);
      expect(t.zone("cityTokens").length + held + t.zone("spentWolpertingers").length).toBe(11);
      for (const w of t.zone("cityTokens")) {
        const city = t.ids("Location", (p) => p.kind === "city").find((l) => l === t.attr("site", w))!;
        expect(t.marked("wolpertingerHere", city)).toBe(true);
      }
      taken += 11 - t.zone("cityTokens").length;
      spent += t.zone("spentWolpertingers").length;
      cards += [0, 1, 2].filter((p) => t.zone("wolpertingerCardWon", p).length).length;
    }
    // The random games exercise the module: tokens are taken and spent, the card is won.
    expect(taken).toBeGreaterThan(GAMES);
    expect(spent).toBeGreaterThan(0);
    expect(cards).toBeGreaterThan(0);
  }, 600_000);

  it(`${GAMES} 4-player games without bid markers end without error and never place a bid`, () => {
    let found = 0;
    for (let g = 0; g < GAMES; g++) {
      const t = randomGame(engine, 4, 6000 + g, (s, n) => {
        if (n % 97 === 0) {
          const tt = new Table(engine, s);
          const bad = tt.conserved();
          if (bad) throw new Error(bad);
          if (tt.zone("placedBids").length) throw new Error("a bid was placed");
        }
      }, NO_BIDS);
      expect(t.conserved()).toBeUndefined();
      expect(t.counter("endStage")).toBe("gameOver");
      expect(scoringMismatch(t)).toBeUndefined();
      expect(t.zone("pieceBox").filter((b) => t.props(b).kind === "bid").length).toBe(8);
      found += [0, 1, 2, 3].reduce((a, p) => a + t.zone("found", p).length, 0);
    }
    expect(found).toBeGreaterThan(0); // cryptids are tracked and found without bids
  }, 600_000);

  it.each([
    ["wolpertinger", 3, WOLP],
    ["without bid markers", 4, NO_BIDS],
  ] as const)("%s: replay gives the same state, and views keep hidden zones hidden", (_name, players, options) => {
    for (let g = 0; g < 3; g++) {
      let leak: string | undefined;
      const t = randomGame(engine, players, 77 + g, (s, n) => {
        if (!leak && n % 53 === 0) leak = viewLeak(engine, s);
      }, options);
      expect(leak).toBeUndefined();
      expectSameReplay(engine, t);
    }
  });
});
