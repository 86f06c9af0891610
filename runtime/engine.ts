import type { FlowAction, Program } from "./program.js";
import type { Ctx, Eval } from "./context.js";
import { compileExpr } from "./compile-expr.js";
import type { GameState, Thread, Wait } from "./state.js";
import type { ApplyResult, Decision, DecisionOption, GameResult, GameSetup, LogEvent, Move, MoveError } from "./types.js";
import { RuleError } from "./types.js";
import { filled } from "./values.js";
import { compileProgram, type Compiled } from "./tables.js";
import { Flow } from "./flow.js";
import { makeLayout, type Layout } from "./layout.js";
import { findWaiting, resume, runThread, waitingThreads } from "./interpreter.js";
import { initialState } from "./initial-state.js";
import { appendLog, cloneState } from "./clone.js";
import { choiceLabel, labelOf } from "./labels.js";
import { distinguish } from "./distinguish.js";
import { viewOf, type PlayerView } from "./view.js";
import { renderLog } from "./log-render.js";
import { describeState } from "./describe.js";
import type { TableShown } from "./table-layout/table-shown.js";
import { offerDecision, offerMove, offers, startAction, type Offer } from "./actions.js";
import { STEP_BUDGET } from "./limits.js";
import { RUN, whereOf } from "./messages.js";
import { endLastingForPhase, endLastingForStep } from "./lasting.js";

/** Engine settings. */
export interface EngineOptions {
  /** Record log events (default true); simulations turn it off for speed. */
  log?: boolean;
}

/** Plays any compiled program: start, list decisions, apply moves, view, replay. */
export class Engine {
  readonly compiled: Compiled;
  private readonly flow: Flow;
  private readonly layouts = new Map<number, Layout>();
  private lastLayout?: { players: number; layout: Layout };
  private readonly logging: boolean;
  private readonly queries = new Map<string, Eval>();
  /** Set while `applyUntilBlockEnds` runs: settling stops as soon as an action's block finishes. */
  private pauseAfterBlock = false;

  constructor(
    readonly program: Program,
    options: EngineOptions = {},
  ) {
    this.compiled = compileProgram(program);
    this.flow = new Flow(program.flow, this.compiled.t);
    this.logging = options.log !== false;
  }

  /** Starts a game; bad player counts or options are rejected with a reason. */
  start(setup: GameSetup): ApplyResult<GameState> {
    try {
      const made = initialState(this.program, this.compiled.t, setup, (n) => this.layout(n));
      if (!made.ok) return made;
      const s = made.state;
      const c = this.ctx(s);
      const { value, actions } = this.flow.start();
      s.flow = value;
      this.act(c, actions);
      this.settle(c);
      s.undoFloor = 0;
      return { ok: true, state: s };
    } catch (e) {
      return { ok: false, error: asMoveError(e, this.program) };
    }
  }

  /** Replays a game from its setup and moves. */
  replay(setup: GameSetup, moves: readonly Move[]): ApplyResult<GameState> {
    const r = this.start(setup);
    if (!r.ok) return r;
    for (let i = 0; i < moves.length; i++) {
      const err = this.applyInPlace(r.state, moves[i]!);
      if (err) return { ok: false, error: { ...err, message: `move ${i + 1}: ${err.message}` } };
    }
    return r;
  }

  /** The decisions owed right now, with labelled options. */
  decisions(s: GameState): Decision[] {
    const out = waitingThreads(active(s)).map((th) => this.decision(s, th.wait!));
    for (const o of this.offers(s)) out.push(offerDecision(o));
    return out;
  }

  /** The any-time actions and reactions on offer now (those of `player` only, when given). */
  private offers(s: GameState, player?: number): Offer[] {
    return this.compiled.actions.length ? offers(this.ctx(s), this.compiled.actions, player) : [];
  }

  /** Seats that owe a decision now, without building labels (the fast path for bots). */
  owing(s: GameState): number[] {
    const root = active(s);
    // One thread waiting (no simultaneous decisions): the common case, answered without a walk.
    if (root?.wait && !root.kids) return [root.wait.seat];
    const out: number[] = [];
    for (const th of waitingThreads(s.thread)) if (!out.includes(th.wait!.seat)) out.push(th.wait!.seat);
    return out;
  }

  /** The first seat that owes a decision, or -1 (the allocation-free form of `owing(s)[0]`). */
  firstOwing(s: GameState): number {
    const root = active(s);
    if (root?.wait && !root.kids) return root.wait.seat;
    const th = waitingThreads(root)[0];
    return th ? th.wait!.seat : -1;
  }

  /** A uniformly random legal move of `player` (undefined when none), built without listing them all. */
  randomMove(s: GameState, player: number, rng: () => number): Move | undefined {
    const root = active(s);
    if (this.compiled.actions.length) {
      // Any-time actions and reactions are moves like the others: pick among all of them.
      const all = this.legalMoves(s, player);
      return all.length ? all[Math.floor(rng() * all.length)] : undefined;
    }
    if (root?.wait && !root.kids) {
      // One decision waiting: the common case, without building a list of threads.
      const w = root.wait;
      const n = w.domain.length + (w.optional ? 1 : 0);
      if (w.seat !== player || !n) return undefined;
      const i = Math.floor(rng() * n);
      return { player, choice: w.choice, value: i < w.domain.length ? w.domain[i]! : null };
    }
    const ths = waitingThreads(root).filter((th) => th.wait!.seat === player);
    let total = 0;
    for (const th of ths) total += th.wait!.domain.length + (th.wait!.optional ? 1 : 0);
    if (!total) return undefined;
    let i = Math.floor(rng() * total);
    for (const th of ths) {
      const w = th.wait!;
      const n = w.domain.length + (w.optional ? 1 : 0);
      if (i < n) return { player, choice: w.choice, value: i < w.domain.length ? w.domain[i]! : null };
      i -= n;
    }
    return undefined;
  }

  /** Every legal move, optionally only those of one player. */
  legalMoves(s: GameState, player?: number): Move[] {
    const out: Move[] = [];
    const root = active(s);
    if (root?.wait && !root.kids) movesOf(root.wait, player, out);
    else for (const th of waitingThreads(root)) movesOf(th.wait!, player, out);
    for (const o of this.offers(s, player)) out.push(offerMove(o));
    return out;
  }

  /** Applies a move to a copy of the state; an illegal move leaves the given state as it was. */
  apply(s: GameState, move: Move): ApplyResult<GameState> {
    const problem = this.check(s, move);
    if (problem) return { ok: false, error: problem };
    const next = cloneState(s);
    const err = this.applyInPlace(next, move);
    return err ? { ok: false, error: err } : { ok: true, state: next };
  }

  /** Applies a move by mutating the state (the fast path for bots); returns an error if illegal. */
  applyInPlace(s: GameState, move: Move): MoveError | undefined {
    // The common case looks the decision up once; anything unusual gets `check`'s full explanation.
    const th = !s.result && move && typeof move === "object" ? findWaiting(active(s), move.player, move.choice) : undefined;
    const problem = th ? badValue(th.wait!, move) : this.check(s, move);
    if (problem) return problem;
    if (!th) return this.takeOffer(s, move);
    const c = this.ctx(s);
    try {
      const w = th.wait!;
      if (this.logging) c.log(this.choiceEvent(c, w, move));
      resume(th, w, move.value);
      s.moves.push(move);
      this.settle(c);
      if (c.barrier) s.undoFloor = s.moves.length;
      return undefined;
    } catch (e) {
      return asMoveError(e, this.program);
    }
  }

  /**
   * Applies a move like `applyInPlace`, but stops as soon as an any-time action's block finishes,
   * before the flow's pending decision is asked again: a bot values what the block changed at the
   * point it was taken. The state is then only fit for reading (its heuristic, counters), not play.
   */
  applyUntilBlockEnds(s: GameState, move: Move): MoveError | undefined {
    this.pauseAfterBlock = true;
    try {
      return this.applyInPlace(s, move);
    } finally {
      this.pauseAfterBlock = false;
    }
  }

  /** Takes an any-time action or reaction that `check` found on offer: its block runs at once. */
  private takeOffer(s: GameState, move: Move): MoveError | undefined {
    const o = this.offers(s, move.player).find((x) => x.action.def.name === move.choice);
    if (!o) return { code: "RUN4004", message: `'${move.choice}' is not on offer now` };
    const c = this.ctx(s);
    try {
      if (this.logging) c.log({ e: "choice", p: move.player, a: { choice: move.choice, value: move.value } });
      startAction(s, o);
      s.moves.push(move);
      this.settle(c);
      if (c.barrier) s.undoFloor = s.moves.length;
      return undefined;
    } catch (e) {
      return asMoveError(e);
    }
  }

  /** Whether the last move can be taken back (no randomness or reveal happened since). */
  canUndo(s: GameState): boolean {
    return s.moves.length > s.undoFloor;
  }

  /** The state before the last move, by replay; undefined when undo is not allowed. */
  undo(s: GameState): GameState | undefined {
    if (!this.canUndo(s)) return undefined;
    const r = this.replay(s.setup, s.moves.slice(0, -1));
    if (!r.ok) return undefined;
    r.state.undoFloor = Math.min(s.undoFloor, r.state.moves.length);
    return r.state;
  }

  /** Whether the game has ended. */
  isOver(s: GameState): boolean {
    return s.result !== null;
  }

  /** The result, once the game has ended. */
  result(s: GameState): GameResult | undefined {
    return s.result ?? undefined;
  }

  /** Moves applied so far. */
  moveCount(s: GameState): number {
    return s.moves.length;
  }

  /** A copy of the state safe to change independently. */
  clone(s: GameState): GameState {
    return cloneState(s);
  }

  /** What one player may see: hidden components become -1, the log (from event `logFrom` on) is redacted. */
  view(s: GameState, player: number, logFrom = 0): PlayerView {
    return viewOf(this, s, player, this.layout(s.players), logFrom);
  }

  /** The log rendered to sentences, redacted for a player when one is given. */
  logLines(s: GameState, player?: number, from = 0): string[] {
    return renderLog(this.program, s, this.layout(s.players), player, from);
  }

  /** A human summary of what a player sees, for terminals (with `shown`, only what a table shows: `tableShown`). */
  describeState(s: GameState, player: number, shown?: TableShown): string {
    return describeState(this, s, player, shown);
  }

  /** The game's heuristic for `seat` in `s` (undefined when the game declares none). */
  heuristic(s: GameState, seat: number): number | undefined {
    const h = this.program.heuristic;
    if (!h) return undefined;
    let fn = this.queries.get("(heuristic)");
    if (!fn) this.queries.set("(heuristic)", (fn = compileExpr(h.expr, this.compiled.t)));
    return fn(this.ctx(s), { env: new Array(h.locals), me: seat, self: -1 }) as number;
  }

  /** Evaluates a named query on the state right after setup (or on `state` when given). */
  query(name: string, setup: GameSetup, input?: unknown, state?: GameState): ApplyResult<unknown> {
    const q = this.program.queries[name];
    if (!q) {
      const known = Object.keys(this.program.queries).join(", ") || "none";
      return { ok: false, error: { code: "RUN4010", message: `no query named '${name}' (queries: ${known})` } };
    }
    let s = state;
    if (!s) {
      // The input is also the game's setup input, so rules can build their starting position from it.
      const r = this.start(input === undefined ? setup : { ...setup, input });
      if (!r.ok) return r;
      s = r.state;
    }
    try {
      let fn = this.queries.get(name);
      if (!fn) this.queries.set(name, (fn = compileExpr(q.expr, this.compiled.t)));
      const c = this.ctx(s);
      c.input = input;
      return { ok: true, state: fn(c, { env: new Array(q.locals), me: 0, self: -1 }) };
    } catch (e) {
      return { ok: false, error: asMoveError(e, this.program) };
    }
  }

  /** The zone layout for a player count. */
  layout(players: number): Layout {
    // Every move asks; the last answer is kept out of the map since a game keeps its player count.
    if (this.lastLayout?.players === players) return this.lastLayout.layout;
    let l = this.layouts.get(players);
    if (!l) this.layouts.set(players, (l = makeLayout(this.program, players)));
    this.lastLayout = { players, layout: l };
    return l;
  }

  /** A closure context over a state. */
  ctx(s: GameState): Ctx {
    const logging = this.logging;
    return {
      t: this.compiled.t,
      s,
      L: this.layout(s.players),
      logging,
      barrier: false,
      log: logging ? pushLog : ignoreLog,
      steps: STEP_BUDGET,
      depth: 0,
    };
  }

  private check(s: GameState, move: Move): MoveError | undefined {
    if (s.result) return { code: "RUN4001", message: "the game is over" };
    if (!move || typeof move !== "object") return { code: "RUN4002", message: "a move is an object {player, choice, value}" };
    const found = findWaiting(active(s), move.player, move.choice);
    if (found) return badValue(found.wait!, move);
    const offered = this.offers(s, move.player).find((o) => o.action.def.name === move.choice);
    if (offered) return move.value === offered.action.def.name ? undefined : { code: "RUN4006", message: `${JSON.stringify(move.value)} is not one of the options of '${move.choice}'` };
    // Not owed: the walk that explains why only runs for rejected moves.
    const ths = waitingThreads(active(s));
    const mine = ths.filter((t) => t.wait!.seat === move.player);
    if (!mine.length) {
      const owed = [...new Set(ths.map((t) => seatName(t.wait!.seat)))].join(", ");
      return { code: "RUN4003", message: `${seatName(move.player)} owes no decision now (waiting for ${owed})` };
    }
    return { code: "RUN4004", message: `${seatName(move.player)} is not deciding '${move.choice}' now (deciding: ${mine.map((t) => t.wait!.choice).join(", ")})` };
  }

  /** Runs threads and the flow until a decision is owed (forced ones are taken) or the game ends. */
  private settle(c: Ctx): void {
    const s = c.s;
    const bodies = this.compiled.bodies;
    // A flow that keeps stepping without anyone deciding anything never ends: fail loudly instead.
    let idle = 0;
    for (;;) {
      if (++idle > 100_000)
        throw new RuleError(RUN.idleFlow.code, `the flow keeps running without asking anyone anything (in ${JSON.stringify(s.flow)}: a phase that never ends?)`);
      if (s.result) {
        s.thread = null;
        s.side = null;
        return;
      }
      if (s.side) {
        // An any-time action or reaction runs first; the flow step's decision is asked again after it.
        const st = runThread(c, s.side, bodies);
        if (st === "halted") continue;
        if (st === "waiting") {
          if (this.takeForced(c)) continue;
          return;
        }
        s.side = null;
        if (this.pauseAfterBlock) return;
      }
      if (s.thread) {
        const st = runThread(c, s.thread, bodies);
        if (st === "halted") continue;
        if (st === "waiting") {
          if (this.takeForced(c)) continue;
          return;
        }
        s.thread = null;
      }
      const next = this.flow.done(s.flow, c);
      s.flow = next.value;
      this.act(c, next.actions);
      if (!s.thread && next.final) {
        if (!s.result) s.result = { winners: [] };
        return;
      }
    }
  }

  /**
   * Told of every decision taken without asking because it had one option (the state keeps no trace
   * of them: no move, no log event), e.g. for `simulate --count`; unset, it costs nothing.
   */
  onForced: ((move: Move) => void) | undefined = undefined;

  /** Takes every decision that has exactly one option and no pass: nothing to decide. */
  private takeForced(c: Ctx): boolean {
    const root = active(c.s);
    if (root?.wait && !root.kids) {
      // A player with an any-time action on offer still has a choice: take it, or the one option.
      if (this.compiled.actions.length && root.wait.domain.length === 1 && !root.wait.optional && offers(c, this.compiled.actions, root.wait.seat).some((o) => !o.action.def.reaction)) return false;
      return this.takeIfForced(root);
    }
    let took = false;
    for (const th of waitingThreads(root)) if (this.takeIfForced(th)) took = true;
    return took;
  }

  private takeIfForced(th: Thread): boolean {
    const w = th.wait!;
    if (!takeIfForced(th)) return false;
    this.onForced?.({ player: w.seat, choice: w.choice, value: w.domain[0]! });
    return true;
  }

  private act(c: Ctx, actions: FlowAction[]): void {
    for (const a of actions) {
      if (a.type === "runStep") {
        const b = this.compiled.stepBody.get(a.params.step)!;
        const thread: Thread = { stack: [{ body: b, pc: 0, env: filled(this.compiled.bodies[b]!.size, null), me: 0, self: -1 }] };
        c.s.thread = thread;
        endLastingForStep(c, a.params.step);
        c.log({ e: "step", a: { step: a.params.step } });
      } else {
        // A new pass of a phase ends what lasts "until the end of" the pass before.
        if (a.type === "addCounter") endLastingForPhase(c, a.params.counter);
        const i = this.compiled.t.counterIndex.get(a.params.counter)!;
        c.s.counters[i] = a.type === "setCounter" ? a.params.value : (c.s.counters[i] as number) + a.params.value;
      }
    }
  }

  private decision(s: GameState, w: Wait): Decision {
    const options: DecisionOption[] = w.domain.map((v, i) => {
      const card = !w.texts && w.type === "component" && typeof v === "number" && v >= 0;
      return { value: v, label: w.texts?.[i] ?? (card ? choiceLabel(this.program, s.attrs, v) : labelOf(this.program, w.type, v, s.setup.names)), ...(card ? { card: true as const } : {}) };
    });
    if (w.type === "component" && !w.texts) distinguish(this.program, this.layout(s.players), s, options);
    if (w.optional) options.push({ value: null, label: "pass" });
    return { player: w.seat, choice: w.choice, prompt: w.prompt, options };
  }

  private choiceEvent(c: Ctx, w: Wait, move: Move): LogEvent {
    const ev: LogEvent = { e: "choice", p: move.player, a: { choice: w.choice, value: w.type === "component" && move.value !== null ? { c: move.value } : move.value } };
    // An option of `choose one` is told by its text ("End your movement"), not its name.
    const text = w.texts?.[w.domain.indexOf(move.value as never)];
    if (text !== undefined) ev.a!.text = text;
    if (w.type === "component" && typeof move.value === "number") {
      const row = c.L.visible[c.s.loc[move.value]!]!;
      const seen = row.flatMap((v, p) => (v || p === move.player ? [p] : []));
      if (seen.length < c.s.players) ev.seen = seen;
    }
    return ev;
  }
}

/** The thread whose decisions are owed: an any-time action's block while one runs, else the flow step's. */
function active(s: GameState): Thread | null {
  return s.side ?? s.thread;
}

/** A seat as moves number it and as people count it: "seat 0 (Player 1)". */
function seatName(p: number): string {
  return `seat ${p} (Player ${p + 1})`;
}

function pushLog(this: Ctx, e: LogEvent): void {
  appendLog(this.s, e);
}

function ignoreLog(): void {}

/** Whether a move's value is one the decision accepts; the reason when it is not. */
function badValue(w: Wait, move: Move): MoveError | undefined {
  if (move.value === null) return w.optional ? undefined : { code: "RUN4005", message: `'${move.choice}' cannot be passed` };
  if (!w.domain.includes(move.value)) return { code: "RUN4006", message: `${JSON.stringify(move.value)} is not one of the options of '${move.choice}'` };
  return undefined;
}

/** Adds a waiting decision's moves (those of `player` only, when given) to `out`. */
function movesOf(w: Wait, player: number | undefined, out: Move[]): void {
  if (player !== undefined && w.seat !== player) return;
  for (const v of w.domain) out.push({ player: w.seat, choice: w.choice, value: v });
  if (w.optional) out.push({ player: w.seat, choice: w.choice, value: null });
}

/** Resumes a thread whose decision has exactly one option and no pass: there is nothing to decide. */
function takeIfForced(th: Thread): boolean {
  const w = th.wait!;
  if (w.domain.length !== 1 || w.optional) return false;
  resume(th, w, w.domain[0]!);
  return true;
}

/**
 * Turns a thrown content error into a move error that keeps the rule's position (`at`, and
 * `where` as file:line:col) and hint; running out of JavaScript stack is a rule error too (the
 * rules recursed), and anything else keeps its message as an engine bug (RUN4999).
 */
export function asMoveError(e: unknown, program?: Program): MoveError {
  if (e instanceof RuleError) {
    const where = program && whereOf(program.files, program.lineStarts, e.at);
    return { code: e.code, message: e.message, ...(e.at ? { at: e.at } : {}), ...(where ? { where } : {}), ...(e.hint ? { hint: e.hint } : {}) };
  }
  if (e instanceof RangeError && /call stack/i.test(e.message))
    return { code: RUN.tooDeep.code, message: "the rules recurse too deeply (the JavaScript stack ran out)", hint: RUN.tooDeep.hint };
  return { code: RUN.bug.code, message: e instanceof Error ? e.message : String(e), hint: RUN.bug.hint };
}
