// The Legacy Trials' stage rules ("3. The Legacy Trials"), each in force in its stage's games only, and
// how a game becomes a Legacy Trials game (played in a campaign) or stays a plain base game.
import { describe, expect, it } from "vitest";
import { arrange, begin, giveHunter, kEngine, loadDice, num, place, reveal, Table, topEvent } from "../kryptothera-helpers.js";
import { beginV, hunterAt, I, II, III, IV, V, campaign, done, legacyArrange, legacyStart, lines, missions, playToEnd, type Trials } from "./legacy-helpers.js";



/** The same table in stage V, at seat 0's round-2 turn (round 1 played quietly), its turn begun. */
function hunterAtV(at: string, hand: string[], more: (t: Table) => void = () => {}): Table {
  const t = legacyArrange(V, ["thompson", "miami"], (t) => {
    giveHunter(t, 0, "the-scholar");
    t.setCounter("position", num(t, at), 0);
    t.setCounter("hp", 6, 0);
    for (const c of hand) place(t, `Cryptid/${c}`, "hand", 0);
    topEvent(t, "tailwind");
    more(t);
  });
  beginV(t);
  return t;
}

describe("a Legacy Trials game", () => {
  it("is a game played in a campaign: the stage and its missions are read out and laid out", () => {
    // "Play five stages to chart the clash between Order & hunters."
    const t = legacyStart(3, 4, I);
    expect(t.s.opts.legacy).toBe(true);
    // Read out as the game is set up, before the HQs are chosen.
    expect(t.pending()).toBe("hqCard");
    expect(t.zone("trialCard").map((id) => t.props(id).name)).toEqual(["I – The Awakening"]);
    expect(missions(t, "trialOpen")).toEqual(["earlyLegend", "noRetreats", "bigDeposit"]);
    expect(lines(t)).toContain("The Legacy Trials, stage I – The Awakening: The Eye stirs; the Order notices. (games played at this stage before: 0)");
    expect(lines(t)).toContain("Mission: 1 player deposits 6 cryptids in a single turn.");
  });

  it("is inert in a single game and when the option turns it off", () => {
    const e = kEngine(true);
    const single = e.start({ players: 3, seed: 4 });
    if (!single.ok) throw new Error(single.error.message);
    const s = new Table(e, single.state);
    expect(s.s.opts.legacy).toBe(false);
    expect([s.zone("trialCard"), s.zone("trialOpen"), s.zone("trialDone")]).toEqual([[], [], []]);
    const off = legacyStart(3, 4, III, { legacy: false });
    expect(off.zone("trialOpen")).toEqual([]);
    expect(off.counter("hp", 0)).toBe(6);
    playToEnd(off);
    expect(campaign(off)).toEqual({ stage: "pulsing", done: [], games: 0 });
  });

  it("is played with the base game's rules, not solo or co-op", () => {
    const e = kEngine(true);
    const r = e.start({ players: 1, seed: 1, options: { mode: "solo" }, campaign: { stage: "awakening", done: [], games: 0 } });
    expect(r.ok ? "started" : r.error.message).toContain("The Legacy Trials are played with the base game");
  });
});

describe("II – The Fracturing", () => {
  it("medium threat cryptids deal 1 extra HP damage, on a capture and on a failure", () => {
    // "(Base) Medium threat cryptids deal 1 extra HP damage."
    const caught = hunterAt(II, "pine-barrens", ["jersey-devil"]);
    begin(caught);
    loadDice(caught, [6, 6]);
    caught.play("act", "capture");
    expect(caught.zone("cage[medium]", 0)).toEqual([caught.id("Cryptid/jersey-devil")]);
    expect(caught.counter("hp", 0)).toBe(5);
    // Mothman: F-1 (1 HP on failure only), plus 1.
    const missed = hunterAt(II, "point-pleasant", ["mothman"]);
    begin(missed);
    loadDice(missed, [1]);
    missed.play("act", "capture");
    expect(missed.counter("hp", 0)).toBe(6 - 2);
    // Stage I: as printed.
    const plain = hunterAt(I, "pine-barrens", ["jersey-devil"]);
    begin(plain);
    loadDice(plain, [6, 6]);
    plain.play("act", "capture");
    expect(plain.counter("hp", 0)).toBe(6);
  });

  it("counts as done when a game of the stage is played to its end under it", () => {
    const t = legacyStart(2, 7, II);
    expect(done(t, "mediumBite")).toBe(false);
    playToEnd(t);
    expect((campaign(t)!.done as string[]).includes("mediumBite")).toBe(true);
  });
});

describe("III – The Pulsing", () => {
  it("all players start the game with -2 HP, and no restore before round 3", () => {
    // "(Base) All players start the game with -2 HP (no restore before round 3)."
    const t = legacyStart(3, 5, III);
    expect([0, 1, 2].map((p) => t.counter("hp", p))).toEqual([4, 4, 4]);
    expect(lines(t)).toContain("Stage III: every hunter starts with 4 HP; HP is restored to 4 at most before round 3.");
    // Returning to HQ in round 2 restores the HP to 4; in round 3 to 6.
    const home = (round: number) => {
      const u = hunterAt(III, "thompson", [], (u) => {
        u.setCounter("round", round);
        u.setCounter("hp", 2, 0);
      });
      begin(u);
      u.play("act", "stop");
      u.play("buy", null);
      expect(u.s.log.some((l) => l.e === "returnsHome")).toBe(true);
      return u.counter("hp", 0);
    };
    expect(home(2)).toBe(4);
    expect(home(3)).toBe(6);
  });

  it("healing stops at 4 HP before round 3", () => {
    const t = hunterAt(III, "chicago", [], (t) => {
      t.setCounter("hp", 3, 0);
      topEvent(t, "healing-springs"); // "All: restore 2 HP"
    });
    begin(t);
    expect(t.counter("hp", 0)).toBe(4);
  });
});

describe("IV – The Rising", () => {
  /** Round 5; seat 0 in Chicago enters Madison, where seat 1 stands. */
  const duel = (r: Trials) => {
    const t = legacyArrange(r, ["miami", "seattle"], (t) => {
      t.setCounter("round", 5);
      t.setCounter("position", num(t, "chicago"), 0);
      t.setCounter("position", num(t, "madison"), 1);
      topEvent(t, "tailwind");
    });
    begin(t);
    loadDice(t, [3, 3]);
    t.play("act", "walk");
    t.play("destination", t.id("Location/madison"));
    return t.s.log.some((l) => l.e === "pvp");
  };

  it("PvP starts at round 5", () => {
    // "(Base) PvP starts at round 5."
    expect(duel(IV)).toBe(true);
    expect(duel(I)).toBe(false);
  });

  it("+1 to all skill checks: the hunter's total is 1 higher", () => {
    // "(Base) 2 players each capture 2 Legendary cryptids: +1 to all skill checks."
    const roll = (r: Trials) => {
      const t = hunterAt(r, "pine-barrens", ["jersey-devil"]);
      begin(t);
      loadDice(t, [2, 6]);
      t.play("act", "capture");
      return t.s.log.filter((l) => l.e === "skillCheck")[0]!.a;
    };
    // The Scholar's Agility is 1: 2 + 1 = 3 fails the 4; with the +1 it is 4 and succeeds.
    expect(roll(I)).toMatchObject({ roll: 2, value: 1, total: 3, success: false });
    expect(roll(IV)).toMatchObject({ roll: 2, value: 2, total: 4, success: true });
  });
});

describe("V – The Descending", () => {
  it("high & legendary cryptids deal 1 extra HP damage", () => {
    // "(Base) High & Legendary cryptids deal 1 extra HP damage."
    const high = hunterAtV("madison", ["hidebehind"]);
    loadDice(high, [6, 6]);
    high.play("act", "capture");
    expect(high.zone("cage[high]", 0)).toEqual([high.id("Cryptid/hidebehind")]);
    expect(high.counter("hp", 0)).toBe(6 - 2);
    const legend = hunterAtV("st-louis", [], (t) => reveal(t, "piasa-bird", 1));
    loadDice(legend, [6, 6, 6]);
    legend.play("act", "captureLegend");
    expect(legend.counter("hp", 0)).toBe(6 - 3);
    // A low-threat cryptid as printed.
    const low = hunterAtV("cheyenne", ["jackalope"]);
    loadDice(low, [6]);
    low.play("act", "capture");
    expect(low.counter("hp", 0)).toBe(6);
  });

  it("each player draws & keeps 2 contracts", () => {
    // "(Base) Each player draws & keeps 2 Contracts; as a group, complete at least 3."
    const t = legacyStart(3, 9, V);
    t.advanceTo("act");
    expect(t.zone("contract", 0)).toHaveLength(2);
    expect(t.s.moves.some((m) => m.choice === "discardContract")).toBe(false);
    const base = arrange(3, 9, ["miami", "seattle", "boston"], () => {});
    expect(base.pending()).toBe("discardContract");
  });
});
