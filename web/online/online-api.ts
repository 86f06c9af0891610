// The browser's side of the online-play API (server/README.md): plain fetch calls, and a live
// socket that says hello with the seat's token and reconnects by itself when the server is away.
// The table only ever talks to the server through here, never by import: the message shapes are
// the shared contract in runtime/online/.

import type { ClientMessage, CreatedTable, CreateTableRequest, ErrorBody, Health, Joined, JoinRequest, Moved, MoveRequest, PublicSeat, SeatRequest, ServerMessage, TableList, TableSummary, ViewMessage } from "../../runtime/index.js";
import type { Move } from "../../runtime/index.js";

/** A seat as the server shows it to everybody. */
export type OnlineSeat = PublicSeat;
/** A view message: the caller's view and log sentences at position `seq`. */
export type OnlineView = ViewMessage;
/** A table in the lobby's lists. */
export type OnlineTableSummary = TableSummary;
/** A seat as the lobby asks for it. */
export type SeatSpec = SeatRequest;

/** What the server answered: the body, or a refusal with its sentence (and the current view when out of date). */
export type Reply<T> = { ok: true; value: T } | { ok: false; status: number; error: string; current?: OnlineView };

async function call<T>(path: string, init: { method?: string; token?: string | undefined; body?: unknown } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  try {
    const r = await fetch(path, { method: init.method ?? (init.body !== undefined ? "POST" : "GET"), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const data = (await r.json().catch(() => ({ error: `the server answered ${r.status}` }))) as T & Partial<ErrorBody>;
    if (r.ok) return { ok: true, value: data };
    return { ok: false, status: r.status, error: data.error ?? `the server answered ${r.status}`, ...(data.current ? { current: data.current } : {}) };
  } catch {
    return { ok: false, status: 0, error: "the server cannot be reached" };
  }
}

/** Whether a game server is behind this page (false under `npm start`, which serves the table only). */
export async function serverAvailable(): Promise<boolean> {
  const r = await call<Partial<Health>>("/api/health");
  return r.ok && r.value.ok === true;
}

/** Creates a table: its id, an invite path per seat that is not a bot, and the spectator path. */
export function createTable(body: CreateTableRequest) {
  return call<CreatedTable>("/api/tables", { body });
}

/** Open (unfinished) or finished tables. */
export function listTables(finished: boolean) {
  return call<TableList>(`/api/tables${finished ? "?status=finished" : ""}`);
}

/** Takes a seat: with its token, or an open seat by number (answering a new token). */
export function joinTable(id: string, name: string, token: string | undefined, seat?: number) {
  const body: JoinRequest = seat === undefined ? { name } : { seat, name };
  return call<Joined>(`/api/tables/${id}/join`, { token, body });
}

/** The caller's view now, or at move `at` (replays). */
export function fetchView(id: string, token: string | undefined, at?: number) {
  return call<OnlineView>(`/api/tables/${id}/view${at === undefined ? "" : `?at=${at}`}`, { token });
}

/** Sends a move made at position `seq`; the answer is the new position (the view follows on the socket). */
export function sendMove(id: string, token: string, move: Move, seq: number) {
  const body: MoveRequest = { move, seq };
  return call<Moved>(`/api/tables/${id}/moves`, { token, body });
}

/** What the live socket reports. */
export interface LiveEvents {
  view(v: OnlineView): void;
  presence(seats: OnlineSeat[], spectators: number): void;
  status(connected: boolean): void;
}

/** The live socket of a table; reconnects with a growing pause until `close()`. */
export class LiveConnection {
  private ws?: WebSocket;
  private closed = false;
  private retry = 250;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly id: string,
    private readonly token: string | undefined,
    private readonly on: LiveEvents,
  ) {
    this.open();
  }

  /** Stops for good. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.ws?.close();
  }

  private open(): void {
    const url = new URL(`/api/tables/${this.id}/live`, location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 250;
      // The token travels in the first message, never in the URL.
      const hello: ClientMessage = this.token ? { type: "hello", token: this.token } : { type: "hello" };
      ws.send(JSON.stringify(hello));
      this.on.status(true);
    };
    ws.onmessage = (e) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(String(e.data)) as ServerMessage;
      } catch {
        return;
      }
      if (m.type === "view") this.on.view(m);
      else if (m.type === "presence") this.on.presence(m.seats ?? [], m.spectators ?? 0);
    };
    ws.onclose = (e) => {
      this.on.status(false);
      // 4401: the token is not (or no longer) this table's; retrying would not change that.
      if (this.closed || e.code === 4401) return;
      this.timer = setTimeout(() => this.open(), this.retry);
      this.retry = Math.min(this.retry * 2, 5000);
    };
  }
}
