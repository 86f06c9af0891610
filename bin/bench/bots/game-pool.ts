import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { GameOutcome } from "./bench-game.js";
import { playTask, type GameTask } from "./game-task.js";

// Where the bench's games are played: in its own thread one after another, or on a pool of worker
// threads (`--workers N`), one game per thread at a time. Each game is seeded by its task alone, so
// the figures are the same whichever way and in whatever order the games are played.

/** Plays bench games, in the bench's thread or on worker threads. */
export class GamePool {
  private readonly pool?: Piscina<GameTask, GameOutcome>;

  constructor(workers: number) {
    if (workers > 1)
      this.pool = new Piscina<GameTask, GameOutcome>({
        filename: fileURLToPath(new URL("./game-worker-entry.js", import.meta.url)),
        minThreads: workers,
        maxThreads: workers,
        idleTimeout: 60_000,
      });
  }

  /** Plays every task (results in the tasks' order); `onGame` hears of each game as it ends, with its outcome. */
  async playAll(tasks: GameTask[], onGame: (outcome: GameOutcome) => void): Promise<GameOutcome[]> {
    if (!this.pool)
      return tasks.map((t) => {
        const r = playTask(t);
        onGame(r);
        return r;
      });
    const pool = this.pool;
    return Promise.all(tasks.map((t) => pool.run(t).then((r: GameOutcome) => (onGame(r), r))));
  }

  /** Stops the threads. */
  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}
