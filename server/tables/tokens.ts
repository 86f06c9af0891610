// Seat secrets: random tokens handed out once (in invite links), stored only as SHA-256 hashes, and
// compared in constant time so a guess learns nothing from timing.

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new seat secret: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A new table id: 12 random bytes, base64url (16 characters), unguessable but short enough for a link. */
export function newTableId(): string {
  return randomBytes(12).toString("base64url");
}

/** The stored form of a token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Which seat a token belongs to among `hashes` (by seat), or -1. */
export function seatOfToken(token: string, hashes: (string | null)[]): number {
  const h = Buffer.from(hashToken(token), "hex");
  let found = -1;
  // Compare with every seat (no early exit), so the time taken does not depend on which one matched.
  hashes.forEach((stored, seat) => {
    if (stored && timingSafeEqual(Buffer.from(stored, "hex"), h)) found = seat;
  });
  return found;
}

/** Well-formed tokens only: anything else is refused before hashing. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
