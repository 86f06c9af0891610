// Property tests over seeded random games of Cryptic Nature: no error, every game ends by the
// sanctuary rule, every component in exactly one zone, the score sheet agrees with a recount, no negative counter, replay equality, and views
// that never show a player a component in a zone they may not see.
import { describe, it, expect } from "vitest";
import { seededRandom, type Engine, type GameState } from "../../runtime/index.js";
import { cnEngine, scoringMismatch, Table } from "./cryptic-nature-helpers.js";

const MOVE_CAP = 5000;
// Games per player count (CN_GAMES overrides it; the issue asks for CN_GAMES=300).
const GAMES = Number(process.env.CN_GAMES ?? 0) || 150;

const engine = cnEngine(false);

function randomGame(e: Engine, players: number, seed: number, each?: (s: GameState, n: number) => void): Table {
  const t = Table.start(e, players, seed);
  const rng = seededRandom(seed * 7919 + 1);
  let n = 0;
  while (!t.s.result) {
    if (++n > MOVE_CAP) throw new Error(`game ${players}p seed ${seed} did not end within ${MOVE_CAP} moves`);
    const legal = e.legalMoves(t.s);
    if (!legal.length) throw new Error(`no legal move (${players}p seed ${seed}, move ${n})`);
    const m = legal[Math.floor(rng() * legal.length)]!;
    const err = e.applyInPlace(t.s, m);
    if (err) throw new Error(`move ${n} ${JSON.stringify(m)} rejected: ${err.code} ${err.message} (${players}p seed ${seed})`);
    for (const v of t.s.counters)
      for (const x of Array.isArray(v) ? v : [v])
        if (!(Number.isInteger(x) && x >= 0)) throw new Error(`counter value ${x} (${players}p seed ${seed})`);
    each?.(t.s, n);
  }
  return t;
}

function viewLeak(e: Engine, s: GameState): string | undefined {
  const L = e.layout(s.players);
  for (let p = 0; p < s.players; p++) {
    const v = e.view(s, p);
    for (const [zi, z] of e.program.zones.entries()) {
      const perSeat = z.perPlayer ? (v.zones[z.name] as number[][]) : [v.zones[z.name] as number[]];
      for (const [o, list] of perSeat.entries()) {
        const sl = L.base[zi]! + o;
        for (const id of list) if (id >= 0 && !L.visible[sl]![p]) return `player ${p} sees ${id} in ${z.name}[${o}]`;
      }
    }
  }
  return undefined;
}

describe.each([2, 3, 4])("random %i-player games", (players) => {
  const games = GAMES;
  it(`${games} games end by the sanctuary rule with every component in one place`, () => {
    for (let g = 0; g < games; g++) {
      const t = randomGame(engine, players, 1000 * players + g, (s, n) => {
        if (n % 97 === 0) {
          const bad = new Table(engine, s).conserved();
          if (bad) throw new Error(bad);
        }
      });
      expect(t.conserved()).toBeUndefined();
      expect(scoringMismatch(t)).toBeUndefined();
      // The game ends only after the sanctuary is complete and the final round is played.
      expect(t.counter("endStage")).toBe(3);
      expect(t.s.result?.scores?.length).toBe(players);
    }
  });

  it("replays to the same state and keeps hidden zones out of every view", () => {
    for (let g = 0; g < 3; g++) {
      let leak: string | undefined;
      const t = randomGame(engine, players, 77 + g, (s, n) => {
        if (!leak && n % 53 === 0) leak = viewLeak(engine, s);
      });
      expect(leak).toBeUndefined();
      const again = engine.replay(t.s.setup, t.s.moves);
      if (!again.ok) throw new Error(again.error.message);
      expect(again.state.zones).toEqual(t.s.zones);
      expect(again.state.counters).toEqual(t.s.counters);
      expect(again.state.attrs).toEqual(t.s.attrs);
      expect(again.state.result).toEqual(t.s.result);
    }
  });
});
