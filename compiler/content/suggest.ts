/** Levenshtein distance between two strings, used to turn typos into "did you mean" hints. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The candidate nearest to `word`, or undefined when none is close enough to be a plausible typo.
 * The threshold grows with the word so `cots` → `cost` is suggested but `x` → `name` is not.
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3)) + 1;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    // A distance is at least the difference in length: skipping those that cannot be close keeps a
    // 1 MB name from costing minutes of edit distances (the suggestions stay the same).
    if (Math.abs(candidate.length - word.length) > limit) continue;
    // Case-only differences are the likeliest typo, so they win outright.
    const d = candidate.toLowerCase() === word.toLowerCase() ? 0 : editDistance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}
