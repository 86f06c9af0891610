// Where the table's bots think: a Web Worker (bot-worker.ts) when the browser has one, so the page
// stays responsive while a bot searches; in the page itself otherwise (and in Node tests).

import { Engine, type BotAnswer, type BotRequest, type GameState, type Program, type SeatBots } from "../../runtime/index.js";
import type { DecidedMessage, DecideMessage, ProgramMessage } from "./bot-protocol.js";

/** Computes bot decisions; `cancel` drops the one in progress (its promise rejects with `CANCELLED`). */
export interface BotRunner {
  decide(program: Program, state: GameState, request: BotRequest): Promise<BotAnswer>;
  /** Abandons the decision being computed (the position moved on); the next one starts at once. */
  cancel(): void;
  /** Stops for good. */
  dispose(): void;
}

/** The rejection of a cancelled decision. */
export const CANCELLED = "cancelled";

/** The runner for this environment: a Web Worker where there is one, else the page's own thread. */
export function botRunner(): BotRunner {
  return typeof Worker === "function" ? new WorkerBotRunner() : new InlineBotRunner();
}

type Pending = { ok: (a: BotAnswer) => void; fail: (e: Error) => void };

/** Decisions in a Web Worker; the program goes over once per game, each state once per decision. */
export class WorkerBotRunner implements BotRunner {
  private worker?: Worker;
  private sent?: Program;
  private keys = new WeakMap<Program, number>();
  private nextKey = 1;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  decide(program: Program, state: GameState, request: BotRequest): Promise<BotAnswer> {
    const w = this.ensure();
    let key = this.keys.get(program);
    if (key === undefined) this.keys.set(program, (key = this.nextKey++));
    if (this.sent !== program) {
      w.postMessage({ type: "program", key, program } satisfies ProgramMessage);
      this.sent = program;
    }
    const id = this.nextId++;
    return new Promise<BotAnswer>((ok, fail) => {
      this.pending.set(id, { ok, fail });
      w.postMessage({ type: "decide", id, key, state, request } satisfies DecideMessage);
    });
  }

  cancel(): void {
    // A search cannot be interrupted from outside, so the worker goes and a fresh one takes its place.
    if (!this.pending.size) return;
    this.stop(new Error(CANCELLED));
  }

  dispose(): void {
    this.stop(new Error(CANCELLED));
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module", name: "menagerie-bots" });
    w.onmessage = (e: MessageEvent<DecidedMessage>) => {
      const p = this.pending.get(e.data.id);
      if (!p) return;
      this.pending.delete(e.data.id);
      if ("error" in e.data) p.fail(new Error(e.data.error));
      else p.ok({ move: e.data.move ?? undefined, kind: e.data.kind });
    };
    w.onerror = (e) => {
      e.preventDefault();
      this.stop(new Error(`the bot worker failed: ${e.message}`));
    };
    this.sent = undefined;
    return (this.worker = w);
  }

  private stop(why: Error): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.sent = undefined;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) p.fail(why);
  }
}

/** Decisions on the page's own thread, a tick later (no Worker: Node, old browsers). */
export class InlineBotRunner implements BotRunner {
  private bots?: { program: Program; bots: SeatBots };
  private generation = 0;

  async decide(program: Program, state: GameState, request: BotRequest): Promise<BotAnswer> {
    const at = this.generation;
    // Loaded on first use: a page with Web Workers never runs the bots on its own thread, so they stay
    // out of what it loads to start.
    const { SeatBots } = await import("./inline-bots.js");
    if (at !== this.generation) throw new Error(CANCELLED);
    if (this.bots?.program !== program) this.bots = { program, bots: new SeatBots(new Engine(program)) };
    const bots = this.bots.bots;
    return new Promise((ok, fail) =>
      setTimeout(() => {
        if (at !== this.generation) return fail(new Error(CANCELLED));
        try {
          ok(bots.decide(state, request));
        } catch (e) {
          fail(e instanceof Error ? e : new Error(String(e)));
        }
      }, 0),
    );
  }

  cancel(): void {
    this.generation++;
  }

  dispose(): void {
    this.generation++;
  }
}
