import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";

// Who among the bot seats acts next, the same way wherever bots play (the hot-seat table, the game
// server): a bot that owes a decision moves; else a bot with an action on offer (a reaction in
// another seat's turn, an any-time action) weighs it once per position, taking it or letting it pass,
// so that offers are weighed as the table weighs them and nobody is held up.

/** The next bot to act: `weigh` when it owes nothing and only weighs an offer (`Bot.react`). */
export interface BotTurn {
  seat: number;
  weigh: boolean;
}

/** The key under which a seat has weighed the offers at a position (one weighing per seat and position). */
export function weighKey(state: GameState, seat: number): string {
  return `${state.moves.length}:${seat}`;
}

/** The bot seat that should act now, if any; `weighed` holds the `weighKey`s already used. */
export function nextBotTurn(engine: Engine, state: GameState, isBot: (seat: number) => boolean, weighed: ReadonlySet<string>): BotTurn | undefined {
  if (engine.isOver(state)) return undefined;
  const owing = engine.owing(state).find(isBot);
  if (owing !== undefined) return { seat: owing, weigh: false };
  if (!engine.program.actions?.length) return undefined;
  // No bot owes anything: every legal move of a bot seat is an offer.
  for (const m of engine.legalMoves(state)) if (isBot(m.player) && !weighed.has(weighKey(state, m.player))) return { seat: m.player, weigh: true };
  return undefined;
}
