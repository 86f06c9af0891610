// Seeding: the original scheme stays exactly as it was (old saves and the recorded baselines replay),
// and mixed seeding hashes any seed, small or 256-bit, so nearby seeds start unrelated games.
import { describe, it, expect } from "vitest";
import { randomInt, seedRng } from "../../runtime/rng.js";
import { initialRng, seedProblem } from "../../runtime/seeding.js";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine, fromSave, toSave, type GameSetup } from "../../runtime/index.js";

const bits = (a: number[], b: number[]) => a.reduce((n, w, i) => n + popcount((w ^ b[i]!) >>> 0), 0);
function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

describe("seeding", () => {
  it("a setup without `seeding` keeps the original scheme: the generator starts from the seed as is", () => {
    for (const seed of [0, 1, 42, 999_999, 0xffffffff]) expect(initialRng({ players: 2, seed })).toEqual(seedRng(seed));
  });

  it("the original scheme starts nearby seeds almost alike (why mixed seeding exists)", () => {
    // Seeds 1..15 differ in a few bits of the state, and their first draws from 0..1000 in a few units.
    const draws = Array.from({ length: 15 }, (_, i) => randomInt(seedRng(i + 1), 0, 1000)[0]);
    expect(Math.max(...draws) - Math.min(...draws)).toBeLessThan(20);
    expect(bits(seedRng(1), seedRng(2))).toBeLessThan(8);
  });

  it("mixed seeding gives nearby seeds unrelated states: about half of the 128 bits differ, and first coin flips are balanced", () => {
    const states = Array.from({ length: 256 }, (_, seed) => initialRng({ players: 2, seed, seeding: "mixed" }));
    for (let i = 1; i < states.length; i++) {
      const d = bits(states[i - 1]!, states[i]!);
      expect(d).toBeGreaterThan(36);
      expect(d).toBeLessThan(92);
    }
    const heads = states.filter((s) => randomInt(s, 0, 1)[0] === 1).length;
    expect(heads).toBeGreaterThan(96);
    expect(heads).toBeLessThan(160);
  });

  it("a seed key of 128 to 256 bits changes the whole state; a wrong one is refused", () => {
    const key = "0".repeat(63) + "1";
    const a = initialRng({ players: 2, seed: 0, seeding: "mixed", seedKey: key });
    const b = initialRng({ players: 2, seed: 0, seeding: "mixed", seedKey: "0".repeat(64) });
    expect(bits(a, b)).toBeGreaterThan(36);
    expect(seedProblem({ players: 2, seed: 0, seeding: "mixed", seedKey: key })).toBeUndefined();
    expect(seedProblem({ players: 2, seed: 0, seeding: "mixed", seedKey: "abc" })).toMatch(/32 to 64/);
    expect(seedProblem({ players: 2, seed: 0, seedKey: key })).toMatch(/mixed seeding/);
    expect(seedProblem({ players: 2, seed: 0, seeding: "other" as "mixed" })).toMatch(/unknown seeding/);
  });

  it("the setup records its seeding; a save of each scheme replays to the same state", () => {
    const r = compileGame(new NodeContentSource("content"), "beginners");
    const engine = new Engine(r.program!);
    const legacy: GameSetup = { players: 3, seed: 7, options: {} };
    const mixed: GameSetup = { players: 3, seed: 0, seeding: "mixed", seedKey: "9f".repeat(16), options: {} };
    const a = engine.start(legacy);
    const b = engine.start(mixed);
    if (!a.ok || !b.ok) throw new Error("setup refused");
    expect(a.state.setup).toEqual({ players: 3, seed: 7, options: {} });
    expect(b.state.setup).toMatchObject({ seeding: "mixed", seedKey: "9f".repeat(16) });
    expect(a.state.zones).not.toEqual(b.state.zones);
    for (const s of [a.state, b.state]) {
      const loaded = fromSave(JSON.parse(JSON.stringify(toSave("beginners", s.setup, s.moves))));
      if (!loaded.ok) throw new Error(loaded.error.message);
      const again = engine.replay(loaded.state.setup, loaded.state.moves);
      expect(again.ok && again.state.zones).toEqual(s.zones);
      expect(again.ok && again.state.rng).toEqual(s.rng);
    }
    const bad = engine.start({ ...mixed, seedKey: "not hex" });
    expect(bad.ok || bad.error.code).toBe("RUN4021");
  });
});
