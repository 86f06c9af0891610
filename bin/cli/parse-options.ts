// Game options arrive on the command line as `k=v` strings; the program declares their types, but
// the CLI converts the obvious cases itself so that the runtime can report a wrong type precisely.

import { CliError } from "./cli-error.js";

/** A game option value as the command line can express it. */
export type OptionValue = number | boolean | string;

/** Converts one option value: integers become numbers, `true`/`false` booleans, anything else stays text. */
export function parseOptionValue(raw: string): OptionValue {
  if (/^[+-]?\d+$/.test(raw)) {
    const n = Number(raw);
    // Beyond 2^53 the number would silently change, so such values stay text.
    if (Number.isSafeInteger(n)) return n;
  }
  if (raw === "true") return true;
  if (raw === "false") return false;
  return raw;
}

/** Turns repeated `--option k=v` arguments into an options record; a later `k` overrides an earlier one. */
export function parseOptions(pairs: readonly string[]): Record<string, OptionValue> {
  const options: Record<string, OptionValue> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    const key = eq < 0 ? "" : pair.slice(0, eq).trim();
    if (eq < 0 || key === "") {
      throw new CliError(`--option expects name=value, got "${pair}"`);
    }
    options[key] = parseOptionValue(pair.slice(eq + 1).trim());
  }
  return options;
}
