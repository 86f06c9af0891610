// The play loop against a stand-in engine: a take-1-or-2 game where taking the last counter wins.

import { describe, expect, it } from "vitest";
import { parseSeats, runHotSeat, type HotSeatEngine, type HotSeatIo } from "../../bin/cli/hot-seat.js";
import type { GameState, Move } from "../../runtime/index.js";
import { engineFor } from "../helpers/mini-game.js";
import { ANYTIME_RULES } from "../helpers/anytime-game.js";

interface Pile {
  pile: number;
  turn: number;
  moves: Move[];
  log: string[];
}

const fake = {
  decisions: (s: Pile) =>
    s.pile === 0
      ? []
      : [
          {
            player: s.turn,
            choice: "take",
            prompt: "Take how many?",
            options: [1, 2].filter((n) => n <= s.pile).map((n) => ({ value: n, label: `${n} counter${n > 1 ? "s" : ""}` })),
          },
        ],
  apply: (s: Pile, m: Move) => {
    if (m.player !== s.turn || typeof m.value !== "number" || m.value > s.pile) {
      return { ok: false, error: { code: "RUN4000", message: "not allowed" } };
    }
    const pile = s.pile - m.value;
    return {
      ok: true,
      state: { pile, turn: 1 - s.turn, moves: [...s.moves, m], log: [...s.log, `P${m.player} took ${m.value}`] },
    };
  },
  isOver: (s: Pile) => s.pile === 0,
  result: (s: Pile) => (s.pile === 0 ? { winners: [1 - s.turn] } : undefined),
  logLines: (s: Pile) => s.log,
  describeState: (s: Pile) => `Pile: ${s.pile}\n`,
} as unknown as HotSeatEngine;

function start(pile: number): GameState {
  return { pile, turn: 0, moves: [], log: [] } as unknown as GameState;
}

function scripted(lines: string[]): HotSeatIo & { out: () => string } {
  const queue = [...lines];
  let out = "";
  return {
    readLine: async () => queue.shift(),
    write: (t) => void (out += t),
    out: () => out,
  };
}

const firstOption = (state: GameState, player: number): Move => {
  const d = (fake.decisions(state) as { choice: string; options: { value: number }[] }[])[0]!;
  return { player, choice: d.choice, value: d.options[0]!.value };
};

describe("runHotSeat", () => {
  it("prompts each human in turn, re-prompts on bad input and prints the result", async () => {
    const io = scripted(["abc", "9", "1", "2", "1"]);
    const outcome = await runHotSeat(fake, start(4), ["human", "human"], firstOption, io);
    expect(outcome.over).toBe(true);
    const out = io.out();
    expect(out).toContain("=== Player 1 ===");
    expect(out).toContain("=== Player 2 ===");
    expect(out).toContain("Pile: 4");
    expect(out).toContain("  1) 1 counter\n  2) 2 counters\n");
    expect(out.match(/Please type a number from 1 to 2/g)).toHaveLength(2);
    expect(out).toContain("  P0 took 1\n");
    expect(out).toContain("Winner: Player 1");
  });

  it("lets random seats play themselves and prompts only the humans", async () => {
    const io = scripted(["2", "2"]);
    const outcome = await runHotSeat(fake, start(5), ["human", "random"], firstOption, io);
    expect(outcome.over).toBe(true);
    expect(io.out()).not.toContain("=== Player 2 ===");
    expect((outcome.state as unknown as Pile).moves.map((m) => m.player)).toEqual([0, 1, 0]);
    expect(io.out()).toContain("Winner: Player 1");
  });

  it("stops with the moves so far when input ends", async () => {
    const io = scripted(["1"]);
    const outcome = await runHotSeat(fake, start(6), ["human", "human"], firstOption, io);
    expect(outcome).toMatchObject({ over: false, reason: "eof" });
    expect((outcome.state as unknown as Pile).moves).toEqual([{ player: 0, choice: "take", value: 1 }]);
  });

  it("stops when a player quits", async () => {
    const outcome = await runHotSeat(fake, start(6), ["human", "human"], firstOption, scripted(["q"]));
    expect(outcome).toMatchObject({ over: false, reason: "quit" });
  });

  it("prints the whole log when only bots play", async () => {
    const io = scripted([]);
    await runHotSeat(fake, start(3), ["random", "random"], firstOption, io);
    expect(io.out()).toBe("  P0 took 1\n  P1 took 1\n  P0 took 1\nGame over.\nWinner: Player 1\n");
  });
});

describe("parseSeats", () => {
  it("defaults to humans, repeats a single kind and checks the count", () => {
    expect(parseSeats(undefined, 2)).toEqual(["human", "human"]);
    expect(parseSeats("random", 3)).toEqual(["random", "random", "random"]);
    expect(parseSeats("human, random", 2)).toEqual(["human", "random"]);
    expect(() => parseSeats("human,random", 3)).toThrow(/3 players/);
    expect(parseSeats("planner,auto", 2)).toEqual(["planner", "auto"]);
    expect(parseSeats("mcts,strong", 2)).toEqual(["mcts", "strong"]);
    expect(() => parseSeats("genius", 2)).toThrow(/human or a bot \(auto, easy, normal, strong, expert, mcts, planner, deduction, random\)/);
  });
});

describe("runHotSeat with actions on offer at any time", () => {
  it("numbers the player's own any-time actions after the decision's options, and takes them", async () => {
    const engine = engineFor(ANYTIME_RULES);
    const r = engine.start({ players: 3, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    // Ready? (3 times), then player 1: 1) gain, 2) end the turn, 3) (at any time) spend the token.
    const io = scripted(["1", "1", "1", "3", "q"]);
    const outcome = await runHotSeat(engine, r.state, ["human", "human", "human"], () => ({ player: 0, choice: "", value: null }), io);
    expect(outcome.over).toBe(false);
    expect(io.out()).toContain("  3) (at any time) Spend your token: 2 points\n");
    expect(outcome.state.moves.at(-1)).toEqual({ player: 0, choice: "boost", value: "boost" });
  });
});
