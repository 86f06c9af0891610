// Rule fixes for Cryptic Nature (issue 10): each scenario is named after the rule and quotes it.
import { describe, it, expect } from "vitest";
import { arrange, cnEngine, display, foundBy, randomGame, terrain, Table } from "./cryptic-nature-helpers.js";

const quiet = cnEngine(false);

import type { GameState, Move } from "../../runtime/index.js";

describe("the top-spot rule", () => {
  const rule = "If you start your Assistant Phase turn in the top space, you are not allowed to end it there, even by paying coins to move additionally.";

  it(`holds on every path of the turn: ${rule}`, () => {
    const t = arrange(3, 22, (t) => {
      t.setCounter("spot", 0, 0);
      t.setCounter("coins", 3, 0);
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    expect(t.offered()[0]!.player).toBe(0);
    // Every sequence of track moves (mandatory up/down, paid up/down) and the end of the turn, the
    // first die when one is taken: the turn never ends on the top spot.
    const track = new Set(["up", "down", "payUp", "payDown", "done"]);
    let ends = 0;
    const walk = (s: GameState, depth: number): void => {
      const moves = t.e.legalMoves(s).filter((m) => m.player === 0);
      const assist = moves.filter((m) => m.choice === "assist" && track.has(m.value as string));
      const next: Move[] = assist.length ? assist : moves.length && moves[0]!.choice !== "assist" ? [moves[0]!] : [];
      for (const m of next) {
        const r = t.e.apply(s, m);
        if (!r.ok) throw new Error(r.error.message);
        if (m.value === "done") {
          ends++;
          expect(new Table(t.e, r.state).counter("spot", 0), "a path ended on the top spot").not.toBe(0);
        } else if (depth < 7) walk(r.state, depth + 1);
      }
    };
    walk(t.s, 0);
    expect(ends).toBeGreaterThan(5);
  });

  it("the bypass is closed: paying to move down, the mandatory move up may not return to the top", () => {
    const t = arrange(3, 22, (t) => {
      t.setCounter("spot", 0, 0);
      t.setCounter("coins", 3, 0);
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    t.play("assist", "payDown");
    expect(t.counter("spot", 0)).toBe(1);
    expect(t.can("assist", "up")).toBe(false);
    expect(t.can("assist", "payUp")).toBe(false);
    t.play("assist", "down");
    expect(t.counter("spot", 0)).toBeGreaterThan(1);
    // From lower down, moving up one spot is fine again (it does not end on the top).
    t.play("assistantDie", t.offered()[0]!.value);
    t.play("assist", "payUp");
    expect(t.counter("spot", 0)).toBeGreaterThan(0);
  });

  it("a player who did not start on the top may end there", () => {
    const t = arrange(3, 22, (t) => {
      [1, 2, 3].forEach((spot, p) => t.setCounter("spot", spot, p));
      t.setCounter("coins", 3, 0);
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    expect(t.offered()[0]!.player).toBe(0);
    t.play("assist", "up");
    expect(t.counter("spot", 0)).toBe(0);
    expect(t.can("assist", "done")).toBe(true);
  });
});

describe("a blocked terrain type", () => {
  const rule =
    "If it is not possible to place a new terrain tile of a certain type ..., all players (including you) must discard all terrain tiles of that type from their player boards and replace them with other tiles.";

  it(`each player chooses the type of the replacement: ${rule}`, () => {
    const t = arrange(3, 24, (t) => {
      // Mountain and forest hold all 3 starting spaces: water can never start.
      const starts = t.ids("Cell", (p) => p.start !== undefined);
      for (const c of starts) t.setAttr("claim", c, t.props(c).start === 2 ? "forest" : "mountain");
      terrain(t, ["c0-0", "c1-0"], "mountain");
      terrain(t, ["c3-3", "c4-3"], "forest");
      terrain(t, ["c6-5", "c7-6"], "mountain");
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    for (let n = 0; n < 50 && t.pending() !== "replacePile"; n++) {
      const m = t.offered().find((x) => x.value === "done" || x.value === "down") ?? t.offered()[0]!;
      t.play(m.choice, m.value);
    }
    // Seat 0 first, then 1, then 2: each is offered both types still in use.
    const picks = ["fromForest", "fromMountain", "fromForest"];
    for (const [seat, pick] of picks.entries()) {
      expect(t.pending()).toBe("replacePile");
      expect(t.offered()[0]!.player).toBe(seat);
      expect(t.offered().map((m) => m.value).sort()).toEqual(["fromForest", "fromMountain"]);
      t.play("replacePile", pick);
      const tile = t.offered()[0]!;
      expect(tile.choice).toBe("terrainDraw");
      expect(t.props(tile.value as number).terrain).toBe(pick === "fromForest" ? "forest" : "mountain");
      t.play("terrainDraw", tile.value);
    }
    expect(t.zone("waterPile").length).toBe(0);
    for (let p = 0; p < 3; p++) {
      expect(t.zone("terrainSlots", p).some((x) => t.props(x).terrain === "water")).toBe(false);
      expect(t.zone("terrainSlots", p).length).toBe(3);
    }
    expect(t.zone("terrainSlots", 0).filter((x) => t.props(x).terrain === "forest").length).toBe(2);
    expect(t.zone("terrainSlots", 1).filter((x) => t.props(x).terrain === "mountain").length).toBe(2);
  });
});

describe("up to 2 evidence tokens at the same location", () => {
  const rule = "As a result, you might have up to 2 evidence tokens at the same location.";

  it(`a reset never lays a third token on a location: ${rule}`, () => {
    const ev = (t: Table, r: string) => t.id(`Evidence/${r}`);
    const t = arrange(3, 31, (t) => {
      t.setCounter("position", t.loc("aachen"), 0);
      // 2 tokens left at E1 from an earlier chain, 4 more elsewhere: 6 on the board.
      const left: [string, string][] = [["victim-1", "e1"], ["victim-2", "e1"], ["victim-3", "n1"], ["bones-1", "n2"], ["bones-3", "w2"], ["bones-4", "w3"]];
      for (const [r, at] of left) {
        t.put(ev(t, r), "board");
        t.setAttr("site", ev(t, r), t.loc(at));
      }
      for (const r of ["rumor-1", "rumor-2", "rumor-3"]) t.put(ev(t, r), "market");
      // Drawn first (into the market): silhouette-1, whose back says E1; then eyewitness-1 is laid.
      t.put(ev(t, "eyewitness-1"), "bag");
      t.put(ev(t, "silhouette-1"), "bag");
    });
    t.play("explore", "reset");
    t.play("marketDiscard", ev(t, "rumor-1"));
    expect(t.where(ev(t, "silhouette-1"))).toBe("market");
    expect(t.where(ev(t, "eyewitness-1"))).toBe("board");
    const onE1 = t.zone("board").filter((x) => t.attr("site", x) === t.loc("e1"));
    expect(onE1.length).toBe(2);
    // The next region by location number with room.
    const num = (l: number) => t.props(l).num as number;
    const regions = t.ids("Location", (p) => p.kind === "region").sort((a, b) => num(a) - num(b));
    const next = regions.find((l) => num(l) > num(t.loc("e1")) && t.zone("board").filter((x) => x !== ev(t, "eyewitness-1") && t.attr("site", x) === l).length < 2);
    expect(t.attr("site", ev(t, "eyewitness-1"))).toBe(next);
  });

  it("over seeded random games no location ever holds more than 2 tokens", () => {
    for (const players of [2, 4]) {
      for (let g = 0; g < 3; g++) {
        randomGame(quiet, players, 300 + g, (s) => {
          const t = new Table(quiet, s);
          const per = new Map<number, number>();
          for (const x of t.zone("board")) per.set(t.attr("site", x), (per.get(t.attr("site", x)) ?? 0) + 1);
          expect(Math.max(0, ...per.values())).toBeLessThanOrEqual(2);
        });
      }
    }
  });
});

describe("Lagopus, Zitiron: the covered tile's marker", () => {
  const rule = "If there is not enough space for the cryptid marker on the lower tile, move the marker to the top tile.";
  const cell = (t: Table, r: string) => t.id(`Cell/${r}`);

  /** Seat 0 settles Lagopus from c2-2 as printed (c2-2, c3-2) over seat 1's tile on `lower`. */
  function cover(lower: string[]): Table {
    const t = arrange(3, 18, (t) => {
      t.setCounter("position", t.loc("paris"), 0);
      foundBy(t, "lagopus", 0);
      const under = foundBy(t, lower.length === 2 ? "trochus" : "karadag-snake", 1);
      terrain(t, lower, "water");
      for (const sq of lower) {
        t.setAttr("holder", cell(t, sq), 1);
        t.setAttr("tileOf", cell(t, sq), under);
      }
    });
    t.play("explore", "relocate");
    t.play("relocation", "settle");
    t.play("settleCryptid", t.id("Cryptid/lagopus"));
    t.play("settleAt", cell(t, "c2-2"));
    t.play("rotation", "turn0");
    return t;
  }

  it(`a lower tile covered whole puts its marker on the top tile: ${rule}`, () => {
    const t = cover(["c2-2", "c3-2"]);
    expect(t.attr("holder", cell(t, "c2-2"))).toBe(0);
    expect(t.attr("holder", cell(t, "c3-2"))).toBe(0);
    // Seat 1's marker now stands on the top tile's second square; the top tile's owner on its first.
    expect(t.attr("marker", cell(t, "c3-2"))).toBe(1);
    expect(t.attr("marker", cell(t, "c2-2"))).toBeNull();
    expect(t.s.log.filter((e) => e.e === "markerMoved").map((e) => e.a)).toEqual([{ owner: { p: 1 } }]);
    expect(t.e.logLines(t.s).some((l) => /moves onto the top tile/.test(l))).toBe(true);
  });

  it("a lower tile with a square left keeps its marker there", () => {
    const t = cover(["c2-2", "c3-2", "c4-2"]);
    expect(t.attr("holder", cell(t, "c4-2"))).toBe(1);
    for (const sq of ["c2-2", "c3-2", "c4-2"]) expect(t.attr("marker", cell(t, sq))).toBeNull();
    expect(t.s.log.some((e) => e.e === "markerMoved")).toBe(false);
  });
});

describe("special settlement rules on cards", () => {
  const rule = "Some cryptids have special rules of settlement written on their card (e.g., they must be placed on spaces without any terrain or on 2 terrains at the same time, or even cover other cryptid tiles).";
  const cell = (t: Table, r: string) => t.id(`Cell/${r}`);

  it(`Dahu must be placed on spaces without any terrain: ${rule}`, () => {
    const t = arrange(3, 41, (t) => {
      t.setCounter("position", t.loc("paris"), 0);
      foundBy(t, "dahu", 0);
      terrain(t, ["c2-2", "c3-2", "c4-2"], "mountain"); // mountains: Dahu's colour, but it may not go there
    });
    const dahu = t.id("Cryptid/dahu");
    expect(t.props(dahu).power).toMatch(/without any terrain/);
    expect(t.marked("settleable", dahu)).toBe(true);
    t.play("explore", "relocate");
    t.play("relocation", "settle");
    t.play("settleCryptid", dahu);
    const anchors = t.offered().map((m) => m.value as number);
    for (const a of anchors) {
      expect(t.attr("ground", a)).toBeNull();
      expect(t.props(a).start).toBeUndefined();
    }
    expect(anchors).not.toContain(cell(t, "c2-2"));
    expect(anchors).not.toContain(cell(t, "c0-0")); // a starting space
    // From c2-4 as printed it would cover c3-4, a starting square: only the other turns are offered.
    t.play("settleAt", cell(t, "c2-4"));
    expect(t.can("rotation", "turn0")).toBe(false);
    t.play("rotation", "turn180");
    for (const sq of ["c2-4", "c1-4", "c0-4"]) {
      expect(t.attr("holder", cell(t, sq))).toBe(0);
      expect(t.attr("ground", cell(t, sq))).toBeNull();
    }
    expect(t.marked("settled", dahu)).toBe(true);
  });

  it("no terrain tile goes on the squares a tile without terrain covers", () => {
    const t = arrange(3, 42, (t) => {
      // Water around a bare cryptid tile at c3-3 (a starting square is no matter here: set by hand).
      terrain(t, ["c2-1", "c3-1"], "water");
      for (const c of t.ids("Cell", (p) => p.start !== undefined)) t.setAttr("claim", c, "mountain");
      t.setAttr("holder", cell(t, "c2-2"), 1);
      t.setAttr("holder", cell(t, "c3-2"), 1);
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    for (let n = 0; n < 50 && t.pending() !== "terrainTile"; n++) {
      const m = t.offered().find((x) => x.value === "done" || x.value === "down") ?? t.offered()[0]!;
      t.play(m.choice, m.value);
    }
    const water = t.zone("terrainSlots", t.offered()[0]!.player).find((x) => t.props(x).terrain === "water")!;
    t.play("terrainTile", water);
    const anchors = t.offered().map((m) => m.value as number);
    expect(anchors.length).toBeGreaterThan(0);
    for (const a of anchors) expect(t.attr("holder", a)).toBeNull();
    // c2-2 lies below the water: without the bare tile it could be a water square's neighbour.
    expect(anchors).not.toContain(cell(t, "c2-2"));
    expect(anchors).not.toContain(cell(t, "c3-2"));
  });

  it(`Rasselbock must be placed on 2 terrains at the same time, one of them forest: ${rule}`, () => {
    const at = (squares: Record<string, string>) => {
      const t = arrange(3, 43, (t) => {
        t.setCounter("position", t.loc("paris"), 0);
        foundBy(t, "rasselbock", 0);
        for (const [sq, g] of Object.entries(squares)) terrain(t, [sq], g);
      });
      return t;
    };
    const rassel = (t: Table) => t.id("Cryptid/rasselbock");
    // Forest beside forest (its colour, one terrain): not allowed; water beside mountain (no forest): not allowed.
    const none = at({ "c2-2": "forest", "c3-2": "forest", "c2-5": "water", "c3-5": "mountain" });
    expect(none.marked("settleable", rassel(none))).toBe(false);
    const t = at({ "c2-2": "forest", "c3-2": "water" });
    expect(t.marked("settleable", rassel(t))).toBe(true);
    t.play("explore", "relocate");
    t.play("relocation", "settle");
    t.play("settleCryptid", rassel(t));
    expect(t.offered().map((m) => m.value).sort()).toEqual([cell(t, "c2-2"), cell(t, "c3-2")].sort());
    t.play("settleAt", cell(t, "c2-2"));
    expect(t.attr("holder", cell(t, "c3-2"))).toBe(0);
  });
});

describe("freed bid markers at any time", () => {
  const rule = "Players may place their removed bid markers on a new cryptid card at any time but must do so before the round ends.";
  const ev = (t: Table, r: string) => t.id(`Evidence/${r}`);

  it(`during another player's turn, between their actions, without holding them up: ${rule}`, () => {
    let tuli = 0, lomie = 0;
    const t = arrange(3, 11, (t) => {
      // Every bid marker is placed.
      tuli = display(t, "tulikettu", [0, 1, 2]);
      display(t, "mahwot", [0, 1, 2]);
      lomie = display(t, "lomie");
      t.setCounter("position", t.loc("n3"), 0);
      for (const r of ["silhouette-1", "rumor-1", "rumor-2"]) t.put(ev(t, r), "slots", 0);
    });
    expect(t.can("freeBidNow", "freeBidNow")).toBe(false);
    t.play("explore", "track");
    t.play("trackTarget", tuli);
    for (const r of ["silhouette-1", "rumor-1", "rumor-2"]) {
      t.play("commitEvidence", "commit");
      t.play("trackEvidence", ev(t, r));
    }
    t.play("commitEvidence", "proceed");
    expect(t.where(tuli)).toBe("found:0");
    // The bids on Tulikettu came back: a reaction is on offer to seats 1 and 2 (and seat 0's own any-time
    // action to seat 0), while the game waits only for seat 0.
    expect(t.e.owing(t.s)).toEqual([0]);
    expect(t.e.legalMoves(t.s, 1).map((m) => m.choice)).toEqual(["freeBidNow"]);
    expect(t.e.legalMoves(t.s, 2).map((m) => m.choice)).toEqual(["freeBidNow"]);
    expect(t.can("freeBid", "freeBid")).toBe(true);
    const menu = t.offered().map((m) => m.value);
    t.play("freeBidNow", "freeBidNow");
    expect(t.e.owing(t.s)).toEqual([1]);
    t.play("bid", lomie);
    expect(t.zone("freeBids", 1).length).toBe(0);
    // Seat 0's turn goes on with the same menu.
    expect(t.e.owing(t.s)).toEqual([0]);
    expect(t.offered().map((m) => m.value)).toEqual(menu);
    expect(t.e.legalMoves(t.s, 1)).toEqual([]);
    expect(t.e.legalMoves(t.s, 2).map((m) => m.choice)).toEqual(["freeBidNow"]);
  });
});
