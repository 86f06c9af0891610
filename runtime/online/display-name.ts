// Display names as everyone at a table reads them. A name must look like what it is: no blank
// names, nothing that reorders the text around it (bidirectional overrides) and nothing invisible
// (zero-width characters, fillers) with which two seats could look alike or a name could hide.

import { NAME_MAX_LENGTH } from "./requests.js";

/** A name after checking: the trimmed name, or why it is refused (a sentence a person can act on). */
export type NameCheck = { ok: true; name: string } | { ok: false; error: string };

// Format characters (\p{Cf}: bidi controls and isolates, zero-width space/joiners, word joiner, BOM,
// soft hyphen, Mongolian vowel separator), line/paragraph separators, and the blank fillers that
// are letters by category but print nothing (Hangul fillers, braille blank, combining grapheme joiner).
const HIDDEN = /[\p{Cf}\p{Zl}\p{Zp}\u034f\u115f\u1160\u2800\u3164\uffa0]/u;
// Control characters (tabs, new lines, DEL, C1 controls) are never part of a name.
const CONTROL = /\p{Cc}/u;
// Something that prints: a letter, digit, punctuation mark or symbol.
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Checks and trims a display name: at least one visible character, no control, invisible or direction-changing characters. */
export function checkName(raw: string): NameCheck {
  const name = raw.trim();
  const hidden = HIDDEN.exec(name);
  if (hidden) return { ok: false, error: `a name may not hold invisible or direction-changing characters (${codePoint(hidden[0])})` };
  const control = CONTROL.exec(name);
  if (control) return { ok: false, error: `a name must be one line without control characters (${codePoint(control[0])})` };
  if (!VISIBLE.test(name)) return { ok: false, error: "a name needs at least one visible character" };
  if ([...name].length > NAME_MAX_LENGTH) return { ok: false, error: `a name has at most ${NAME_MAX_LENGTH} characters` };
  return { ok: true, name };
}

function codePoint(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}
