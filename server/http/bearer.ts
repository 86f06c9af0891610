// Reading a seat's token from `Authorization: Bearer ...`. The token itself is never logged or
// echoed; a malformed header is refused outright rather than treated as a spectator.

import { TOKEN_PATTERN } from "../tables/tokens.js";

/** The bearer token of a request: absent, well-formed, or malformed. */
export type Bearer = { kind: "none" } | { kind: "token"; token: string } | { kind: "bad" };

/** Parses an Authorization header value. */
export function readBearer(header: string | string[] | undefined): Bearer {
  if (header === undefined) return { kind: "none" };
  const value = Array.isArray(header) ? header[0] : header;
  const m = /^Bearer ([^\s]+)$/.exec(value ?? "");
  if (!m || !TOKEN_PATTERN.test(m[1]!)) return { kind: "bad" };
  return { kind: "token", token: m[1]! };
}
