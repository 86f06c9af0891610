// The rulebook's Turn Example as a scenario: orange (seat 0), white (seat 1) and blue (seat 2), both
// phases. The table is arranged by state surgery just before the last setup decision, so every option
// of the first turn is computed from the arranged state.
import { describe, it, expect } from "vitest";
import { cnEngine, Table } from "./cryptic-nature-helpers.js";

const ORANGE = 0, WHITE = 1, BLUE = 2;

export function arranged(): Table {
  const t = Table.start(cnEngine(true), 3, 5);
  while (t.s.moves.length < 6 * 3 - 1) t.play(t.offered()[0]!.choice, t.offered()[0]!.value);
  const ev = (r: string) => t.id(`Evidence/${r}`);
  // Evidence: none on player boards; on the board 6 tokens, bones in E1 and footprint in E2.
  for (const zone of ["board", "market", "locationCovers", "evidenceCovers"]) for (const id of [...t.zone(zone)]) t.put(id, "nearBag");
  for (let p = 0; p < 3; p++) for (const id of [...t.zone("slots", p)]) t.put(id, t.props(id).bonus ? "rumorSupply" : "nearBag");
  const board: [string, string][] = [["bones-1", "e1"], ["footprint-1", "e2"], ["victim-1", "s1"], ["victim-2", "w1"], ["bones-2", "n1"], ["silhouette-1", "s4"]];
  for (const [r, l] of board) {
    t.put(ev(r), "board");
    t.setAttr("site", ev(r), t.loc(l));
  }
  t.put(ev("rumor-1"), "market");
  t.put(ev("victim-3"), "market");
  t.put(ev("rumor-3"), "market");
  // White holds eyewitness and outline in the water; orange holds a footprint.
  t.put(ev("eyewitness-1"), "slots", WHITE);
  t.put(ev("outline-1"), "slots", WHITE);
  t.put(ev("footprint-2"), "slots", ORANGE);
  // Cryptids: Karadag Snake (white and blue bid), Trochus (blue bid), Lomie (no bid), Habior, Mahwot.
  for (const id of [...t.zone("display")]) t.put(id, "discard[1]");
  for (const id of [...t.zone("placedBids")]) t.put(id, "freeBids", t.props(id).seat as number);
  const cr = (r: string) => t.id(`Cryptid/${r}`);
  for (const r of ["karadag-snake", "trochus", "lomie", "habior", "mahwot", "dahu"]) {
    t.put(cr(r), "display");
    const loc = t.props(cr(r)).location as number | undefined;
    t.setAttr("loc", cr(r), loc === undefined ? t.loc("s2") : loc);
  }
  const bid = (seat: number, cryptid: string) => {
    const b = t.zone("freeBids", seat)[0]!;
    t.put(b, "placedBids");
    t.setAttr("on", b, cr(cryptid));
  };
  bid(WHITE, "karadag-snake");
  bid(WHITE, "dahu");
  bid(BLUE, "karadag-snake");
  bid(BLUE, "trochus");
  bid(ORANGE, "karadag-snake");
  bid(ORANGE, "dahu");
  // Track: orange above white above blue, with room above; cities: orange in Aachen, white in S1.
  [2, 3, 4].forEach((spot, p) => t.setCounter("spot", spot, p));
  t.setCounter("position", t.loc("aachen"), ORANGE);
  t.setCounter("position", t.loc("s1"), WHITE);
  t.setCounter("position", t.loc("london"), BLUE);
  // White has every skill: 2 movement ranges and interrupt movement among them; luck is spent.
  for (const s of [...t.zone("unlearned", WHITE)]) t.put(s, t.props(s).active ? "ready" : "passive", WHITE);
  t.put(t.zone("ready", WHITE).find((s) => t.props(s).kind === "luck")!, "spent", WHITE);
  t.setCounter("coins", 4, WHITE);
  t.setCounter("coins", 0, ORANGE);
  t.setCounter("experience", 0, WHITE);
  t.setCounter("experience", 0, ORANGE);
  // The sanctuary has a water tile on the first starting space.
  for (const r of ["c0-0", "c1-0"]) t.setAttr("ground", t.id(`Cell/${r}`), "water");
  for (const r of ["c0-0", "c1-0", "c0-1", "c1-1"]) t.setAttr("claim", t.id(`Cell/${r}`), "water");
  t.play(t.offered()[0]!.choice, t.offered()[0]!.value);
  // The assistant dice: one shows 2 experience.
  const dice = t.zone("assistantDice");
  t.setAttr("up", dice[0]!, "xp2");
  return t;
}

describe("Turn Example", () => {
  const t = arranged();
  const card = (r: string) => t.id(`Cryptid/${r}`);
  const ev = (r: string) => t.id(`Evidence/${r}`);

  it("orange moves from Aachen to E1 and collects the bones", () => {
    expect(t.offered()[0]!.player).toBe(ORANGE);
    t.play("explore", "mainMovement");
    t.play("destination", t.id("Location/e1"));
    t.play("explore", "collect");
    t.play("collect", ev("bones-1"));
    t.play("explore", "endTurn");
    expect(t.where(ev("bones-1"))).toBe("slots:0");
    expect(t.counter("side", ORANGE)).toBe("rightTrack");
    expect(t.zone("board").length).toBe(5);
  });

  it("white flies from S1 to E3 and finds Karadag Snake with the track skill: 1 experience, bids return, a level III card replaces it", () => {
    expect(t.offered()[0]!.player).toBe(WHITE);
    t.play("explore", "flightTicket");
    t.play("flight", t.id("Location/e3"));
    t.play("explore", "trackSkill");
    t.play("trackTarget", card("karadag-snake"));
    t.play("commitEvidence", "commit");
    t.play("trackEvidence", ev("eyewitness-1"));
    t.play("commitEvidence", "commit");
    t.play("trackEvidence", ev("outline-1"));
    t.play("commitEvidence", "proceed");
    expect(t.where(card("karadag-snake"))).toBe("found:1");
    expect(t.where(t.id("CryptidTile/karadag-snake"))).toBe("tiles:1");
    expect(t.counter("experience", WHITE)).toBe(1);
    expect(t.where(ev("eyewitness-1"))).toBe("nearBag");
    expect(t.where(ev("outline-1"))).toBe("nearBag");
    expect(t.zone("freeBids", BLUE).length).toBe(1);
    expect(t.zone("freeBids", WHITE).length).toBe(1);
    expect(t.zone("freeBids", ORANGE).length).toBe(1);
    expect(t.zone("display").length).toBe(6);
    expect(t.zone("display").filter((c) => t.props(c).level === 3).length).toBe(1);
  });

  it("white resets evidence (rumor out of the market, then N3 and W4) and replaces Lomie but not Trochus, then jumps over orange", () => {
    // The bag: a token with N3 on its back goes to the market, the next (W4 on its back) to N3, the next to W4.
    for (const r of ["silhouette-3", "outline-2", "bones-4"]) t.put(ev(r), "bag");
    t.play("explore", "reset");
    t.play("marketDiscard", ev("rumor-1"));
    expect(t.zone("board").length).toBe(7);
    expect(t.attr("site", ev("outline-2"))).toBe(t.loc("n3"));
    expect(t.attr("site", ev("silhouette-3"))).toBe(t.loc("w4"));
    expect(t.can("replaceCryptid", card("trochus"))).toBe(false);
    t.play("replaceCryptid", card("lomie"));
    expect(t.where(card("lomie"))).toBe("discard[1]");
    t.play("replaceCryptid", null);
    t.play("bonus", "assistantMove");
    t.play("bonusDirection", "bonusUp");
    t.play("bonusMore", "enough");
    expect(t.counter("spot", WHITE)).toBe(1);
    expect(t.counter("spot", WHITE)).toBeLessThan(t.counter("spot", ORANGE));
  });

  it("white moves E3 to E2, collects the footprint with the skill, and goes on to Aachen (4 locations, split)", () => {
    t.play("explore", "mainMovement");
    t.play("destination", t.id("Location/e2"));
    expect(t.counter("moveState", WHITE)).toBe("interrupted");
    t.play("explore", "collectSkill");
    t.play("collect", ev("footprint-1"));
    t.play("explore", "mainMovement");
    t.play("destination", t.id("Location/aachen"));
    expect(t.counter("position", WHITE)).toBe(t.loc("aachen"));
    expect(t.counter("moveState", WHITE)).toBe("done");
    // Blue and orange got their bids back: they may place them at any time (a reaction on offer beside
    // white's decisions), and wait: no prompt holds the game up.
    expect(t.can("freeBidNow", "freeBidNow")).toBe(true);
    expect(t.e.owing(t.s)).toEqual([WHITE]);
    t.play("explore", "endTurn");
    expect(t.counter("side", WHITE)).toBe("rightTrack");
    expect(t.pending()).toBe("explore");
    t.play("explore", "endTurn"); // blue
  });

  it("white moves up, refreshes 4 spent skills for 4 coins, bids on Habior and builds water next to water", () => {
    expect(t.offered()[0]!.player).toBe(WHITE);
    t.play("assist", "up");
    expect(t.zone("spent", WHITE).length).toBe(4);
    for (let i = 0; i < 4; i++) {
      t.play("assist", "refresh");
      t.play("refreshSkill", t.zone("spent", WHITE)[0]!);
    }
    expect(t.counter("coins", WHITE)).toBe(0);
    // "At the end of their Assistant Phase turn, the white player must place their available bid
    // marker. They could have done it before but decided to postpone it until the end of their turn."
    expect(t.can("freeBid", "freeBid")).toBe(true);
    t.play("assist", "done");
    expect(t.pending()).toBe("bid");
    t.play("bid", card("habior"));
    // "At the same time, the orange player, without waiting for the end of the round, places their
    // available bid marker on Mahwot": a reaction during white's turn, between white's actions.
    expect([...new Set(t.offered().filter((m) => m.player === WHITE).map((m) => m.choice))]).toEqual(["terrainTile"]);
    const orange = t.e.legalMoves(t.s, ORANGE);
    expect(orange.map((m) => m.choice)).toEqual(["freeBidNow"]);
    t.play("freeBidNow", "freeBidNow");
    expect(t.e.owing(t.s)).toEqual([ORANGE]);
    t.play("bid", card("mahwot"));
    expect(t.zone("freeBids", ORANGE).length).toBe(0);
    expect(t.zone("placedBids").some((b) => t.props(b).seat === ORANGE && t.attr("on", b) === card("mahwot"))).toBe(true);
    const water = t.zone("terrainSlots", WHITE).find((x) => t.props(x).terrain === "water")!;
    t.play("terrainTile", water);
    const squares = t.offered().map((m) => m.value as number);
    const grounds = (id: number) => (t.props(id).adj as number[]).map((n) => t.attr("ground", n));
    for (const sq of squares) expect(t.attr("ground", sq)).toBeNull();
    expect(squares).toContain(t.id("Cell/c2-0"));
    t.play("terrainAt", t.id("Cell/c2-0"));
    t.play("terrainTurn", "across");
    expect(t.attr("ground", t.id("Cell/c2-0"))).toBe("water");
    expect(grounds(t.id("Cell/c2-0"))).toContain("water");
    t.play("terrainDraw", t.zone("waterPile").at(-1)!);
    expect(t.zone("terrainSlots", WHITE).length).toBe(3);
    expect(t.counter("side", WHITE)).toBe("leftTrack");
  });

  it("orange swaps the footprint (3) for the rumor (2), gains 1 coin, pays it to move up, then moves down for 2 experience", () => {
    expect(t.offered()[0]!.player).toBe(ORANGE);
    t.play("assist", "swap");
    t.play("swapGive", ev("footprint-2"));
    t.play("swapTake", ev("rumor-3"));
    expect(t.counter("coins", ORANGE)).toBe(1);
    const before = t.counter("spot", ORANGE);
    t.play("assist", "payUp");
    expect(t.counter("coins", ORANGE)).toBe(0);
    expect(t.counter("spot", ORANGE)).toBeLessThan(before);
    t.play("assist", "down");
    const xp2 = t.offered().find((m) => m.choice === "assistantDie" && t.attr("up", m.value as number) === ("xp2" as never))!;
    t.play("assistantDie", xp2.value);
    expect(t.counter("experience", ORANGE)).toBe(2);
    t.play("assist", "done");
  });
});
