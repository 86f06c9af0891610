// The balance report's statistics against textbook values.

import { describe, expect, it } from "vitest";
import { compareMeans, compareRates, moments, normalCdf, wilson } from "../../../bin/balance/stats.js";

describe("Wilson interval", () => {
  it("matches the published interval for 8 of 10 (0.490–0.943) and stays inside [0, 1] at the edges", () => {
    const r = wilson(8, 10);
    expect(r.rate).toBe(0.8);
    expect(r.low).toBeCloseTo(0.4902, 3);
    expect(r.high).toBeCloseTo(0.9433, 3);
    expect(wilson(0, 20).low).toBe(0);
    expect(wilson(0, 20).high).toBeCloseTo(0.1611, 3);
    expect(wilson(20, 20).high).toBe(1);
    expect(wilson(0, 0)).toEqual({ k: 0, n: 0, rate: 0, low: 0, high: 1 });
  });
});

describe("tests of differences", () => {
  it("normal CDF: 0.5 at 0, 0.975 at 1.96", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 5);
  });

  it("two proportions: 60/100 against 40/100 is larger than chance (z = 2.83, p = 0.0047); 52/100 against 50/100 is not", () => {
    const d = compareRates({ k: 40, n: 100 }, { k: 60, n: 100 });
    expect(d.diff).toBeCloseTo(0.2, 10);
    expect(d.p).toBeCloseTo(0.0047, 3);
    expect(d.significant).toBe(true);
    expect(d.low).toBeGreaterThan(0);
    expect(compareRates({ k: 50, n: 100 }, { k: 52, n: 100 }).significant).toBe(false);
  });

  it("Welch: means 10 and 11 with sd 2 over 100 each differ (p ≈ 0.0004); over 5 each they do not", () => {
    const a = { n: 100, mean: 10, sd: 2 };
    const b = { n: 100, mean: 11, sd: 2 };
    const d = compareMeans(a, b);
    expect(d.diff).toBe(1);
    expect(d.p).toBeCloseTo(0.0004, 3);
    expect(d.significant).toBe(true);
    expect(compareMeans({ ...a, n: 5 }, { ...b, n: 5 }).significant).toBe(false);
  });

  it("moments: sample standard deviation", () => {
    expect(moments([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ n: 8, mean: 5, sd: Math.sqrt(32 / 7) });
  });
});
