// Mutation operators of the content fuzzer: each takes a file's text and a seeded random source and
// returns a broken variant, the way a designer's typos or a careless merge would break it (a
// dropped line, a swapped word, an unclosed bracket) or the way an attacker would (an alias bomb, a
// megabyte line, nesting a thousand deep). They know only text, never a game.

/** A seeded source of randomness: an integer in [0, n). */
export type Pick = (n: number) => number;

/** One mutation operator: its name (for the outcome table) and the files it applies to. */
export interface Mutator {
  name: string;
  /** Which files it makes sense on. */
  on: "rules" | "yaml" | "any";
  apply(text: string, pick: Pick): string;
}

const choose = <T>(xs: readonly T[], pick: Pick): T => xs[pick(xs.length)]!;

function lines(text: string): string[] {
  return text.split("\n");
}

/** A random offset of the text (the end included). */
function at(text: string, pick: Pick): number {
  return pick(text.length + 1);
}

function insert(text: string, i: number, s: string): string {
  return text.slice(0, i) + s + text.slice(i);
}

const WORD = /[A-Za-z_][A-Za-z0-9_]*/g;
const NUMBER = /\b\d+\b/g;

function matches(text: string, re: RegExp): { index: number; text: string }[] {
  return [...text.matchAll(re)].map((m) => ({ index: m.index!, text: m[0] }));
}

function replaceMatch(text: string, re: RegExp, pick: Pick, by: (found: string, all: string[]) => string): string {
  const ms = matches(text, re);
  if (!ms.length) return text;
  const m = choose(ms, pick);
  return text.slice(0, m.index) + by(m.text, ms.map((x) => x.text)) + text.slice(m.index + m.text.length);
}

const KEYWORDS = [
  "if", "else", "for", "each", "in", "let", "set", "add", "to", "from", "move", "draw", "choose", "as", "or", "pass",
  "call", "run", "log", "win", "rank", "by", "of", "my", "not", "and", "true", "false", "int", "text", "list", "zone",
  "counter", "type", "enum", "proc", "flow", "step", "phase", "repeat", "while", "loop", "break", "query", "mark", "attr",
];

const PROTO_NAMES = ["__proto__", "constructor", "valueOf", "toString", "hasOwnProperty", "isPrototypeOf", "prototype"];

// Inserts `s` at the start of a random block's body.
function afterBrace(t: string, pick: Pick, s: string): string {
  const ms = matches(t, /\{\n/g);
  if (!ms.length) return t;
  return insert(t, choose(ms, pick).index + 2, s);
}

const EXTREMES = ["0", "-1", "1000000000", "9007199254740993", "99999999999999999999", "3.5", "1e9", "-0", "2147483648"];

/** Every operator; the fuzzer applies one (sometimes two) per case. */
export const MUTATORS: Mutator[] = [
  { name: "delete a line", on: "any", apply: (t, p) => { const l = lines(t); l.splice(p(l.length), 1); return l.join("\n"); } },
  { name: "duplicate a line", on: "any", apply: (t, p) => { const l = lines(t); const i = p(l.length); l.splice(i, 0, l[i]!); return l.join("\n"); } },
  { name: "swap two lines", on: "any", apply: (t, p) => { const l = lines(t); const i = p(l.length), j = p(l.length); [l[i], l[j]] = [l[j]!, l[i]!]; return l.join("\n"); } },
  { name: "delete characters", on: "any", apply: (t, p) => { const i = at(t, p); return t.slice(0, i) + t.slice(i + 1 + p(12)); } },
  { name: "insert punctuation", on: "any", apply: (t, p) => insert(t, at(t, p), choose(["(", ")", "[", "]", "{", "}", ":", ",", '"', "-", "#", "&", "*", "|", ">", "'", "!", "%", "@", "`", "\\"], p)) },
  { name: "truncate the file", on: "any", apply: (t, p) => t.slice(0, at(t, p)) },
  { name: "swap a name for another", on: "any", apply: (t, p) => replaceMatch(t, WORD, p, (_, all) => choose(all, p)) },
  { name: "misspell a name", on: "any", apply: (t, p) => replaceMatch(t, WORD, p, (w) => (w.length > 1 ? w.slice(0, -1) : w + "x")) },
  { name: "swap a word for a keyword", on: "any", apply: (t, p) => replaceMatch(t, WORD, p, () => choose(KEYWORDS, p)) },
  { name: "extreme number", on: "any", apply: (t, p) => replaceMatch(t, NUMBER, p, () => choose(EXTREMES, p)) },
  { name: "deep nesting", on: "any", apply: (t, p) => { const n = choose([30, 60, 300, 3000], p); const [o, c] = choose([["(", ")"], ["[", "]"], ["{", "}"]], p); const i = at(t, p); return insert(t, i, p(2) ? o.repeat(n) + "1" + c.repeat(n) : o.repeat(n)); } },
  { name: "long line", on: "any", apply: (t, p) => insert(t, at(t, p), "\n" + "x".repeat(choose([1000, 200_000], p)) + "\n") },
  { name: "odd characters", on: "any", apply: (t, p) => insert(t, at(t, p), choose(["\u0000", "\uFEFF", "\uFFFD", "\u00e9", "\u{1F600}", "\t", "\r", "\u2028"], p)) },
  { name: "repeat a block", on: "any", apply: (t, p) => { const l = lines(t); const i = p(l.length); const n = 1 + p(8); return [...l.slice(0, i + n), ...l.slice(i, i + n), ...l.slice(i + n)].join("\n"); } },
  { name: "repeat the file", on: "any", apply: (t) => t + "\n" + t },
  { name: "unindent a line", on: "yaml", apply: (t, p) => { const l = lines(t); const i = p(l.length); l[i] = l[i]!.trimStart(); return l.join("\n"); } },
  { name: "indent a line", on: "yaml", apply: (t, p) => { const l = lines(t); const i = p(l.length); l[i] = "  " + l[i]; return l.join("\n"); } },
  { name: "alias bomb", on: "yaml", apply: (t) => ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...["b", "c", "d", "e", "f", "g"].map((k, i) => `${k}: &${k} [${Array(9).fill(`*${"abcdefg"[i]}`).join(",")}]`), t].join("\n") },
  { name: "anchor and alias", on: "yaml", apply: (t, p) => { const l = lines(t); const i = p(l.length); const j = p(l.length); l[i] = l[i]!.replace(/: (\S)/, ": &x $1"); l[j] = l[j]!.replace(/: \S.*$/, ": *x"); return l.join("\n"); } },
  { name: "deep flow collections", on: "yaml", apply: (t, p) => insert(t, at(t, p), choose(["[".repeat(5000), "{a: ".repeat(200), "[".repeat(40) + "]".repeat(40), "- ".repeat(500) + "x"], p)) },
  { name: "empty a value", on: "yaml", apply: (t, p) => { const l = lines(t); const i = p(l.length); l[i] = l[i]!.replace(/:\s.*$/, ":"); return l.join("\n"); } },
  { name: "duplicate a key", on: "yaml", apply: (t, p) => { const l = lines(t).filter((x) => /^\s*[\w-]+:/.test(x)); return l.length ? insert(t, t.indexOf(l[p(l.length)]!), l[p(l.length)]! + "\n") : t; } },
  { name: "drop a closing brace", on: "rules", apply: (t, p) => { const ms = matches(t, /\}/g); if (!ms.length) return t; const m = choose(ms, p); return t.slice(0, m.index) + t.slice(m.index + 1); } },
  { name: "swap operators", on: "rules", apply: (t, p) => replaceMatch(t, /==|!=|<=|>=|\+|-|\*|\/|\band\b|\bor\b/g, p, () => choose(["==", "!=", "<", "+", "-", "*", "/", "%", "and", "or", "in", ".."], p)) },
  { name: "endless rule", on: "rules", apply: (t, p) => { const ms = matches(t, /\{\n/g); if (!ms.length) return t; const m = choose(ms, p); return insert(t, m.index + 2, choose(["loop { }\n", "while true { }\n", "let zz = count([a in 1..100000 where count([b in 1..100000]) > a])\n", "let zz = [a in 1..2000000000]\n", "let zz = 1 / 0\n"], p)); } },
  // Issue 23: names every object has, inputs of 1 MB, long `else if` chains and the slips that used to pass.
  { name: "Object.prototype name", on: "any", apply: (t, p) => replaceMatch(t, WORD, p, () => choose(PROTO_NAMES, p)) },
  { name: "Object.prototype builtin", on: "rules", apply: (t, p) => afterBrace(t, p, `let zz = ${choose(PROTO_NAMES, p)}(1)\n`) },
  { name: "huge flat line", on: "any", apply: (t, p) => insert(t, at(t, p), "\n" + choose(["x ".repeat(500_000), "a + ".repeat(250_000), "[".repeat(100_000), "y".repeat(1_000_000), "- {a: 1}, ".repeat(100_000)], p) + "\n") },
  { name: "long if chain", on: "rules", apply: (t, p) => afterBrace(t, p, "if true { log zz }" + " else if true { log zz }".repeat(choose([100, 3000, 40_000], p)) + "\n") },
  { name: "tab indent", on: "yaml", apply: (t, p) => { const l = lines(t); const i = p(l.length); l[i] = l[i]!.replace(/^ +/, "\t"); return l.join("\n"); } },
  { name: "drop a comma", on: "any", apply: (t, p) => { const ms = matches(t, /,/g); if (!ms.length) return t; const m = choose(ms, p); return t.slice(0, m.index) + t.slice(m.index + 1); } },
  { name: "negative count", on: "rules", apply: (t, p) => replaceMatch(t, /\b(draw|deal|repeat) \d+/g, p, (found) => found.replace(/ (\d+)/, " -$1")) },
  { name: "duplicate a let", on: "rules", apply: (t, p) => { const ms = matches(t, /^[ \t]*let [^\n]*\n/gm); if (!ms.length) return t; const m = choose(ms, p); return insert(t, m.index, m.text); } },
  { name: "drop an add from", on: "rules", apply: (t, p) => { const ms = matches(t, /^[ \t]*add \w+ from "[^"\n]*"[^\n]*\n/gm); if (!ms.length) return t; const m = choose(ms, p); return t.slice(0, m.index) + t.slice(m.index + m.text.length); } },
];

/** The operators that apply to a file, by its extension. */
export function mutatorsFor(file: string): Mutator[] {
  const kind = file.endsWith(".rules") ? "rules" : "yaml";
  return MUTATORS.filter((m) => m.on === "any" || m.on === kind);
}
