// Property tests over seeded random solo games of Kryptothera, for each difficulty: every game ends after
// 10 rounds, no move is rejected (any-time glyph spending and sacrifices included), every component is
// in exactly one zone, the influence stays within 0-6 and the glyphs within 0-10, the score sheet adds
// up, the Order's score is its flipped cryptids, the verdict follows the scores, replays reach the same
// state, and views never show a hidden card (the NPC area included).
// KRYPTO_SOLO_GAMES sets the games per difficulty (npm test runs the fast form; the long run is
// `npm run test:kryptothera-solo-long`).
import { describe, it, expect } from "vitest";
import { kEngine, randomGame, Table, viewLeak, expectSameReplay } from "./kryptothera-helpers.js";

const GAMES = Number(process.env.KRYPTO_SOLO_GAMES ?? 0) || 5;

const engine = kEngine(false);

describe.each(["rookie", "standard", "expert", "legend"])("random solo games (%s)", (difficulty) => {
  it(`${GAMES} games end after 10 rounds, keep the Order's counters in range, hide the NPC area, replay the same`, () => {
    for (let g = 0; g < GAMES; g++) {
      let leak: string | undefined;
      let bad: string | undefined;
      const t = randomGame(
        engine,
        1,
        1000 + 10 * g + difficulty.length,
        (s, n) => {
          const u = new Table(engine, s);
          if (!bad && (u.counter("influence") > 6 || u.counter("glyphs") > 10)) bad = `influence ${u.counter("influence")}, glyphs ${u.counter("glyphs")}`;
          if (!bad && n % 37 === 0) bad = u.conserved();
          if (!leak && n % 23 === 0) leak = viewLeak(engine, s);
        },
        5000,
        { mode: "solo", difficulty },
      );
      expect(bad).toBeUndefined();
      expect(leak).toBeUndefined();
      expect(t.conserved()).toBeUndefined();
      expect(t.counter("round")).toBe(10);
      expect(t.zone("npcArea")).toHaveLength(0);
      const score = ["hqPoints", "contractPoints", "cluePoints", "coinPoints", "ritualPoints"].reduce((a, k) => a + t.counter(k), 0);
      expect(t.counter("score")).toBe(score);
      expect(t.counter("orderScore")).toBe(t.zone("npcRevealed").reduce((a, c) => a + (t.props(c).points as number), 0));
      expect(t.s.result?.winners).toEqual(t.counter("score") > t.counter("orderScore") ? [0] : []);
      expect(t.zone("contractBox")).toHaveLength(3);
      expectSameReplay(engine, t);
    }
  });
});
