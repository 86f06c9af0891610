import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import type { Move } from "../types.js";
import type { BotDef } from "../program.js";
import { DeductionBot, type DeductionOptions } from "./deduction-bot.js";
import { MctsBot, type MctsOptions } from "./mcts-bot.js";
import { PlannerBot } from "./planner-bot.js";
import { resample, unseen } from "./world.js";
import { seededRandom } from "../rng.js";
import { BOT_LEVELS, type BotKind, type BotLevel } from "./bot-names.js";

export { BOT_KINDS, BOT_LEVELS, BOT_DESCRIPTIONS, isBotKind, type BotKind, type BotLevel } from "./bot-names.js";

// The bots a seat can be given, by name, for the CLI, the web table and the server: levels first,
// then the kinds themselves. `auto` plays the kind the game names (`bot mcts { ms: 1000 }` in its
// rules, or `bot mcts ... when mode == base` for some setups), with the settings it gives: the
// strongest that answers within about a second. A game that
// names none gets a guess when the bot first moves: deduction when opponents hold single hidden
// secrets (clues, roles), the planner when the content declares a heuristic, random otherwise.
// The levels `easy` to `expert` are budgets: the planner (random without a heuristic) for `easy`,
// the search bot with a quarter, one and three seconds a decision above it (voting searches of the
// game's `trust` iterations where it declares one); a game whose own bot is a specialised kind
// (deduction) keeps it at every level, with smaller and larger budgets (`easy`: slips as well).

/** Milliseconds per decision of the search bot at each level above `easy`. */
const LEVEL_MS: Record<Exclude<BotLevel, "easy">, number> = { normal: 250, strong: 1000, expert: 3000 };

/** How a specialised bot's budget scales at each level. */
const LEVEL_SCALE: Record<BotLevel, number> = { easy: 0.25, normal: 0.5, strong: 1, expert: 2 };

/**
 * The deduction bot's settings that are budgets, which the levels scale; its plans' `depth` is how it
 * reasons, not how long, and stays the game's: at 4 decisions rather than 2 its plans outgrew its
 * clock and left first moves uncompared, and in one game a seat at depth 2 won 15 of 15 against two
 * at depth 4 (the README's Bots).
 */
const DEDUCTION_BUDGET: ReadonlySet<string> = new Set(["worlds", "plans", "ms"] satisfies (keyof DeductionOptions)[]);

/** A bot bound to one seat: its move in a state, or undefined when that seat owes none. */
export interface Bot {
  readonly seat: number;
  /** The kind this bot plays as (`auto` until it has seen the game and picked one). */
  readonly kind: BotKind;
  choose(state: GameState): Move | undefined;
  /** An action on offer it takes while it owes nothing (a reaction in another seat's turn), or undefined to let it pass. */
  react(state: GameState): Move | undefined;
}

/** The kind `auto` plays for `seat` in `state`: the game's own choice, else the guess of the file comment. */
export function strongestKind(engine: Engine, state: GameState, seat: number): BotDef["kind"] {
  const own = gameBotSeen(engine, state, seat);
  if (own) return own.kind;
  const L = engine.layout(state.players);
  const secrets = unseen(engine, state, seat).slots.filter((slot) => L.slotOwner[slot]! >= 0 && L.slotOwner[slot] !== seat && state.zones[slot]!.length === 1);
  if (secrets.length) return "deduction";
  return engine.program.heuristic ? "planner" : "random";
}

/**
 * The bot the game names for `seat` (`bot ... when`), judged in a world dealt from what the seat can
 * see, so a condition that reads a hidden zone cannot pass hidden information into the choice of bot.
 * The world is dealt from a generator of its own, so the bot's choices draw the same numbers as before.
 */
function gameBotSeen(engine: Engine, state: GameState, seat: number): BotDef | undefined {
  if (!engine.program.bots?.length) return engine.program.bot;
  return engine.gameBot(resample(engine, state, seat, seededRandom(seat + 1)), seat);
}

/** The settings the game gives `kind`, on its default bot or on one it names for some setups (the first declaration of that kind; empty when it names none). */
export function kindSettings(engine: Engine, kind: BotDef["kind"]): Record<string, number> {
  return [engine.program.bot, ...(engine.program.bots ?? [])].find((b) => b?.kind === kind)?.settings ?? {};
}

/** The search settings the game gives (see `kindSettings`). */
export function searchSettings(engine: Engine): Record<string, number> {
  return kindSettings(engine, "mcts");
}

/** A new bot of `kind` for `seat`; its choices are drawn from `rng`. */
export function makeBot(kind: BotKind, engine: Engine, seat: number, rng: () => number): Bot {
  if (kind === "auto") return new AutoBot(engine, seat, rng);
  if (isLevel(kind)) return leveled(kind, engine, seat, rng);
  // The settings (budget) the game gives that kind wherever it declares it (a game whose `auto` is the
  // search bot may still give its planner a budget for some setups); an undeclared kind plays with its defaults.
  return withSettings(kind, engine, seat, rng, kind === "random" ? {} : kindSettings(engine, kind));
}

/** A bot of `kind` (not a level, not `auto`) with these settings. */
function withSettings(kind: Exclude<BotKind, "auto" | BotLevel>, engine: Engine, seat: number, rng: () => number, own: Record<string, number>): Bot {
  if (kind === "mcts") return named(kind, seat, new MctsBot(engine, seat, rng, own));
  if (kind === "planner") return named(kind, seat, new PlannerBot(engine, seat, rng, own));
  if (kind === "deduction") return named(kind, seat, new DeductionBot(engine, seat, rng, own));
  return {
    seat,
    kind,
    choose(state) {
      const moves = engine.legalMoves(state, seat);
      return moves.length ? moves[Math.floor(rng() * moves.length)] : undefined;
    },
    // Letting the offers pass is one more choice, as likely as each of them.
    react(state) {
      const moves = engine.legalMoves(state, seat);
      const i = Math.floor(rng() * (moves.length + 1));
      return moves[i];
    },
  };
}

function isLevel(name: string): name is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(name);
}

/** The bot a level stands for in this game (see the file comment). */
function leveled(level: BotLevel, engine: Engine, seat: number, rng: () => number): Bot {
  const own = engine.program.bot;
  if (own && own.kind !== "mcts" && own.kind !== "planner" && own.kind !== "random")
    return named(level, seat, new DeductionBot(engine, seat, rng, deductionLevelSettings(level, own.settings)));
  if (level === "easy") return { ...makeBot(engine.program.heuristic ? "planner" : "random", engine, seat, rng), kind: level };
  return named(level, seat, new MctsBot(engine, seat, rng, levelSettings(level, engine)));
}

/** Percent of the `easy` deduction bot's decisions that are slips (any legal move). */
const EASY_BLUNDER = 30;

/**
 * The deduction bot's settings at a level: the game's, its budgets scaled (see DEDUCTION_BUDGET). At
 * `easy`, a quarter of the budget and a slip at 30% of its decisions: in one game it then won 24 of 30
 * against two random seats and 2 of 30 against two of the game's own bots, where a random `easy` won 0
 * of 30 against them; a quarter of the budget alone, even one sampled world, was as strong as the
 * game's own (the README's Bots).
 */
export function deductionLevelSettings(level: BotLevel, own: Record<string, number>): DeductionOptions {
  const scaled: DeductionOptions = Object.fromEntries(Object.entries(own).map(([k, v]) => [k, DEDUCTION_BUDGET.has(k) ? Math.max(1, Math.round(v * LEVEL_SCALE[level])) : v]));
  return level === "easy" ? { ...scaled, blunder: EASY_BLUNDER } : scaled;
}

/**
 * The search settings a level above `easy` plays with: the game's own (`trust`, `depth`, …), its
 * iteration budget replaced by the level's clock, the playouts' move statistics not kept from one
 * decision to the next unless the game sets `memory`. Where the game says a search grows no surer past
 * `trust` iterations, the clock is spent on searches of that size, as many as it allows, which vote:
 * one larger tree played worse there than the game's own budget (see the README's Bot strength).
 */
export function levelSettings(level: Exclude<BotLevel, "easy">, engine: Engine): MctsOptions {
  const { iterations: _budget, ...own }: MctsOptions = searchSettings(engine);
  if (own.trust !== undefined) return { ...own, iterations: own.trust, trees: 0, ms: LEVEL_MS[level] };
  // One search of many times the game's budget: the move statistics that steer its playouts (MAST),
  // kept from earlier decisions, then steer them worse, so it forgets them unless the game says
  // otherwise (in one rulebook game at `strong`'s budget, 6 wins of 20 keeping them and 13 forgetting
  // them, where the game's own budget won 12.5; in a classic game no difference: the README's Bots).
  return { ...own, memory: own.memory ?? 0, ms: LEVEL_MS[level] };
}

function named(kind: BotKind, seat: number, bot: { choose(s: GameState): Move | undefined; react?(s: GameState): Move | undefined }): Bot {
  // A bot without a view on offers takes the one it would choose.
  return { seat, kind, choose: (s) => bot.choose(s), react: (s) => (bot.react ? bot.react(s) : bot.choose(s)) };
}

/** Resolves to the strongest kind on its first move and plays as that kind from then on. */
class AutoBot implements Bot {
  private inner?: Bot;

  constructor(
    private readonly engine: Engine,
    readonly seat: number,
    private readonly rng: () => number,
  ) {}

  get kind(): BotKind {
    return this.inner?.kind ?? "auto";
  }

  choose(state: GameState): Move | undefined {
    return this.resolved(state).choose(state);
  }

  react(state: GameState): Move | undefined {
    return this.resolved(state).react(state);
  }

  // The game's bot for this seat and setup plays with the settings its declaration gives.
  private resolved(state: GameState): Bot {
    if (this.inner) return this.inner;
    const own = gameBotSeen(this.engine, state, this.seat);
    const kind = own?.kind ?? strongestKind(this.engine, state, this.seat);
    return (this.inner = withSettings(kind, this.engine, this.seat, this.rng, own?.kind === kind ? own.settings : {}));
  }
}
