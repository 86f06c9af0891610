// A small test client of the server's API: JSON requests with an optional seat token, and live
// sockets that record every message they receive.

import WebSocket from "ws";
import type { ServerMessage, ViewMessage } from "../../server/index.js";

/** A JSON answer: its status and parsed body. */
export interface Answer<T = any> {
  status: number;
  body: T;
}

/** Calls the API at `base` (e.g. http://127.0.0.1:1234) and parses the JSON answer. */
export async function api<T = any>(base: string, path: string, init: { method?: string; token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.raw !== undefined || init.body !== undefined) {
    headers["content-type"] ??= "application/json";
    body = init.raw ?? JSON.stringify(init.body);
  }
  const r = await fetch(base + path, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await r.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text (a test may want to see it).
  }
  return { status: r.status, body: parsed as T };
}

/** A live socket that keeps every message, parsed, in order. */
export interface Live {
  ws: WebSocket;
  messages: ServerMessage[];
  /** Raw texts as received (what the leak checks read). */
  texts: string[];
  /** The last view message received. */
  lastView(): ViewMessage | undefined;
  /** Resolves when a message satisfies `pred` (checks the ones already received first). */
  waitFor(pred: (m: ServerMessage) => boolean, ms?: number): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens /api/tables/:id/live and says hello with `token` (none: a spectator). */
export function openLive(base: string, id: string, token?: string, opts: { hello?: boolean; header?: boolean } = {}): Promise<Live> {
  const ws = new WebSocket(base.replace(/^http/, "ws") + `/api/tables/${id}/live`, opts.header && token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const messages: ServerMessage[] = [];
  const texts: string[] = [];
  const waiters: { pred: (m: ServerMessage) => boolean; ok: (m: ServerMessage) => void }[] = [];
  ws.on("message", (data) => {
    const text = String(data);
    texts.push(text);
    const m = JSON.parse(text) as ServerMessage;
    messages.push(m);
    for (const w of [...waiters]) if (w.pred(m)) (waiters.splice(waiters.indexOf(w), 1), w.ok(m));
  });
  const closed = new Promise<{ code: number; reason: string }>((ok) => ws.on("close", (code, reason) => ok({ code, reason: String(reason) })));
  const live: Live = {
    ws,
    messages,
    texts,
    lastView: () => [...messages].reverse().find((m): m is ViewMessage => m.type === "view"),
    waitFor(pred, ms = 10_000) {
      const seen = messages.find(pred);
      if (seen) return Promise.resolve(seen);
      return new Promise((ok, fail) => {
        const t = setTimeout(() => fail(new Error(`no such message within ${ms} ms; got ${messages.map((m) => m.type).join(", ")}`)), ms);
        waiters.push({ pred, ok: (m) => (clearTimeout(t), ok(m)) });
      });
    },
    closed,
    close: () => ws.close(),
  };
  return new Promise((ok, fail) => {
    ws.once("open", () => {
      if (opts.hello !== false && !opts.header) ws.send(JSON.stringify(token ? { type: "hello", token } : { type: "hello" }));
      ok(live);
    });
    ws.once("error", fail);
  });
}

/** Creates a table and answers its id and the seat tokens (null for bots). */
export async function createTable(base: string, body: Record<string, unknown>): Promise<{ id: string; tokens: (string | null)[] }> {
  const r = await api<{ id: string; seats: { seat: number; token?: string }[] }>(base, "/api/tables", { body });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, tokens: r.body.seats.map((s) => s.token ?? null) };
}
