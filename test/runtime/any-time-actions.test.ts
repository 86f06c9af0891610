// Any-time actions and reactions: optional moves offered beside the pending decision, declared once.
// `anytime` goes to the player whose turn it is, at any decision of their turn; `reaction` goes to the
// other players between the active player's decisions; taking one runs its block at once, then the
// pending decision is asked again, computed anew.
import { describe, expect, it } from "vitest";
import { compileRules, engineFor, errorsOf } from "../helpers/mini-game.js";
import { ANYTIME_RULES as RULES } from "../helpers/anytime-game.js";
import { seededRandom, type Engine, type GameState, type Move } from "../../runtime/index.js";


const engine = engineFor(RULES);

function started(): GameState {
  const r = engine.start({ players: 3, seed: 1 });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.state;
  for (let p = 0; p < 3; p++) s = play(engine, s, { player: p, choice: "mood", value: "yes" });
  return s;
}

function play(e: Engine, s: GameState, m: Move): GameState {
  const r = e.apply(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
  return r.state;
}

const score = (s: GameState, p: number) => (s.counters[engine.program.counters.findIndex((c) => c.name === "score")] as number[])[p];
const names = (moves: Move[]) => moves.map((m) => `${m.player}:${m.choice}=${m.value}`).sort();

describe("any-time actions and reactions", () => {
  it("are not offered outside the procedures named after `during`", () => {
    const r = engine.start({ players: 3, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(names(engine.legalMoves(r.state))).toEqual(["0:mood=sure", "0:mood=yes"]);
  });

  it("legal moves offer the active player's any-time action and the others' reactions; only the active player owes a decision", () => {
    const s = started();
    expect(names(engine.legalMoves(s))).toEqual(["0:act=done", "0:act=gain", "0:boost=boost", "1:heckle=heckle", "2:heckle=heckle"]);
    expect(engine.owing(s)).toEqual([0]);
    expect(names(engine.legalMoves(s, 2))).toEqual(["2:heckle=heckle"]);
    const d = engine.decisions(s);
    expect(d.filter((x) => x.optional).map((x) => `${x.player}:${x.prompt}`)).toEqual([
      "0:Spend your token: 2 points",
      "1:Spend your token: a player loses 1 point",
      "2:Spend your token: a player loses 1 point",
    ]);
    // The view of a seat lists its own optional action, and waits only for the active player.
    const v = engine.view(s, 1);
    expect(v.decisions.map((x) => x.choice)).toEqual(["heckle"]);
    expect(v.waitingFor).toEqual([0]);
  });

  it("a reaction runs at once with its own decisions, then the pending decision is asked again, computed anew", () => {
    let s = started();
    // Player 0 has 2 points: "gain" (only below 3) is offered; after a gain it is not. The one option
    // left is not taken for them: an any-time action is on offer too.
    s = play(engine, s, { player: 0, choice: "act", value: "gain" });
    expect(names(engine.legalMoves(s, 0))).toEqual(["0:act=done", "0:boost=boost"]);
    s = play(engine, s, { player: 1, choice: "heckle", value: "heckle" });
    // The reaction's own decision comes first; the active player waits meanwhile.
    expect(engine.owing(s)).toEqual([1]);
    expect(names(engine.legalMoves(s))).toEqual(["1:target=0", "1:target=2"]);
    expect(engine.apply(s, { player: 0, choice: "act", value: "done" }).ok).toBe(false);
    s = play(engine, s, { player: 1, choice: "target", value: 0 });
    expect(score(s, 0)).toBe(2);
    // Back to player 0's decision, with "gain" on offer again (the score changed); player 1's token is spent.
    expect(names(engine.legalMoves(s))).toEqual(["0:act=done", "0:act=gain", "0:boost=boost", "2:heckle=heckle"]);
  });

  it("an any-time action of the active player keeps their turn going", () => {
    let s = started();
    s = play(engine, s, { player: 0, choice: "boost", value: "boost" });
    expect(score(s, 0)).toBe(4);
    // Only "End your turn" is left and no any-time action: the engine takes it. Player 1's turn: player 1
    // may boost, player 2 may react; player 0 spent their token.
    expect(names(engine.legalMoves(s))).toEqual(["1:act=done", "1:act=gain", "1:boost=boost", "2:heckle=heckle"]);
  });

  it("illegal uses are refused with a reason and change nothing", () => {
    const s = started();
    const before = JSON.stringify(s);
    expect(engine.apply(s, { player: 0, choice: "heckle", value: "heckle" }).ok).toBe(false);
    expect(engine.apply(s, { player: 1, choice: "boost", value: "boost" }).ok).toBe(false);
    const wrong = engine.apply(s, { player: 1, choice: "heckle", value: "x" });
    expect(wrong.ok ? "" : wrong.error.code).toBe("RUN4006");
    expect(JSON.stringify(s)).toBe(before);
  });

  it("replay and undo give the same states; bots take them", () => {
    let s = started();
    s = play(engine, s, { player: 2, choice: "heckle", value: "heckle" });
    s = play(engine, s, { player: 2, choice: "target", value: 1 });
    s = play(engine, s, { player: 0, choice: "boost", value: "boost" });
    const again = engine.replay(s.setup, s.moves);
    expect(again.ok && again.state.counters).toEqual(s.counters);
    expect(again.ok && engine.legalMoves(again.state)).toEqual(engine.legalMoves(s));
    const back = engine.undo(s)!;
    expect(score(back, 0)).toBe(2);
    expect(names(engine.legalMoves(back, 0))).toContain("0:boost=boost");
    // Random bots play whole games, taking any-time actions in their own turns.
    let boosted = 0;
    for (let g = 0; g < 20; g++) {
      const rng = seededRandom(g);
      const r = engine.start({ players: 3, seed: g });
      if (!r.ok) throw new Error(r.error.message);
      const t = r.state;
      for (let n = 0; n < 500 && !t.result; n++) {
        const m = engine.randomMove(t, engine.firstOwing(t), rng)!;
        expect(engine.applyInPlace(t, m)).toBeUndefined();
      }
      expect(t.result).not.toBeNull();
      boosted += t.counters[engine.program.counters.findIndex((c) => c.name === "boosts")] as number;
    }
    expect(boosted).toBeGreaterThan(0);
  });

  it("a random move is drawn from the seat's legal moves, any-time actions and reactions included, as picking from their list would", () => {
    // The random bot builds only the move it picks; the pick must be the one an index into the
    // listed moves gives, so seeded games replay the same whichever way a move is drawn.
    let offersTaken = 0;
    for (let g = 0; g < 10; g++) {
      const draw = seededRandom(100 + g);
      const r = engine.start({ players: 3, seed: g });
      if (!r.ok) throw new Error(r.error.message);
      const t = r.state;
      for (let n = 0; n < 300 && !t.result; n++) {
        for (let p = 0; p < 3; p++) {
          const listed = engine.legalMoves(t, p);
          const x = draw();
          const m = engine.randomMove(t, p, () => x);
          expect(m).toEqual(listed.length ? listed[Math.floor(x * listed.length)] : undefined);
        }
        const m = engine.randomMove(t, engine.firstOwing(t), draw)!;
        if (m.choice === "boost" || m.choice === "heckle") offersTaken++;
        expect(engine.applyInPlace(t, m)).toBeUndefined();
      }
    }
    expect(offersTaken).toBeGreaterThan(0);
  });

  it("`during` must name a procedure, at its position", () => {
    const r = compileRules(RULES.replace("during turn when tokens of me > 0 {\n  subtract 1 from tokens of me\n  add 2", "during turns when tokens of me > 0 {\n  subtract 1 from tokens of me\n  add 2"));
    expect(errorsOf(r)).toEqual(["CMP3009 g/game.rules:16:51"]);
  });
});
