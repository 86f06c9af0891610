// The reference setups (shared/reference/cryptid/vectors.json, copied to cryptid-reference/): the
// `habitats` query gives exactly each entry's listed answers, the independent solver agrees, and a
// game started from the entry builds that setup (the `setup` query gives it back).
import { describe, expect, it } from "vitest";
import { VECTORS, cryptidEngine, query, solve, start, type SetupRecord } from "./cryptid-helpers.js";

const engine = cryptidEngine(false);

describe("cryptid reference setups", () => {
  it("has the 57 setups of 19 cards for 3, 4 and 5 players", () => {
    expect(VECTORS).toHaveLength(57);
    expect(new Set(VECTORS.map((v) => v.card)).size).toBe(19);
  });

  it.each(VECTORS.map((v, i) => [i, `${v.card} ${v.players}p`, v] as const))("vector %i (%s): habitats gives the listed answers", (_i, _name, v) => {
    // The query starts a game from the input, so it needs the card's own player count.
    const got = query(engine, "habitats", { players: v.players, seed: 1 }, v);
    expect(got).toEqual(v.answers);
    expect(solve(v)).toEqual(v.answers);
  });

  it("keeps the two documented source-data problems as the data says", () => {
    const noAnswer = VECTORS.find((v) => v.card === "524136" && v.players === 3)!;
    expect(noAnswer.answers).toEqual([]);
    expect(query(engine, "habitats", { players: 3, seed: 1 }, noAnswer)).toEqual([]);
    const stray = VECTORS.find((v) => v.card === "436512" && v.players === 4)!;
    expect(stray.note).toMatch(/6th/);
    expect(query(engine, "habitats", { players: 4, seed: 1 }, stray)).toEqual([{ col: 9, row: 6 }]);
  });

  it("starts a game from each setup: same layout, structures and clues (by book and entry), same answers", () => {
    for (const v of VECTORS) {
      const setup = { players: v.players, seed: 1, input: v };
      const s = start(engine, setup);
      const back = query<SetupRecord>(engine, "setup", setup, undefined, s);
      expect(back.layout_rows).toEqual(v.layout_rows);
      expect(back.rotated_tiles).toEqual([...v.rotated_tiles].sort((a, b) => a - b));
      const key = (x: { color: string; kind: string; col: number; row: number }) => `${x.color} ${x.kind} ${x.col} ${x.row}`;
      expect(back.structures.map(key).sort()).toEqual(v.structures.map(key).sort());
      expect(back.players).toBe(v.players);
      expect(back.clues).toEqual(v.clues.slice(0, v.players));
      expect(query(engine, "answers", setup, undefined, s)).toEqual(v.answers);
    }
  });

  it("finds a clue given by its code alone", () => {
    const v = VECTORS[0]!;
    const bare = { ...v, clues: v.clues.map((c) => ({ clue: c.clue })) };
    const setup = { players: 3, seed: 1, input: bare };
    const back = query<SetupRecord>(engine, "setup", setup);
    expect(back.clues.map((c) => c.clue)).toEqual(v.clues.map((c) => c.clue));
    expect(query(engine, "answers", setup)).toEqual(v.answers);
  });
});
