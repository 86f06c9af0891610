// What `npm run bench:bots` prints for a case of games: the measured kind's wins with their sample
// size and 95% interval, judged against the case's bar by the measured rate; and which seeds the games
// are played on. The games come from a stand-in pool, so the test checks the figures, not any bot.
import { describe, expect, it } from "vitest";
import { runCase, type CaseContext } from "../../../bin/bench/bots/run-case.js";
import type { GameOutcome } from "../../../bin/bench/bots/bench-game.js";
import type { GamePool } from "../../../bin/bench/bots/game-pool.js";
import { benchEngine, type GameTask } from "../../../bin/bench/bots/game-task.js";

// A pool whose games end as `won` says, in order (1 a win, 0 a loss, 0.5 a shared one), scored by
// `score` (by the measured seats' kind and the game's index) where given; it keeps the tasks it was given.
function pool(won: number[], given: GameTask[] = [], score?: (kind: string, i: number) => number | undefined): GamePool {
  return {
    playAll: async (tasks: GameTask[], onGame: (o: GameOutcome) => void): Promise<GameOutcome[]> =>
      tasks.map((t, i) => {
        given.push(t);
        const points = score?.(t.kinds[t.measured[0]!]!, i);
        const outcome = { won: won[i % won.length]!, thinking: [1], iterations: [10], counted: 0, moves: 1, ...(points === undefined ? {} : { score: { values: [points], label: "Reputation" } }) };
        onGame(outcome);
        return outcome;
      }),
  } as unknown as GamePool;
}

const engine = benchEngine("content", "tic-tac-toe");
const ctx = (won: number[], given?: GameTask[], firstSeed?: number): CaseContext => ({ content: "content", game: "tic-tac-toe", engine, pool: pool(won, given), firstSeed });

describe("a bench case's win-rate figure", () => {
  it("gives the wins, the rate and its 95% Wilson interval, and judges the bar by the rate", async () => {
    // 36 wins of 60, as Kryptothera's search seat against two planners: 60%, 47%–71%.
    const won = [...Array(36).fill(1), ...Array(24).fill(0)];
    const r = await runCase(ctx(won), { name: "one against two", seats: ["mcts", "planner", "planner"], games: 60, bar: { winRate: 0.7 } }, { iterations: 1 }, () => {});
    expect(r.figure).toBe("36/60 wins (60%; 95% 47%–71%)");
    expect(r.bar).toBe("≥ 70%");
    expect(r.ok).toBe(false);
    expect(r.games).toBe(60);
  });

  it("counts a shared result as a share of a win", async () => {
    const won = [1, 0.5, 0, 1];
    const r = await runCase(ctx(won), { name: "shares", seats: ["mcts", "planner"], games: 40, bar: { winRate: 0.5 } }, { iterations: 1 }, () => {});
    // 10 + 5 shared halves = 25 of 40: 62.5%, rounded to 63%; its interval 47%–76%.
    expect(r.figure).toBe("25/40 wins (63%; 95% 47%–76%)");
    expect(r.ok).toBe(true);
  });

  it("plays its games from seed 1000 on, or from `--first-seed`, the measured kind's seat rotating", async () => {
    const seeds = async (firstSeed?: number) => {
      const given: GameTask[] = [];
      await runCase(ctx([1], given, firstSeed), { name: "seeds", seats: ["mcts", "planner", "planner"], games: 4, bar: { winRate: 0.5 } }, { iterations: 1 }, () => {});
      return given.map((t) => [t.setup.seed, t.measured[0]]);
    };
    expect(await seeds()).toEqual([[1000, 0], [1001, 1], [1002, 2], [1003, 0]]);
    expect(await seeds(5000)).toEqual([[5000, 0], [5001, 1], [5002, 2], [5003, 0]]);
  });

  it("puts the two kinds' scores side by side where a case compares them, over the games that ended by a ranking", async () => {
    // Both kinds win 39 of 40 alone against an automaton (Cryptic Nature's solo against the Poacher):
    // the win rates cannot tell them apart, the reputations can. The lost game has no score.
    const won = [...Array(39).fill(1), 0];
    const score = (kind: string, i: number) => (i === 39 ? undefined : (kind === "mcts" ? 21 : 17) + (i % 2 ? 1 : -1));
    const r = await runCase({ ...ctx(won), pool: pool(won, [], score) }, { name: "solo", seats: ["mcts"], versus: "planner", games: 40, bar: { ratio: 2 } }, { iterations: 1 }, () => {});
    // 21 against 17 on average, each ±1 game to game (sd 1.01 over 39): a difference of 4.0 ± 0.45.
    expect(r.figure).toBe("39/40 wins (98%; 95% 87%–100%) against planner 39/40 wins (98%; 95% 87%–100%); reputation 21.0 against 17.0 (+4.0, 95% +3.6 to +4.4; over 39 and 39 games scored)");
    expect(r.ok).toBe(false);
  });

  it("tells whoever follows the run each game's kind and outcome as it ends, so a stopped run still shows its wins so far", async () => {
    const heard: [string | undefined, number | undefined][] = [];
    await runCase(ctx([1, 0, 0]), { name: "solo", seats: ["mcts"], versus: "planner", games: 3, bar: { ratio: 2 } }, { iterations: 1 }, (kind, o) => heard.push([kind, o?.won]));
    expect(heard).toEqual([["mcts", 1], ["mcts", 0], ["mcts", 0], ["planner", 1], ["planner", 0], ["planner", 0]]);
  });
});
