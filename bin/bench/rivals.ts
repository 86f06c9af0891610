// The same games written for other engines, so `npm run bench` can put Menagerie side by side with
// boardgame.io (its own headless client), with a plain hand-written reducer (the practical limit)
// with a hand-written reducer over plain-JSON state (the floor DESIGN §2's state contract sets) and
// with one over Menagerie's own state (the floor the engine's state sets).

import type { Game } from "boardgame.io";
import { Client } from "boardgame.io/client";
import { botRandom } from "../cli/seeded-random.js";
import { TicTacToe } from "./boardgameio-tic-tac-toe.js";
import { ConnectFour } from "./boardgameio-connect-four.js";
import { TicTacToe as HandTtt } from "./handwritten-tic-tac-toe.js";
import { ConnectFour as HandC4 } from "./handwritten-connect-four.js";
import { plainJsonTicTacToe } from "./plain-json-tic-tac-toe.js";
import { plainJsonConnectFour } from "./plain-json-connect-four.js";
import { engineStateTicTacToe } from "./engine-state-tic-tac-toe.js";
import { engineStateConnectFour } from "./engine-state-connect-four.js";
import type { JsonGame } from "./plain-json-game.js";
import type { Contender, Playout } from "./measure.js";

/** A hand-written game, changed in place: back to the start, legal moves into a buffer, play one. */
interface HandWritten {
  reset(): void;
  legal(out: Int32Array): number;
  play(move: number): void;
  readonly going: boolean;
}

type AnyJsonGame = JsonGame<{ result: unknown }>;

const RIVALS: Record<string, { boardgameio: Game; handwritten: () => HandWritten; plainJson: AnyJsonGame; engineState: AnyJsonGame }> = {
  "tic-tac-toe": { boardgameio: TicTacToe as Game, handwritten: () => new HandTtt(), plainJson: plainJsonTicTacToe, engineState: engineStateTicTacToe as AnyJsonGame },
  "connect-four": { boardgameio: ConnectFour as Game, handwritten: () => new HandC4(), plainJson: plainJsonConnectFour, engineState: engineStateConnectFour as AnyJsonGame },
};

/** The other engines' contenders for a content game (none when the bench has no rival for it). */
export function rivalsOf(game: string): Contender[] {
  const r = RIVALS[game];
  if (!r) return [];
  return [
    { game, players: 2, engine: "boardgameio", playout: boardgameioPlayout(r.boardgameio) },
    { game, players: 2, engine: "handwritten", playout: reducerPlayout(r.handwritten()) },
    { game, players: 2, engine: "plain-json", playout: plainJsonPlayout(r.plainJson) },
    { game, players: 2, engine: "engine-state", playout: plainJsonPlayout(r.engineState) },
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

// A fresh state per game, the option picked from the decision the state holds, the move checked as
// JSON: what Menagerie's own random playout does, minus the engine.
function plainJsonPlayout(game: AnyJsonGame): Playout {
  return (seed) => {
    const rng = botRandom(seed);
    const s = game.start(seed);
    let moves = 0;
    while (!s.result) {
      const w = game.owed(s);
      if (!w) return { moves, error: "no decision pending" };
      const refused = game.apply(s, { player: w.seat, choice: w.choice, value: w.domain[Math.floor(rng() * w.domain.length)] });
      if (refused) return { moves, error: refused };
      moves++;
    }
    return { moves };
  };
}
