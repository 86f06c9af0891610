import type { Engine } from "../engine.js";
import { seededRandom } from "../rng.js";
import type { GameState } from "../state.js";
import { makeBot, type Bot } from "../bots/bot-kinds.js";
import { botKindOf } from "./bot-levels.js";
import type { BotAnswer, BotRequest } from "./bot-request.js";

// Bot decisions as plain data, so that they can be computed wherever there is CPU to spare: in the
// same thread (the CLI, tests), in a Web Worker at the table, in a worker thread on the server. A
// request names the seat, its kind and a seed; the answer is the move. The same state and request
// give the same move wherever it runs, because each decision draws from its own seeded generator,
// for bots that remember alike: a fresh bot, or one kept through the same history (a kept search
// bot goes on in the tree of its last decision, so it may answer otherwise than a fresh one).

interface Kept {
  kind: string;
  bot: Bot;
  /** The generator of the decision being made (replaced before each one). */
  rng: { next: () => number };
  /** Moves of the history this bot has seen, and the last of them, to tell a continuation from a rewrite. */
  seen: number;
  last: string;
  game: string;
}

/**
 * The bots of one program's seats, kept between decisions (a bot may remember a plan or what it
 * deduced) while the history only grows; a rewritten history (undo, another game) gets fresh bots.
 */
export class SeatBots {
  private readonly kept = new Map<number, Kept>();

  constructor(readonly engine: Engine) {}

  /** Computes the decision `req` asks for in `state`. */
  decide(state: GameState, req: BotRequest): BotAnswer {
    const bot = this.bot(state, req);
    const move = req.weigh ? bot.react(state) : bot.choose(state);
    return { move, kind: bot.kind };
  }

  /** Forgets every bot (their memories of a history that no longer holds). */
  clear(): void {
    this.kept.clear();
  }

  private bot(state: GameState, req: BotRequest): Bot {
    const game = `${state.setup.seed}:${state.setup.players}`;
    const n = state.moves.length;
    let k = this.kept.get(req.seat);
    const continues = k && k.kind === req.kind && k.game === game && n >= k.seen && (k.seen === 0 || JSON.stringify(state.moves[k.seen - 1]) === k.last);
    if (!k || !continues) {
      const rng = { next: seededRandom(req.seed) };
      k = { kind: req.kind, rng, bot: makeBot(botKindOf(req.kind), this.engine, req.seat, () => rng.next()), seen: 0, last: "", game };
      this.kept.set(req.seat, k);
    }
    k.rng.next = seededRandom(req.seed);
    k.seen = n;
    k.last = n ? JSON.stringify(state.moves[n - 1]) : "";
    return k.bot;
  }
}
