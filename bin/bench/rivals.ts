// The same games written for other engines, so `npm run bench` can put Menagerie side by side with
// boardgame.io (its own headless client) and with a plain hand-written reducer (the practical limit).

import type { Game } from "boardgame.io";
import { Client } from "boardgame.io/client";
import { botRandom } from "../cli/seeded-random.js";
import { TicTacToe } from "./boardgameio-tic-tac-toe.js";
import { ConnectFour } from "./boardgameio-connect-four.js";
import { TicTacToe as HandTtt } from "./handwritten-tic-tac-toe.js";
import { ConnectFour as HandC4 } from "./handwritten-connect-four.js";
import type { Contender, Playout } from "./measure.js";

/** A hand-written game, changed in place: back to the start, legal moves into a buffer, play one. */
interface HandWritten {
  reset(): void;
  legal(out: Int32Array): number;
  play(move: number): void;
  readonly going: boolean;
}

const RIVALS: Record<string, { boardgameio: Game; handwritten: () => HandWritten }> = {
  "tic-tac-toe": { boardgameio: TicTacToe as Game, handwritten: () => new HandTtt() },
  "connect-four": { boardgameio: ConnectFour as Game, handwritten: () => new HandC4() },
};

/** The other engines' contenders for a content game (none when the bench has no rival for it). */
export function rivalsOf(game: string): Contender[] {
  const r = RIVALS[game];
  if (!r) return [];
  return [
    { game, players: 2, engine: "boardgameio", playout: boardgameioPlayout(r.boardgameio) },
    { game, players: 2, engine: "handwritten", playout: reducerPlayout(r.handwritten()) },
  ];
}

// Random playouts through boardgame.io's headless client, moves listed by the game's ai.enumerate
// (as its bots do) and one picked uniformly with the same seeded generator as Menagerie's bot. One
// client plays every game, `reset()` between games: building a client per game costs more than the
// game (about 3× fewer moves/s), and that would measure setup rather than play.
function boardgameioPlayout(game: Game): Playout {
  let client: ReturnType<typeof Client> | undefined;
  return (seed) => {
    const rng = botRandom(seed);
    if (client) client.reset();
    else {
      client = Client({ game, numPlayers: 2 });
      client.start();
    }
    let moves = 0;
    for (;;) {
      const { G, ctx } = client.getState()!;
      if (ctx.gameover) return { moves };
      const options = game.ai!.enumerate(G, ctx, ctx.currentPlayer);
      const pick = options[Math.floor(rng() * options.length)];
      if (!pick || !("move" in pick)) return { moves, error: "no move to make" };
      client.moves[pick.move]!(...(pick.args ?? []));
      moves++;
    }
  };
}

// One game object and one move buffer serve every playout: nothing is allocated per move.
function reducerPlayout(game: HandWritten): Playout {
  const legal = new Int32Array(64);
  return (seed) => {
    const rng = botRandom(seed);
    game.reset();
    let moves = 0;
    while (game.going) {
      const n = game.legal(legal);
      game.play(legal[Math.floor(rng() * n)]!);
      moves++;
    }
    return { moves };
  };
}
