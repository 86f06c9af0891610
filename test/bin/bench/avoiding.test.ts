// The bench's seat that never takes some options (`never: [decision=option]` in a bench file), e.g.
// Kryptothera's solo case of "a seat that never attempts a capture": whatever its bot picks, a
// banned option is replaced by another legal move, and the game still plays to its end.
import { describe, expect, it } from "vitest";
import { Engine, seededRandom, type Move } from "../../../runtime/index.js";
import { benchEngine, playTask } from "../../../bin/bench/bots/game-task.js";
import { avoiding, type BenchBot } from "../../../bin/bench/bots/seat-bots.js";

describe("a bench seat that never takes some options", () => {
  const engine: Engine = benchEngine("content", "tic-tac-toe");

  it("replaces a banned pick with another legal move, and keeps allowed picks", () => {
    const started = engine.start({ players: 2, seed: 1 });
    if (!started.ok) throw new Error(started.error.message);
    const s = started.state;
    const legal = engine.legalMoves(s, 0);
    const banned = legal[0]!;
    const always = (m: Move): BenchBot => ({ choose: () => m, iterations: () => 0 });
    const bot = avoiding(always(banned), engine, 0, [`${banned.choice}=${String(banned.value)}`], seededRandom(3));
    for (let i = 0; i < 20; i++) {
      const m = bot.choose(s)!;
      expect(m.value).not.toEqual(banned.value);
      expect(legal.some((l) => l.choice === m.choice && l.value === m.value)).toBe(true);
    }
    const allowed = legal[1]!;
    expect(avoiding(always(allowed), engine, 0, [`${banned.choice}=${String(banned.value)}`], seededRandom(3)).choose(s)).toBe(allowed);
  });

  it("plays a whole Kryptothera solo game without one capture attempt", () => {
    const banned = ["act=capture", "act=captureLegend"];
    const task = {
      content: "content",
      game: "kryptothera",
      setup: { players: 1, seed: 1, options: { mode: "solo" } },
      kinds: ["planner"],
      measured: [0],
      budget: { iterations: 1 },
      opening: 0,
      // "You may pause your movement at a map location to make a capture attempt": the options that start one.
      count: banned,
    };
    let free = 0;
    for (const seed of [1, 2, 3, 4]) {
      const setup = { ...task.setup, seed };
      free += playTask({ ...task, setup }).counted;
      const never = playTask({ ...task, setup, never: banned });
      expect(never.moves).toBeGreaterThan(20);
      expect(never.counted).toBe(0);
    }
    // The same seat without the ban does attempt captures on these seeds, so the ban is what stopped them.
    expect(free).toBeGreaterThan(0);
  }, 120_000);
});
