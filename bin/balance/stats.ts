// The statistics the balance report rests on: Wilson intervals for rates, a two-proportion z-test
// for rate differences and Welch's t-test for mean differences, all at the 95% level.

/** z for a two-sided 95% interval. */
export const Z95 = 1.959964;

/** A rate with its 95% Wilson score interval (sound near 0 and 1, where the normal interval is not). */
export interface Rate {
  k: number;
  n: number;
  rate: number;
  low: number;
  high: number;
}

/** The rate k/n with its 95% Wilson interval (0 with interval [0, 1] when n is 0). */
export function wilson(k: number, n: number, z = Z95): Rate {
  if (n === 0) return { k, n, rate: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { k, n, rate: round4(p), low: round4(Math.max(0, centre - half)), high: round4(Math.min(1, centre + half)) };
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 through erf; error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** A difference between two figures: its size, its 95% interval, the test's p-value and whether it is larger than chance. */
export interface Difference {
  diff: number;
  low: number;
  high: number;
  p: number;
  significant: boolean;
}

/** Two-proportion z-test (pooled) of b - a, with the unpooled 95% interval of the difference. */
export function compareRates(a: { k: number; n: number }, b: { k: number; n: number }): Difference {
  if (a.n === 0 || b.n === 0) return { diff: 0, low: 0, high: 0, p: 1, significant: false };
  const pa = a.k / a.n;
  const pb = b.k / b.n;
  const pooled = (a.k + b.k) / (a.n + b.n);
  const sePooled = Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n));
  const p = sePooled === 0 ? (pa === pb ? 1 : 0) : 2 * (1 - normalCdf(Math.abs(pb - pa) / sePooled));
  const se = Math.sqrt((pa * (1 - pa)) / a.n + (pb * (1 - pb)) / b.n);
  return { diff: pb - pa, low: pb - pa - Z95 * se, high: pb - pa + Z95 * se, p, significant: p < 0.05 };
}

/** Count, mean and sample standard deviation of some numbers. */
export interface Moments {
  n: number;
  mean: number;
  sd: number;
}

/** The moments of `xs`. */
export function moments(xs: readonly number[]): Moments {
  const n = xs.length;
  if (n === 0) return { n, mean: 0, sd: 0 };
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const v = n > 1 ? xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  return { n, mean, sd: Math.sqrt(v) };
}

/**
 * Welch's t-test of b.mean - a.mean. The p-value uses the normal distribution for the t statistic,
 * which is close enough at the sample sizes a balance run has (tens of games and more).
 */
export function compareMeans(a: Moments, b: Moments): Difference {
  if (a.n < 2 || b.n < 2) return { diff: b.mean - a.mean, low: 0, high: 0, p: 1, significant: false };
  const se = Math.sqrt((a.sd * a.sd) / a.n + (b.sd * b.sd) / b.n);
  const diff = b.mean - a.mean;
  const p = se === 0 ? (diff === 0 ? 1 : 0) : 2 * (1 - normalCdf(Math.abs(diff) / se));
  return { diff, low: diff - Z95 * se, high: diff + Z95 * se, p, significant: p < 0.05 };
}

/** Rounds for the report (figures to 4 decimals keep the JSON readable and stable). */
export function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}

/** A p-value for people: four significant decimals at most, and never "0". */
export function formatP(p: number): string {
  return p < 0.0001 ? "p < 0.0001" : `p = ${Number(p.toFixed(4))}`;
}
