// The table's bot worker: bot decisions are computed here, off the page's thread, so a bot that
// searches for seconds never freezes the table. It keeps one program's engine and bots at a time.

import { Engine, SeatBots, useGeneratedExpressions } from "../../runtime/index.js";
import type { DecidedMessage, DecideMessage, ProgramMessage } from "./bot-protocol.js";

// Bots search many moves: their engines run expressions with loops as generated JavaScript. Only this
// worker's bundle carries the generator; the page's start stays small and compiles closures.
useGeneratedExpressions();

let current: { key: number; bots: SeatBots } | undefined;

/** The worker's global scope, as much of it as this file uses (the project's types are the page's). */
const scope = self as unknown as { onmessage: ((e: MessageEvent<ProgramMessage | DecideMessage>) => void) | null; postMessage(m: DecidedMessage): void };

scope.onmessage = (e) => {
  const m = e.data;
  if (m.type === "program") {
    current = { key: m.key, bots: new SeatBots(new Engine(m.program)) };
    return;
  }
  let reply: DecidedMessage;
  try {
    if (!current || current.key !== m.key) throw new Error("the bot worker has not been given this game's program");
    const a = current.bots.decide(m.state, m.request);
    reply = { id: m.id, move: a.move ?? null, kind: a.kind };
  } catch (err) {
    reply = { id: m.id, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(reply);
};
