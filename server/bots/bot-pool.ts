// Bot decisions of the server's tables on a pool of worker threads (piscina), so that a bot that
// searches for a second never holds up the sockets, the HTTP answers or the other tables. At most
// one decision per thread is in flight; the rest wait here, and a decision whose table moved on
// while it waited is dropped before it starts (one that already started is discarded by its table).

import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { Engine, SeatBots, type BotAnswer, type GameState, type BotRequest, type Program } from "../../runtime/index.js";
import type { BotTask, BotTaskResult, BotWorkerData } from "./bot-task.js";

/** Tuning of the pool. */
export interface BotPoolOptions {
  /** Worker threads (default: one less than the cores, at least 1, at most 4); 0 computes on the main thread, one decision at a time (only to compare, in the bench). */
  threads?: number;
  /** The module each worker runs (default bot-worker-entry.js; tests give one that crashes). */
  entry?: string;
  /** A worker thread with no decision to make stops after this long, in ms (default 60000). */
  idleMs?: number;
}

/** Thrown for a decision dropped because its table moved on before it started. */
export class StaleDecision extends Error {
  constructor() {
    super("the table moved on before the bot started thinking");
  }
}

interface Waiting {
  task: BotTask;
  stale: () => boolean;
  ok: (a: BotAnswer) => void;
  fail: (e: unknown) => void;
}

/** The server's bot threads: see the file comment. */
export class BotPool {
  private pool?: Piscina<BotTask, BotTaskResult>;
  private readonly waiting: Waiting[] = [];
  private running = 0;
  private closed = false;
  /** With no threads: the bots of each table on the main thread. */
  private inline = new Map<string, SeatBots>();
  private engines = new Map<string, Engine>();
  /** How many worker threads decisions run on at once. */
  readonly threads: number;

  constructor(
    private readonly programs: () => Record<string, unknown>,
    private readonly options: BotPoolOptions = {},
  ) {
    this.threads = options.threads ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  }

  /** Decisions waiting for a free thread. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Decisions being computed now. */
  get busy(): number {
    return this.running;
  }

  /** Computes `request` for `table` in `state`; rejects with StaleDecision when `stale()` holds before it starts, or with the worker's error. */
  decide(table: string, game: string, state: GameState, request: BotRequest, stale: () => boolean): Promise<BotAnswer> {
    if (this.closed) return Promise.reject(new Error("the bot pool is closed"));
    return new Promise((ok, fail) => {
      this.waiting.push({ task: { table, game, state, request }, stale, ok, fail });
      this.pump();
    });
  }

  /** Stops the threads; decisions still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.fail(new Error("the bot pool is closed"));
    await this.pool?.destroy();
  }

  private pump(): void {
    while (this.running < Math.max(1, this.threads) && this.waiting.length) {
      const w = this.waiting.shift()!;
      if (w.stale()) {
        w.fail(new StaleDecision());
        continue;
      }
      this.running++;
      (this.threads === 0 ? this.onMainThread(w.task) : this.threadPool().run(w.task))
        .then(
          (r) => w.ok({ move: r.move ?? undefined, kind: r.kind }),
          (e: unknown) => w.fail(e),
        )
        .finally(() => {
          this.running--;
          this.pump();
        });
    }
  }

  /** A decision computed on the main thread, after the events waiting now (threads: 0). */
  private onMainThread(task: BotTask): Promise<BotTaskResult> {
    return new Promise((ok, fail) =>
      setImmediate(() => {
        try {
          let bots = this.inline.get(task.table);
          if (!bots) {
            let engine = this.engines.get(task.game);
            if (!engine) this.engines.set(task.game, (engine = new Engine(this.programs()[task.game] as Program)));
            this.inline.set(task.table, (bots = new SeatBots(engine)));
          }
          const a = bots.decide(task.state, task.request);
          ok({ move: a.move ?? null, kind: a.kind });
        } catch (e) {
          fail(e);
        }
      }),
    );
  }

  /** The threads, started on the first decision (a server without bot seats never starts any). */
  private threadPool(): Piscina<BotTask, BotTaskResult> {
    if (this.pool) return this.pool;
    const data: BotWorkerData = { programs: this.programs() };
    this.pool = new Piscina<BotTask, BotTaskResult>({
      filename: this.options.entry ?? fileURLToPath(new URL("./bot-worker-entry.js", import.meta.url)),
      workerData: data,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: this.options.idleMs ?? 60_000,
    });
    // A crashed thread fails its task (reported by the table that asked) and piscina starts another.
    this.pool.on("error", () => undefined);
    return this.pool;
  }
}
