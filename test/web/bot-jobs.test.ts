// Bot decisions as data (runtime SeatBots, the table's BotJob): the same position and request give
// the same move wherever they are computed, and an answer for a position that moved on is dropped.

import { describe, expect, it } from "vitest";
import { BOT_KINDS, Engine, SeatBots, decisionSeed } from "../../runtime/index.js";
import { GameSession, SEAT_KINDS } from "../../web/session/game-session.js";
import { InlineBotRunner } from "../../web/session/bot-runner.js";
import { compiledProgram } from "./browser-harness.js";
import { stepBot } from "../helpers/step-bot.js";

const program = compiledProgram("beginners")!;

describe("bot decisions as data", () => {
  it("a fresh SeatBots, a kept one and a plain-JSON copy of the state give the same move for the same request", () => {
    const engine = new Engine(program);
    const r = engine.start({ players: 3, seed: 4 });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.state;
    const kept = new SeatBots(engine);
    for (let i = 0; i < 12 && !engine.isOver(s); i++) {
      const seat = engine.owing(s)[0]!;
      const req = { seat, kind: "planner", weigh: false, seed: decisionSeed(4, s.moves.length, seat, false) };
      const a = kept.decide(s, req).move;
      const b = new SeatBots(engine).decide(JSON.parse(JSON.stringify(s)), req).move;
      expect(b).toEqual(a);
      const next = engine.apply(s, a!);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
  });

  it("the search bot (Beginners' `auto`) gives the same move for the same request from a fresh SeatBots, wherever it runs", () => {
    // A kept search bot goes on in the tree of its last decision, so only fresh ones are compared:
    // a worker that starts afresh (the table's after an undo, another server thread) answers alike.
    const engine = new Engine(program);
    const r = engine.start({ players: 3, seed: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    const seat = engine.owing(s)[0]!;
    const req = { seat, kind: "auto", weigh: false, seed: decisionSeed(4, s.moves.length, seat, false) };
    const a = new SeatBots(engine).decide(s, req);
    const b = new SeatBots(new Engine(program)).decide(JSON.parse(JSON.stringify(s)), req);
    expect(a.kind).toBe("mcts");
    expect(b).toEqual(a);
  });

  it("the lobby's seat kinds are a person plus every name in BOT_KINDS", () => {
    expect(SEAT_KINDS).toEqual(["human", ...BOT_KINDS.map((k) => (k === "auto" ? "bot" : k))]);
  });

  it("the session plays a bot's answer only at the position it was asked for", async () => {
    const r = GameSession.start(program, { players: 2, seed: 11 }, ["bot", "bot"]);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    const runner = new InlineBotRunner();
    const job = s.botJob()!;
    const answer = await runner.decide(s.program, job.state, job.request);
    // Another answer lands first (the same thread's bot): the first answer is now stale.
    expect(stepBot(s)).toBe(true);
    const at = s.moves.length;
    expect(s.isCurrent(job)).toBe(false);
    expect(s.botAnswered(job, answer.move)).toBe(false);
    expect(s.moves.length).toBe(at);
    // A current answer is played.
    const next = s.botJob()!;
    expect(s.botAnswered(next, (await runner.decide(s.program, next.state, next.request)).move)).toBe(true);
    expect(s.moves.length).toBe(at + 1);
  });
});
