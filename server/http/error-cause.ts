// What a log says about an internal error: enough to find the cause (its kind, its message, where it
// was thrown), on one line, and never a seat's secret even if one ended up in a message.

import { TOKEN_PATTERN } from "../tables/tokens.js";

// Anything shaped like a seat token (43 base64url characters), wherever it stands in the text.
const TOKEN_LIKE = new RegExp(TOKEN_PATTERN.source.replace(/^\^|\$$/g, "").replace("{43}", "{43,}"), "g");

/** One line describing `e` for the log: its kind, its message and the place it was thrown, with token-like strings masked. */
export function describeCause(e: unknown): string {
  const err = e instanceof Error ? e : new Error(String(e));
  const code = (err as { code?: unknown }).code;
  const where = err.stack?.split("\n").find((l) => /^\s+at /.test(l))?.trim();
  const line = `${err.name}${typeof code === "string" ? ` ${code}` : ""}: ${err.message.split("\n")[0]}${where ? ` (${where})` : ""}`;
  return line.replace(TOKEN_LIKE, "[redacted]");
}
