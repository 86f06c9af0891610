// `menagerie serve`: one process serving the built web table, the lobby and the game API (online
// play). The store is PGlite under --data unless DATABASE_URL names a PostgreSQL server.

import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { Command, Option } from "commander";
import { DEFAULT_CONTENT, intParser } from "./common-options.js";

interface ServeOptions {
  port: number;
  host: string;
  data: string;
  content: string;
  web: string;
  build: boolean;
  botDelay: number;
  requestsPerMinute: number;
  logLevel: "info" | "warn" | "error";
  pgliteThread: "worker" | "main";
  presenceHeartbeat: number;
  botThreads?: number;
  socketsPerAddress: number;
  spectatorsPerTable: number;
}

/** Builds the `serve` command. */
export function serveCommand(): Command {
  return new Command("serve")
    .description("serve the web table, the lobby and the online-play API from one process")
    .option("--port <n>", "port to listen on", intParser(0), 8080)
    .option("--host <addr>", "address to listen on (0.0.0.0 lets other machines in)", "127.0.0.1")
    .option("--data <dir>", "folder of the embedded database (ignored when DATABASE_URL is set)", "./data")
    .option("--content <dir>", "folder with one sub-folder per game", DEFAULT_CONTENT)
    .option("--web <dir>", "the built web table", "./dist")
    .option("--bot-delay <ms>", "pause before each bot move, so people can follow it", intParser(0), 400)
    .option("--requests-per-minute <n>", "HTTP requests allowed per minute per seat (a real seat's token) or else per address", intParser(1), 600)
    .option("--sockets-per-address <n>", "live sockets one address may hold open", intParser(1), 64)
    .option("--spectators-per-table <n>", "spectator sockets one table takes", intParser(0), 1000)
    .addOption(new Option("--log-level <level>", "info logs every request (method, path, status; never tokens), warn only problems").choices(["info", "warn", "error"]).default("info"))
    .addOption(new Option("--pglite-thread <where>", "where the embedded database runs: its own worker thread, or the main thread (for comparison)").choices(["worker", "main"]).default("worker"))
    .option("--presence-heartbeat <ms>", "with DATABASE_URL: how often this process tells the others it is alive (who is connected to it counts for 3 times that)", intParser(100), 5000)
    .option("--bot-threads <n>", "worker threads bots think on (default: one less than the cores, 1 to 4); 0 thinks on the main thread (for comparison)", intParser(0))
    .option("--no-build", "do not build the web table when it is missing")
    .addHelpText("after", "\nWith DATABASE_URL=postgres://... the games are stored in PostgreSQL, and several\nserver processes may share it (see server/README.md).\n")
    .action(async (opts: ServeOptions) => {
      const web = resolve(opts.web);
      if (opts.build && !existsSync(join(web, "index.html"))) {
        process.stderr.write(`building the web table into ${opts.web} ...\n`);
        const { build } = await import("vite");
        await build({ configFile: resolve("vite.config.ts"), logLevel: "warn", build: { outDir: web, emptyOutDir: true } });
      }
      const { startServer } = await import("../../server/index.js");
      const databaseUrl = process.env.DATABASE_URL || undefined;
      let server;
      try {
        server = await startServer({ port: opts.port, host: opts.host, dataDir: opts.data, contentDir: opts.content, webDir: web, databaseUrl, botDelayMs: opts.botDelay, requestsPerMinute: opts.requestsPerMinute, logLevel: opts.logLevel, pgliteThread: opts.pgliteThread, presenceHeartbeatMs: opts.presenceHeartbeat, live: { perAddress: opts.socketsPerAddress, spectatorsPerTable: opts.spectatorsPerTable }, ...(opts.botThreads !== undefined ? { botPool: { threads: opts.botThreads } } : {}) });
      } catch (e) {
        // A store that cannot be opened is said on one line, and the process stops (never hangs) so a supervisor sees it.
        process.stderr.write(`menagerie: cannot serve: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}\n`);
        process.exit(1);
      }
      process.stdout.write(`menagerie: serving ${server.url}/ (store: ${databaseUrl ? "PostgreSQL" : `PGlite in ${opts.data}`})\n`);
      const stop = () => {
        void server.close().finally(() => process.exit(0));
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
}
