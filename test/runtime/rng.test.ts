// The seeded generator: all chance in a game comes from it, so it must be a pure function of the seed.
import { describe, it, expect } from "vitest";
import { randomInt, seedRng, shuffleInPlace } from "../../runtime/rng.js";
import { seededRandom } from "../../runtime/index.js";

const deck = () => Array.from({ length: 52 }, (_, i) => i);

describe("rng", () => {
  it("the same seed gives the same shuffle and the same next state", () => {
    const a = deck();
    const b = deck();
    const ra = shuffleInPlace(seedRng(42), a);
    const rb = shuffleInPlace(seedRng(42), b);
    expect(a).toEqual(b);
    expect(ra).toEqual(rb);
    expect(a).not.toEqual(deck());
  });

  it("different seeds give different shuffles", () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const d = deck();
      shuffleInPlace(seedRng(seed), d);
      orders.add(d.join(","));
    }
    expect(orders.size).toBe(20);
  });

  it("a shuffle is a permutation, and successive shuffles from the carried state differ", () => {
    const d = deck();
    const r1 = shuffleInPlace(seedRng(7), d);
    expect([...d].sort((x, y) => x - y)).toEqual(deck());
    const first = d.slice();
    shuffleInPlace(r1, d);
    expect(d).not.toEqual(first);
  });

  it("tiny lists do not consume randomness", () => {
    const r = seedRng(1);
    expect(shuffleInPlace(r, [5])).toBe(r);
    expect(shuffleInPlace(r, [])).toBe(r);
  });

  it("the state is plain JSON that survives a round trip", () => {
    const r = seedRng(99);
    const copy = JSON.parse(JSON.stringify(r)) as number[];
    expect(randomInt(copy, 1, 6)).toEqual(randomInt(r, 1, 6));
  });

  it("randomInt stays in range and covers it", () => {
    let r = seedRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const [v, next] = randomInt(r, 1, 6);
      r = next;
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
  });

  it("seededRandom is deterministic per seed and in [0, 1)", () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    const c = seededRandom(6);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c())).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
});
