import type { BotDef, Program } from "./program.js";
import { ignoreLog, type Ctx, type Eval, type ExprGenerator } from "./context.js";
import { compileExpr } from "./compile-expr.js";
import type { GameState } from "./state.js";
import type { ApplyResult, Decision, GameResult, GameSetup, LogEvent, Move, MoveError } from "./types.js";
import { compileProgram, type Compiled } from "./tables.js";
import { registeredExprGenerator } from "./expr-generator.js";
import { Flow } from "./flow.js";
import { makeLayout, type Layout } from "./layout.js";
import { initialState } from "./initial-state.js";
import { appendLog, cloneState } from "./clone.js";
import { viewOf, type PlayerView } from "./view.js";
import { renderLog } from "./log-render.js";
import { describeState } from "./describe.js";
import type { TableShown } from "./table-layout/table-shown.js";
import { STEP_BUDGET } from "./limits.js";
import type { MoveRules } from "./move/rules.js";
import { playMove, startFlow } from "./move/pipeline.js";
import { checkMove } from "./move/check-move.js";
import { asMoveError } from "./move/move-error.js";
import { decisionsOwed, firstSeatOwing, legalMovesOf, randomMoveOf, seatsOwing } from "./move/owed.js";

// The engine is the façade: a move's path through the runtime is read in runtime/move/pipeline.ts.

/** Engine settings. */
export interface EngineOptions {
  /** Record log events (default true); simulations turn it off for speed. */
  log?: boolean;
  /**
   * How expressions are compiled: with this generator, or null for closures only; by default with the
   * one registered by `useGeneratedExpressions` (if any). Either way a game plays the same, move for move.
   */
  expressions?: ExprGenerator | null;
}

/** Plays any compiled program: start, list decisions, apply moves, view, replay. */
export class Engine implements MoveRules {
  readonly compiled: Compiled;
  /** The flow statechart with its guards compiled (read by the move stages). */
  readonly flow: Flow;
  /** Set while `applyUntilBlockEnds` runs: the rules stop as soon as an any-time action's block finishes. */
  pauseAfterBlock = false;
  /**
   * Told of every decision taken without asking because it had one option (the state keeps no trace
   * of them: no move, no log event), e.g. for `simulate --count`; unset, it costs nothing.
   */
  onForced: ((move: Move) => void) | undefined = undefined;
  private readonly layouts = new Map<number, Layout>();
  private lastLayout?: { players: number; layout: Layout };
  private readonly logging: boolean;
  private readonly queries = new Map<string, Eval>();

  constructor(
    readonly program: Program,
    options: EngineOptions = {},
  ) {
    this.compiled = compileProgram(program, options.expressions === undefined ? registeredExprGenerator() : (options.expressions ?? undefined));
    this.flow = new Flow(program.flow, this.compiled.t);
    this.logging = options.log !== false;
  }

  /** Starts a game; bad player counts or options are rejected with a reason. */
  start(setup: GameSetup): ApplyResult<GameState> {
    try {
      const made = initialState(this.program, this.compiled.t, setup, (n) => this.layout(n));
      if (!made.ok) return made;
      startFlow(this, made.state);
      made.state.undoFloor = 0;
      return { ok: true, state: made.state };
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
    return decisionsOwed(this, s);
  }

  /** Seats that owe a decision now, without building labels (the fast path for bots). */
  owing(s: GameState): number[] {
    return seatsOwing(s);
  }

  /** The first seat that owes a decision, or -1 (the allocation-free form of `owing(s)[0]`). */
  firstOwing(s: GameState): number {
    return firstSeatOwing(s);
  }

  /** A uniformly random legal move of `player` (undefined when none), built without listing them all. */
  randomMove(s: GameState, player: number, rng: () => number): Move | undefined {
    return randomMoveOf(this, s, player, rng);
  }

  /** Every legal move, optionally only those of one player. */
  legalMoves(s: GameState, player?: number): Move[] {
    return legalMovesOf(this, s, player);
  }

  /** Applies a move to a copy of the state; an illegal move leaves the given state as it was. */
  apply(s: GameState, move: Move): ApplyResult<GameState> {
    const problem = checkMove(this, s, move);
    if (problem) return { ok: false, error: problem };
    const next = cloneState(s);
    const err = playMove(this, next, move);
    return err ? { ok: false, error: err } : { ok: true, state: next };
  }

  /** Applies a move by mutating the state (the fast path for bots); returns an error if illegal. */
  applyInPlace(s: GameState, move: Move): MoveError | undefined {
    return playMove(this, s, move);
  }

  /**
   * Applies a move like `applyInPlace`, but stops as soon as an any-time action's block finishes,
   * before the flow's pending decision is asked again: a bot values what the block changed at the
   * point it was taken. The state is then only fit for reading (its heuristic, counters), not play.
   */
  applyUntilBlockEnds(s: GameState, move: Move): MoveError | undefined {
    this.pauseAfterBlock = true;
    try {
      return playMove(this, s, move);
    } finally {
      this.pauseAfterBlock = false;
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

  /** The bot the game names for `seat` in `s`: the first `bot ... when` whose condition holds, else its default `bot` (undefined: none named). */
  gameBot(s: GameState, seat: number): BotDef | undefined {
    const bots = this.program.bots ?? [];
    for (let i = 0; i < bots.length; i++) {
      const when = bots[i]!.when!;
      const key = `(bot ${i})`;
      let fn = this.queries.get(key);
      if (!fn) this.queries.set(key, (fn = compileExpr(when.expr, this.compiled.t)));
      if (fn(this.ctx(s), { env: new Array(when.locals), me: seat, self: -1 }) === true) return bots[i];
    }
    return this.program.bot;
  }

  /** Whether the game gives bot knowledge (`prefer`) for any decision, its options or its pass. */
  hasPreferences(): boolean {
    return !!this.program.prefer || !!this.program.preferPass;
  }

  /** Whether the game's bot knowledge ranks the options of `decision` or its pass (`prefer decision(x) = ...`, `prefer decision(pass) = ...`). */
  prefers(decision: string): boolean {
    return !!this.program.prefer?.[decision] || !!this.program.preferPass?.[decision];
  }

  /** How the game's `prefer` ranks option `value` of `decision` (null: its pass) for `seat` in `s`, higher first (undefined: unranked, or ranked none). */
  preference(s: GameState, seat: number, decision: string, value: unknown): number | undefined {
    return this.preferences(s, seat, decision, [value])[0];
  }

  /**
   * `preference` for each of `values` in turn, in one read-only evaluation: a pure function the ranks
   * ask for again with the same arguments (the goal every step is measured against) is worked out once.
   */
  preferences(s: GameState, seat: number, decision: string, values: readonly unknown[]): (number | undefined)[] {
    const c = this.ctx(s);
    c.memo = new Map();
    return values.map((value) => {
      const pass = value === null;
      const p = pass ? this.program.preferPass?.[decision] : this.program.prefer?.[decision];
      if (!p) return undefined;
      const key = `(prefer ${decision}${pass ? " pass" : ""})`;
      let fn = this.queries.get(key);
      if (!fn) this.queries.set(key, (fn = compileExpr(p.expr, this.compiled.t)));
      const env = new Array(Math.max(1, p.locals));
      env[0] = value;
      // Each option gets the step budget a lone evaluation would.
      c.steps = STEP_BUDGET;
      return (fn(c, { env, me: seat, self: -1 }) as number | null) ?? undefined;
    });
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
}

function pushLog(this: Ctx, e: LogEvent): void {
  appendLog(this.s, e);
}
