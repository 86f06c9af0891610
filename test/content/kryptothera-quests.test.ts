// Kryptothera's side quests in play (quests.rules, option sidequests): the Cryptic Path's reward for
// ending movement at the Eye, and the Hidden Contract's 30 end-game points and cost at the end of the
// final round. The places are the ones the card texts spell (kryptothera-quests-texts.test.ts reads
// them from the texts; here they are named, as the rules name them).
import { describe, expect, it } from "vitest";
import { arrange, begin, clear, expectSameReplay, giveHunter, kEngine, num, place, playQuietly, randomGame, topEvent, type Table } from "./kryptothera-helpers.js";
import { logged, soloArrange } from "./kryptothera-solo-helpers.js";
import { coopArrange, lastTurn } from "./kryptothera/coop-helpers.js";

const ON = { sidequests: true };

/** Seat 0 (The Scholar, HQ in Madison) in Omaha, next to the Eye; seat 1 (The Boss) at home in Miami. */
function nearTheEye(options?: Record<string, unknown>): Table {
  return arrange(
    2,
    41,
    ["madison", "miami"],
    (t) => {
      giveHunter(t, 0, "the-scholar");
      giveHunter(t, 1, "the-boss");
      t.setCounter("position", num(t, "omaha"), 0);
      t.setCounter("clues", 0, 0);
      topEvent(t, "windfall"); // "You: gain 3 coins."
    },
    options,
  );
}

/** Walks seat 0 through `path` (location records) in its movement. */
function walk(t: Table, path: string[]): void {
  for (const to of path) {
    t.play("act", "walk");
    t.play("destination", num(t, to));
  }
}

describe("Unlock The Cryptic Path (Eye of Kryptothera)", () => {
  it("the first hunter to end their movement at the Eye gains 3 clues; the path opens once a game", () => {
    // "Stillness gathers at the circle's centre where lies the Eye. Step lightly" (authored reward: see README)
    const t = nearTheEye(ON);
    begin(t);
    walk(t, ["kansas-city"]);
    expect(t.counter("clues", 0)).toBe(0);
    t.play("act", "stop");
    expect(t.counter("clues", 0)).toBe(3);
    expect(t.counter("eyeOpened")).toBe(true);
    expect(logged(t, "eyeOpens")).toHaveLength(1);
    expect(t.e.logLines(t.s).join("\n")).toContain("stands still at the Eye of Kryptothera: the Cryptic Path opens.");
    // Seat 1 is put at the Eye for its turn and ends its movement there: the path is already open.
    playQuietly(t, (u) => u.pending() === "act" && u.offered()[0]!.player === 1);
    t.setCounter("position", num(t, "kansas-city"), 1);
    const before = t.counter("clues", 1);
    t.play("act", "stop");
    expect(t.counter("clues", 1)).toBe(before);
    expect(logged(t, "eyeOpens")).toHaveLength(1);
  });

  it("passing through the Eye without stopping there opens nothing", () => {
    // "Stillness gathers ... where lies the Eye": the hunter must end the movement there.
    const t = nearTheEye(ON);
    begin(t);
    walk(t, ["kansas-city", "st-louis"]);
    t.play("act", "stop");
    expect(t.counter("clues", 0)).toBe(0);
    expect(t.counter("eyeOpened")).toBe(false);
  });

  it("without the sidequests option, the Eye gives nothing", () => {
    const t = nearTheEye();
    begin(t);
    walk(t, ["kansas-city"]);
    t.play("act", "stop");
    expect(t.counter("clues", 0)).toBe(0);
    expect(t.counter("eyeOpened")).toBe(false);
    expect(logged(t, "eyeOpens")).toHaveLength(0);
  });

  it("solo: the Order's gaze begins: 2 glyphs as well, and the Order's influence rises by 1", () => {
    // "seek the hubs and the Order's gaze begins" (authored: the Order wants the Eye, so it turns to you)
    const t = soloArrange(5, (t) => t.setCounter("position", num(t, "omaha"), 0), { hq: "madison", options: ON });
    begin(t);
    playQuietly(t, (u) => u.pending() === "act");
    walk(t, ["kansas-city"]);
    t.setCounter("influence", 2);
    t.setCounter("glyphs", 1);
    const clues = t.counter("clues", 0);
    t.play("act", "stop");
    expect(t.counter("clues", 0)).toBe(clues + 3);
    expect(t.counter("glyphs")).toBe(3);
    expect(t.counter("influence")).toBe(3);
  });

  it("co-op: the same for the team's glyphs and the Order's influence; the clues go to the hunter", () => {
    const t = coopArrange(7, "omaha", () => {}, ON);
    playQuietly(t, (u) => u.pending() === "act" && u.offered()[0]!.player === 0);
    walk(t, ["kansas-city"]);
    t.setCounter("influence", 1);
    t.setCounter("glyphs", 4);
    const clues = [0, 1, 2, 3].map((p) => t.counter("clues", p));
    t.play("act", "stop");
    expect([0, 1, 2, 3].map((p) => t.counter("clues", p))).toEqual([clues[0]! + 3, clues[1], clues[2], clues[3]]);
    expect(t.counter("glyphs")).toBe(6);
    expect(t.counter("influence")).toBe(2);
  });
});

/**
 * A 3-player game with the side quests on, played quietly to seat 2's last movement in round 10; `at`
 * then places the standees and `more` sets the boards, and the game is played to its end.
 */
function ending(at: string[], more: (t: Table) => void = () => {}, options: Record<string, unknown> = ON): Table {
  const t = arrange(3, 43, ["madison", "miami", "seattle"], () => {}, options);
  playQuietly(t, (u) => u.counter("round") === 10 && u.pending() === "act" && u.offered()[0]!.player === 2);
  for (let p = 0; p < 3; p++) {
    for (const z of ["depository", "cage[low]", "cage[medium]", "cage[high]"]) clear(t, z, "cryptidDiscard", p);
    for (const z of ["contract", "completed"]) clear(t, z, "contractDiscard", p, p);
    t.setCounter("clues", 0, p);
    t.setCounter("position", num(t, at[p]!), p);
  }
  more(t);
  playQuietly(t, () => false);
  return t;
}

describe("Hidden Contract (Symbol of the Order)", () => {
  it("standing alone where the Order gathers when the final round ends: 30 end-game points, and the cost", () => {
    // "when the final round ends, you must bring what you've learned where the Order gathers. Those who
    // stand alone upon that name accept this message as a hidden contract. The prize is 30 end-game
    // points. But what is offered comes at a cost the Eye does not forget."
    const t = ending(["roswell", "el-paso", "seattle"], (t) => {
      place(t, "Cryptid/chupacabra", "depository", 0); // 9 points: a legend the Eye takes back
      place(t, "Cryptid/bigfoot", "depository", 0); // 5 points: kept
      place(t, "Cryptid/jackalope", "cage[low]", 0); // becomes a clue, then is lost with the others
      t.setCounter("clues", 4, 0);
    });
    expect(t.counter("questPoints", 0)).toBe(30);
    expect(logged(t, "hiddenContract")).toEqual([{ points: 30 }]);
    // The cost: every clue (the caged card's included) goes, and the legendary escapes from the HQ.
    expect(t.counter("clues", 0)).toBe(0);
    expect(t.zone("depository", 0)).toEqual([t.id("Cryptid/bigfoot")]);
    expect(t.zone("legends")).toContain(t.id("Cryptid/chupacabra"));
    expect(t.counter("hqPoints", 0)).toBe(5);
    expect(t.counter("cluePoints", 0)).toBe(0);
    const sheet = ["hqPoints", "contractPoints", "cluePoints", "coinPoints"].reduce((n, c) => n + t.counter(c, 0), 0);
    expect(t.counter("score", 0)).toBe(sheet + 30);
    expect(t.counter("questPoints", 1)).toBe(0);
    expect(t.counter("questPoints", 2)).toBe(0);
  });

  it("not alone there: nobody scores it, and nothing is lost", () => {
    // "Those who stand alone upon that name"
    const t = ending(["roswell", "roswell", "seattle"], (t) => {
      place(t, "Cryptid/chupacabra", "depository", 0);
      t.setCounter("clues", 4, 0);
    });
    expect(t.counter("questPoints", 0)).toBe(0);
    expect(t.counter("questPoints", 1)).toBe(0);
    expect(logged(t, "hiddenContract")).toHaveLength(0);
    expect(t.counter("clues", 0)).toBe(4);
    expect(t.zone("depository", 0)).toContain(t.id("Cryptid/chupacabra"));
  });

  it("standing alone there at the end of an earlier round gives nothing", () => {
    // "when the final round ends": round 3 ends with seat 0 alone in Roswell; then it goes home.
    const t = arrange(3, 44, ["madison", "miami", "seattle"], () => {}, ON);
    playQuietly(t, (u) => u.counter("round") === 3 && u.pending() === "act" && u.offered()[0]!.player === 2);
    t.setCounter("position", num(t, "roswell"), 0);
    playQuietly(t, (u) => u.counter("round") === 4 && u.pending() === "act");
    expect(t.counter("position", 0)).toBe(num(t, "roswell"));
    expect(t.counter("questPoints", 0)).toBe(0);
    expect(logged(t, "hiddenContract")).toHaveLength(0);
    t.setCounter("position", num(t, "madison"), 0);
    playQuietly(t, () => false);
    expect(t.counter("questPoints", 0)).toBe(0);
  });

  it("without the sidequests option, standing alone there scores nothing", () => {
    const t = ending(["roswell", "el-paso", "seattle"], (t) => t.setCounter("clues", 4, 0), {});
    expect(t.counter("questPoints", 0)).toBe(0);
    expect(t.counter("clues", 0)).toBe(4);
  });

  it("co-op: disabled, since co-op plays without contracts", () => {
    // "Contracts disabled" (co-op); seat 3 ends the only round alone in Roswell.
    const t = lastTurn(8, "the-dead-signal", (t) => t.setCounter("position", num(t, "roswell"), 3), ON);
    expect(t.s.result).toBeDefined();
    expect(t.counter("position", 3)).toBe(num(t, "roswell"));
    expect(t.counter("questPoints", 3)).toBe(0);
    expect(logged(t, "hiddenContract")).toHaveLength(0);
  });

  it("solo: disabled, since a lone hunter always stands alone", () => {
    // Co-op plays without contracts; solo's single hunter would win it merely by standing there.
    const t = soloArrange(6, () => {}, { hq: "madison", options: ON });
    playQuietly(t, (u) => u.counter("round") === 10 && u.pending() === "act");
    t.setCounter("position", num(t, "roswell"), 0);
    playQuietly(t, () => false);
    expect(t.counter("questPoints", 0)).toBe(0);
    expect(logged(t, "hiddenContract")).toHaveLength(0);
  });
});

describe("random games with the side quests on", () => {
  it("end, conserve components, add up (quest points included), pay each quest at most once, replay the same", () => {
    const engine = kEngine(true);
    for (const [players, seed] of [[2, 7], [4, 8], [6, 9]] as const) {
      const t = randomGame(engine, players, seed, undefined, 5000, ON);
      expect(t.conserved()).toBeUndefined();
      expect(t.counter("round")).toBe(10);
      expect(logged(t, "eyeOpens").length).toBeLessThanOrEqual(1);
      expect(Boolean(t.counter("eyeOpened"))).toBe(logged(t, "eyeOpens").length === 1);
      const paid = [...Array(players).keys()].filter((p) => t.counter("questPoints", p) > 0);
      expect(paid.length).toBeLessThanOrEqual(1);
      for (let p = 0; p < players; p++) {
        expect([0, 30]).toContain(t.counter("questPoints", p));
        const sum = ["hqPoints", "contractPoints", "cluePoints", "coinPoints", "questPoints"].reduce((a, k) => a + t.counter(k, p), 0);
        expect(t.counter("score", p)).toBe(sum);
      }
      expectSameReplay(engine, t);
    }
  });
});
