// Property tests over seeded random Legacy Trials games at every stage (and after the Epilogue): each game
// ends after 10 rounds with no move rejected, every component in exactly one zone, the stage's missions
// either open or done, the record written as the rules say (the stage kept with its missions done, or the
// next stage with none), the rule-only mission done by playing to the end, views hiding hidden cards, and
// a replay of setup and moves reaching the same state and the same record.
// LEGACY_GAMES sets the games per stage (npm test runs the fast form, two games per stage; the long run is
// `npm run test:legacy-long`).
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../runtime/index.js";
import { expectSameReplay, kEngine, Table, viewLeak } from "../kryptothera-helpers.js";
import { missions, record } from "./legacy-helpers.js";

const GAMES = Number(process.env.LEGACY_GAMES ?? 0) || 2;
const engine = kEngine(false);

const STAGES = ["awakening", "fracturing", "pulsing", "rising", "descending", "epilogue"];
/** Each stage's (Base) missions; the first of II-V is the bullet that only changes a rule. */
const MISSIONS: Record<string, string[]> = {
  awakening: ["earlyLegend", "noRetreats", "bigDeposit"],
  fracturing: ["mediumBite", "eightMp", "sixHighs"],
  pulsing: ["weakStart", "halfHpLegends", "noFalls"],
  rising: ["earlyPvp", "twoLegendsEach", "noEarlyReturn"],
  descending: ["highBite", "groupContracts", "fullDeposits"],
  epilogue: [],
};
/** Each stage's (Exp) missions, in play with every expansion on; V's ritual bullet only changes a rule. */
const EXP: Record<string, string[]> = {
  awakening: ["cityHunt", "frontierEvents"],
  fracturing: ["seaHunt", "frontierGear"],
  pulsing: ["threatStreak", "shadowHunt"],
  rising: ["expansionSkills", "frontierCrew"],
  descending: ["ritualMalus", "holidayLegends"],
  epilogue: [],
};
const ALL = { frontiers: true, cities: true, shadows: true, seas: true, threat: true, holiday: true };

/** A random game (moves from a seeded generator) played in the campaign at `start`, to its end. */
function randomTrialsGame(players: number, seed: number, start: Record<string, unknown>, options?: Record<string, unknown>): Table {
  const r = engine.start({ players, seed, campaign: start, ...(options ? { options } : {}) });
  if (!r.ok) throw new Error(r.error.message);
  const t = new Table(engine, r.state);
  const rng = seededRandom(seed * 7919 + 1);
  let bad: string | undefined;
  for (let n = 1; !t.s.result; n++) {
    if (n > 5000) throw new Error(`${players}p seed ${seed} did not end within 5000 moves`);
    const legal = engine.legalMoves(t.s);
    if (!legal.length) throw new Error(`no legal move (${players}p seed ${seed}, move ${n})`);
    const m = legal[Math.floor(rng() * legal.length)]!;
    const err = engine.applyInPlace(t.s, m);
    if (err) throw new Error(`move ${n} ${JSON.stringify(m)} rejected: ${err.code} ${err.message} (${players}p seed ${seed})`);
    if (!bad && n % 41 === 0) bad = t.conserved() ?? viewLeak(engine, t.s);
  }
  expect(bad).toBeUndefined();
  return t;
}

describe.each(STAGES.flatMap((s, i) => [[s, i, false], [s, i, true]] as const))("random Legacy Trials games at %s (every expansion on: %s)", (stage, i, exp) => {
  it(`${GAMES} game(s) end, record progress as the rules say and replay the same`, () => {
    const inPlay = [...MISSIONS[stage]!, ...(exp ? EXP[stage]! : [])];
    for (let g = 0; g < GAMES; g++) {
      const seed = 500 + 13 * g + i + (exp ? 7 : 0);
      const players = 2 + ((g + i) % (exp ? 6 : 5));
      // Half the games start with the stage's second mission already done in an earlier game.
      const before = g % 2 === 1 && MISSIONS[stage]!.length ? [MISSIONS[stage]![1]!] : [];
      const start = record({ stage, done: before, games: g });
      const t = randomTrialsGame(players, seed, start, exp ? ALL : undefined);
      expect(t.conserved()).toBeUndefined();
      expect(t.counter("round")).toBe(10);
      const open = missions(t, "trialOpen");
      const done = missions(t, "trialDone");
      expect([...open, ...done].sort()).toEqual([...inPlay].sort());
      for (const m of before) expect(done).toContain(m);
      const after = t.s.campaign!;
      if (stage === "epilogue") {
        expect(after).toEqual(start);
      } else if (done.length >= 3) {
        expect(after).toEqual({ stage: STAGES[i + 1], done: [], games: 0 });
      } else {
        expect({ ...after, done: [...(after.done as string[])].sort() }).toEqual({ stage, done: [...done].sort(), games: g + 1 });
        // A bullet that only changes a rule is done by playing the stage's game to its end.
        if (stage !== "awakening") expect(after.done).toContain(MISSIONS[stage]![0]);
        if (exp && stage === "descending") expect(after.done).toContain("ritualMalus");
      }
      expectSameReplay(engine, t);
      const again = engine.replay(t.s.setup, t.s.moves);
      expect(again.ok && again.state.campaign).toEqual(after);
    }
  });
});
