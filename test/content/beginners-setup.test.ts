// Scenario tests for Cryptozoology for Beginners' setup and optional rules: the random starting
// player, the shuffled decks and Reward pool, the Beginner Game's picks and rounds, and the 2-Player
// Mode (refused with other player counts, 4 rounds, the Bus alternating).
import { describe, it, expect } from "vitest";
import { seededRandom, type GameSetup, type GameState } from "../../runtime/index.js";
import { beginnersEngine, counter, decision, play, props, start, zone } from "../helpers/beginners.js";

const engine = beginnersEngine();

/** Plays a whole game with seeded random moves, calling `each` before every move. */
function playOut(setup: GameSetup, each: (s: GameState) => void = () => {}): GameState {
  const s = start(engine, setup);
  const rng = seededRandom(setup.seed * 13 + 5);
  for (let n = 0; !s.result; n++) {
    if (n > 5000) throw new Error("game did not end");
    each(s);
    const moves = engine.legalMoves(s);
    expect(engine.applyInPlace(s, moves[Math.floor(rng() * moves.length)]!)).toBeUndefined();
  }
  return s;
}

/** The seat that takes the first turn of each round: the first player asked to reveal in it. */
function firstTurns(setup: GameSetup): number[] {
  const out: number[] = [];
  let round = 0;
  playOut(setup, (s) => {
    const r = counter(engine, s, "round") as number;
    const reveal = engine.decisions(s).find((d) => d.choice === "reveal");
    if (reveal && r !== round) {
      round = r;
      out.push(reveal.player);
    }
  });
  return out;
}

describe("Setup 4: 'Randomly choose a starting player and give them the Bus standee.'", () => {
  it("the seeded generator picks the starting player: every seat starts in some games, the same seed gives the same one", () => {
    const starts = Array.from({ length: 40 }, (_, i) => counter(engine, start(engine, { players: 4, seed: 100 + i }), "bus") as number);
    for (let seat = 0; seat < 4; seat++) expect(starts.filter((b) => b === seat).length).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < 5; i++) expect(counter(engine, start(engine, { players: 4, seed: 100 + i }), "bus")).toBe(starts[i]);
  });

  it("the holder is named in the log and takes the first turn of round 1 ('starting with the player who has the Bus standee')", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = start(engine, { players: 3, seed });
      const bus = counter(engine, s, "bus") as number;
      expect(engine.logLines(s)).toContain(`Player ${bus + 1} is the starting player and takes the Bus.`);
      expect(firstTurns({ players: 3, seed })[0]).toBe(bus);
    }
  });
});

describe("Setup 1-3: 'Shuffle the Assignment deck. Shuffle the Cryptid deck. Turn all the Reward tokens facedown and mix them up.'", () => {
  const orders = (seed: number) => {
    const s = start(engine, { players: 2, seed });
    return { deck: [...zone(engine, s, "deck")], pool: [...zone(engine, s, "pool")], assignments: [...zone(engine, s, "assignmentDeck")] };
  };

  it("each seed orders the three piles differently, none in the order of the data files, and the same seed alike", () => {
    const a = orders(1);
    const b = orders(2);
    for (const pile of ["deck", "pool", "assignments"] as const) {
      expect(a[pile]).not.toEqual(b[pile]);
      expect(a[pile]).not.toEqual([...a[pile]].sort((x, y) => x - y));
      expect(orders(1)[pile]).toEqual(a[pile]);
    }
  });

  it("a Reward token gained is a random one: the top of the mixed pool differs in value across seeds", () => {
    const tops = Array.from({ length: 12 }, (_, i) => props(engine, orders(10 + i).pool.at(-1)!).value);
    expect(new Set(tops).size).toBeGreaterThan(1);
  });
});

describe("Beginner Game: 'When drafting, choose 2 cards from each hand instead of 1.' 'Play for 1 or 2 rounds instead of 3.'", () => {
  it("a player picks twice from each hand before it is passed", () => {
    const s = start(engine, { players: 3, seed: 4, options: { beginner: true } });
    expect(zone(engine, s, "draft", 0)).toHaveLength(8);
    play(engine, s, 0, "pick");
    // Seat 0 owes a second pick from the same hand; nothing was passed yet.
    expect(decision(engine, s, 0, "pick")).toBeDefined();
    expect(zone(engine, s, "draft", 0)).toHaveLength(7);
    play(engine, s, 0, "pick");
    for (const p of [1, 2]) {
      play(engine, s, p, "pick");
      play(engine, s, p, "pick");
    }
    for (let p = 0; p < 3; p++) {
      expect(zone(engine, s, "picks", p)).toHaveLength(2);
      expect(zone(engine, s, "draft", p)).toHaveLength(6);
    }
  });

  it("plays 2 rounds by default and 1 when chosen; the standard game plays 3", () => {
    const rounds = (options: Record<string, unknown>) =>
      playOut({ players: 3, seed: 5, options })
        .log.filter((e) => e.e === "roundStarts").length;
    expect(rounds({ beginner: true })).toBe(2);
    expect(rounds({ beginner: true, rounds: 1 })).toBe(1);
    expect(rounds({})).toBe(3);
  });
});

describe("2-Player Mode: 'When playing with 2 players, you may choose to play with the standard rules or use this variation'", () => {
  it("is refused with a clear message for 3-5 players, and accepted with 2", () => {
    for (const players of [3, 4, 5]) {
      const r = engine.start({ players, seed: 1, options: { twoPlayerDraft: true } });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("RUN4024");
        expect(r.error.message).toBe("The 2-Player Mode is for 2 players only: choose 2 players, or turn the 2-Player Mode off");
      }
    }
    expect(engine.start({ players: 2, seed: 1, options: { twoPlayerDraft: true } }).ok).toBe(true);
  });

  it("'Play for 4 rounds instead of 3 (so that each player gets 2 rounds with the Bus standee)': the Bus alternates", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const first = firstTurns({ players: 2, seed, options: { twoPlayerDraft: true } });
      expect(first).toHaveLength(4);
      expect(first).toEqual([first[0], 1 - first[0]!, first[0], 1 - first[0]!]);
    }
    // The standard 2-player game keeps passing the Bus to the trailing player: some game does not alternate.
    const standard = [1, 2, 3, 4, 5, 6].map((seed) => firstTurns({ players: 2, seed }));
    for (const f of standard) expect(f).toHaveLength(3);
    expect(standard.some((f) => f[1] === f[0] || f[2] === f[1])).toBe(true);
  });
});
