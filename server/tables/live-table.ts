// A warm table: its seats and its current state rebuilt from the store, the live connections
// watching it, and a queue so its moves are taken one at a time in this process.

import { SPECTATOR, type GameState, type LogEvent, type SeatBots } from "../../runtime/index.js";
import type { SeatRecord } from "../store/table-store.js";
import type { CatalogGame } from "./catalog.js";
import type { PublicSeat, ViewMessage } from "../../runtime/index.js";

/** A live connection to a table: the seat it speaks for (or SPECTATOR), how to reach it, and how much of the log it has. */
export interface Subscriber {
  seat: number;
  send(text: string): void;
  /** Events and sentences of the log already sent on this connection (the rest follows as it grows). */
  sent?: { log: number; lines: number };
}

/** One table held in memory. */
export class LiveTable {
  readonly subscribers = new Set<Subscriber>();
  /** Whether a bot's decision is being computed for this table (in the bot pool). */
  thinking = false;
  /** Bot decisions that failed in a row (a crashed worker); reset by one that succeeds. */
  botFailures = 0;
  /** The bots that play on the server's own thread (random ones, which cost nothing). */
  inline?: SeatBots;
  /** Bot seats that weighed the actions on offer at a position (`weighKey`): each weighs once per position. */
  readonly weighed = new Set<string>();
  /** Connections per seat (-1: spectators) held by other processes sharing the store. */
  remote = new Map<number, number>();
  botTimer: ReturnType<typeof setTimeout> | undefined;
  /** A presence message waiting to go out (changes within its delay go together). */
  presenceTimer: ReturnType<typeof setTimeout> | undefined;
  /** This process's connections per seat (-1: spectators), kept with `subscribers` so counting costs nothing per connection. */
  readonly local = new Map<number, number>();
  lastUsed = Date.now();
  private chain: Promise<unknown> = Promise.resolve();
  private cache = new Map<number, ViewMessage>();
  private cachedSeq = -1;
  // The log only grows, so each seat's sentences are rendered, and its events redacted, once and
  // extended after each move (redacting a long log again for every move dominated the view's cost).
  private lines = new Map<number, { events: number; lines: string[] }>();
  private redacted = new Map<number, LogEvent[]>();

  constructor(
    readonly id: string,
    readonly game: CatalogGame,
    public state: GameState,
    public seats: SeatRecord[],
    /** Who chose the seed (shown to everyone), or null when the server drew a secret one. */
    readonly seededBy: string | null = null,
  ) {}

  /** Moves applied so far. */
  get seq(): number {
    return this.state.moves.length;
  }

  /** Whether the game has ended. */
  get over(): boolean {
    return this.state.result !== null;
  }

  /** Runs `fn` after everything queued before it on this table: one move at a time. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn, fn);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Replaces the state (after a move) and forgets the views built for the old one. */
  setState(next: GameState): void {
    this.state = next;
    this.cache.clear();
    this.cachedSeq = next.moves.length;
  }

  /** Replaces the seats (after a join) and forgets the views, which list them. */
  setSeats(seats: SeatRecord[]): void {
    this.seats = seats;
    this.cache.clear();
  }

  /** Adds a live connection. */
  connect(sub: Subscriber): void {
    if (this.subscribers.has(sub)) return;
    this.subscribers.add(sub);
    this.local.set(sub.seat, (this.local.get(sub.seat) ?? 0) + 1);
  }

  /** Removes a live connection. */
  disconnect(sub: Subscriber): void {
    if (!this.subscribers.delete(sub)) return;
    const n = (this.local.get(sub.seat) ?? 1) - 1;
    if (n > 0) this.local.set(sub.seat, n);
    else this.local.delete(sub.seat);
  }

  /** This process's live connections for `seat` (SPECTATOR: its spectators). */
  connections(seat: number): number {
    return this.local.get(seat) ?? 0;
  }

  /** The seats as anybody may see them, with who is connected now (here or to another process). */
  publicSeats(): PublicSeat[] {
    // By seat, not by connection: a table watched by a thousand spectators costs the same.
    const live = (seat: number) => (this.local.get(seat) ?? 0) + (this.remote.get(seat) ?? 0) > 0;
    return this.seats.map((s) => ({ seat: s.seat, kind: s.kind, bot: s.bot, name: s.name, joined: s.joined, connected: live(s.seat) }));
  }

  /** How many spectators are connected (here and to other processes). */
  spectators(): number {
    return (this.remote.get(SPECTATOR) ?? 0) + (this.local.get(SPECTATOR) ?? 0);
  }

  /** The message with `seat`'s view of the current state (built once per seat and position). */
  message(seat: number): ViewMessage {
    if (this.cachedSeq !== this.seq) {
      this.cache.clear();
      this.cachedSeq = this.seq;
    }
    let m = this.cache.get(seat);
    if (!m) this.cache.set(seat, (m = this.messageAt(this.state, seat, this.linesFor(seat), this.redactedFor(seat))));
    return { ...m, seats: this.publicSeats(), spectators: this.spectators() };
  }

  /** The message for `seat` without the first `log` events and `lines` sentences, which the receiver has already. */
  delta(seat: number, log: number, lines: number): ViewMessage {
    const m = this.message(seat);
    if (log > m.view.log.length || lines > m.lines.length) return m;
    return { ...m, view: { ...m.view, log: m.view.log.slice(log) }, lines: m.lines.slice(lines), logFrom: log, linesFrom: lines };
  }

  /** `seat`'s log sentences for the current state, rendering only the events since last time. */
  private linesFor(seat: number): string[] {
    let c = this.lines.get(seat);
    if (!c) this.lines.set(seat, (c = { events: 0, lines: [] }));
    if (c.events < this.state.log.length) {
      c.lines.push(...this.game.engine.logLines(this.state, seat, c.events));
      c.events = this.state.log.length;
    }
    return c.lines.slice();
  }

  /** The seat's redacted log so far, kept between moves; the view of the current state redacts only the newer events. */
  private redactedFor(seat: number): LogEvent[] {
    let log = this.redacted.get(seat);
    if (!log) this.redacted.set(seat, (log = []));
    return log;
  }

  /**
   * The message for `seat` of any state of this table (the current one or a past one, for replays);
   * `log`, when given, is the seat's redacted log of an earlier position of this state, extended here.
   */
  messageAt(state: GameState, seat: number, lines?: string[], log?: LogEvent[]): ViewMessage {
    const engine = this.game.engine;
    // Never the case while a table only moves forward; a log that shrank is redacted afresh.
    if (log && log.length > state.log.length) log.length = 0;
    const view = engine.view(state, seat, log?.length ?? 0);
    if (log) {
      log.push(...view.log);
      view.log = log.slice();
    }
    return {
      type: "view",
      table: this.id,
      game: this.game.game,
      seq: state.moves.length,
      seat,
      // Undo is a hot-seat convenience; online, a move once acknowledged stays.
      view: { ...view, canUndo: false },
      lines: lines ?? engine.logLines(state, seat),
      logFrom: 0,
      linesFrom: 0,
      seats: this.publicSeats(),
      spectators: this.spectators(),
      seededBy: this.seededBy,
      breakdown: state.result ? this.breakdown(state) : [],
    };
  }

  private breakdown(state: GameState): ViewMessage["breakdown"] {
    const engine = this.game.engine;
    const out: ViewMessage["breakdown"] = [];
    for (const name of Object.keys(engine.program.queries)) {
      const r = engine.query(name, state.setup, undefined, state);
      const v = r.ok ? r.state : undefined;
      if (Array.isArray(v) && v.length === state.players && v.every((x) => typeof x === "number")) out.push({ name, values: v as number[] });
    }
    return out;
  }
}
