// The same games written for other engines, so `npm run bench` can put Menagerie side by side with
// boardgame.io (its own headless client) and with a plain hand-written reducer (the practical limit).

import type { Game } from "boardgame.io";
import { Client } from "boardgame.io/client";
import { botRandom } from "../cli/seeded-random.js";
import { TicTacToe } from "./boardgameio-tic-tac-toe.js";
import { ConnectFour } from "./boardgameio-connect-four.js";
import * as handTtt from "./handwritten-tic-tac-toe.js";
import * as handC4 from "./handwritten-connect-four.js";
import type { Contender, Playout } from "./measure.js";

/** A hand-written game: a starting state, its legal moves, and a reducer (state, move) → next state. */
interface Reducer<S> {
  newGame(): S;
  legalMoves(s: S): number[];
  apply(s: S, move: number): S;
}

const RIVALS: Record<string, { boardgameio: Game; handwritten: Reducer<{ readonly winner: number | undefined }> }> = {
  "tic-tac-toe": { boardgameio: TicTacToe as Game, handwritten: handTtt },
  "connect-four": { boardgameio: ConnectFour as Game, handwritten: handC4 },
};

/** The other engines' contenders for a content game (none when the bench has no rival for it). */
export function rivalsOf(game: string): Contender[] {
  const r = RIVALS[game];
  if (!r) return [];
  return [
    { game, players: 2, engine: "boardgameio", playout: boardgameioPlayout(r.boardgameio) },
    { game, players: 2, engine: "handwritten", playout: reducerPlayout(r.handwritten) },
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

function reducerPlayout<S extends { readonly winner: number | undefined }>(game: Reducer<S>): Playout {
  return (seed) => {
    const rng = botRandom(seed);
    let s = game.newGame();
    let moves = 0;
    while (s.winner === undefined) {
      const legal = game.legalMoves(s);
      s = game.apply(s, legal[Math.floor(rng() * legal.length)]!);
      moves++;
    }
    return { moves };
  };
}
