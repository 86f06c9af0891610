// The dev server's view of balance reports: `npm run dev` serves the newest report.html/json that
// `menagerie balance` wrote for each game (read afresh on every request, never cached), and a page
// saying how to make one when there is none yet. The table links to it in dev mode only.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** Where `balance` writes reports by default, relative to the working directory. */
export const REPORTS_DIR = "balance-reports";

const ROUTE = /^\/balance-reports\/([A-Za-z0-9_-]+)\/(report\.html|report\.json)$/;

/** A vite plugin (dev server only) serving `<dir>/<game>/report.html` at `/balance-reports/<game>/report.html`. */
export function balanceReports(options: { dir: string }): Plugin {
  return {
    name: "menagerie-balance-reports",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = ROUTE.exec((req.url ?? "").split("?")[0]!);
        if (!match) return next();
        const [, game, file] = match as unknown as [string, string, string];
        const path = join(options.dir, game, file);
        res.setHeader("cache-control", "no-store");
        if (!existsSync(path)) {
          res.statusCode = 404;
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.end(`<!doctype html><meta charset="utf-8"><title>No balance report</title><body style="font:16px system-ui;margin:2em"><h1>No balance report for ${game} yet</h1><p>Make one (it appears here when it is written):</p><pre>npx menagerie balance ${game} --games 200</pre></body>`);
          return;
        }
        res.setHeader("content-type", file.endsWith(".html") ? "text/html; charset=utf-8" : "application/json");
        res.end(readFileSync(path));
      });
    },
  };
}
