// Property tests over seeded random games of Kryptothera with every expansion on: 2-7 players in the base
// game, plus solo and co-op (the expansions' cards "must work in every mode they are allowed in"). Every
// game ends, no move is rejected, every component is in one zone, no counter goes negative, the score
// sheet adds up, replays reach the same state and views never show a hidden card. KRYPTO_EXP_GAMES sets
// the games per case (npm test runs the fast form; `npm run test:kryptothera-expansions-long` the long one).
import { describe, it, expect } from "vitest";
import { kEngine, randomGame, Table, viewLeak, expectSameReplay } from "../kryptothera-helpers.js";
import { ALL } from "./expansions-helpers.js";

const GAMES = Number(process.env.KRYPTO_EXP_GAMES ?? 0) || 3;

const engine = kEngine(false);

function play(players: number, seed: number, options: Record<string, unknown>): Table {
  let leak: string | undefined;
  const t = randomGame(engine, players, seed, (s, n) => {
    if (n % 47 === 0) {
      const bad = new Table(engine, s).conserved();
      if (bad) throw new Error(bad);
    }
    if (!leak && n % 61 === 0) leak = viewLeak(engine, s);
  }, 8000, options);
  expect(leak).toBeUndefined();
  expect(t.conserved()).toBeUndefined();
  expectSameReplay(engine, t);
  return t;
}

describe.each([2, 3, 4, 5, 6, 7])("random %i-player games with every expansion", (players) => {
  it(`${GAMES} game(s) end after 10 rounds with the score sheets adding up, replay the same, hide what is hidden`, () => {
    for (let g = 0; g < GAMES; g++) {
      const t = play(players, 700 + 10 * players + g, ALL);
      expect(t.counter("round")).toBe(10);
      expect(t.s.result?.scores?.length).toBe(players);
      for (let p = 0; p < players; p++) {
        const sum = ["hqPoints", "contractPoints", "cluePoints", "coinPoints"].reduce((a, k) => a + t.counter(k, p), 0);
        expect(t.counter("score", p)).toBe(sum);
        expect(t.counter("contractPoints", p)).toBe(t.zone("completed", p).reduce((a, k) => a + (t.props(k).points as number), 0));
        expect(t.counter("hp", p)).toBeLessThanOrEqual(6);
      }
      // The legendary limit: 12 legendary cards in the game, whatever the pool.
      const inGame = t.ids("Event", (x) => x.legendary !== undefined).filter((id) => !["eventBox"].includes(t.where(id)));
      expect(inGame.length).toBe(12);
      expect(t.counter("mp")).toBeLessThanOrEqual(8);
    }
  });
});

describe("every expansion in solo and co-op", () => {
  it(`${GAMES} solo game(s) and ${GAMES} co-op game(s) play to their verdict without a disabled card`, () => {
    for (let g = 0; g < GAMES; g++) {
      for (const [players, mode] of [[1, "solo"], [4, "coop"]] as const) {
        const t = play(players, 900 + g, { mode, ...ALL });
        expect(t.s.result).toBeTruthy();
        for (const r of ["diplomat", "saboteur", "thief"]) expect(t.where(t.id(`Gear/${r}`))).toBe("gearBox");
        expect(t.ids("Event", (x) => x.mark === "frontiers").every((id) => t.where(id) === "eventBox")).toBe(true);
      }
    }
  });
});
