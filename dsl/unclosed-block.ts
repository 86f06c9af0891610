import type { IToken } from "chevrotain";
import { P } from "./tokens.js";

// "expected '}' but found the end of the input" says where the file ends, not which block is open.
// Matching braces alone blames the outermost block (the forgotten `}` shifts every later match), so
// the first block whose closing brace is indented differently from its opening line is blamed: that is
// where the author's indentation and the braces stopped agreeing.

/** The offset (in `text`) of the `{` most likely left unclosed in `tokens` of `text`, or undefined when every brace is closed. */
export function unclosedBlock(tokens: readonly IToken[], text: string): number | undefined {
  const open: number[] = [];
  let mismatched: number | undefined;
  for (const t of tokens) {
    if (t.tokenType === P.lCurly) open.push(t.startOffset);
    else if (t.tokenType === P.rCurly) {
      const at = open.pop();
      if (at !== undefined && mismatched === undefined && indentOf(text, t.startOffset) !== indentOf(text, at)) mismatched = at;
    }
  }
  if (open.length === 0) return undefined;
  return mismatched ?? open[open.length - 1];
}

// Width of the leading blanks of the line holding `offset`; bounded, so a huge line costs little.
function indentOf(text: string, offset: number): number {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  let i = start;
  while (i < text.length && i - start < 200 && (text[i] === " " || text[i] === "\t")) i++;
  return i - start;
}

/** The hint of a missing `}`: the line that opened the block, quoted short, and its line number in a whole file. */
export function unclosedHint(text: string, at: number, wholeFile: boolean, line: () => number): string {
  const start = text.lastIndexOf("\n", at - 1) + 1;
  const opener = text.slice(start, at + 1).trim();
  const shown = opener.length > 60 ? `...${opener.slice(-57)}` : opener;
  return `the block opened by \`${shown}\`${wholeFile ? ` on line ${line()}` : ""} is never closed: add its '}'`;
}
