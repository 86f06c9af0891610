import { SeatBots } from "../../runtime/index.js";
import type { GameSession } from "../../web/session/game-session.js";

// The table's bots on the test's own thread: what the page's Web Worker does for a session, one
// decision at a time, so tests can play bots to a position without a browser.

const kept = new WeakMap<GameSession, { bots: SeatBots; at: number }>();

/** Lets one bot of `s` make one move (or weigh an action on offer and let it pass); returns whether it moved. */
export function stepBot(s: GameSession): boolean {
  const job = s.botJob();
  if (!job) {
    s.weighedLast = false;
    return false;
  }
  let k = kept.get(s);
  if (!k) kept.set(s, (k = { bots: new SeatBots(s.engine), at: 0 }));
  // After an undo the bots start afresh: the trees they kept were grown from a later position.
  if (job.state.moves.length < k.at) k.bots.clear();
  k.at = job.state.moves.length;
  return s.botAnswered(job, k.bots.decide(job.state, job.request).move);
}
