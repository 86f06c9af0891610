import { describe, expect, it } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { DeductionBot, deductionLevelSettings, Engine, makeBot, seededRandom, type GameState } from "../../runtime/index.js";

// The generic deduction bot on Cryptid: seat 0 against two random bots. The seeds are fixed, so the
// games are the same every run; the 200-game win rate is in content/cryptid/README.md.
const compiled = compileGame(new NodeContentSource("content"), "cryptid");
const engine = new Engine(compiled.program!, { log: false });

/** Plays seed `seed` once per file: both tests read the same games (a game is seconds of deduction). */
const played = new Map<number, { state: GameState; bot: DeductionBot; botTurns: number }>();
function play(seed: number): { state: GameState; bot: DeductionBot; botTurns: number } {
  const known = played.get(seed);
  if (known) return known;
  const started = engine.start({ players: 3, seed });
  if (!started.ok) throw new Error(started.error.message);
  const state = started.state;
  const rng = seededRandom(1_000_000 + seed);
  const bot = new DeductionBot(engine, 0, rng, { worlds: 8 });
  let botTurns = 0;
  for (let n = 0; n < 5000 && !state.result; n++) {
    const p = engine.owing(state)[0]!;
    const legal = engine.legalMoves(state, p);
    const move = p === 0 ? bot.choose(state)! : legal[Math.floor(rng() * legal.length)]!;
    if (p === 0 && move.choice === "action") botTurns++;
    expect(engine.applyInPlace(state, move)).toBeUndefined();
  }
  played.set(seed, { state, bot, botTurns });
  return { state, bot, botTurns };
}

describe("deduction bot on Cryptid", () => {
  it("wins seeded 3-player games against two random bots within a few turns", () => {
    for (const seed of [1, 2, 3]) {
      const { state, botTurns } = play(seed);
      expect(state.result?.winners, `seed ${seed}`).toEqual([0]);
      expect(botTurns, `seed ${seed}`).toBeLessThanOrEqual(8);
    }
  }, 400_000); // about 20 s on an idle machine; the limit only stops a hang, it is no speed check

  it("never rules out an opponent's real clue", () => {
    // A game the first test played (or plays now, when this test runs alone).
    const { state, bot } = play(1);
    // The clues are revealed when the habitat is found, in seat order.
    const revealed = engine.program.zones.findIndex((z) => z.name === "revealedClues");
    const real = state.zones[engine.layout(3).base[revealed]!]!;
    expect(real).toHaveLength(3);
    const candidates = bot.candidates(state);
    [1, 2].forEach((seat, k) => expect(candidates[k]).toContain(real[seat]));
  });

  it("plays every level with the game's plans of 2 decisions, its worlds, plans and clock scaled", () => {
    // A level is a budget, not a way of reasoning: with plans doubled to 4 decisions the bot compared
    // fewer first moves in its clock and played far worse (README, Bots).
    const own = compiled.program!.bot!.settings;
    expect(own).toEqual({ worlds: 12, depth: 2, plans: 800, ms: 600 });
    expect(deductionLevelSettings("normal", own)).toEqual({ worlds: 6, depth: 2, plans: 400, ms: 300 });
    expect(deductionLevelSettings("strong", own)).toEqual(own);
    expect(deductionLevelSettings("expert", own)).toEqual({ worlds: 24, depth: 2, plans: 1600, ms: 1200 });
  });

  it("plays `easy` as the deduction bot with a quarter of its budget, slipping at 30% of its decisions", () => {
    // Random play was `easy` here (the game has no heuristic for the planner), and a random seat never
    // finds the cryptid on purpose; a quarter of the budget alone plays as well as the full one.
    const own = compiled.program!.bot!.settings;
    expect(deductionLevelSettings("easy", own)).toEqual({ worlds: 3, depth: 2, plans: 200, ms: 150, blunder: 30 });
    const started = engine.start({ players: 3, seed: 4 });
    if (!started.ok) throw new Error(started.error.message);
    const easy = makeBot("easy", engine, 0, seededRandom(4));
    expect(easy.kind).toBe("easy");
    expect(engine.legalMoves(started.state, 0)).toContainEqual(easy.choose(started.state));
  });
});
