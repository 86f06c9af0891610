// The setup generator: 1,000 generated setups per mode (3, 4 and 5 players in turn), each checked
// with the independent solver: exactly one habitat, every clue needed, a different booklet per
// player, the entry really says that clue, different clues, and the mode's structures and clues.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assemble, cryptidEngine, holds, query, solve, start, type SetupRecord } from "./cryptid-helpers.js";

const SETUPS = 1000;
const engine = cryptidEngine(false);
const BOOKLETS: { entries: Record<string, Record<string, string>> } = JSON.parse(
  readFileSync(new URL("./cryptid-reference/booklets.json", import.meta.url), "utf8"),
);

function check(rec: SetupRecord, mode: "normal" | "advanced", players: number, seed: number): void {
  const where = `seed ${seed}, ${players}p, ${mode}: ${JSON.stringify(rec)}`;
  expect(rec.players, where).toBe(players);
  expect(rec.clues, where).toHaveLength(players);
  expect([...rec.layout_rows.flat()].sort(), where).toEqual([1, 2, 3, 4, 5, 6]);
  // Structures: three of each kind in normal mode (no black), all four in advanced; distinct spaces.
  const colours = mode === "normal" ? ["blue", "green", "white"] : ["black", "blue", "green", "white"];
  for (const kind of ["stone", "shack"])
    expect(rec.structures.filter((s) => s.kind === kind).map((s) => s.color).sort(), where).toEqual(colours);
  expect(new Set(rec.structures.map((s) => `${s.col},${s.row}`)).size, where).toBe(rec.structures.length);
  // Clues: different booklets, the entry says that clue, different clues, the mode's clues.
  expect(new Set(rec.clues.map((c) => c.book)).size, where).toBe(players);
  expect(new Set(rec.clues.map((c) => c.clue)).size, where).toBe(players);
  for (const c of rec.clues) {
    expect(BOOKLETS.entries[c.book!]![String(c.entry)], where).toBe(c.clue);
    if (mode === "normal") expect(c.clue.startsWith("not_") || c.clue === "3black", where).toBe(false);
  }
  // Exactly one habitat, and without any one clue there would be more.
  expect(solve(rec), where).toHaveLength(1);
  const board = assemble(rec.layout_rows, rec.rotated_tiles);
  for (const c of rec.clues) {
    const others = rec.clues.filter((x) => x !== c);
    const left = board.filter((h) => others.every((o) => holds(o.clue, h, board, rec.structures)));
    expect(left.length, `${where}: clue ${c.clue} is not needed`).toBeGreaterThan(1);
  }
}

describe("cryptid setup generator", () => {
  for (const mode of ["normal", "advanced"] as const) {
    it(`makes ${SETUPS} ${mode} setups with exactly one answer`, () => {
      let negatives = 0;
      const t0 = performance.now();
      for (let seed = 0; seed < SETUPS; seed++) {
        const players = 3 + (seed % 3);
        const setup = { players, seed, options: { mode } };
        const s = start(engine, setup);
        const rec = query<SetupRecord>(engine, "setup", setup, undefined, s);
        const answers = query<{ col: number; row: number }[]>(engine, "answers", setup, undefined, s);
        expect(answers).toHaveLength(1);
        expect(solve(rec)).toEqual(answers);
        // The habitats query reads the record back to the same answer (every tenth: it builds a board).
        if (seed % 10 === 0) expect(query(engine, "habitats", { players: rec.players, seed: 1 }, rec)).toEqual(answers);
        check(rec, mode, players, seed);
        negatives += rec.clues.filter((c) => c.clue.startsWith("not_")).length;
      }
      const ms = performance.now() - t0;
      console.log(`${mode}: ${SETUPS} setups checked in ${(ms / 1000).toFixed(1)} s`);
      if (mode === "advanced") expect(negatives).toBeGreaterThan(0);
    }, 600_000);
  }

  it("gives the same setup for the same seed, and the CLI's setup query format", () => {
    const a = query<SetupRecord>(engine, "setup", { players: 4, seed: 42, options: { mode: "advanced" } });
    const b = query<SetupRecord>(engine, "setup", { players: 4, seed: 42, options: { mode: "advanced" } });
    expect(a).toEqual(b);
    expect(Object.keys(a)).toEqual(["layout_rows", "rotated_tiles", "structures", "players", "clues"]);
    expect(Object.keys(a.clues[0]!)).toEqual(["book", "entry", "clue"]);
    expect(Object.keys(a.structures[0]!)).toEqual(["color", "kind", "col", "row"]);
  });

  it("generates quickly (setups per second, reported)", () => {
    for (const mode of ["normal", "advanced"])
      for (const players of [3, 4, 5]) {
        const n = 60;
        const t0 = performance.now();
        for (let seed = 0; seed < n; seed++) start(engine, { players, seed: 10_000 + seed, options: { mode } });
        const perSecond = n / ((performance.now() - t0) / 1000);
        console.log(`${mode} ${players}p: ${perSecond.toFixed(0)} setups/s`);
        expect(perSecond).toBeGreaterThan(5);
      }
  });
});
