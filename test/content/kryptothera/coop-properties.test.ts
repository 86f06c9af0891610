// Property tests over seeded random co-op games (4 hunters against the Order): every game ends by round
// 10 (earlier when the cryptids run out), no move is rejected, every component is in exactly one zone,
// no counter goes negative, the team wins together exactly when its total exceeds the Order's score, the
// score sheet adds up, replays reach the same state, and views never show a hidden card (hands, the
// NPC area face down). COOP_GAMES sets the number of games (npm test runs the fast form; the long run is
// `npm run test:coop-long`).
import { describe, it, expect } from "vitest";
import { seededRandom, type GameState } from "../../../runtime/index.js";
import { expectSameReplay, kEngine, Table, viewLeak } from "../kryptothera-helpers.js";
import { COOP } from "./coop-helpers.js";

const GAMES = Number(process.env.COOP_GAMES ?? 0) || 4;
const engine = kEngine(false);

/** A seeded random co-op game to its end; throws on a rejected move, a stuck game or a negative counter. */
function randomCoopGame(seed: number, each: (s: GameState, n: number) => void, cap = 20_000): Table {
  const t = Table.start(engine, 4, seed, COOP);
  const rng = seededRandom(seed * 7919 + 3);
  for (let n = 1; !t.s.result; n++) {
    if (n > cap) throw new Error(`co-op seed ${seed} did not end within ${cap} moves`);
    const legal = engine.legalMoves(t.s);
    if (!legal.length) throw new Error(`no legal move (co-op seed ${seed}, move ${n})`);
    const m = legal[Math.floor(rng() * legal.length)]!;
    const err = engine.applyInPlace(t.s, m);
    if (err) throw new Error(`move ${n} ${JSON.stringify(m)} rejected: ${err.code} ${err.message} (co-op seed ${seed})`);
    for (const v of t.s.counters)
      for (const x of Array.isArray(v) ? v : [v])
        if (typeof x === "number" && !(Number.isInteger(x) && x >= 0)) throw new Error(`counter value ${x} (co-op seed ${seed})`);
    each(t.s, n);
  }
  return t;
}

describe("random co-op games", () => {
  it(`${GAMES} games end, conserve components, hide hands and the NPC area, score as a team, replay the same`, () => {
    for (let g = 0; g < GAMES; g++) {
      let leak: string | undefined;
      const t = randomCoopGame(4000 + g, (s, n) => {
        if (n % 53 === 0) {
          const bad = new Table(engine, s).conserved();
          if (bad) throw new Error(bad);
        }
        if (!leak && n % 61 === 0) leak = viewLeak(engine, s);
      });
      expect(leak).toBeUndefined();
      expect(t.conserved()).toBeUndefined();
      expect(t.counter("round")).toBe(t.counter("lastRound"));
      expect(t.counter("lastRound")).toBeLessThanOrEqual(10);
      // "Note: The team cannot hold more than 10 glyphs."; influence 0-6.
      expect(t.counter("glyphs")).toBeLessThanOrEqual(10);
      expect(t.counter("influence")).toBeLessThanOrEqual(6);
      // No contracts and no PvP in co-op.
      for (let p = 0; p < 4; p++) {
        expect(t.zone("contract", p).length + t.zone("completed", p).length).toBe(0);
        expect(t.counter("pvpFought", p)).toBe(0);
        const parts = ["hqPoints", "contractPoints", "cluePoints", "coinPoints", "ritualPoints"].reduce((a, k) => a + t.counter(k, p), 0);
        expect(t.counter("score", p)).toBe(parts);
      }
      const team = [0, 1, 2, 3].reduce((a, p) => a + t.counter("score", p), 0);
      expect(t.counter("teamScore")).toBe(team);
      const order = t.zone("npcRevealed").reduce((a, c) => a + (t.props(c).points as number), 0);
      expect(t.counter("orderScore")).toBe(order);
      expect(t.zone("npcArea").length).toBe(0);
      // "If your team score exceeds the Order's score, you win!" (all four, or none)
      expect(t.s.result!.winners).toEqual(team > order ? [0, 1, 2, 3] : []);
      // "The highest-scoring hunter becomes the MVP" (by their own points; ritual points are the team's).
      const own = [0, 1, 2, 3].map((p) => t.counter("score", p) - t.counter("ritualPoints", p));
      expect(t.s.counters[engine.program.counters.findIndex((c) => c.name === "mvp")]).toEqual(own.flatMap((v, p) => (v === Math.max(...own) ? [p] : [])));
      expectSameReplay(engine, t);
    }
  });
});
