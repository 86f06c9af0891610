// The authoritative side of online play: creates tables, keeps recent ones warm in memory, checks
// every move with the runtime before appending it to the store, plays the bot seats, pushes each
// connection its own view, and follows moves other processes made (via the store's notifications).

import { SPECTATOR, SeatBots, checkName, decisionSeed, isBotKind, nextBotTurn, weighKey, type BotAnswer, type BotRequest, type GameSetup, type GameState, type Move } from "../../runtime/index.js";
import { BotPool, StaleDecision, type BotPoolOptions } from "../bots/bot-pool.js";
import type { CreateTableRequest, PresenceMessage, SeatRequest, TableSummary, ViewMessage } from "../../runtime/index.js";
import { PresenceStore } from "../store/presence-store.js";
import type { SeatRecord, StoreEvent, TableRecord, TableStore } from "../store/table-store.js";
import type { Catalog } from "./catalog.js";
import { LiveTable, type Subscriber } from "./live-table.js";
import { SharedPresence } from "./shared-presence.js";
import { hashToken, newTableId, newToken, seatOfToken } from "./tokens.js";
import { botSeed, tableSeed } from "./table-seed.js";

/** What creating a table needs (the body of `POST /api/tables`). */
export type CreateRequest = CreateTableRequest;
export type { SeatRequest };

/** A refusal: an HTTP status, a sentence, and the current view when the move came too late. */
export interface Refusal {
  status: number;
  error: string;
  current?: ViewMessage;
  /** For a 500: what went wrong, for the log only (the client hears `error`). */
  cause?: string;
}

/** Either a value or a refusal. */
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

/** Tuning of the service. */
export interface ServiceOptions {
  /** Tables kept in memory without connections before the least recently used are dropped. */
  maxWarm?: number;
  /** Pause before a bot moves, so people can follow (0 in tests and benchmarks). */
  botDelayMs?: number;
  /** On a shared store: how often this process says it is alive; its presence counts for 3 times that. Default 5000. */
  presenceHeartbeatMs?: number;
  /** The worker threads bots think on. */
  botPool?: BotPoolOptions;
  /** Told of every bot decision that failed (a crashed worker thread); the seat is asked again. */
  onBotError?: (table: string, seat: number, error: unknown) => void;
  /** Who is connected goes out at most once per this many ms per table, changes batched. Default 250. */
  presenceEveryMs?: number;
  /** Told, one line each, about stored tables that cannot be read (they are skipped). Default: nowhere. */
  warn?: (line: string) => void;
}

/** Failed decisions in a row after which a bot seat plays a random legal move, so the game goes on. */
const BOT_ATTEMPTS = 3;

const refuse = (status: number, error: string, current?: ViewMessage): { ok: false } & Refusal => ({ ok: false, status, error, ...(current ? { current } : {}) });

/** Hosts tables: see the file comment. */
export class TableService {
  private readonly warm = new Map<string, LiveTable>();
  private readonly loading = new Map<string, Promise<LiveTable | undefined>>();
  private readonly maxWarm: number;
  private readonly botDelayMs: number;
  private readonly presenceEveryMs: number;
  private readonly warn: (line: string) => void;
  /** Tables whose stored rows cannot be read, with why: reported once, then answered as missing. */
  private readonly broken = new Map<string, string>();
  private closed = false;
  /** Who is connected to the other processes, when the store is shared. */
  private readonly shared: SharedPresence | undefined;
  /** Where bots think: worker threads, off the sockets' thread. */
  readonly bots: BotPool;
  private readonly onBotError: (table: string, seat: number, error: unknown) => void;

  constructor(
    readonly store: TableStore,
    readonly catalog: Catalog,
    options: ServiceOptions = {},
  ) {
    this.maxWarm = options.maxWarm ?? 2000;
    this.botDelayMs = options.botDelayMs ?? 400;
    this.bots = new BotPool(() => Object.fromEntries([...catalog.games].map(([name, g]) => [name, g.program])), options.botPool);
    this.onBotError = options.onBotError ?? (() => undefined);
    this.presenceEveryMs = options.presenceEveryMs ?? 250;
    this.warn = options.warn ?? (() => undefined);
    if (store.db.shared) {
      const beat = options.presenceHeartbeatMs ?? 5000;
      this.shared = new SharedPresence(new PresenceStore(store.db, newTableId(), 3 * beat), beat, () => this.warm.values());
    }
  }

  /** Subscribes to other processes' moves and presence, and warms unfinished tables so their bots carry on. */
  async start(): Promise<void> {
    await this.store.subscribe((e) => void this.onStoreEvent(e).catch(() => undefined));
    await this.shared?.start();
    // One unreadable table is reported and skipped (see rebuild); the others are served.
    for (const id of await this.store.unfinished(200)) await this.table(id);
  }

  /** Stops the bots and, on a shared store, removes this process's presence (the store is closed by its owner). */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.warm.values()) (clearTimeout(t.botTimer), clearTimeout(t.presenceTimer));
    await this.bots.close();
    await this.shared?.stop();
  }

  /** Creates a table; answers its id and the secret of every seat that is not a bot (by seat). */
  async create(req: CreateRequest): Promise<Outcome<{ id: string; tokens: (string | null)[] }>> {
    const game = this.catalog.games.get(req.game);
    if (!game) return refuse(404, `no game '${req.game}' on this server (games: ${[...this.catalog.games.keys()].join(", ")})`);
    if (req.seats.length !== req.players) return refuse(400, `${req.players} players need ${req.players} seats, not ${req.seats.length}`);
    for (const s of req.seats) if (s.kind === "bot" && s.bot !== undefined && !isBotKind(s.bot)) return refuse(400, `unknown bot kind '${s.bot}'`);
    const names: (string | null)[] = [];
    for (const [i, s] of req.seats.entries()) {
      const c = s.name === undefined ? undefined : checkName(s.name);
      if (c && !c.ok) return refuse(400, `seat ${i + 1}: ${c.error}`);
      names.push(c?.name ?? null);
    }
    let chooser = req.seededBy;
    if (chooser !== undefined) {
      const c = checkName(chooser);
      if (!c.ok) return refuse(400, `seededBy: ${c.error}`);
      chooser = c.name;
    }
    const { seeding, seededBy } = tableSeed({ ...req, ...(chooser !== undefined ? { seededBy: chooser } : {}), seats: req.seats.map((s, i) => ({ ...s, ...(names[i] ? { name: names[i] } : {}) })) });
    const setup: GameSetup = { players: req.players, ...seeding, options: req.options ?? {} };
    const started = game.engine.start(setup);
    if (!started.ok) return refuse(400, `${started.error.code}: ${started.error.message}`);
    const tokens = req.seats.map((s) => (s.kind === "bot" ? null : newToken()));
    const seats: SeatRecord[] = req.seats.map((s, seat) => ({
      seat,
      kind: s.kind,
      bot: s.kind === "bot" ? (s.bot ?? "auto") : null,
      name: names[seat] ?? null,
      tokenHash: tokens[seat] ? hashToken(tokens[seat]) : null,
      joined: s.kind === "bot",
    }));
    const id = newTableId();
    await this.store.create({ id, game: game.game, setup, seats, seededBy });
    const table = new LiveTable(id, game, started.state, seats, seededBy);
    this.keep(table);
    this.kickBots(table);
    return { ok: true, value: { id, tokens } };
  }

  /** The warm table `id`, loaded and rebuilt from the store when it is not in memory. */
  async table(id: string): Promise<LiveTable | undefined> {
    const hot = this.warm.get(id);
    if (hot) {
      hot.lastUsed = Date.now();
      return hot;
    }
    let p = this.loading.get(id);
    if (!p) {
      p = this.rebuild(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /** Whether `token` is a seat's at table `id` held in memory (the rate limit then counts it per seat; anything else counts per address). */
  seatKey(id: string, token: string): string | undefined {
    const table = this.warm.get(id);
    const seat = table ? seatOfToken(token, table.seats.map((s) => s.tokenHash)) : -1;
    return seat >= 0 ? `${id}:${seat}` : undefined;
  }

  /** Which seat a bearer token speaks for at `table`: a seat, SPECTATOR without a token, or undefined for a bad one. */
  seatOf(table: LiveTable, token: string | undefined): number | undefined {
    if (token === undefined) return SPECTATOR;
    const seat = seatOfToken(token, table.seats.map((s) => s.tokenHash));
    return seat >= 0 ? seat : undefined;
  }

  /** Applies `move` for `seat` if `seq` is the current position and the runtime accepts it; answers the new position. */
  async move(table: LiveTable, seat: number, move: Move, seq: number): Promise<Outcome<{ seq: number }>> {
    if (seat === SPECTATOR) return refuse(401, "spectators cannot move: send a seat's token");
    if (move.player !== seat) return refuse(403, `this token is for seat ${seat + 1}; it cannot move for seat ${move.player + 1}`);
    return table.exclusive(async () => {
      if (seq > table.seq) await this.catchUp(table);
      if (seq !== table.seq) return refuse(409, "out of date", table.message(seat));
      const r = await this.commit(table, move);
      if (!r.ok) return r;
      // The new view reaches the mover on its live socket (or GET view): the answer stays small.
      return { ok: true, value: { seq: table.seq } };
    });
  }

  /** Takes a seat: with its token (renaming it), or an open seat nobody took (answering its new token). */
  async join(table: LiveTable, seat: number | undefined, rawName: string, token: string | undefined): Promise<Outcome<{ seat: number; token?: string }>> {
    const checked = checkName(rawName);
    if (!checked.ok) return refuse(400, checked.error);
    const name = checked.name;
    let s = seat;
    if (token !== undefined) {
      const own = this.seatOf(table, token);
      if (own === undefined) return refuse(401, "unknown token");
      if (s !== undefined && s !== own) return refuse(403, `this token is for seat ${own + 1}`);
      s = own;
    }
    if (s === undefined || s < 0 || s >= table.seats.length) return refuse(400, "which seat? send `seat`");
    const rec = table.seats[s]!;
    let fresh: string | undefined;
    let ok: boolean;
    if (token !== undefined) ok = await this.store.claim(table.id, s, name, { tokenHash: hashToken(token) });
    else if (rec.kind !== "open") return refuse(403, `seat ${s + 1} is ${rec.kind === "bot" ? "a bot" : "reserved: use its invite link"}`);
    else ok = await this.store.claim(table.id, s, name, { newTokenHash: hashToken((fresh = newToken())) });
    if (!ok) return refuse(409, `seat ${s + 1} is taken`);
    table.setSeats(await this.store.seats(table.id));
    this.broadcast(table);
    return { ok: true, value: fresh ? { seat: s, token: fresh } : { seat: s } };
  }

  /** The caller's view at move `at` of the table's history (for replays). */
  async viewAt(table: LiveTable, seat: number, at: number): Promise<Outcome<ViewMessage>> {
    if (!Number.isInteger(at) || at < 0 || at > table.seq) return refuse(400, `no position ${at}: the game has ${table.seq} moves`);
    if (at === table.seq) return { ok: true, value: table.message(seat) };
    const r = table.game.engine.replay(table.state.setup, table.state.moves.slice(0, at));
    if (!r.ok) return { ...refuse(500, "this game no longer replays"), cause: `table ${table.id} at move ${at}: ${r.error.code}: ${r.error.message}` };
    return { ok: true, value: table.messageAt(r.state, seat) };
  }

  /** Tables for the lobby: unfinished ones (open seats first to see) or finished ones (for replays). */
  list(finished: boolean): Promise<TableSummary[]> {
    return this.store.list(finished, 100);
  }

  /** Starts pushing `table`'s views to a connection; returns how to stop. */
  subscribe(table: LiveTable, sub: Subscriber): () => void {
    table.connect(sub);
    const m = table.message(sub.seat);
    sub.sent = { log: m.view.log.length, lines: m.lines.length };
    sub.send(JSON.stringify(m));
    this.presence(table);
    this.shared?.changed(table);
    return () => {
      table.disconnect(sub);
      this.presence(table);
      this.shared?.changed(table);
    };
  }

  /** Appends a checked move and tells everybody; must run inside `table.exclusive`. */
  private async commit(table: LiveTable, move: Move): Promise<Outcome<null>> {
    const engine = table.game.engine;
    const r = engine.apply(table.state, move);
    if (!r.ok) return refuse(422, `${r.error.code}: ${r.error.message}`);
    const stored = await this.store.append(table.id, table.seq, move, r.state.result !== null);
    if (!stored) {
      // Another process took this position first: follow the store and say so.
      await this.catchUp(table);
      return refuse(409, "out of date", table.message(move.player));
    }
    table.setState(r.state);
    this.broadcast(table);
    this.kickBots(table);
    return { ok: true, value: null };
  }

  /** Applies the moves other processes stored since this one last looked. */
  private async catchUp(table: LiveTable): Promise<void> {
    const newer = await this.store.movesFrom(table.id, table.seq);
    if (!newer.length) return;
    const s = table.game.engine.clone(table.state);
    for (const m of newer) if (table.game.engine.applyInPlace(s, m)) break;
    table.setState(s);
    this.broadcast(table);
    this.kickBots(table);
  }

  private async onStoreEvent(e: StoreEvent): Promise<void> {
    const table = this.warm.get(e.table);
    if (!table) return;
    if (e.kind === "presence") {
      if (this.shared && (await this.shared.refresh(table))) this.presence(table);
    } else if (e.kind === "seats") {
      table.setSeats(await this.store.seats(table.id));
      this.broadcast(table);
    } else if (e.seq === undefined || e.seq >= table.seq) {
      await table.exclusive(() => this.catchUp(table));
    }
  }

  /**
   * Sends every connection its view with only the log it does not have yet (a long game's log
   * would otherwise dwarf each move); connections of one seat at one point share one serialisation.
   */
  private broadcast(table: LiveTable): void {
    const texts = new Map<string, string>();
    for (const sub of table.subscribers) {
      const sent = sub.sent ?? { log: 0, lines: 0 };
      const key = `${sub.seat}:${sent.log}:${sent.lines}`;
      let text = texts.get(key);
      if (text === undefined) {
        const m = table.delta(sub.seat, sent.log, sent.lines);
        texts.set(key, (text = JSON.stringify(m)));
      }
      const full = table.message(sub.seat);
      sub.sent = { log: full.view.log.length, lines: full.lines.length };
      sub.send(text);
    }
  }

  /**
   * Tells every connection who is connected, at most once per `presenceEveryMs` per table: a crowd
   * arriving or leaving is one message each per period, not one per arrival to every connection.
   */
  private presence(table: LiveTable): void {
    if (table.presenceTimer !== undefined || this.closed) return;
    table.presenceTimer = setTimeout(() => {
      table.presenceTimer = undefined;
      const m: PresenceMessage = { type: "presence", table: table.id, seats: table.publicSeats(), spectators: table.spectators() };
      const text = JSON.stringify(m);
      for (const sub of table.subscribers) sub.send(text);
    }, this.presenceEveryMs);
  }

  /**
   * Schedules the next bot move when a bot seat owes one, or else lets a bot seat weigh an action on
   * offer to it (a reaction in another seat's turn) once per position, as the hot-seat table does.
   * The decision is computed in the bot pool, outside the table's queue, so people's moves are taken
   * meanwhile; an answer for a position that moved on is discarded and the bot asked again.
   */
  private kickBots(table: LiveTable): void {
    if (this.closed || table.over || table.botTimer !== undefined || table.thinking) return;
    const isBot = (p: number) => table.seats[p]?.kind === "bot";
    if (!nextBotTurn(table.game.engine, table.state, isBot, table.weighed)) return;
    table.botTimer = setTimeout(() => {
      table.botTimer = undefined;
      if (this.closed || table.over || table.thinking) return;
      const turn = nextBotTurn(table.game.engine, table.state, isBot, table.weighed);
      if (!turn) return;
      const state = table.state;
      const at = table.seq;
      const key = weighKey(state, turn.seat);
      // Weighings of earlier positions are no longer needed.
      if (turn.weigh) {
        for (const k of table.weighed) if (!k.startsWith(`${at}:`)) table.weighed.delete(k);
        table.weighed.add(key);
      }
      const kind = table.seats[turn.seat]!.bot ?? "auto";
      const request: BotRequest = { seat: turn.seat, kind: isBotKind(kind) ? kind : "auto", weigh: turn.weigh, seed: decisionSeed(botSeed(state.setup, turn.seat, 0), at, turn.seat, turn.weigh) };
      table.thinking = true;
      this.think(table, state, request)
        .then((answer) =>
          table.exclusive(async () => {
            table.botFailures = 0;
            // A person moved (or another process did) while the bot thought: its answer is for an old position.
            if (this.closed || table.seq !== at || !answer.move) return;
            await this.commit(table, answer.move);
          }),
        )
        .catch((e: unknown) => {
          if (e instanceof StaleDecision || this.closed) return;
          table.botFailures++;
          if (turn.weigh) table.weighed.delete(key);
          this.onBotError(table.id, turn.seat, e);
        })
        .finally(() => {
          table.thinking = false;
          this.kickBots(table);
        });
    }, this.botDelayMs);
  }

  /**
   * One bot decision: in the pool; a random bot's (which costs nothing) on this thread; after
   * BOT_ATTEMPTS failures in a row, a random legal move, so that a failing bot never stops a game.
   */
  private think(table: LiveTable, state: GameState, request: BotRequest): Promise<BotAnswer> {
    const fallback = table.botFailures >= BOT_ATTEMPTS;
    if (request.kind === "random" || fallback) {
      table.inline ??= new SeatBots(table.game.engine);
      return Promise.resolve(table.inline.decide(state, { ...request, kind: "random" }));
    }
    return this.bots.decide(table.id, table.game.game, state, request, () => this.closed || table.seq !== state.moves.length);
  }

  /** Rebuilds table `id` from the store; a table whose rows cannot be read or replayed is reported once and skipped. */
  private async rebuild(id: string): Promise<LiveTable | undefined> {
    if (this.broken.has(id)) return undefined;
    let rec: TableRecord | undefined;
    try {
      rec = await this.store.load(id);
    } catch (e) {
      return this.skip(id, `its rows cannot be read: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
    }
    if (!rec) return undefined;
    const game = this.catalog.games.get(rec.game);
    if (!game) return this.skip(id, `its game '${String(rec.game).slice(0, 64)}' is not on this server`);
    let r;
    try {
      r = game.engine.replay(rec.setup, rec.moves);
    } catch (e) {
      // Garbage where a setup or a move should be must not take the server down.
      return this.skip(id, `its setup or moves are not readable: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
    }
    if (!r.ok) return this.skip(id, `it does not replay: ${r.error.code}: ${r.error.message}`);
    const table = new LiveTable(id, game, r.state, rec.seats, rec.seededBy);
    // Connections other processes hold for this table, before anyone here sees its seats.
    await this.shared?.refresh(table);
    this.keep(table);
    this.kickBots(table);
    return table;
  }

  private skip(id: string, why: string): undefined {
    this.broken.set(id, why);
    this.warn(`table ${id} skipped: ${why}`);
    return undefined;
  }

  private keep(table: LiveTable): void {
    this.warm.set(table.id, table);
    if (this.warm.size <= this.maxWarm) return;
    // Drop the least recently used tables nobody watches and no bot is about to move in or thinking about.
    const idle = [...this.warm.values()].filter((t) => t.subscribers.size === 0 && t.botTimer === undefined && !t.thinking && t !== table);
    idle.sort((a, b) => a.lastUsed - b.lastUsed);
    for (const t of idle.slice(0, this.warm.size - this.maxWarm)) this.warm.delete(t.id);
  }
}
