// A TCP port for a server the bench or a test starts (the game server, a throw-away PostgreSQL).

import { createServer } from "node:net";

/** A port that was free a moment ago (so a restarted server can come back on the same one). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}
