import type { Diagnostic } from "../../dsl/index.js";
import { ContentCode } from "./content-codes.js";

// Content files are UTF-8. Bytes that are not valid UTF-8 used to become U+FFFD silently, so a
// card name could lose a letter without anyone noticing: each bad stretch now gets a warning with
// its position (the replacement character is kept, so positions stay those of the text read).

/** Decodes UTF-8 (without a leading BOM), with a CNT2013 warning at every invalid byte sequence. */
export function decodeText(bytes: Uint8Array, file: string): { text: string; diagnostics: Diagnostic[] } {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), diagnostics: [] };
  } catch {
    const text = new TextDecoder("utf-8").decode(body);
    const diagnostics: Diagnostic[] = [];
    // A replacement character already in the file is valid UTF-8 (EF BF BD); with a fatal decode
    // failing, every U+FFFD is counted as a bad sequence, which may over-report only such files.
    for (let i = text.indexOf("\uFFFD"); i >= 0 && diagnostics.length < 20; i = text.indexOf("\uFFFD", i + 1)) {
      diagnostics.push({
        code: ContentCode.Encoding,
        severity: "warning",
        message: "bytes that are not valid UTF-8 (shown as \uFFFD)",
        span: { file, start: i, end: i + 1 },
        hint: "save the file as UTF-8; the character here was replaced",
      });
      while (text[i + 1] === "\uFFFD") i++;
    }
    return { text, diagnostics };
  }
}
