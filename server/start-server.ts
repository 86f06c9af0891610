// One process serving everything: the built web table, the lobby's API and the live sockets, over
// PGlite in a folder (the default) or a PostgreSQL server (`databaseUrl`).

import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import type { Writable } from "node:stream";
import Fastify from "fastify";
import fastifyStatic from "@fastify/static";
import rateLimit from "@fastify/rate-limit";
import type { Db } from "./store/db.js";
import { openPglite } from "./store/pglite-db.js";
import { openPgliteThread } from "./store/pglite-thread-db.js";
import { openPostgres } from "./store/postgres-db.js";
import { TableStore } from "./store/table-store.js";
import { loadCatalog, type Catalog } from "./tables/catalog.js";
import { TableService } from "./tables/table-service.js";
import type { BotPoolOptions } from "./bots/bot-pool.js";
import { readBearer } from "./http/bearer.js";
import { registerRoutes } from "./http/routes.js";
import { describeCause } from "./http/error-cause.js";
import { useGeneratedExpressions } from "../runtime/index.js";
import { attachLive, DEFAULT_LIVE_LIMITS, type LiveLimits } from "./http/live.js";

const TABLE_PATH = /^\/api\/tables\/([A-Za-z0-9_-]{16})(?:[/?]|$)/;

/** Everything a server can be told; every field has a default. */
export interface ServerConfig {
  /** Port to listen on (0: any free port). Default 8080. */
  port?: number;
  /** Address to listen on. Default 127.0.0.1 (use 0.0.0.0 to let other machines in). */
  host?: string;
  /** PGlite's folder (default ./data); "memory" keeps the store in memory (tests). Ignored with `databaseUrl`. */
  dataDir?: string;
  /** Where PGlite runs: its own worker thread (the default), or the main thread (to compare in the bench). */
  pgliteThread?: "worker" | "main";
  /** A PostgreSQL connection string; when given, the store lives there. */
  databaseUrl?: string;
  /** The content folder (default ./content). */
  contentDir?: string;
  /** A catalogue compiled already (tests share one between servers). */
  catalog?: Catalog;
  /** The built web table to serve (default ./dist); nothing is served at / when it is missing. */
  webDir?: string;
  /** Pause before each bot move, in ms. Default 400. */
  botDelayMs?: number;
  /** The worker threads bots think on (threads; the worker module, for tests). */
  botPool?: BotPoolOptions;
  /** With PostgreSQL: how often this process tells the others it is alive (its connections count for 3 times that). Default 5000. */
  presenceHeartbeatMs?: number;
  /** HTTP requests allowed per client (a real seat's token, else its address) per minute. Default 600. */
  requestsPerMinute?: number;
  /** Largest request body in bytes. Default 16 KiB. */
  bodyLimit?: number;
  /** Live-socket limits. */
  live?: Partial<LiveLimits>;
  /** Where request logs go (default stdout); false for none. */
  log?: Writable | false;
  /** Log level: "info" logs every request (the default), "warn" only problems. */
  logLevel?: "info" | "warn" | "error";
  /**
   * Called when the store fails for good while serving (PGlite aborted): by default the reason goes
   * to stderr on one line and the process exits with code 1, so a supervisor restarts it.
   */
  onFatal?: (reason: string) => void;
  /** Where problems with stored tables go, one line each (a table skipped at start because its rows cannot be read). Default: stderr. */
  warn?: (line: string) => void;
}

/** The default for a store that failed for good: say why on one line and stop, never hang. */
function exitOnFatal(reason: string): void {
  process.stderr.write(`menagerie: stopping: ${reason}\n`);
  process.exit(1);
}

/** A running server. */
export interface RunningServer {
  url: string;
  port: number;
  service: TableService;
  close(): Promise<void>;
}

/** Opens the store, compiles the games and starts listening. */
export async function startServer(config: ServerConfig = {}): Promise<RunningServer> {
  const dataDir = config.dataDir === "memory" ? undefined : resolve(config.dataDir ?? "data");
  const onFatal = config.onFatal ?? exitOnFatal;
  const db: Db = config.databaseUrl
    ? await openPostgres(config.databaseUrl).catch((e: unknown) => {
        throw new Error(`cannot reach PostgreSQL at DATABASE_URL: ${e instanceof Error ? e.message : String(e)}`);
      })
    : config.pgliteThread === "main"
      ? await openPglite(dataDir, onFatal)
      : await openPgliteThread(dataDir, onFatal);
  try {
    return await serve(config, db);
  } catch (e) {
    // Whatever failed after the store opened, the store must not keep the process alive.
    await db.close().catch(() => undefined);
    throw e;
  }
}

async function serve(config: ServerConfig, db: Db): Promise<RunningServer> {
  const store = new TableStore(db);
  await store.init();
  // The server checks and plays every move: its engines run expressions with loops as generated code.
  useGeneratedExpressions();
  const catalog = config.catalog ?? loadCatalog(resolve(config.contentDir ?? "content"));
  // A bot decision that failed (a crashed worker thread) is logged; the service asks the seat again.
  let logBotError = (table: string, seat: number, error: unknown): void => void [table, seat, error];
  const service = new TableService(store, catalog, {
    botDelayMs: config.botDelayMs ?? 400,
    ...(config.presenceHeartbeatMs ? { presenceHeartbeatMs: config.presenceHeartbeatMs } : {}),
    ...(config.botPool ? { botPool: config.botPool } : {}),
    onBotError: (table, seat, error) => logBotError(table, seat, error),
    warn: config.warn ?? ((line) => process.stderr.write(`menagerie: ${line}\n`)),
  });

  const app = Fastify({
    bodyLimit: config.bodyLimit ?? 16 * 1024,
    // Requests are logged by method and path only: no headers (tokens), no query strings.
    logger:
      config.log === false
        ? false
        : {
            level: config.logLevel ?? "info",
            stream: config.log ?? process.stdout,
            serializers: {
              req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split("?")[0] }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
  });
  await app.register(rateLimit, {
    max: config.requestsPerMinute ?? 600,
    timeWindow: 60_000,
    // Per seat only for a token that is a real seat's at the table in the path: a forged or
    // foreign token counts against its address like no token at all, so inventing tokens buys nothing.
    keyGenerator: (req) => {
      const b = readBearer(req.headers.authorization);
      const id = TABLE_PATH.exec(req.url)?.[1];
      const seat = b.kind === "token" && id ? service.seatKey(id, b.token) : undefined;
      return seat ? `seat:${seat}` : `ip:${req.ip}`;
    },
  });
  app.setErrorHandler((err: { statusCode?: number; message: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    // The client hears only "internal error"; the log says what it was (never a token: see describeCause).
    if (status >= 500) req.log.error({ cause: describeCause(err) }, "internal error");
    // A body that is not JSON, too large, of the wrong type: the framework's sentence is safe to show.
    void reply.status(status).send({ error: status >= 500 ? "internal error" : err.message });
  });
  registerRoutes(app, service);
  logBotError = (table, seat, error) => app.log.error({ table, seat: seat + 1, error: error instanceof Error ? error.message : String(error) }, "a bot decision failed; the seat is asked again");

  const webDir = resolve(config.webDir ?? "dist");
  if (existsSync(join(webDir, "index.html"))) {
    await app.register(fastifyStatic, { root: webDir, prefix: "/", index: "index.html" });
  } else {
    app.get("/", async (_req, reply) => reply.type("text/plain").send("The web table is not built: run `npm run build` (or `npm run serve`). The API is at /api.\n"));
  }
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: "not found" }));

  const closeLive = attachLive(app.server, service, { ...DEFAULT_LIVE_LIMITS, ...config.live }, (cause) => app.log.error({ cause }, "internal error on a live socket"));
  await service.start();
  await app.listen({ port: config.port ?? 8080, host: config.host ?? "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  return {
    url: `http://${config.host && config.host !== "0.0.0.0" ? config.host : "127.0.0.1"}:${port}`,
    port,
    service,
    async close() {
      await service.close();
      closeLive();
      await app.close();
      await db.close();
    },
  };
}
