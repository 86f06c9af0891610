// The bots a Beginners seat gets (content/beginners/bot.rules): `auto` plays the search bot, valuing
// cut-off playouts with the content's `heuristic`; the planner (the level `easy`) reads the same
// heuristic. Both beat random players; the search bot against the planners is measured by
// `npm run bench:bots` (the README's Bot strength table).
import { describe, expect, it } from "vitest";
import { levelSettings, makeBot, seededRandom, type BotKind } from "../../runtime/index.js";
import { beginnersEngine, start } from "../helpers/beginners.js";
import { playToEnd } from "../helpers/bot-game.js";

const engine = beginnersEngine(false);

/** Seat 0's bot against two random seats over `games` seeded 3-player games: its wins and each seat's total score. */
function againstRandom(kind: BotKind, games: number, firstSeed: number): { wins: number; totals: number[]; kinds: string[] } {
  let wins = 0;
  const totals = [0, 0, 0];
  const kinds: string[] = [];
  for (let g = 0; g < games; g++) {
    const s = start(engine, { players: 3, seed: firstSeed + g });
    const bots = ([kind, "random", "random"] as const).map((k, p) => makeBot(k, engine, p, seededRandom(40 * (firstSeed + g) + p)));
    playToEnd(engine, s, bots);
    kinds.push(bots[0]!.kind);
    const r = engine.result(s)!;
    if (r.winners.includes(0)) wins++;
    r.scores!.forEach((keys, p) => (totals[p]! += keys[0]!));
  }
  return { wins, totals, kinds };
}

describe("the Beginners bots", () => {
  it("`auto` plays the search bot, which wins most 3-player games against two random players and outscores them", () => {
    // Three games: a search seat thinks about a tenth of a second a decision, so a game takes seconds.
    const { wins, totals, kinds } = againstRandom("auto", 3, 300);
    expect(new Set(kinds)).toEqual(new Set(["mcts"]));
    // A third of the games would be chance.
    expect(wins).toBeGreaterThanOrEqual(2);
    expect(totals[0]).toBeGreaterThan(Math.max(totals[1]!, totals[2]!));
  });

  it("the planner wins about half the 3-player games against two random players and outscores them", () => {
    const { wins, totals, kinds } = againstRandom("planner", 30, 300);
    expect(new Set(kinds)).toEqual(new Set(["planner"]));
    // A third of the games would be chance; it wins about half (with a random starting player).
    expect(wins).toBeGreaterThanOrEqual(12);
    expect(totals[0]).toBeGreaterThan(Math.max(totals[1]!, totals[2]!));
  });

  it("the levels above `easy` search by the clock and forget the playouts' move statistics between decisions", () => {
    // A larger search that kept them played worse than `auto` (README, Bot strength: 6 of 20 against 12.5; 13 forgetting them).
    expect(engine.program.bot).toEqual({ kind: "mcts", settings: { iterations: 1000 } });
    expect(levelSettings("normal", engine)).toEqual({ memory: 0, ms: 250 });
    expect(levelSettings("strong", engine)).toEqual({ memory: 0, ms: 1000 });
    expect(levelSettings("expert", engine)).toEqual({ memory: 0, ms: 3000 });
  });
});
