import { makeBot, isBotKind, MctsBot, searchSettings, type Engine, type GameState, type Move } from "../../../runtime/index.js";
import { AlphaBetaBot } from "./alpha-beta.js";
import type { BenchBudget } from "./bench-spec.js";

// The bots of a bench case by name: `mcts` with the bench's budget, `ab<N>` the benchmark's own
// alpha-beta opponent, and every other name through the runtime's `makeBot`.

/** A bot the bench can ask for moves, with the search's iterations when it is the search bot. */
export interface BenchBot {
  choose(state: GameState): Move | undefined;
  iterations(): number;
}

/** The bot named `kind` for `seat`. */
export function benchBot(kind: string, engine: Engine, seat: number, rng: () => number, budget: BenchBudget): BenchBot {
  if (kind === "mcts") {
    // The game's own settings (depth, exploration), any the bench run sets, and its budget in iterations, not time.
    const { ms: _time, ...own } = searchSettings(engine);
    const bot = new MctsBot(engine, seat, rng, { ...own, ...budget.settings, iterations: budget.iterations });
    return { choose: (s) => bot.choose(s), iterations: () => bot.lastIterations };
  }
  const ab = /^ab(\d+)$/.exec(kind);
  if (ab) {
    const bot = new AlphaBetaBot(engine, seat, Number(ab[1]), rng);
    return { choose: (s) => bot.choose(s), iterations: () => 0 };
  }
  if (!isBotKind(kind)) throw new Error(`no bot kind '${kind}'`);
  const bot = makeBot(kind, engine, seat, rng);
  return { choose: (s) => bot.choose(s), iterations: () => 0 };
}

/** `bot`, except that it never takes the options in `never` (`decision=option`): another legal move at random instead. */
export function avoiding(bot: BenchBot, engine: Engine, seat: number, never: readonly string[], rng: () => number): BenchBot {
  const banned = new Set(never);
  const ok = (m: Move) => !banned.has(`${m.choice}=${String(m.value)}`);
  return {
    iterations: () => bot.iterations(),
    choose(state) {
      const m = bot.choose(state);
      if (!m || ok(m)) return m;
      const others = engine.legalMoves(state, seat).filter(ok);
      return others.length ? others[Math.floor(rng() * others.length)] : m;
    },
  };
}
