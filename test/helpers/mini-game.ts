// A minimal valid game for compiler and runtime tests: each bad-input case breaks one thing in it.
import { compileGame, MemoryContentSource, type CompileResult } from "../../compiler/index.js";
import { LineIndex, type Diagnostic } from "../../dsl/index.js";
import { Engine } from "../../runtime/index.js";

/** The rules of the mini game; line numbers matter to bad-input tests that edit it. */
export const MINI_RULES = `game "Mini" players 2..3

option target: int 1..9 = 3 "Points that win at once"
enum Color { red, blue }

type Card from "cards.yaml" {
  name: text
  color: Color
  points: int 0..3
  bonus?: effect
  playable?: expr
}

zone deck: Card hidden full
zone hand: Card per player owner
zone table: Card per player public
zone discard: Card public

counter score per player = 0
mark tapped

proc gain(n: int) {
  add n to my score
}

flow {
  step setup {
    deal 2 from deck to hand
  }
  phase round repeat 2 {
    step turns {
      for each p in players {
        as p {
          choose c from [x in my hand where x.playable] as play "Play a card" or pass {
            move c to my table
            mark c tapped
            log played { card: c }
            call gain(c.points)
            run c.bonus
          } else {
            log passed
          }
        }
      }
    }
  }
  step end {
    rank p by score of p
  }
}
`;

/** The card data of the mini game. */
export const MINI_CARDS = `- id: red-one
  name: "Red One"
  color: red
  points: 1
  playable: "true"
- id: blue-two
  name: "Blue Two"
  color: blue
  points: 2
  bonus: "call gain(1)"
  playable: "count(my hand) >= 1"
- id: red-three
  copies: 2
  name: "Red Three"
  color: red
  points: 3
  playable: "self.color == red"
`;

/** The log templates of the mini game. */
export const MINI_LOG = `templates:
  played: "{player} plays {card}."
  passed: "{player} passes."
`;

/** The mini game's files, with any of them replaced (a value of undefined removes the file). */
export function miniFiles(over: Record<string, string | undefined> = {}): Record<string, string> {
  const files: Record<string, string | undefined> = { "mini/game.rules": MINI_RULES, "mini/cards.yaml": MINI_CARDS, "mini/log.yaml": MINI_LOG, ...over };
  return Object.fromEntries(Object.entries(files).filter((e): e is [string, string] => e[1] !== undefined));
}

/** Compiles the mini game (or a variant of its files). */
export function compileMini(over: Record<string, string | undefined> = {}): CompileResult {
  return compileGame(new MemoryContentSource(miniFiles(over)), "mini");
}

/** Compiles a one-file game from rules text (plus optional extra files) under the folder `g`. */
export function compileRules(rules: string, extra: Record<string, string> = {}): CompileResult {
  const files: Record<string, string> = { "g/game.rules": rules };
  for (const [k, v] of Object.entries(extra)) files[`g/${k}`] = v;
  return compileGame(new MemoryContentSource(files), "g");
}

/** An engine over a rules text that must compile. */
export function engineFor(rules: string, extra: Record<string, string> = {}, log = true): Engine {
  const r = compileRules(rules, extra);
  if (!r.program) throw new Error(`does not compile: ${r.diagnostics.map((d) => `${d.code} ${d.message}`).join("; ")}`);
  return new Engine(r.program, { log });
}

/** `CODE file:line:col` of a diagnostic, read against the sources the compiler returned. */
export function where(r: CompileResult, d: Diagnostic): string {
  const text = r.sources.get(d.span.file);
  if (text === undefined) return `${d.code} ${d.span.file}`;
  const { line, col } = new LineIndex(text).position(d.span.start);
  return `${d.code} ${d.span.file}:${line}:${col}`;
}

/** Every error diagnostic of a result as `CODE file:line:col`. */
export function errorsOf(r: CompileResult): string[] {
  return r.diagnostics.filter((d) => d.severity === "error").map((d) => where(r, d));
}

/** Replaces the first occurrence of `from` (which must exist) in `text`. */
export function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`edit: '${from}' not found`);
  return text.replace(from, to);
}
