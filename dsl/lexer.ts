import { Lexer, type IToken } from "chevrotain";
import type { Diagnostic } from "./diagnostic.js";
import { diag } from "./messages.js";
import { MAX_INT_LITERAL } from "./limits.js";
import { allTokens, IntLit, StringLit, UnterminatedString } from "./tokens.js";

// Turns text into tokens. Lexing problems become diagnostics and lexing goes on, so the parser
// still sees the rest of the file and can report its own errors in the same run.

// "full" tracking because node locations in the CST need token end offsets.
// Built once: chevrotain validates and optimises the token set at construction, which is slow.
const lexer = new Lexer(allTokens, {
  positionTracking: "full",
  ensureOptimizations: false,
});

/** The tokens of a text (offsets local to the text) and the problems found while lexing. */
export interface LexResult {
  tokens: IToken[];
  diagnostics: Diagnostic[];
}

/** Lexes `text`; spans in diagnostics are `base` + local offset in `file`. */
export function lex(text: string, file: string, base = 0): LexResult {
  const out = lexer.tokenize(text);
  const diagnostics: Diagnostic[] = [];
  for (const e of out.errors) {
    const chars = text.slice(e.offset, e.offset + e.length);
    diagnostics.push(diag("unexpectedChar", span(file, base + e.offset, base + e.offset + e.length), [quoteChars(chars)]));
  }
  for (const t of out.tokens) {
    // Beyond 2^53 a literal would silently stand for a nearby number.
    if (t.tokenType === IntLit && Number(t.image) > MAX_INT_LITERAL) {
      const shown = t.image.length > 24 ? `${t.image.slice(0, 20)}... (${t.image.length} digits)` : t.image;
      diagnostics.push(diag("intTooLarge", span(file, base + t.startOffset, base + t.endOffset! + 1), [shown]));
    }
    if (t.tokenType === UnterminatedString) {
      diagnostics.push(diag("unterminatedString", span(file, base + t.startOffset, base + t.endOffset! + 1)));
    }
    if (t.tokenType === StringLit || t.tokenType === UnterminatedString) {
      for (const at of badEscapes(t.image)) {
        const start = base + t.startOffset + at;
        diagnostics.push(diag("badEscape", span(file, start, start + 2), [`'${t.image.slice(at, at + 2)}'`]));
      }
    }
  }
  diagnostics.sort((a, b) => a.span.start - b.span.start);
  return { tokens: out.tokens, diagnostics };
}

/** Decodes a string token's image (with or without its closing quote) to its value. */
export function unescapeString(image: string): string {
  const closed = image.length >= 2 && image.endsWith('"') && !isEscaped(image, image.length - 1);
  const body = image.slice(1, closed ? -1 : undefined);
  return body.replace(/\\(.?)/g, (_, c: string) => (c === "n" ? "\n" : c));
}

/** Offsets (within the image) of backslashes that start an unsupported escape. */
function badEscapes(image: string): number[] {
  const found: number[] = [];
  for (let i = 1; i < image.length; i++) {
    if (image[i] !== "\\") continue;
    const next = image[i + 1];
    if (next === undefined) break;
    if (next !== '"' && next !== "\\" && next !== "n") found.push(i);
    i++;
  }
  return found;
}

function isEscaped(image: string, at: number): boolean {
  let n = 0;
  for (let i = at - 1; i >= 0 && image[i] === "\\"; i--) n++;
  return n % 2 === 1;
}

function quoteChars(chars: string): string {
  return chars.length === 1 ? `'${chars}'` : `'${chars}' (${chars.length} characters)`;
}

function span(file: string, start: number, end: number) {
  return { file, start, end };
}
