// Property tests over seeded random games of Kryptothera at 2-6 players: every game ends after 10
// rounds, no move is rejected, every component is in exactly one zone, no counter goes negative, the
// score sheet adds up, replays reach the same state, and views never show a hidden card.
// KRYPTO_GAMES sets the games per player count (npm test runs the fast form; the long run is
// `KRYPTO_GAMES=200 npx vitest run test/content/kryptothera-properties.test.ts`).
import { describe, it, expect } from "vitest";
import { kEngine, randomGame, Table, viewLeak, expectSameReplay } from "./kryptothera-helpers.js";

const GAMES = Number(process.env.KRYPTO_GAMES ?? 0) || 6;

const engine = kEngine(false);

describe.each([2, 3, 4, 5, 6])("random %i-player games", (players) => {
  it(`${GAMES} games end after 10 rounds, conserve components, hide hands and contracts, replay the same`, () => {
    for (let g = 0; g < GAMES; g++) {
      let leak: string | undefined;
      const t = randomGame(engine, players, 100 * players + g, (s, n) => {
        if (n % 53 === 0) {
          const bad = new Table(engine, s).conserved();
          if (bad) throw new Error(bad);
        }
        if (!leak && n % 71 === 0) leak = viewLeak(engine, s);
      });
      expect(leak).toBeUndefined();
      expect(t.conserved()).toBeUndefined();
      expect(t.counter("round")).toBe(10);
      expect(t.s.result?.scores?.length).toBe(players);
      for (let p = 0; p < players; p++) {
        const sum = ["hqPoints", "contractPoints", "cluePoints", "coinPoints"].reduce((a, k) => a + t.counter(k, p), 0);
        expect(t.counter("score", p)).toBe(sum);
        expect(t.counter("hqPoints", p)).toBe(t.zone("depository", p).reduce((a, c) => a + (t.props(c).points as number), 0));
        // HP stays within the board's 6 tokens; the MP tracker within 4-8.
        expect(t.counter("hp", p)).toBeLessThanOrEqual(6);
      }
      // The running score on the headers (public points) ends as the final score.
      const live = engine.query("points", t.s.setup, undefined, t.s);
      expect(live.ok ? live.state : live.error).toEqual([...Array(players).keys()].map((p) => t.counter("score", p)));
      expect(t.counter("mp")).toBeGreaterThanOrEqual(4);
      expect(t.counter("mp")).toBeLessThanOrEqual(8);
      expectSameReplay(engine, t);
    }
  });
});
