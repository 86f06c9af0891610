// The search bot's rewards for a seat alone against the game (solo, a co-op team): a standing is
// valued against the standings this decision's search meets, so late in a game, when every line
// scores far more than the game's first turns did, the better and the worse lines still differ.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MctsBot, seededRandom, type GameState } from "../../runtime/index.js";
import { Rewards } from "../../runtime/bots/mcts-rewards.js";
import { engineFor } from "../helpers/mini-game.js";
import { onePick } from "../helpers/one-pick-game.js";
import { PICK_CARDS, PICK_RULES } from "../helpers/pick-game.js";

describe("rewards of a seat alone against the game", () => {
  const engine = engineFor(onePick(true), {}, false);
  const started = engine.start({ players: 1, seed: 1 });
  if (!started.ok) throw new Error(started.error.message);
  const scoreIndex = engine.program.counters.findIndex((c) => c.name === "score");
  /** The reward of a copy of the starting position with `score` points. */
  const reward = (rewards: Rewards, score: number): number => {
    const w: GameState = engine.clone(started.state);
    (w.counters[scoreIndex] as number[])[0] = score;
    const out = new Float64Array(1);
    rewards.value(w, out);
    return out[0]!;
  };
  /** Rewards that have seen a game's early decisions: standings from 0 to 99. */
  const early = (): Rewards => {
    const rewards = new Rewards(engine, 1, undefined);
    for (let score = 0; score < 100; score++) reward(rewards, score);
    return rewards;
  };
  /** Late in the game, this decision's lines score 1,000 give or take 10. */
  const late = (rewards: Rewards): { better: number; worse: number } => {
    for (let i = 0; i < 50; i++) reward(rewards, 990 + (i % 21));
    return { better: reward(rewards, 1010), worse: reward(rewards, 990) };
  };

  it("after a restart, tells a better line from a worse one by this decision's spread", () => {
    const rewards = early();
    rewards.restart();
    const { better, worse } = late(rewards);
    expect(better).toBeGreaterThan(0.75);
    expect(worse).toBeLessThan(0.25);
  });

  it("without one, the game's early standings squash both lines to nearly the same reward", () => {
    const { better, worse } = late(early());
    expect(better - worse).toBeLessThan(0.05);
  });
});

describe("when the search bot restarts its rewards", () => {
  afterEach(() => vi.restoreAllMocks());
  /** How often a search bot's decision in a fresh game of `players` restarted the rewards. */
  const restarts = (engine: ReturnType<typeof engineFor>, players: number): number => {
    const spy = vi.spyOn(Rewards.prototype, "restart");
    const started = engine.start({ players, seed: 2 });
    if (!started.ok) throw new Error(started.error.message);
    new MctsBot(engine, 0, seededRandom(2), { iterations: 20 }).choose(started.state);
    return spy.mock.calls.length;
  };

  it("restarts them at each search of a seat alone against the game", () => {
    expect(restarts(engineFor(onePick(true), {}, false), 1)).toBe(1);
  });

  it("keeps them all game between rivals, where a restart played worse", () => {
    expect(restarts(engineFor(PICK_RULES, { "cards.yaml": PICK_CARDS }, false), 2)).toBe(0);
  });
});

describe("a tree kept from the search bot's last decision", () => {
  /** A one-seat game of three picks in a row; with `heuristic`, a line valuing the seat by its score. */
  const threePicks = (heuristic: boolean) => `game "Picks" players 1..1
counter score per player = 0
${heuristic ? "heuristic = score of me\n" : ""}flow {
  step go {
    for each p in players {
      as p {
        repeat 3 {
          choose one as pick "Pick one" {
            option a "A" { add 1 to score of me }
            option b "B" { }
          }
        }
      }
    }
  }
  step end { rank p by score of p }
}
`;
  /** Whether the bot's second decision of a game went on in the tree of its first. */
  const secondKept = (heuristic: boolean): boolean => {
    const engine = engineFor(threePicks(heuristic), {}, false);
    const started = engine.start({ players: 1, seed: 3 });
    if (!started.ok) throw new Error(started.error.message);
    const bot = new MctsBot(engine, 0, seededRandom(3), { iterations: 30 });
    const s = started.state;
    const first = bot.choose(s)!;
    const played = engine.applyInPlace(s, first);
    if (played) throw new Error(played.message);
    bot.choose(s);
    return bot.lastKept;
  };

  it("is searched on where rewards are results, whose scale never changes", () => {
    expect(secondKept(false)).toBe(true);
  });

  it("is dropped alone against the game with a heuristic: its rewards were summed on the last search's scale", () => {
    expect(secondKept(true)).toBe(false);
  });
});
