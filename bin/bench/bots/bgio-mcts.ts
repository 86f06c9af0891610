import type { Game } from "boardgame.io";
import { MCTSBot } from "boardgame.io/ai";
import { InitializeGame } from "boardgame.io/internal";

// boardgame.io's own MCTS bot on its version of a game, from the starting position: how many
// iterations a second it runs, the figure the search bot's speed is compared with.

/** Iterations per second of boardgame.io's MCTSBot with `iterations` per decision, over `decisions` decisions from the start. */
export async function boardgameioIterationsPerSecond(game: Game, iterations: number, decisions: number): Promise<number> {
  const state = InitializeGame({ game, numPlayers: 2 });
  const bot = new MCTSBot({ game, enumerate: game.ai!.enumerate, iterations, playoutDepth: 50, seed: "bench" });
  const t = performance.now();
  for (let i = 0; i < decisions; i++) await bot.play(state, "0");
  return (iterations * decisions) / ((performance.now() - t) / 1000);
}
