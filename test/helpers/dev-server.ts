// `npm run dev` for a browser test: vite's dev server with the games plugin on a temporary copy of
// some games (so a test may edit them), optionally serving balance reports from a temporary folder,
// and Chromium. Started before a test file's tests, closed and removed after them.

import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { createServer, type PluginOption, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { menagerieGames } from "../../compiler/node/vite-plugin.js";
import { balanceReports } from "../../bin/balance/reports-plugin.js";
import { CHROMIUM, CHROMIUM_ARGS, ROOT } from "../web/browser-harness.js";

/** A running dev server and browser; read its fields inside tests (they are set in `beforeAll`). */
export interface DevServer {
  url: string;
  browser: Browser;
  /** The content folder served: a copy of the games asked for. */
  content: string;
  /** The balance reports folder served at /balance-reports/ (with `reports`). */
  reports: string;
  server: ViteDevServer;
}

/** Starts the dev server on a copy of `games` (and a reports folder when `reports`), with Chromium. */
export function useDevServer(opts: { games: string[]; reports?: boolean }): DevServer {
  const dev = {} as DevServer;
  let tmp: string | undefined;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\``);
    tmp = mkdtempSync(join(tmpdir(), "menagerie-dev-"));
    dev.content = join(tmp, "content");
    dev.reports = join(tmp, "reports");
    for (const game of opts.games) cpSync(join(ROOT, "content", game), join(dev.content, game), { recursive: true });
    const plugins: PluginOption[] = [menagerieGames({ content: dev.content })];
    if (opts.reports) {
      mkdirSync(dev.reports, { recursive: true });
      plugins.push(balanceReports({ dir: dev.reports }));
    }
    dev.server = await createServer({ configFile: false, root: join(ROOT, "web"), logLevel: "silent", plugins, server: { port: 0, host: "127.0.0.1" } });
    await dev.server.listen();
    dev.url = dev.server.resolvedUrls!.local[0]!;
    dev.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 60_000);
  afterAll(async () => {
    await dev.browser?.close();
    await dev.server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });
  return dev;
}
