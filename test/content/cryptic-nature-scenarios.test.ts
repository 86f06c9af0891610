// Rule scenarios for Cryptic Nature: tracking with rumors as wild, the settling example, requests,
// construction, skill costs, and the rulebook's "Clarifications on Some Cryptid Powers".
import { describe, it, expect } from "vitest";
import { arrange, display, foundBy, terrain, type Table } from "./cryptic-nature-helpers.js";

const ev = (t: Table, r: string) => t.id(`Evidence/${r}`);
const cell = (t: Table, r: string) => t.id(`Cell/${r}`);

describe("tracking a cryptid", () => {
  it("2 rumors (here a rumor and a bonus rumor) stand for 1 missing evidence: Tulikettu is found without dice", () => {
    let tuli = 0, bonus = 0;
    const t = arrange(3, 11, (t) => {
      tuli = display(t, "tulikettu", [0]);
      t.setCounter("position", t.loc("n3"), 0);
      bonus = t.zone("rumorSupply")[0]!;
      for (const id of [ev(t, "silhouette-1"), ev(t, "rumor-1"), bonus]) t.put(id, "slots", 0);
    });
    t.play("explore", "track");
    t.play("trackTarget", tuli);
    for (const id of [ev(t, "silhouette-1"), ev(t, "rumor-1"), bonus]) {
      t.play("commitEvidence", "commit");
      t.play("trackEvidence", id);
    }
    expect(t.can("commitEvidence", "commit")).toBe(false);
    t.play("commitEvidence", "proceed");
    expect(t.where(tuli)).toBe("found:0");
    expect(t.where(ev(t, "rumor-1"))).toBe("nearBag");
    expect(t.where(bonus)).toBe("rumorSupply"); // "Bonus rumors must never go into the evidence bag."
    expect(t.zone("slots", 0).length).toBe(0);
    expect(t.counter("experience", 0)).toBe(1); // Tulikettu: when found, 1 experience
  });

  it("a cryptid can be tracked only with a bid on it, at its location, with at least 1 required evidence", () => {
    let tuli = 0;
    const t = arrange(3, 11, (t) => {
      tuli = display(t, "tulikettu", [1]);
      t.setCounter("position", t.loc("n3"), 0);
      t.put(ev(t, "silhouette-1"), "slots", 0);
    });
    expect(t.can("explore", "track")).toBe(false);
    expect(t.marked("trackable", tuli)).toBe(false);
  });

  it("with part of the evidence the player rolls; on failure 1 evidence goes and 1 experience comes", () => {
    // Search the seeds for a failed roll (the dice are random; the rule checks are on both branches).
    let checkedFailure = false, checkedSuccess = false;
    for (let seed = 1; seed < 40 && !(checkedFailure && checkedSuccess); seed++) {
      let c = 0;
      const t = arrange(3, seed, (t) => {
        c = display(t, "beast-of-gevaudan", [0]);
        t.setCounter("position", t.loc("s2"), 0);
        t.put(ev(t, "victim-1"), "slots", 0);
        t.setCounter("experience", 0, 0);
        for (const s of [...t.zone("ready", 0), ...t.zone("unlearned", 0)]) if (["luck", "secondChance"].includes(t.props(s).kind as string)) t.put(s, "unlearned", 0);
      });
      t.play("explore", "track");
      t.play("trackTarget", c);
      t.play("commitEvidence", "commit");
      t.play("trackEvidence", ev(t, "victim-1"));
      t.play("commitEvidence", "proceed");
      if (t.where(c) === "found:0") {
        checkedSuccess = true;
        expect(t.where(ev(t, "victim-1"))).toBe("nearBag");
      } else {
        checkedFailure = true;
        expect(t.where(c)).toBe("display");
        expect(t.where(ev(t, "victim-1"))).toBe("nearBag");
        // 1 for failing + 1 from the Beast's "if you fail" power
        expect(t.counter("experience", 0)).toBe(2);
      }
    }
    expect(checkedFailure && checkedSuccess).toBe(true);
  });
});

describe("relocating", () => {
  it("the settling example: Tulikettu or the Beast (turned 90 degrees) fit, Cochlea Sarmatica does not; covered symbols pay", () => {
    let tuli = 0, beast = 0, cochlea = 0;
    const t = arrange(3, 12, (t) => {
      t.setCounter("position", t.loc("paris"), 0);
      tuli = foundBy(t, "tulikettu", 0);
      beast = foundBy(t, "beast-of-gevaudan", 0);
      cochlea = foundBy(t, "cochlea-sarmatica", 0);
      terrain(t, ["c2-2", "c3-2"], "forest", ["experienceIcon", "coinIcon"]); // forest: experience, coin
      terrain(t, ["c5-0", "c5-1", "c5-2"], "mountain"); // mountain standing
      terrain(t, ["c3-5", "c4-5"], "water"); // water
      t.setCounter("coins", 0, 0);
      t.setCounter("experience", 0, 0);
    });
    expect(t.marked("settleable", tuli)).toBe(true);
    expect(t.marked("settleable", beast)).toBe(true);
    expect(t.marked("settleable", cochlea)).toBe(false);
    t.play("explore", "relocate");
    t.play("relocation", "settle");
    t.play("settleCryptid", beast);
    // The Beast's straight tile lies across as printed, so only a turned placement fits the column.
    for (const m of t.offered()) expect([cell(t, "c5-0"), cell(t, "c5-2")]).toContain(m.value);
    t.play("settleAt", cell(t, "c5-0"));
    // Only the turn by 90 degrees fits from there: a single option, taken at once.
    expect(t.pending()).not.toBe("rotation");
    expect(t.attr("holder", cell(t, "c5-2"))).toBe(0);
    expect(t.zone("sanctuaryMarkers").length).toBe(1);
    expect(t.can("explore", "relocate")).toBe(false); // the Main Action is spent and the skill not owned
  });

  it("settling Tulikettu gains 1 experience and 1 coin for the covered symbols", () => {
    let tuli = 0;
    const t = arrange(3, 12, (t) => {
      t.setCounter("position", t.loc("paris"), 0);
      tuli = foundBy(t, "tulikettu", 0);
      terrain(t, ["c2-2", "c3-2"], "forest", ["experienceIcon", "coinIcon"]);
      t.setCounter("coins", 0, 0);
      t.setCounter("experience", 0, 0);
    });
    t.play("explore", "relocate");
    t.play("relocation", "settle");
    t.play("settleCryptid", tuli);
    t.play("settleAt", cell(t, "c2-2"));
    t.play("rotation", "turn0");
    expect(t.counter("coins", 0)).toBe(1);
    expect(t.counter("experience", 0)).toBe(1);
    expect(t.where(t.id("CryptidTile/tulikettu"))).toBe("settledTiles");
    expect(t.marked("settled", tuli)).toBe(true);
  });

  it("a request takes 2 unsettled cryptids of its type, removes their tiles, and offers the bonus", () => {
    let req = 0;
    const t = arrange(3, 13, (t) => {
      t.setCounter("position", t.loc("paris"), 0);
      foundBy(t, "habior", 0);
      foundBy(t, "mahwot", 0);
      req = t.id("Request/mammals");
      for (const r of [...t.zone("requestOffer")]) t.put(r, "requestPool");
      t.put(req, "requestOffer");
      t.setCounter("coins", 0, 0);
    });
    t.play("explore", "relocate");
    t.play("relocation", "request");
    t.play("request", req);
    t.play("requestFirst", t.id("Cryptid/habior"));
    t.play("requestSecond", t.id("Cryptid/mahwot"));
    expect(t.where(req)).toBe("fulfilled:0");
    expect(t.where(t.id("CryptidTile/habior"))).toBe("removedTiles");
    t.play("replaceCryptid", null);
    t.play("bonus", "threeCoins");
    expect(t.counter("coins", 0)).toBe(3);
  });
});

describe("construction", () => {
  it("the first tile of a terrain covers a starting space; the next ones lie next to their terrain", () => {
    const t = arrange(4, 14, () => {});
    // Play to the first terrain placement.
    for (let n = 0; n < 400 && t.pending() !== "terrainTile"; n++) {
      const m = t.offered().find((x) => x.value === "done" || x.value === "endTurn" || x.value === "down") ?? t.offered()[0]!;
      t.play(m.choice, m.value);
    }
    const tile = t.offered()[0]!.value as number;
    t.play("terrainTile", tile);
    for (const m of t.offered()) {
      const a = m.value as number;
      const col = t.props(a).col as number, row = t.props(a).row as number;
      const start = (c: number, r: number) => c <= 7 && r <= 6 && t.props(cell(t, `c${c}-${r}`)).start !== undefined;
      const touches = start(col, row) || start(col + 1, row) || start(col, row + 1);
      expect(touches).toBe(true);
    }
  });
});

describe("skills", () => {
  it("cost +1 with 2 players, and their basic cost in a first 2-player game", () => {
    for (const [firstGame, cost] of [[false, 2], [true, 1]] as const) {
      const t = arrange(2, 15, (t) => t.setCounter("experience", 1, 0), { firstGame });
      t.play("explore", "endTurn");
      t.play("explore", "endTurn");
      t.play("assist", "up");
      expect(t.can("assist", "obtain")).toBe(cost === 1);
    }
  });
});

describe("Clarifications on Some Cryptid Powers", () => {
  it("Gulon: buying evidence with its power refills the market at once", () => {
    let gulon = 0;
    const t = arrange(3, 16, (t) => {
      gulon = display(t, "gulon", [0]);
      t.setCounter("position", t.loc("n2"), 0);
      t.put(ev(t, "footprint-1"), "slots", 0);
      t.put(ev(t, "victim-1"), "slots", 0);
      for (const r of ["rumor-1", "rumor-2", "rumor-3"]) t.put(ev(t, r), "market");
      t.setCounter("coins", 5, 0);
    });
    t.play("explore", "track");
    t.play("trackTarget", gulon);
    for (const r of ["footprint-1", "victim-1"]) {
      t.play("commitEvidence", "commit");
      t.play("trackEvidence", ev(t, r));
    }
    t.play("commitEvidence", "proceed");
    t.play("powerBuy", ev(t, "rumor-3"));
    expect(t.where(ev(t, "rumor-3"))).toBe("slots:0");
    expect(t.counter("coins", 0)).toBe(3);
    expect(t.zone("market").length).toBe(3);
  });

  it("Korkodil settles on one terrain of any kind and inhabits the terrain its tile covers", () => {
    let k = 0;
    const t = arrange(3, 17, (t) => {
      t.setCounter("position", t.loc("warsaw"), 0);
      k = foundBy(t, "korkodil", 0);
      terrain(t, ["c2-2", "c3-2"], "forest");
      terrain(t, ["c4-2"], "mountain"); // a mixed row does not fit
      terrain(t, ["c2-4", "c3-4", "c4-4"], "mountain"); // a mountain row fits
    });
    expect(t.attr("habitatOn", k)).toBeNull();
    t.play("explore", "relocate");
    t.play("relocation", "settle");
    t.play("settleCryptid", k);
    const anchors = t.offered().map((m) => m.value);
    expect(anchors).not.toContain(cell(t, "c2-2"));
    t.play("settleAt", cell(t, "c2-4"));
    t.play("rotation", "turn0");
    expect(t.attr("habitatOn", k)).toBe("mountain");
  });

  it("Lagopus goes on top of other cryptid tiles (up to 2) without terrain bonuses", () => {
    let lag = 0;
    const t = arrange(3, 18, (t) => {
      t.setCounter("position", t.loc("paris"), 0);
      lag = foundBy(t, "lagopus", 0);
      terrain(t, ["c2-2", "c3-2", "c4-2"], "forest", ["coinIcon", "coinIcon", "experienceIcon"]);
      t.setAttr("holder", cell(t, "c2-2"), 1);
      t.setAttr("holder", cell(t, "c3-2"), 2);
      t.setCounter("coins", 0, 0);
      t.setCounter("experience", 0, 0);
    });
    expect(t.marked("settleable", lag)).toBe(true);
    t.play("explore", "relocate");
    t.play("relocation", "settle");
    t.play("settleCryptid", lag);
    expect(t.offered().map((m) => m.value)).toEqual([cell(t, "c2-2"), cell(t, "c3-2")]);
    t.play("settleAt", cell(t, "c2-2"));
    t.play("rotation", "turn0");
    expect(t.counter("coins", 0)).toBe(0);
    expect(t.counter("experience", 0)).toBe(0);
    expect(t.attr("holder", cell(t, "c3-2"))).toBe(0);
  });

  it("Tatzelwurm: its reset is not offered with 7 evidence tokens on the board, and is with fewer", () => {
    for (const onBoard of [7, 6]) {
      let tz = 0;
      const t = arrange(3, 19, (t) => {
        tz = display(t, "tatzelwurm", [0]);
        t.setCounter("position", t.loc("s3"), 0);
        t.put(ev(t, "footprint-1"), "slots", 0);
        t.put(ev(t, "eyewitness-1"), "slots", 0);
        const spare = ["victim-1", "victim-2", "victim-3", "bones-1", "bones-2", "bones-3", "silhouette-1"].slice(0, onBoard);
        for (const r of spare) {
          t.put(ev(t, r), "board");
          t.setAttr("site", ev(t, r), t.loc("w1"));
        }
        for (const r of ["rumor-1", "rumor-2", "rumor-3"]) t.put(ev(t, r), "market");
      });
      t.play("explore", "track");
      t.play("trackTarget", tz);
      for (const r of ["footprint-1", "eyewitness-1"]) {
        t.play("commitEvidence", "commit");
        t.play("trackEvidence", ev(t, r));
      }
      t.play("commitEvidence", "proceed");
      expect(t.where(tz)).toBe("found:0");
      expect(t.pending() === "powerReset").toBe(onBoard < 7);
    }
  });

  it("Water Leaper: fulfilling a request settles its tile in the sanctuary instead of discarding it", () => {
    const t = arrange(3, 20, (t) => {
      t.setCounter("position", t.loc("london"), 0);
      foundBy(t, "water-leaper", 0);
      foundBy(t, "owlman", 0);
      for (const r of [...t.zone("requestOffer")]) t.put(r, "requestPool");
      t.put(t.id("Request/birds"), "requestOffer");
      terrain(t, ["c2-2", "c2-3", "c3-3"], "water", ["coinIcon", "blank", "blank"]);
    });
    t.play("explore", "relocate");
    t.play("relocation", "request");
    t.play("request", t.id("Request/birds"));
    t.play("requestFirst", t.id("Cryptid/water-leaper"));
    t.play("requestSecond", t.id("Cryptid/owlman"));
    t.play("settleAt", cell(t, "c2-2"));
    t.play("rotation", "turn0");
    expect(t.where(t.id("CryptidTile/water-leaper"))).toBe("settledTiles");
    expect(t.where(t.id("CryptidTile/owlman"))).toBe("removedTiles");
    expect(t.marked("requested", t.id("Cryptid/water-leaper"))).toBe(true);
  });
});

describe("more rules", () => {
  it("taking the last evidence from the board lays 7 new tokens at once (automatic reset)", () => {
    const t = arrange(3, 21, (t) => {
      t.setCounter("position", t.loc("e1"), 0);
      t.put(ev(t, "bones-1"), "board");
      t.setAttr("site", ev(t, "bones-1"), t.loc("e1"));
      for (const r of ["rumor-1", "rumor-2", "rumor-3"]) t.put(ev(t, r), "market");
    });
    t.play("explore", "collect");
    t.play("collect", ev(t, "bones-1"));
    expect(t.where(ev(t, "bones-1"))).toBe("slots:0");
    t.play("marketDiscard", ev(t, "rumor-1"));
    expect(t.zone("board").length).toBe(7);
    expect(t.zone("market").length).toBe(3);
    expect(t.where(ev(t, "rumor-1"))).toBe("nearBag");
  });

  it("the top-spot rule: from the top the assistant must go down and may not pay its way back up", () => {
    const t = arrange(3, 22, (t) => {
      t.setCounter("spot", 0, 0);
      t.setCounter("coins", 5, 0);
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    expect(t.offered()[0]!.player).toBe(0);
    expect(t.can("assist", "up")).toBe(false);
    t.play("assist", "down");
    expect(t.counter("spot", 0)).toBe(1);
    t.play("assistantDie", t.offered()[0]!.value);
    expect(t.can("assist", "payUp")).toBe(false);
    expect(t.can("assist", "payDown")).toBe(true);
  });

  it("changing a bid: one bid marker moves once per Assistant Phase turn, and again next turn", () => {
    const t = arrange(3, 25, (t) => {
      // Both bid markers of every seat placed, so no forced placement gets in the way.
      display(t, "owlman", [0, 1, 2]);
      display(t, "lomie", [0, 1, 2]);
      display(t, "mahwot");
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    const seat = t.offered()[0]!.player;
    const mine = () => t.zone("placedBids").filter((b) => t.props(b).seat === seat).map((b) => t.attr("on", b));
    const before = mine();
    t.play("assist", "changeBid");
    // The two markers of one seat read alike; each option names the card it sits on as the card
    // reads (its name), never the rules' internal card number.
    const from = t.e.decisions(t.s).find((d) => d.choice === "bidFrom")!;
    expect(from.options.map((o) => o.label).sort()).toEqual(
      [0, 1].map((i) => `${from.options[0]!.label.replace(/ \(.*$/, "")} (on ${t.props(t.attr("on", from.options[i]!.value as number)!).name})`).sort(),
    );
    expect(from.options.map((o) => o.label).join()).toMatch(/\(on (Owlman|Lomie|Mahwot)/i);
    t.play("bidFrom", t.offered()[0]!.value);
    t.play("bidTo", t.offered()[0]!.value);
    expect(mine()).not.toEqual(before);
    // "You can move 1 of your bid markers from a cryptid to another cryptid."
    expect(t.can("assist", "changeBid")).toBe(false);
    t.play("assist", "down");
    t.play("assistantDie", t.offered()[0]!.value);
    expect(t.can("assist", "changeBid")).toBe(false);
    // The next Assistant Phase turn of the same seat offers it again.
    for (let n = 0; !(t.offered()[0]!.player === seat && t.offered()[0]!.choice === "assist" && t.counter("movedThisTurn", seat) === ("notMoved" as never)); n++) {
      if (n > 400) throw new Error("no next assistant turn");
      const o = t.offered();
      const m = o.find((x) => x.value === "endTurn" || x.value === "done" || x.value === "down") ?? o[0]!;
      t.play(m.choice, m.value);
    }
    expect(t.can("assist", "changeBid")).toBe(true);
  });

  it("moving up jumps an occupied spot; two assistants never share a spot on either side", () => {
    const t = arrange(3, 23, (t) => {
      [0, 2, 3].forEach((spot, p) => t.setCounter("spot", spot, p));
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    // seat 0 (top) goes down to spot 1; seat 1 at spot 2 moving up jumps seat 0 to spot 0.
    t.play("assist", "down");
    t.play("assistantDie", t.offered()[0]!.value);
    t.play("assist", "done");
    t.play("terrainTile", t.offered()[0]!.value);
    while (t.offered()[0]!.player === 0) t.play(t.offered()[0]!.choice, t.offered()[0]!.value);
    expect(t.counter("side", 0)).toBe("leftTrack");
    t.play("assist", "up");
    expect(t.counter("spot", 1)).toBe(0);
    expect(t.counter("spot", 0)).toBe(1);
  });

  it("a terrain type that can no longer be placed is discarded from every board and its pile", () => {
    const t = arrange(3, 24, (t) => {
      // Mountain and forest hold all 3 starting spaces: water can never start.
      const starts = t.ids("Cell", (p) => p.start !== undefined);
      for (const c of starts) t.setAttr("claim", c, t.props(c).start === 2 ? "forest" : "mountain");
      terrain(t, ["c0-0", "c1-0"], "mountain");
      terrain(t, ["c3-3", "c4-3"], "forest");
      terrain(t, ["c6-5", "c7-6"], "mountain");
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    for (let n = 0; n < 50 && t.pending() !== "terrainTile"; n++) {
      const m = t.offered().find((x) => x.value === "done" || x.value === "down") ?? t.offered()[0]!;
      t.play(m.choice, m.value);
    }
    expect(t.zone("waterPile").length).toBe(0);
    for (let p = 0; p < 3; p++) {
      expect(t.zone("terrainSlots", p).some((x) => t.props(x).terrain === "water")).toBe(false);
      expect(t.zone("terrainSlots", p).length).toBe(3);
    }
    expect(t.counter("endStage")).toBe("playing");
  });
});
