// The queries the table uses to explain the end of a game (table.yaml `decisive`): the winning
// line of the classic games, the pawn that broke through, and Cryptid's habitat with every clue
// shown once it is found.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/node-content-source.js";
import { Engine, seededRandom, type GameState } from "../../runtime/index.js";
import { attr } from "./cryptid-helpers.js";

const source = new NodeContentSource(join(import.meta.dirname, "../../content"));

function engineFor(game: string): Engine {
  const r = compileGame(source, game);
  if (!r.program) throw new Error(`${game} does not compile`);
  return new Engine(r.program);
}

/** Random play from `seed` to the end. */
function playOut(engine: Engine, players: number, seed: number): GameState {
  const start = engine.start({ players, seed });
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  const rng = seededRandom(seed);
  for (let i = 0; i < 5000 && !engine.isOver(s); i++) {
    const p = engine.owing(s)[0]!;
    const m = engine.randomMove(s, p, rng);
    const r = engine.apply(s, m!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const query = (engine: Engine, s: GameState, name: string): number[] => {
  const r = engine.query(name, s.setup, undefined, s);
  if (!r.ok) throw new Error(r.error.message);
  return r.state as number[];
};

describe("winning lines", () => {
  it.each([
    ["tic-tac-toe", "holder", 3],
    ["connect-four", "disc", 4],
  ] as const)("%s: a won game's winning line is the winner's marks in a row; a draw has none", (game, attr, length) => {
    const engine = engineFor(game);
    let wins = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = playOut(engine, 2, seed);
      const line = query(engine, s, "winningLine");
      const winners = engine.result(s)!.winners;
      const ai = engine.program.attrs.findIndex((a) => a.name === attr);
      if (winners.length === 1) {
        wins++;
        expect(line.length).toBeGreaterThanOrEqual(length);
        for (const c of line) expect(s.attrs[ai]![c]).toBe(winners[0]);
      } else expect(line).toEqual([]);
    }
    expect(wins).toBeGreaterThan(0);
  });

  it("breakthrough: the pawn on the far row is the winner's (when it won by reaching it)", () => {
    const engine = engineFor("breakthrough");
    for (let seed = 1; seed <= 6; seed++) {
      const s = playOut(engine, 2, seed);
      const w = engine.result(s)!.winners[0]!;
      const ai = engine.program.attrs.findIndex((a) => a.name === "pawn");
      for (const c of query(engine, s, "winningLine")) expect(s.attrs[ai]![c]).toBe(w);
    }
  });
});

describe("Cryptid at the end", () => {
  it("shows every clue to everyone and names the one habitat, the space that was searched", () => {
    const engine = engineFor("cryptid");
    const s = playOut(engine, 3, 5);
    expect(engine.isOver(s)).toBe(true);
    const view = engine.view(s, 0);
    const clues = view.zones.revealedClues as number[];
    expect(clues).toHaveLength(3);
    expect(clues.every((id) => id >= 0)).toBe(true);
    const habitat = query(engine, s, "habitat");
    expect(habitat).toHaveLength(1);
    // "Nobody places a cube: {player} has found the habitat on the {terrain} space at column {col}, row {row}!"
    const found = engine.logLines(s, 0).find((l) => l.includes("has found the habitat"));
    const terrain = engine.program.components[habitat[0]!]!.props.terrain as string;
    const [col, row] = [attr(engine, s, "col", habitat[0]!), attr(engine, s, "row", habitat[0]!)];
    expect(found).toContain(`the ${terrain} space at column ${col + 1}, row ${row + 1}`);
  });
});
