// The bot a solo seat gets (`simulate kryptothera --players 1 --option mode=solo --bots auto`): the
// planner, steered by bot.rules' heuristic (with the Order's standing in solo), plays a solo game of
// each extreme difficulty to its verdict, and wins a fair share at rookie and standard ("If your score
// exceeds the Order's score, you win!"): it keeps the glyphs its ritual needs, spends one when the
// influence nears 6, and outscores the Order.
import { describe, it, expect } from "vitest";
import { makeBot, seededRandom } from "../../runtime/index.js";
import { begin, kEngine, reveal, topEvent, Table } from "./kryptothera-helpers.js";
import { soloArrange } from "./kryptothera-solo-helpers.js";

const engine = kEngine(false);

describe("the Kryptothera bot in solo mode", () => {
  for (const difficulty of ["rookie", "legend"]) {
    it(`plays a ${difficulty} solo game as the planner to the end`, () => {
      const t = Table.start(engine, 1, 7, { mode: "solo", difficulty });
      const bot = makeBot("auto", engine, 0, seededRandom(99));
      for (let n = 0; !t.s.result; n++) {
        if (n > 3000) throw new Error("too long");
        const m = bot.choose(t.s);
        if (!m) throw new Error("no move");
        const err = engine.applyInPlace(t.s, m);
        if (err) throw new Error(`${JSON.stringify(m)}: ${err.message}`);
      }
      expect(bot.kind).toBe("planner");
      expect(t.conserved()).toBeUndefined();
      expect(t.counter("round")).toBe(10);
      expect(t.zone("npcRevealed").length).toBeGreaterThan(0);
      expect(t.s.result!.winners).toEqual(t.counter("score") > t.counter("orderScore") ? [0] : []);
    }, 120_000);
  }
});

describe("the Kryptothera bot wins solo games", () => {
  /** Wins of the planner over seeded solo games (the bot's choices seeded per game, as in simulate). */
  function wins(difficulty: string, seeds: number[]): { wins: number; rituals: number } {
    let won = 0;
    let rituals = 0;
    for (const seed of seeds) {
      const t = Table.start(engine, 1, seed, { mode: "solo", difficulty });
      const bot = makeBot("auto", engine, 0, seededRandom(1000 + seed));
      for (let n = 0; !t.s.result; n++) {
        if (n > 3000) throw new Error("too long");
        const err = engine.applyInPlace(t.s, bot.choose(t.s)!);
        if (err) throw new Error(err.message);
      }
      if (t.s.result!.winners.includes(0)) won++;
      if (t.counter("ritualPoints") > 0) rituals++;
    }
    return { wins: won, rituals };
  }

  // Before the heuristic weighed the ritual's need and the influence's threat (and before actions on
  // offer were weighed apart from rollouts), the planner won 3 of these 12 standard games and 4 of the
  // 12 rookie ones, with 7 successful rituals in all (it spent glyphs at low influence); now 7 and 8,
  // with 16 rituals.
  it("wins a fair share of 12 seeded standard games and 12 rookie games, mostly with its ritual", () => {
    const seeds = Array.from({ length: 12 }, (_, i) => 40 + i);
    const standard = wins("standard", seeds);
    const rookie = wins("rookie", seeds);
    expect(standard.wins).toBeGreaterThanOrEqual(5);
    expect(rookie.wins).toBeGreaterThanOrEqual(5);
    expect(standard.wins + rookie.wins).toBeGreaterThanOrEqual(12);
    expect(standard.rituals + rookie.rituals).toBeGreaterThanOrEqual(12);
  }, 120_000);
});

describe("the Kryptothera bot weighs the Order's any-time actions", () => {
  // "You may discard a captured legendary cryptid from its cage in exchange for 1 glyph token." With
  // Ashes to Sight ("Success (3+ Glyphs)") and 1 glyph held, Silent Vigil's glyph makes 2: the
  // sacrifice's glyph reaches the need, worth more than the caged Bessie (8 points, far from HQ).
  // With the need already met, the legendary is worth more than a glyph beyond it.
  function arranged(glyphs: number): Table {
    const t = soloArrange(5, (t) => {
      const c = reveal(t, "bessie");
      t.put(c, "cage[high]");
      t.put(t.id("Token/bessie-token"), "tokenBox");
      t.setCounter("glyphs", glyphs);
      topEvent(t, "silent-vigil");
    });
    begin(t);
    // The event card drawn is resolved (a choice of one card, asked since the sacrifice is on offer).
    const event = t.offered().find((m) => m.choice === "eventChoice");
    if (event) t.play("eventChoice", event.value);
    return t;
  }

  it("sacrifices a caged legendary when its glyph reaches the ritual's need, and keeps it once the need is met", () => {
    const short = arranged(1);
    expect(short.counter("glyphs")).toBe(2);
    expect(engine.legalMoves(short.s, 0).some((m) => m.choice === "sacrifice")).toBe(true);
    expect(makeBot("auto", engine, 0, seededRandom(3)).choose(short.s)).toMatchObject({ choice: "sacrifice" });
    const met = arranged(3);
    expect(met.counter("glyphs")).toBe(4);
    expect(engine.legalMoves(met.s, 0).some((m) => m.choice === "sacrifice")).toBe(true);
    expect(makeBot("auto", engine, 0, seededRandom(3)).choose(met.s)?.choice).not.toBe("sacrifice");
  });

  it("spends a glyph at influence 5 while the ritual's need is met, not at influence 2", () => {
    // "You can choose to spend 1 glyph to reduce the Order's influence by 1 any time during your turn."
    const at = (influence: number) => {
      const t = arranged(3);
      t.setCounter("influence", influence);
      return makeBot("auto", engine, 0, seededRandom(3)).choose(t.s)?.choice;
    };
    expect(at(5)).toBe("spendGlyph");
    expect(at(2)).not.toBe("spendGlyph");
  });
});
