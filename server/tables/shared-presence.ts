// Who is connected across processes sharing one PostgreSQL: this process's connections per table
// go to the presence rows (coalesced: a burst of connects and leaves is one write per table at a
// time), its heartbeat keeps them counted, and the other processes' rows are read whenever the
// store announces a change for a table held here.

import type { PresenceStore, SeatCounts } from "../store/presence-store.js";
import type { LiveTable } from "./live-table.js";

/** This process's connections per seat at `table` (seat -1 for spectators). */
export function localCounts(table: LiveTable): SeatCounts {
  return new Map(table.local);
}

const same = (a: SeatCounts, b: SeatCounts) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/** Shares presence through a `PresenceStore`; see the file comment. */
export class SharedPresence {
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly writing = new Map<string, { again: boolean }>();
  private readonly failed = new Set<string>();
  private stopped = false;

  constructor(
    readonly store: PresenceStore,
    private readonly heartbeatMs: number,
    /** The tables this process holds (rewritten when its rows were taken for gone). */
    private readonly tables: () => Iterable<LiveTable>,
  ) {}

  /** Says this process is alive now and every `heartbeatMs`. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => void this.beat().catch(() => undefined), this.heartbeatMs);
    // The heartbeat alone must not keep a stopping process alive.
    this.timer.unref();
  }

  /** Writes `table`'s local connections, after any write of it under way. */
  changed(table: LiveTable): void {
    if (this.stopped) return;
    const w = this.writing.get(table.id);
    if (w) {
      w.again = true;
      return;
    }
    const state = { again: false };
    this.writing.set(table.id, state);
    void (async () => {
      try {
        do {
          state.again = false;
          await this.store.write(table.id, localCounts(table));
        } while (state.again && !this.stopped);
        this.failed.delete(table.id);
      } catch {
        // The database is away: the next heartbeat writes it again.
        this.failed.add(table.id);
      } finally {
        this.writing.delete(table.id);
      }
    })();
  }

  /** Reads the other processes' connections at `table`; answers whether they changed. */
  async refresh(table: LiveTable): Promise<boolean> {
    const remote = await this.store.others(table.id);
    if (same(remote, table.remote)) return false;
    table.remote = remote;
    return true;
  }

  /** Stops the heartbeat and removes this process's rows. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.store.leave().catch(() => undefined);
  }

  private async beat(): Promise<void> {
    const { rejoined } = await this.store.beat();
    if (this.stopped) return;
    const again = new Set(this.failed);
    if (rejoined) for (const t of this.tables()) if (t.subscribers.size) again.add(t.id);
    for (const t of this.tables()) if (again.has(t.id)) this.changed(t);
  }
}
