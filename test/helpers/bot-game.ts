// A whole game played by bots, for the content tests of each game's bots.
import type { Bot, Engine, GameState } from "../../runtime/index.js";

/** Plays `s` to its end in place, each move by the bot of the seat that owes it; throws on a refused move, a seat without one, or a game longer than `cap` moves. */
export function playToEnd(engine: Engine, s: GameState, bots: readonly Bot[], cap = 5000): void {
  for (let n = 0; !s.result; n++) {
    if (n > cap) throw new Error(`no end after ${cap} moves`);
    const p = engine.owing(s)[0]!;
    const m = bots[p]!.choose(s);
    if (!m) throw new Error(`seat ${p} has no move`);
    const err = engine.applyInPlace(s, m);
    if (err) throw new Error(`${JSON.stringify(m)}: ${err.message}`);
  }
}
