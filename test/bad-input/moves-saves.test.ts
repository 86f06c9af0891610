// Bad input at run time: illegal moves, corrupt saves and bad setups are refused with a code and
// a reason, and nothing is lost: the state is exactly as it was.
import { describe, it, expect } from "vitest";
import { Engine, fromSave, toSave, type GameState, type Move } from "../../runtime/index.js";
import { compileMini } from "../helpers/mini-game.js";

const engine = new Engine(compileMini().program!);

function started(): GameState {
  const r = engine.start({ players: 2, seed: 1 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Applies an illegal move both ways and checks the code and that the state did not change. */
function refused(s: GameState, move: unknown, code: string): string {
  const before = structuredClone(s);
  const r = engine.apply(s, move as Move);
  expect(r.ok).toBe(false);
  expect(s).toEqual(before);
  const err = engine.applyInPlace(s, move as Move);
  expect(err?.code).toBe(code);
  expect(s).toEqual(before);
  return r.ok ? "" : (expect(r.error.code).toBe(code), r.error.message);
}

describe("illegal moves", () => {
  it("a player who owes no decision (RUN4003)", () => {
    const s = started();
    expect(engine.decisions(s).map((d) => [d.player, d.choice])).toEqual([[0, "play"]]);
    expect(refused(s, { player: 1, choice: "play", value: 3 }, "RUN4003")).toBe("seat 1 (Player 2) owes no decision now (waiting for seat 0 (Player 1))");
  });

  it("a decision name that is not being decided (RUN4004)", () => {
    expect(refused(started(), { player: 0, choice: "ply", value: 3 }, "RUN4004")).toBe("seat 0 (Player 1) is not deciding 'ply' now (deciding: play)");
  });

  it("a value outside the decision's domain (RUN4006), including a component the player does not hold", () => {
    const s = started();
    expect(refused(s, { player: 0, choice: "play", value: 2 }, "RUN4006")).toBe("2 is not one of the options of 'play'");
    refused(s, { player: 0, choice: "play", value: "3" }, "RUN4006");
  });

  it("a pass where passing is not allowed (RUN4005)", () => {
    const e = new Engine(compileMini({ "mini/game.rules": compileMiniRulesWithoutPass() }).program!);
    const r = e.start({ players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const before = structuredClone(r.state);
    expect(e.applyInPlace(r.state, { player: 0, choice: "play", value: null })?.code).toBe("RUN4005");
    expect(r.state).toEqual(before);
  });

  it("a move that is not an object (RUN4002)", () => {
    refused(started(), "play 3", "RUN4002");
  });

  it("any move after the game is over (RUN4001)", () => {
    const s = started();
    while (!s.result) engine.applyInPlace(s, engine.legalMoves(s).at(-1)!);
    expect(refused(s, { player: 0, choice: "play", value: 3 }, "RUN4001")).toBe("the game is over");
  });
});

/** The mini rules with `or pass` removed, so passing the play decision is illegal. */
function compileMiniRulesWithoutPass(): string {
  return compileMini().sources.get("mini/game.rules")!.replace(' or pass {', " {").replace(/\} else \{\n\s*log passed\n\s*\}/, "}");
}

describe("corrupt saves (RUN4030)", () => {
  const good = toSave("mini", { players: 2, seed: 1 }, [{ player: 0, choice: "play", value: 3 }]);
  const cases: [string, unknown, string][] = [
    ["not a JSON object", "hello", "not a valid save: expected a JSON object"],
    ["null", null, "not a valid save: expected a JSON object"],
    ["the wrong format", { ...good, format: "chess-pgn" }, 'not a valid save: missing "format": "menagerie-save"'],
    ["an unknown version", { ...good, version: 2 }, "not a valid save: unsupported version 2"],
    ["a game that is not text", { ...good, game: 3 }, 'not a valid save: "game" must be a string'],
    ["a setup without players", { ...good, setup: { seed: 1 } }, 'not a valid save: "setup" must be {players, seed, options}'],
    ["options that are a list", { ...good, setup: { players: 2, seed: 1, options: [] } }, 'not a valid save: "setup.options" must be an object'],
    ["moves that are not a list", { ...good, moves: {} }, 'not a valid save: "moves" must be a list'],
    ["a move without a choice", { ...good, moves: [{ player: 0, value: 3 }] }, "not a valid save: move 1 must be {player, choice, value}"],
    ["a move with an object value", { ...good, moves: [{ player: 0, choice: "play", value: { c: 3 } }] }, "not a valid save: move 1 has a value that is not a number, text or null"],
  ];
  for (const [what, json, message] of cases) {
    it(`refuses ${what}`, () => {
      const r = fromSave(json);
      expect(r).toEqual({ ok: false, error: { code: "RUN4030", message } });
    });
  }

  it("a well-formed save round-trips through JSON and replays", () => {
    const r = fromSave(JSON.parse(JSON.stringify(good)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const replay = engine.replay(r.state.setup, r.state.moves);
    expect(replay.ok).toBe(true);
  });

  it("a save whose moves are illegal fails its replay at that move, with the move error", () => {
    const bad = toSave("mini", { players: 2, seed: 1 }, [{ player: 0, choice: "play", value: 3 }, { player: 0, choice: "play", value: 2 }]);
    const r = fromSave(bad);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const replay = engine.replay(r.state.setup, r.state.moves);
    expect(replay.ok).toBe(false);
    if (!replay.ok) {
      expect(replay.error.code).toBe("RUN4003");
      expect(replay.error.message).toMatch(/^move 2: /);
    }
  });
});

describe("bad setups at start", () => {
  it("a player count outside the game's range (RUN4020)", () => {
    for (const players of [1, 4, 2.5]) {
      const r = engine.start({ players, seed: 1 });
      expect(!r.ok && r.error.code).toBe("RUN4020");
    }
    const r = engine.start({ players: 4, seed: 1 });
    expect(!r.ok && r.error.message).toBe("Mini is for 2–3 players, not 4");
  });

  it("a seed that is not a number (RUN4021)", () => {
    const r = engine.start({ players: 2, seed: Number.NaN });
    expect(!r.ok && r.error.code).toBe("RUN4021");
  });

  it("an unknown option (RUN4022) names the known ones", () => {
    const r = engine.start({ players: 2, seed: 1, options: { targte: 2 } });
    expect(r).toEqual({ ok: false, error: { code: "RUN4022", message: "unknown option 'targte' (options: target)" } });
  });

  it("an option value of the wrong type or out of range (RUN4023)", () => {
    const a = engine.start({ players: 2, seed: 1, options: { target: "three" } });
    expect(a).toEqual({ ok: false, error: { code: "RUN4023", message: `option 'target' must be an integer, not "three"` } });
    const b = engine.start({ players: 2, seed: 1, options: { target: 10 } });
    expect(b).toEqual({ ok: false, error: { code: "RUN4023", message: "option 'target' must be between 1 and 9, not 10" } });
  });
});
