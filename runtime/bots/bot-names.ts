// The bots' names, levels and descriptions, apart from the bots themselves (bot-kinds.ts makes
// them): the lobby and the table name bots without loading them (they think in a Web Worker).

/** The names a seat's bot can be given: `auto`, the levels, then the kinds. */
export const BOT_KINDS = ["auto", "easy", "normal", "strong", "expert", "mcts", "planner", "deduction", "random"] as const;

/** The levels, weakest first. */
export const BOT_LEVELS = ["easy", "normal", "strong", "expert"] as const;

/** A level by name. */
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What each name offers, in a player's words (the lobby shows it). */
export const BOT_DESCRIPTIONS: Record<(typeof BOT_KINDS)[number], string> = {
  auto: "the game's own bot: the strongest that answers within about a second",
  easy: "plays its own turn sensibly but never looks at your replies",
  normal: "searches a quarter of a second a decision",
  strong: "searches a second a decision",
  expert: "searches three seconds a decision",
  mcts: "Monte Carlo tree search with the game's own budget",
  planner: "compares its own moves by the game's heuristic",
  deduction: "reasons about the opponents' secrets",
  random: "plays any legal move",
};

/** A bot kind by name. */
export type BotKind = (typeof BOT_KINDS)[number];

/** Whether `name` is a bot kind. */
export function isBotKind(name: string): name is BotKind {
  return (BOT_KINDS as readonly string[]).includes(name);
}
