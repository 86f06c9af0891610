// One game server per test file on an in-memory store, with no web build and bots that move at once:
// the set-up the API tests share. A file that plays only a few games compiles only those, since
// compiling every game in content/ is most of a server test's start on a loaded machine.

import { afterAll, beforeAll } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine } from "../../runtime/index.js";
import { loadCatalog, startServer, type Catalog, type RunningServer, type ServerConfig } from "../../server/index.js";

/** The running server of a test file: read its fields inside tests (they are set in `beforeAll`). */
export interface MemoryServer {
  server: RunningServer;
  catalog: Catalog;
  /** The server's base URL, e.g. http://127.0.0.1:1234. */
  base: string;
}

/** The server's catalogue of the named games of content/ (each must compile), or of all of them. */
export function testCatalog(games?: readonly string[]): Catalog {
  if (!games) return loadCatalog("content");
  const source = new NodeContentSource("content");
  const catalog: Catalog = { games: new Map(), errors: [] };
  for (const game of games) {
    const r = compileGame(source, game);
    if (!r.program || r.diagnostics.some((d) => d.severity === "error")) throw new Error(`${game} does not compile`);
    catalog.games.set(game, { game, title: r.program.title, program: r.program, engine: new Engine(r.program) });
  }
  return catalog;
}

/** Starts a server before the file's tests and closes it after them; `config` adds to or overrides the defaults. */
export function useMemoryServer(opts: { games?: readonly string[]; config?: ServerConfig } = {}): MemoryServer {
  const fixture = {} as MemoryServer;
  beforeAll(async () => {
    fixture.catalog = testCatalog(opts.games);
    fixture.server = await startServer({ port: 0, dataDir: "memory", log: false, botDelayMs: 0, catalog: fixture.catalog, webDir: "/nonexistent", ...opts.config });
    fixture.base = fixture.server.url;
  }, 180_000);
  afterAll(() => fixture.server?.close());
  return fixture;
}
