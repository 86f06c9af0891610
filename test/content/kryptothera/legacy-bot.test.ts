// The Legacy Trials' bot knowledge (modules/trials/legacy-bot.rules): the bots play for the stage's
// missions as well as for the game. "Complete 3 of 5 missions per stage to advance": without it the bots
// headed home with two cryptids caged and never deposited 6 in a turn, so stage I was never cleared.
// What the knowledge is worth in play is measured by `npm run bench:bots` (the Legacy Trials case).
import { describe, expect, it } from "vitest";
import { begin, giveHunter, num, place, topEvent, type Table } from "../kryptothera-helpers.js";
import { I, done, legacyArrange } from "./legacy-helpers.js";

const SIX = { "cage[low]": ["jackalope", "squonk", "hodag", "hoop-snake"], "cage[medium]": ["jersey-devil", "mothman"] };
const TWO = { "cage[low]": ["jackalope", "squonk"] };

/** Seat 0 ends its movement at its HQ with these cryptids caged (stage I, or the base game): the table after, and seat 0's standing before and after. */
function deposit(cages: Record<string, string[]>, legacy: boolean): { t: Table; gain: number } {
  const t = legacyArrange(I, ["thompson", "miami"], (t) => {
    for (const [cage, cards] of Object.entries(cages)) for (const c of cards) place(t, `Cryptid/${c}`, cage, 0);
    topEvent(t, "tailwind");
  }, 21, legacy ? undefined : { legacy: false });
  begin(t);
  const before = t.e.heuristic(t.s, 0)!;
  t.play("act", "stop");
  t.play("buy", null);
  expect(t.s.log.some((l) => l.e === "deposited")).toBe(true);
  return { t, gain: t.e.heuristic(t.s, 0)! - before };
}

/** How much seat 0 (The Brawler: Might 3, Agility 1, Charisma 1) stands to gain from `gear` while Kee-Wakw (Might 6, Charisma 6, Agility 5) is on the map. */
function gearGain(gear: string, legacy: boolean): number {
  const t = legacyArrange(I, ["thompson", "miami"], (t) => {
    giveHunter(t, 0, "the-brawler");
    place(t, "Cryptid/kee-wakw", "legends");
  }, 21, legacy ? undefined : { legacy: false });
  const before = t.e.heuristic(t.s, 0)!;
  place(t, `Gear/${gear}`, "itemSlots", 0);
  return t.e.heuristic(t.s, 0)! - before;
}

/** How much seat 0 (The Brawler, Might 3) standing in Moosonee stands to gain from Temagami Bigfoot (low, Moosonee, a 3 Might check) in hand, with these cryptids caged. */
function handGain(cages: Record<string, string[]>, legacy: boolean): number {
  const t = legacyArrange(I, ["thompson", "miami"], (t) => {
    giveHunter(t, 0, "the-brawler");
    t.setCounter("position", num(t, "moosonee"), 0);
    for (const [cage, cards] of Object.entries(cages)) for (const c of cards) place(t, `Cryptid/${c}`, cage, 0);
  }, 21, legacy ? undefined : { legacy: false });
  const before = t.e.heuristic(t.s, 0)!;
  place(t, "Cryptid/temagami-bigfoot", "hand", 0);
  return t.e.heuristic(t.s, 0)! - before;
}

/** The card of mission `m`. */
function mission(t: Table, m: string): number {
  return t.ids("MissionCard", (p) => p.mission === m)[0]!;
}

describe("the Legacy Trials' bot knowledge", () => {
  it("credits the hunter who deposits 6 cryptids in a single turn, and values it", () => {
    // "(Base) 1 player deposits 6 cryptids in a single turn."
    const legacy = deposit(SIX, true);
    expect(done(legacy.t, "bigDeposit")).toBe(true);
    // The mission card records seat 0 as the hunter who completed it.
    expect(legacy.t.attr("achiever", mission(legacy.t, "bigDeposit"))).toBe(0);
    const base = deposit(SIX, false);
    // The mission is worth more to the hunter who does it than the deposit alone (30 points, less the
    // 15 its six caged cryptids stood for while it was open).
    expect(legacy.gain - base.gain).toBe(300 - 25 * 6);
  });

  it("keeps cryptids caged while the mission is open rather than depositing two", () => {
    // While "deposits 6 cryptids in a single turn" is open, two caged cryptids are worth more kept than
    // deposited; in the base game (no mission) depositing them gains.
    const legacy = deposit(TWO, true);
    expect(done(legacy.t, "bigDeposit")).toBe(false);
    expect(legacy.gain).toBeLessThan(0);
    expect(deposit(TWO, false).gain).toBeGreaterThan(0);
  });

  it("values gear by the chance it adds at a legendary on the map while its mission is open", () => {
    // "(Base) 1 player captures 1 Legendary cryptid before round 7." "Roll the die and add the result to
    // your base skill, plus any bonuses from item-crew cards. To succeed, the final result must match or
    // exceed the target value." +1 Charisma takes The Brawler's chance at Kee-Wakw from 4 x 2 x 3 to
    // 4 x 3 x 3 ways in 216: worth 1.5 tenths a way (the mission's 30 points times the chance) more
    // than in the base game, and more again on the way there.
    expect(gearGain("silver-flask", true) - gearGain("silver-flask", false)).toBeGreaterThanOrEqual((36 - 24) * 3 / 2);
    // +1 Intelligence, which none of its checks needs, is worth what it is in the base game.
    expect(gearGain("field-guide", true)).toBe(gearGain("field-guide", false));
  });

  it("while the deposit mission is open, values an easy catch by the caged cryptid it would add", () => {
    // "(Base) 1 player deposits 6 cryptids in a single turn." The Brawler passes a 3 Might check on
    // every roll, so the attempt is worth 2.5 points more (a caged cryptid's worth while the mission is
    // open) than a low one's 1.2; at the card's location half of an attempt's worth counts (in whole
    // tenths) before it is made.
    expect(handGain({}, true) - handGain({}, false)).toBe(Math.floor((12 + 25) / 2) - Math.floor(12 / 2));
    // With six caged the mission needs no more: the card is worth what it is in the base game.
    expect(handGain(SIX, true)).toBe(handGain(SIX, false));
  });
});
