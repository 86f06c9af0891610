// Where an online table lives in the address bar: `?table=ID` (the spectator link) and, for a seat,
// `#seat=TOKEN`: the fragment never reaches any server, so the secret stays out of request logs.
// A seat's token is kept in localStorage so a reload or a later visit takes the seat again.

/** The table and seat token named by the page's address, if any. */
export function onlineRoute(loc: Location = location): { table: string; token?: string; replay: boolean } | undefined {
  const q = new URLSearchParams(loc.search);
  const table = q.get("table");
  if (!table || !/^[A-Za-z0-9_-]{16}$/.test(table)) return undefined;
  const token = new URLSearchParams(loc.hash.replace(/^#/, "")).get("seat") ?? undefined;
  return { table, replay: q.get("replay") === "1", ...(token && /^[A-Za-z0-9_-]{43}$/.test(token) ? { token } : {}) };
}

const KEY = (table: string) => `menagerie-online-seat:${table}`;

/** Remembers this browser's seat token for a table. */
export function rememberToken(table: string, token: string): void {
  try {
    localStorage.setItem(KEY(table), token);
  } catch {
    // Storage may be off (private mode): the invite link still works.
  }
}

/** The token this browser holds for a table, if any. */
export function rememberedToken(table: string): string | undefined {
  try {
    return localStorage.getItem(KEY(table)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Forgets a token the server no longer accepts. */
export function forgetToken(table: string): void {
  try {
    localStorage.removeItem(KEY(table));
  } catch {
    // Nothing to forget.
  }
}

/** An absolute link for a path the server answered (invite or spectator). */
export function absoluteLink(path: string): string {
  return new URL(path, location.href).href;
}
