// Content reads like its rulebook (issue 23): the forms below say in assembly what the language says in
// a sentence, so none may come (back) into content/. Each pattern names the form to write instead.
// Where a game still has some, they are listed in PENDING by file and count: the test fails when one
// is added, and when one is rewritten (then lower the count here, down to nothing).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

interface Forbidden {
  name: string;
  pattern: RegExp;
  why: string;
  /** Only rules, not data: a YAML record may hold any number (a map's 99th city). */
  rulesOnly?: boolean;
}

const FORBIDDEN: Forbidden[] = [
  { name: "bitmask", pattern: /\bbit of\b|Bits\b|\/ bit\b/, why: "a set of players is a list of players on the component (`me in h.discsOf`), not sums of 2^seat" },
  {
    name: "integer coordinates",
    pattern: /\b([\w.]+) % (\d+)\b.*\b\1 \/ \2\b|\brow \* \d+ \+ [\w.]*col\b/,
    why: "a piece stands on a space: hold the space (`attr on: Hex`, `s.on.col`), not row * 12 + col",
  },
  { name: "packed sort key", pattern: /\* 1000\b/, why: "sort by several keys with `[x in xs by k1, k2]`, not k1 * 1000 + k2" },
  { name: "none spelled out", pattern: /\bif \(?([\w.()]+) != none then \1 else\b/, why: "a default for none is `x ?? d`" },
  { name: "positional lookup", pattern: /\bindexOf\(\[/, why: "a value per enum member is `T per Enum`, read `x.field[k]`; an enum's order is not a code" },
  { name: "parallel lists", pattern: /\b0\s*\.\.\s*\(?count\(/, why: "walk a list of records (`for each k in c.checks { k.skill ... k.target }`), not indices into parallel lists" },
  { name: "die face by index", pattern: /\bat\(\w+\.faces, |\.up = random\(/, why: "`roll d` / `reroll d` and read `d.up`, the face itself" },
  { name: "seat turned into a player", pattern: /\bfirst\(\[\w+ in players where \w+ == /, why: "hold a player (`counter bus: player`), not a seat number searched for" },
  { name: "seat arithmetic", pattern: /% playerCount\(\)/, why: "the next player is `left(p)` (or `right(p)`)" },
  { name: "sentinel number", pattern: /\b99\b/, why: "none is `none` (or a predicate that is false), not a number no distance reaches", rulesOnly: true },
  { name: "numeric stage", pattern: /^\s*counter .*#\s*(\d+ [\w ]+, )+\d+ \w+/, why: "a stage is an enum (`counter endStage: Ending = playing`), not 0/1/2 with a comment" },
  { name: "scratch counter", pattern: /^\s*counter .*#\s*scratch\b/, why: "a procedure gives back its results (`proc f(): Rec` returning `{a: .., b: ..}`), not through global counters" },
  {
    name: "flag loop",
    pattern: /\bwhile \w+ == [01]\b/,
    why: "loop until it works: a procedure gives back whether it did (`let found = call pickClues()`, `if found { return }`), not a 0/1 counter tested by a while",
  },
  { name: "card number", pattern: /\bcardNo\b/, why: "point at the card itself (a typed attribute), not at an integer joined back by a search" },
];

/** What is still to rewrite: pattern name -> file (under content/) -> occurrences. Only ever lower these. */
const PENDING: Record<string, Record<string, number>> = {};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(rules|ya?ml)$/.test(n) ? [p] : [];
  });
}

/** The code of a line: comments (from `#` outside quotes) are prose and may quote anything. */
function code(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "#") return line.slice(0, i);
  }
  return line;
}

function found(): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const f of files("content")) {
    const rel = f.slice("content/".length);
    const lines = readFileSync(f, "utf8").split("\n");
    for (const line of lines) {
      // The numeric-stage and scratch patterns read a declaration's comment: the code words and the comment both.
      const text = code(line);
      for (const rule of FORBIDDEN) {
        if (rule.rulesOnly && !rel.endsWith(".rules")) continue;
        const subject = rule.name === "numeric stage" || rule.name === "scratch counter" ? line : text;
        if (rule.pattern.test(subject)) ((out[rule.name] ??= {})[rel] = (out[rule.name]![rel] ?? 0) + 1);
      }
    }
  }
  return out;
}

describe("content reads like its rulebook", () => {
  const actual = found();
  for (const rule of FORBIDDEN) {
    it(`no ${rule.name}: ${rule.why}`, () => {
      expect(actual[rule.name] ?? {}, `${rule.name}: ${rule.why}`).toEqual(PENDING[rule.name] ?? {});
    });
  }
});
