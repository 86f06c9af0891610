// `engine.view(state, seat, logFrom)` redacts only the log from event `logFrom` on, and those
// events are exactly the tail of the whole view's log: the server keeps each seat's redacted log
// and extends it after every move instead of redacting a long log again.

import { describe, expect, it } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine, SPECTATOR, randomBot, seededRandom } from "../../runtime/index.js";

describe("view from a log index", () => {
  it("gives the tail of the whole view's log, redacted the same way, for every seat and the spectator", () => {
    const r = compileGame(new NodeContentSource("content"), "beginners");
    if (!r.program) throw new Error("beginners does not compile");
    const engine = new Engine(r.program);
    const started = engine.start({ players: 3, seed: 11 });
    if (!started.ok) throw new Error(started.error.message);
    const s = started.state;
    const rng = seededRandom(5);
    let redacted = 0;
    for (let i = 0; i < 60 && !engine.isOver(s); i++) {
      for (const seat of [0, 1, 2, SPECTATOR]) {
        const whole = engine.view(s, seat).log;
        for (const from of [0, Math.floor(whole.length / 2), whole.length]) {
          const tail = engine.view(s, seat, from);
          expect(tail.log).toEqual(whole.slice(from));
        }
        // Events some seats may not see are in this log, so redaction is at work here.
        redacted += whole.filter((e, k) => JSON.stringify(e) !== JSON.stringify(s.log[k])).length;
      }
      const p = engine.owing(s)[0]!;
      const move = randomBot(engine, s, p, rng);
      if (!move) break;
      expect(engine.applyInPlace(s, move)).toBeUndefined();
    }
    expect(redacted).toBeGreaterThan(0);
  });
});
