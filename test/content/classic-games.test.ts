// The classic games in content/ (tic-tac-toe, connect-four, breakthrough): random games through the
// library end without error and with sensible results, and scripted games show the winning and
// drawing rules at work.
import { describe, expect, it } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine, type GameState } from "../../runtime/index.js";
import { simulateGames } from "../../bin/cli/simulate-games.js";

function engineFor(game: string): Engine {
  const r = compileGame(new NodeContentSource("content"), game);
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length || !r.program) throw new Error(`${game} does not compile: ${JSON.stringify(errors.slice(0, 3))}`);
  return new Engine(r.program, { log: true });
}

/** Plays moves given by their option labels ("a1", "column d"); each label answers the one decision owed. */
function play(engine: Engine, s: GameState, ...labels: string[]): void {
  for (const label of labels) {
    expect(engine.isOver(s), `game over before ${label}`).toBe(false);
    const [d] = engine.decisions(s);
    const option = d!.options.find((o) => o.label === label);
    if (!option) throw new Error(`no option '${label}' in ${d!.choice}: ${d!.options.map((o) => o.label).join(", ")}`);
    const err = engine.applyInPlace(s, { player: d!.player, choice: d!.choice, value: option.value });
    expect(err).toBeUndefined();
  }
}

function fresh(engine: Engine): GameState {
  const r = engine.start({ players: 2, seed: 1 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function simulate(engine: Engine, game: string, games: number, seed = 3) {
  return simulateGames(engine, { game, players: 2, games, seed, options: {} });
}

describe("tic-tac-toe", () => {
  const engine = engineFor("tic-tac-toe");

  it("200 random games: no errors, wins for both seats and some draws", () => {
    const r = simulate(engine, "tic-tac-toe", 200);
    expect(r.errors).toBe(0);
    expect(r.winsBySeat[0]).toBeGreaterThan(r.winsBySeat[1]!); // moving first is an advantage
    expect(r.winsBySeat[1]).toBeGreaterThan(0);
    expect(r.draws).toBeGreaterThan(0);
    expect(r.meanMoves).toBeGreaterThanOrEqual(5);
    expect(r.meanMoves).toBeLessThanOrEqual(9);
  });

  it("X completes the bottom row and wins", () => {
    const s = fresh(engine);
    play(engine, s, "a1", "a2", "b1", "b2", "c1");
    expect(engine.result(s)).toEqual({ winners: [0] });
  });

  it("O completes a diagonal and wins", () => {
    const s = fresh(engine);
    play(engine, s, "a2", "a1", "b1", "b2", "c2", "c3");
    expect(engine.result(s)).toEqual({ winners: [1] });
  });

  it("a full board without three in a row is a draw: nobody wins", () => {
    const s = fresh(engine);
    // X's last mark, c3, is the only cell left: the engine takes a decision with one option itself.
    play(engine, s, "a1", "b1", "c1", "b2", "a2", "c2", "b3", "a3");
    expect(engine.result(s)).toEqual({ winners: [] });
  });

  it("a marked cell is no longer on offer", () => {
    const s = fresh(engine);
    play(engine, s, "b2");
    expect(engine.decisions(s)[0]!.options.map((o) => o.label)).not.toContain("b2");
    expect(engine.legalMoves(s)).toHaveLength(8);
  });
});

describe("connect-four", () => {
  const engine = engineFor("connect-four");

  it("200 random games: no errors, wins for both seats", () => {
    const r = simulate(engine, "connect-four", 200);
    expect(r.errors).toBe(0);
    expect(r.winsBySeat[0]).toBeGreaterThan(0);
    expect(r.winsBySeat[1]).toBeGreaterThan(0);
    expect(r.meanMoves).toBeGreaterThanOrEqual(7);
    expect(r.meanMoves).toBeLessThanOrEqual(42);
  });

  it("random games that fill the grid end in a draw", () => {
    const r = simulate(engine, "connect-four", 500);
    expect(r.errors).toBe(0);
    expect(r.draws).toBeGreaterThan(0);
  });

  it("four discs stacked in a column win", () => {
    const s = fresh(engine);
    play(engine, s, "column a", "column b", "column a", "column b", "column a", "column b");
    expect(engine.isOver(s)).toBe(false);
    play(engine, s, "column a");
    expect(engine.result(s)).toEqual({ winners: [0] });
  });

  it("discs fall to the lowest free cell, so a diagonal is built on other discs", () => {
    const s = fresh(engine);
    // Player 1 ends with a1, b2, c3 and d4; player 2's discs hold them up.
    play(engine, s, "column a", "column b", "column b", "column c", "column d", "column c", "column c", "column d", "column g", "column d");
    expect(engine.isOver(s)).toBe(false);
    play(engine, s, "column d");
    expect(engine.result(s)).toEqual({ winners: [0] });
  });

  it("a full column is no longer on offer", () => {
    const s = fresh(engine);
    play(engine, s, "column c", "column c", "column c", "column c", "column c", "column c");
    expect(engine.decisions(s)[0]!.options.map((o) => o.label)).not.toContain("column c");
  });
});

describe("breakthrough", () => {
  const engine = engineFor("breakthrough");
  const squares = engine.program.components;
  const pawn = engine.program.attrs.findIndex((a) => a.name === "pawn");
  const row = (id: number) => squares[id]!.props.row as number;

  it("200 random games: no errors, wins for both seats, each by the far row or by capturing every pawn", () => {
    const r = simulate(engine, "breakthrough", 200);
    expect(r.errors).toBe(0);
    expect(r.winsBySeat[0]).toBeGreaterThan(0);
    expect(r.winsBySeat[1]).toBeGreaterThan(0);
    expect(r.draws ?? 0).toBe(0);
  });

  it("every random game is won by reaching the far row or by leaving the other side no pawn", () => {
    const byRow = { far: 0, wipeout: 0 };
    for (let seed = 1; seed <= 100; seed++) {
      const started = engine.start({ players: 2, seed });
      if (!started.ok) throw new Error(started.error.message);
      const s = started.state;
      let rng = seed;
      while (!engine.isOver(s)) {
        const moves = engine.legalMoves(s);
        rng = (rng * 1103515245 + 12345) % 2147483648;
        expect(engine.applyInPlace(s, moves[rng % moves.length]!)).toBeUndefined();
      }
      const [winner] = engine.result(s)!.winners;
      const on = (p: number) => squares.map((_, id) => id).filter((id) => s.attrs[pawn]![id] === p);
      const goal = winner === 0 ? 8 : 1;
      if (on(winner!).some((id) => row(id) === goal)) byRow.far++;
      else if (on(1 - winner!).length === 0) byRow.wipeout++;
      else throw new Error(`seed ${seed}: player ${winner! + 1} won without reaching row ${goal} or capturing every pawn`);
    }
    expect(byRow.far).toBeGreaterThan(0);
  });

  it("a pawn captures diagonally forward, never straight ahead", () => {
    const s = fresh(engine);
    play(engine, s, "e2", "e3", "e7", "e6", "e3", "e4", "d7", "d6", "e4", "e5");
    // Black's d6 may step to c5 or d5, or take White's e5 diagonally; e6 may not take e5 straight ahead.
    play(engine, s, "d6");
    expect(engine.decisions(s)[0]!.options.map((o) => o.label).sort()).toEqual(["c5", "d5", "e5"]);
    play(engine, s, "e5");
    const white = squares.map((_, id) => id).filter((id) => s.attrs[pawn]![id] === 0);
    expect(white).toHaveLength(15);
  });

  it("a pawn that reaches the far row wins at once", () => {
    const s = fresh(engine);
    play(engine, s, "e2", "e3", "h7", "h6", "e3", "e4", "h6", "h5", "e4", "e5", "h5", "h4", "e5", "e6", "h4", "h3");
    play(engine, s, "e6", "d7", "a7", "a6", "d7"); // White takes d7, then steps on from there
    expect(engine.decisions(s)[0]!.options.map((o) => o.label).sort()).toEqual(["c8", "e8"]);
    play(engine, s, "c8");
    expect(engine.result(s)).toEqual({ winners: [0] });
  });
});

describe("the planner on the classic games, steered by each game's heuristic (the search bot that `auto` plays is measured by npm run bench:bots)", () => {
  it.each([
    ["tic-tac-toe", 100, 95, 80],
    ["connect-four", 40, 36, 28],
    ["breakthrough", 20, 19, 19],
  ] as const)("%s: wins almost every game against a random player, moving first or second", (game, games, first, second) => {
    const engine = engineFor(game);
    const asFirst = simulateGames(engine, { game, players: 2, games, seed: 1, options: {}, bots: ["planner", "random"] });
    const asSecond = simulateGames(engine, { game, players: 2, games, seed: 1, options: {}, bots: ["random", "planner"] });
    expect(asFirst.errors + asSecond.errors).toBe(0);
    expect(asFirst.winsBySeat[0]).toBeGreaterThanOrEqual(first);
    expect(asSecond.winsBySeat[1]).toBeGreaterThanOrEqual(second);
  });
});
