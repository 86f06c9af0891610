// One game at the table: the engine, the full state, who sits where, and whose view is on screen.
// The full state never leaves this class except as the redacted view of one seat.

import { BOT_KINDS, Engine, decisionSeed, formatMoveError, fromSave, isRuleCode, toSave, type BotKind, type BotRequest } from "../../runtime/index.js";
import { words } from "./table-layout.js";
import type { ApplyResult, GameSetup, GameState, Move, MoveValue, PlayerView, Program, SaveFile } from "../../runtime/index.js";

/** Who sits in a seat: a person, the strongest bot the game supports (`bot`, saves' name for `auto`), or a bot of a kind or level. */
export type SeatKind = "human" | "bot" | Exclude<BotKind, "auto">;

/** Every seat kind, in the order the lobby offers them: a person, then every bot level the runtime names (BOT_KINDS, `auto` as `bot`). */
export const SEAT_KINDS: readonly SeatKind[] = ["human", ...BOT_KINDS.map((k) => (k === "auto" ? "bot" : k))];

/** Whether `k` names a seat kind. */
export function isSeatKind(k: unknown): k is SeatKind {
  return (SEAT_KINDS as readonly unknown[]).includes(k);
}

/** A save file as the table writes it: the runtime's save plus who sat where (and which person holds each seat). */
export type TableSave = SaveFile & { seats?: SeatKind[]; holders?: number[]; campaignId?: string; names?: string[] };

/** One bot decision the table asks for: what to compute, on which state, and at which position (`version`) its answer applies. */
export interface BotJob {
  request: BotRequest;
  state: GameState;
  version: number;
}

/** A game being played: applies human choices, moves bots, keeps hot-seat privacy. */
export class GameSession {
  readonly engine: Engine;
  /** The seat whose view is shown; -1 while nobody's is (before the first hand-over). */
  viewer = -1;
  /** The human seat the screen waits to be handed to, or -1. */
  handOverTo = -1;
  /** Counts changes of the position, so a bot's answer computed for an older one is discarded. */
  private version = 0;
  /** A person who asked for the screen to take an action on offer (a reaction), or -1. */
  private acting = -1;
  /** Bot seats that have already weighed the actions on offer at a position (`moves:seat`): each decides once per position. */
  private weighed = new Set<string>();

  /** The players' names, from the lobby (kept in the save); empty: "Player N". */
  names: string[] = [];

  /** The person holding each seat (a number shared by seats one person plays); seats of one person need no hand-over between them. */
  readonly holders: number[];

  private constructor(
    readonly program: Program,
    readonly setup: GameSetup,
    readonly seats: SeatKind[],
    private current: GameState,
    holders?: number[],
    /** The stored campaign (web/session/campaign-store.ts) the game is played in, whose record it updates at the end. */
    readonly campaignId?: string,
  ) {
    this.holders = validHolders(holders, seats.length) ?? seats.map((_, p) => p);
    this.engine = new Engine(program);
    this.settleViewer();
  }

  /** Starts a new game, or explains why the setup was refused. */
  static start(program: Program, setup: GameSetup, seats: SeatKind[], holders?: number[], campaignId?: string): ApplyResult<GameSession> {
    const r = new Engine(program).start(setup);
    if (!r.ok) return r;
    return { ok: true, state: new GameSession(program, r.state.setup, seats, r.state, holders, campaignId) };
  }

  /** Resumes a saved game by replaying its moves. */
  static load(program: Program, json: unknown, fallbackSeats: SeatKind[]): ApplyResult<GameSession> {
    const read = fromSave(json);
    if (!read.ok) return read;
    const { setup, moves } = read.state;
    if (read.state.game !== program.game) return { ok: false, error: { code: "WEB5001", message: `the save is for '${read.state.game}', not '${program.game}'` } };
    const r = new Engine(program).replay(setup, moves);
    if (!r.ok) return r;
    const saved = (json as TableSave).seats;
    const seats = Array.isArray(saved) && saved.length === setup.players && saved.every(isSeatKind) ? saved : fallbackSeats.slice(0, setup.players);
    while (seats.length < setup.players) seats.push("human");
    const session = new GameSession(program, setup, seats, r.state, (json as TableSave).holders, stringOrUndefined((json as TableSave).campaignId));
    const names = (json as TableSave).names;
    if (Array.isArray(names) && names.every((n) => typeof n === "string")) session.names = names.slice(0, setup.players).map((n) => n.slice(0, 40));
    return { ok: true, state: session };
  }

  /** The current state; only for saving, replaying and tests, never for rendering. */
  get state(): GameState {
    return this.current;
  }

  /** Whether the game has ended. */
  get over(): boolean {
    return this.engine.isOver(this.current);
  }

  /** The moves played so far. */
  get moves(): readonly Move[] {
    return this.current.moves;
  }

  /** What the shown seat may see, or undefined while the screen is handed over. */
  view(): PlayerView | undefined {
    if (this.handOverTo >= 0 || this.viewer < 0) return undefined;
    return this.engine.view(this.current, this.viewer);
  }

  /** The log as sentences, redacted for the shown seat. */
  logLines(): string[] {
    if (this.handOverTo >= 0 || this.viewer < 0) return [];
    return this.engine.logLines(this.current, this.viewer);
  }

  /** The seats owing a decision now (public: the table says whom it waits for); offers never hold the game up. */
  waitingFor(): number[] {
    return [...new Set(this.engine.decisions(this.current).filter((d) => !d.optional).map((d) => d.player))];
  }

  /** Reactions and any-time actions on offer to people other than the shown seat (hot-seat: they may ask for the screen). */
  othersMayAct(): { seat: number; label: string }[] {
    return this.engine
      .decisions(this.current)
      .filter((d) => d.optional && d.player !== this.viewer && this.seats[d.player] === "human")
      .map((d) => ({ seat: d.player, label: d.prompt }));
  }

  /** Hands the screen to a person who wants to take an action on offer to them now (no one waits for it). */
  letAct(seat: number): void {
    if (!this.othersMayAct().some((o) => o.seat === seat)) return;
    this.acting = seat;
    this.handOverTo = seat;
  }

  /** Whether the shown person asked for the screen to take an action on offer. */
  get isActing(): boolean {
    return this.acting >= 0 && this.acting === this.viewer;
  }

  /** The person who asked for the screen to act gives it back without acting. */
  doneActing(): void {
    this.acting = -1;
    this.settleViewer();
  }

  /** A bot that owes a decision now, else one that has an action on offer it has not yet weighed here, if any. */
  botToMove(): number | undefined {
    return this.waitingFor().find((p) => this.seats[p] !== "human") ?? this.botOffered();
  }

  /** Whether the last answer was a bot weighing an action on offer (another bot may weigh next). */
  weighedLast = false;

  /**
   * The decision a bot owes now, else an action on offer a bot has not weighed at this position, as
   * plain data for a bot runner (a Web Worker): see `botAnswered`. Each decision has its own seed.
   */
  botJob(): BotJob | undefined {
    const owing = this.waitingFor().find((p) => this.seats[p] !== "human");
    const seat = owing ?? this.botOffered();
    if (seat === undefined) return undefined;
    const kind = this.seats[seat]!;
    const weigh = owing === undefined;
    const request: BotRequest = { seat, kind: kind === "bot" || kind === "human" ? "auto" : kind, weigh, seed: decisionSeed(this.setup.seed ^ 0x5eed, this.current.moves.length, seat, weigh) };
    return { request, state: this.current, version: this.version };
  }

  /** Whether `job` was asked at the position the game is in now (its answer would still apply). */
  isCurrent(job: BotJob): boolean {
    return job.version === this.version;
  }

  /**
   * Plays a bot's answer to `job` (undefined: nothing to play, or the offer let pass) if the position
   * is still the one it was computed for; a stale answer (someone acted, undo, load) is dropped.
   * Returns whether a move was played.
   */
  botAnswered(job: BotJob, move: Move | undefined): boolean {
    this.weighedLast = false;
    if (job.version !== this.version) return false;
    if (job.request.weigh) {
      // A reaction or an any-time action on offer while others decide: the bot takes it or lets it
      // pass, once per position, so it never holds anyone up.
      this.weighed.add(`${this.current.moves.length}:${job.request.seat}`);
      this.weighedLast = true;
    }
    return move ? this.play(move) : false;
  }

  /** A bot seat with an action on offer that it has not weighed at this position. */
  private botOffered(): number | undefined {
    if (this.over) return undefined;
    const at = this.current.moves.length;
    return this.engine.decisions(this.current).find((d) => d.optional && this.seats[d.player] !== "human" && !this.weighed.has(`${at}:${d.player}`))?.player;
  }

  /** Makes the shown seat's choice of `value` (for the decision that offers it); returns whether it was legal. */
  choose(value: MoveValue, choice?: string): boolean {
    if (this.handOverTo >= 0 || this.viewer < 0 || this.seats[this.viewer] !== "human") return false;
    const d = this.engine.decisions(this.current).find((x) => x.player === this.viewer && (choice === undefined || x.choice === choice) && x.options.some((o) => o.value === value));
    if (!d) return false;
    return this.play({ player: this.viewer, choice: d.choice, value });
  }

  /** Shows the waiting human's view once they have taken the seat. */
  takeSeat(): void {
    if (this.handOverTo < 0) return;
    this.viewer = this.handOverTo;
    this.handOverTo = -1;
  }

  /** Whether the shown seat can take back its last choice (and the bot moves after it). */
  canUndo(): boolean {
    const i = this.lastHumanMove();
    return i >= 0 && i >= this.current.undoFloor && this.current.moves[i]!.player === this.viewer && this.handOverTo < 0;
  }

  /** Why Undo is unavailable now, in a sentence; undefined when it is available. */
  undoBlocked(): string | undefined {
    if (this.canUndo()) return undefined;
    if (this.over) return "The game is over.";
    const i = this.lastHumanMove();
    if (i < 0) return "Nothing to take back yet: you have not made a choice.";
    if (this.current.moves[i]!.player !== this.viewer) return "Only the player who made the last choice can take it back.";
    return "Cards were revealed or dice rolled since your last choice, so it cannot be taken back.";
  }

  /** The options the game is played with (defaults filled in): which modes and modules are on. */
  gameOptions(): Record<string, unknown> {
    return this.current.opts;
  }

  /** Takes back the shown seat's last choice and every bot move after it. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    const target = this.lastHumanMove();
    let s = this.current;
    while (s.moves.length > target) {
      const prev = this.engine.undo(s);
      if (!prev) return false;
      s = prev;
    }
    this.current = s;
    this.version++;
    this.weighed.clear();
    this.settleViewer();
    return true;
  }

  /** Per-seat figures for the score sheet: every named query of the game that yields one number per seat. */
  scoreBreakdown(): { label: string; values: number[] }[] {
    if (!this.over) return [];
    const out: { label: string; values: number[] }[] = [];
    for (const name of Object.keys(this.program.queries)) {
      const r = this.engine.query(name, this.setup, undefined, this.current);
      const v = r.ok ? r.state : undefined;
      if (!Array.isArray(v) || v.length !== this.setup.players || !v.every((x) => typeof x === "number")) continue;
      // A row that repeats a ranking key (the final score as a query) would show the same figures twice.
      const keys = this.current.result?.scores;
      if (keys?.[0]?.some((_, i) => v.every((x, p) => keys[p]?.[i] === x))) continue;
      out.push({ label: this.program.words?.[name] ?? words(name), values: v });
    }
    return out;
  }

  /** A named query's one number per seat now (a running score), or undefined when it yields something else. */
  perSeat(query: string): number[] | undefined {
    const r = this.engine.query(query, this.setup, undefined, this.current);
    const v = r.ok ? r.state : undefined;
    return Array.isArray(v) && v.length === this.setup.players && v.every((x) => typeof x === "number") ? (v as number[]) : undefined;
  }

  /** Every state of the game from the start to now, for the replay (only once the game is over). */
  history(): GameState[] {
    if (!this.over) return [];
    const start = this.engine.start(this.setup);
    if (!start.ok) return [];
    const states = [start.state];
    for (const m of this.current.moves) {
      const r = this.engine.apply(states[states.length - 1]!, m);
      if (!r.ok) break;
      states.push(r.state);
    }
    return states;
  }

  /** The save file of the game so far. */
  save(): TableSave {
    const shared = this.holders.some((h, p) => h !== p);
    return { ...toSave(this.program.game, this.setup, this.current.moves), seats: [...this.seats], ...(shared ? { holders: [...this.holders] } : {}), ...(this.campaignId ? { campaignId: this.campaignId } : {}), ...(this.names.length ? { names: [...this.names] } : {}) };
  }

  /** The last rule error (the content failed, not the player): file:line:col, code, message and hint, for the table to show. */
  ruleError = "";

  private play(move: Move): boolean {
    const r = this.engine.apply(this.current, move);
    if (!r.ok) {
      if (isRuleCode(r.error.code)) this.ruleError = formatMoveError(r.error);
      return false;
    }
    this.ruleError = "";
    this.current = r.state;
    this.version++;
    this.settleViewer();
    return true;
  }

  private lastHumanMove(): number {
    const moves = this.current.moves;
    for (let i = moves.length - 1; i >= 0; i--) if (this.seats[moves[i]!.player] === "human") return i;
    return -1;
  }

  /** Decides whose view is shown: a human owing a decision, behind a hand-over screen when it changes hands. */
  private settleViewer(): void {
    const humans = this.seats.flatMap((k, p) => (k === "human" ? [p] : []));
    const waiting = this.waitingFor();
    if (humans.length === 0) {
      // Bots only: follow whoever acts, like a spectator moving around the table.
      if (waiting.length) this.viewer = waiting[0]!;
      else if (this.viewer < 0) this.viewer = 0;
      return;
    }
    if (humans.length === 1) {
      this.viewer = humans[0]!;
      return;
    }
    // A person taking a reaction keeps the screen while it is still on offer or its own decisions run.
    if (this.acting >= 0) {
      const offered = this.engine.decisions(this.current).some((d) => d.player === this.acting);
      if (offered) return;
      this.acting = -1;
    }
    const owing = humans.filter((p) => waiting.includes(p));
    if (humans.every((p) => this.holders[p] === this.holders[humans[0]!])) {
      // One person holds every human seat: the screen follows the seat that owes, with nothing to hide.
      this.handOverTo = -1;
      this.viewer = owing.includes(this.viewer) ? this.viewer : (owing[0] ?? (this.viewer >= 0 ? this.viewer : humans[0]!));
      return;
    }
    if (this.handOverTo >= 0 && owing.includes(this.handOverTo)) return;
    if (owing.length === 0 || owing.includes(this.viewer)) {
      this.handOverTo = -1;
      return;
    }
    // The person at the screen plays on when they hold a seat that owes: no hand-over between their own seats.
    const same = this.viewer >= 0 ? owing.find((p) => this.holders[p] === this.holders[this.viewer]) : undefined;
    if (same !== undefined) {
      this.viewer = same;
      this.handOverTo = -1;
      return;
    }
    this.handOverTo = owing[0]!;
  }

  /** The campaign record as the game has left it (final once the game is over), when the game keeps one. */
  campaignRecord(): Record<string, unknown> | undefined {
    return this.current.campaign;
  }
}

function stringOrUndefined(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

function validHolders(h: unknown, n: number): number[] | undefined {
  return Array.isArray(h) && h.length === n && h.every((x) => Number.isInteger(x) && x >= 0 && x < n) ? (h as number[]) : undefined;
}
