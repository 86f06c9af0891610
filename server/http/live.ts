// The live socket, /api/tables/:id/live: it pushes the caller's view after every move. A browser
// cannot set headers on a WebSocket, so the seat's token comes in a first `hello` message (or in
// the Authorization header from other clients), never in the URL, which proxies log.

import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { LiveTable } from "../tables/live-table.js";
import { SPECTATOR, type ClientMessage, type ErrorMessage, type MoveResultMessage, type PongMessage } from "../../runtime/index.js";
import { AddressCounts } from "./address-counts.js";
import { describeCause } from "./error-cause.js";
import type { TableService } from "../tables/table-service.js";
import { readBearer } from "./bearer.js";
import { RateBucket } from "./rate-bucket.js";
import { validators } from "./schemas.js";

/** Limits of one live connection. */
export interface LiveLimits {
  /** Largest message accepted, in bytes (larger ones close the connection). */
  maxPayload: number;
  /** Sustained messages per second, and how many may come at once. */
  perSecond: number;
  burst: number;
  /** How long a connection may wait before saying hello. */
  helloMs: number;
  /** Open sockets per client address (seats and spectators alike). */
  perAddress: number;
  /** Spectators per table (in this process). */
  spectatorsPerTable: number;
  /** Connections per seat (one person's tabs and devices). */
  perSeat: number;
}

/**
 * Default limits: a person sends a few messages a minute, and a flood is cut off; an address holds a
 * household's sockets, a table a large audience, a seat a few tabs. Seats are counted apart from
 * spectators, so an audience can never lock a player out of their own table.
 */
export const DEFAULT_LIVE_LIMITS: LiveLimits = { maxPayload: 4096, perSecond: 10, burst: 30, helloMs: 10_000, perAddress: 64, spectatorsPerTable: 1000, perSeat: 8 };

const PATH = /^\/api\/tables\/([A-Za-z0-9_-]{16})\/live$/;
// A connection that does not read its messages is dropped rather than buffered without end.
const MAX_BUFFERED = 8 * 1024 * 1024;

/** Accepts live sockets on `server`'s upgrade requests; returns a function that closes them all. */
export function attachLive(server: Server, service: TableService, limits: LiveLimits, logError: (cause: string) => void = () => undefined): () => void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayload });
  const addresses = new AddressCounts(limits.perAddress);
  // A view or presence message goes to a whole audience as the same string, one socket after the
  // other: it is encoded to bytes once, not once per socket.
  let lastText: string | undefined;
  let lastFrame: Buffer = Buffer.alloc(0);
  const frame = (text: string): Buffer => (text === lastText ? lastFrame : ((lastText = text), (lastFrame = Buffer.from(text, "utf8"))));
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    void upgrade(req, socket, head).catch((e: unknown) => {
      logError(describeCause(e));
      socket.destroy();
    });
  };
  const upgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const m = PATH.exec(path);
    const table = m ? await service.table(m[1]!) : undefined;
    const bearer = readBearer(req.headers.authorization);
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (!table) return refuse("404 Not Found");
    if (bearer.kind === "bad") return refuse("401 Unauthorized");
    let seat: number | undefined;
    if (bearer.kind === "token") {
      seat = service.seatOf(table, bearer.token);
      if (seat === undefined) return refuse("401 Unauthorized");
    }
    const address = req.socket.remoteAddress ?? "unknown";
    if (!addresses.take(address)) return refuse("429 Too Many Requests");
    let upgraded = false;
    socket.once("close", () => upgraded || addresses.release(address));
    wss.handleUpgrade(req, socket, head, (ws) => {
      upgraded = true;
      ws.once("close", () => addresses.release(address));
      connection(ws, table, seat);
    });
  };

  /** Why `table` takes no more connections for `seat`, or undefined when it does. */
  const full = (table: LiveTable, seat: number): string | undefined => {
    if (seat === SPECTATOR) return table.connections(SPECTATOR) >= limits.spectatorsPerTable ? "this table has as many spectators as it can take" : undefined;
    return table.connections(seat) >= limits.perSeat ? `seat ${seat + 1} has ${limits.perSeat} connections open already` : undefined;
  };

  const connection = (ws: WebSocket, table: LiveTable, headerSeat: number | undefined) => {
    const bucket = new RateBucket(limits.perSecond, limits.burst);
    let unsubscribe: (() => void) | undefined;
    let seat = headerSeat;
    const send = (text: string) => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED) ws.terminate();
      else ws.send(frame(text), { binary: false });
    };
    const reply = (m: ErrorMessage | MoveResultMessage | PongMessage) => send(JSON.stringify(m));
    const begin = (s: number) => {
      clearTimeout(helloTimer);
      const why = full(table, s);
      if (why) {
        reply({ type: "error", error: why });
        ws.close(4429, "too many connections");
        return;
      }
      seat = s;
      unsubscribe = service.subscribe(table, { seat: s, send });
    };
    const helloTimer = setTimeout(() => unsubscribe || ws.close(4408, "no hello"), limits.helloMs);
    if (seat !== undefined) begin(seat);

    ws.on("message", (data, isBinary) => {
      if (!bucket.take()) {
        reply({ type: "error", error: "too many messages" });
        ws.close(1008, "rate limit");
        return;
      }
      let msg: unknown;
      try {
        msg = isBinary ? undefined : JSON.parse(data.toString());
      } catch {
        msg = undefined;
      }
      if (msg === undefined) return reply({ type: "error", error: "malformed JSON" });
      const problem = validators.clientMessage(msg);
      if (problem) return reply({ type: "error", error: `invalid message: ${problem}` });
      const m = msg as ClientMessage;
      if (m.type === "ping") return reply({ type: "pong" });
      if (m.type === "hello") {
        if (unsubscribe) return reply({ type: "error", error: "already said hello" });
        const s = service.seatOf(table, m.token);
        if (s === undefined) {
          reply({ type: "error", error: "unknown token for this table" });
          ws.close(4401, "unknown token");
          return;
        }
        return begin(s);
      }
      if (!unsubscribe || seat === undefined) return reply({ type: "error", error: "say hello first" });
      void service.move(table, seat, m.move, m.seq).then(
        (r) => reply(r.ok ? { type: "moved", seq: r.value.seq } : { type: "error", error: r.error, ...(r.current ? { current: r.current } : {}) }),
        (e: unknown) => {
          logError(describeCause(e));
          reply({ type: "error", error: "internal error" });
        },
      );
    });
    ws.on("close", () => {
      clearTimeout(helloTimer);
      unsubscribe?.();
    });
    ws.on("error", () => ws.terminate());
  };

  server.on("upgrade", onUpgrade);
  return () => {
    server.off("upgrade", onUpgrade);
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  };
}
