// Log sentences in the players' words: enum members the layout names (table.yaml `names`, e.g.
// `coins2: 2 coins`) are replaced where the runtime's sentence prints them as identifiers.

/** Replaces whole-word occurrences of each named member by its words. */
export function inWords(lines: readonly string[], names: Record<string, string>): string[] {
  const keys = Object.keys(names).filter((k) => /^\w+$/.test(k)).sort((a, b) => b.length - a.length);
  if (!keys.length) return [...lines];
  const re = new RegExp(`\\b(${keys.join("|")})\\b`, "g");
  return lines.map((l) => l.replace(re, (m) => names[m] ?? m));
}
