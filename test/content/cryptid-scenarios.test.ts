// Scenarios on reference card 615432 with 3 players (alpha 42 "3white", delta 13 "2bear", epsilon 2
// "1forest"; the habitat is col 9, row 4): initial sharing, ask (disc; cube and forced cube),
// search (lost at the first cube; won), the disc already there, and the core rules on markers.
import { beforeEach, describe, expect, it } from "vitest";
import type { Engine, GameState } from "../../runtime/index.js";
import {
  VECTORS,
  apply,
  assemble,
  attr,
  clueCode,
  cryptidEngine,
  decision,
  hexAt,
  holds,
  props,
  start,
  zone,
  type Space,
} from "./cryptid-helpers.js";

const CARD = VECTORS.find((v) => v.card === "615432" && v.players === 3)!;
const BOARD = assemble(CARD.layout_rows, CARD.rotated_tiles);
const HABITAT = { col: 9, row: 4 };
const key = (h: { col: number; row: number }) => `${h.col},${h.row}`;

/** Whether seat p's clue allows the habitat on h (independent solver). */
const allows = (p: number, h: Space) => holds(CARD.clues[p]!.clue, h, BOARD, CARD.structures);

let engine: Engine;
let s: GameState;

/** The spaces offered by a decision, as "col,row". */
function offered(player: number, choice: string): string[] {
  const d = decision(engine, s, player, choice);
  if (!d) throw new Error(`player ${player} does not owe ${choice}; owed ${JSON.stringify(engine.decisions(s).map((x) => [x.player, x.choice]))}`);
  return d.options.map((o) => key({ col: attr(engine, s, "col", o.value as number), row: attr(engine, s, "row", o.value as number) })).sort();
}

const hex = (h: { col: number; row: number }) => hexAt(engine, s, h.col, h.row);
const sorted = (hs: Space[]) => hs.map(key).sort();

/** Markers on a space: [seat, kind] for each. */
function markersOn(h: { col: number; row: number }): [number, string][] {
  return zone(engine, s, "placed")
    .filter((m) => attr(engine, s, "on", m) === hex(h))
    .map((m) => [props(engine, m).seat as number, props(engine, m).kind as string]);
}

/** Spaces on which markers stand: which seats have a cube / any marker there. */
function occupied(): { cubes: Set<string>; mine: (p: number) => Set<string> } {
  // A marker's `on` is the space it stands on.
  const placed = zone(engine, s, "placed").map((m) => ({ seat: props(engine, m).seat as number, kind: props(engine, m).kind, cell: attr(engine, s, "on", m) }));
  const at = (space: number) => key({ col: attr(engine, s, "col", space), row: attr(engine, s, "row", space) });
  return {
    cubes: new Set(placed.filter((m) => m.kind === "cube").map((m) => at(m.cell))),
    mine: (p) => new Set(placed.filter((m) => m.seat === p).map((m) => at(m.cell))),
  };
}

/** The spaces seat p may place a cube on now: ruled out by their clue, no cube, none of their markers. */
function cubeSpaces(p: number): string[] {
  const o = occupied();
  return sorted(BOARD.filter((h) => !allows(p, h) && !o.cubes.has(key(h)) && !o.mine(p).has(key(h))));
}

/** Initial sharing with each player's cubes on the given spaces (p0, p1, p2, p0, p1, p2). */
function share(spaces: { col: number; row: number }[]): void {
  for (let i = 0; i < 6; i++) {
    const p = i % 3;
    expect(offered(p, "shareCube")).toEqual(cubeSpaces(p));
    apply(engine, s, p, "shareCube", hex(spaces[i]!));
    expect(markersOn(spaces[i]!)).toEqual([[p, "cube"]]);
  }
}

/** Spaces far from the habitat that seat p's clue rules out, for sharing. */
function farOut(p: number, skip: string[] = []): Space[] {
  return BOARD.filter((h) => !allows(p, h) && !skip.includes(key(h)) && (h.col < 3 || h.col > 10 || h.row > 7));
}

function standardShare(): void {
  const picks: Space[] = [];
  for (let i = 0; i < 6; i++) picks.push(farOut(i % 3, picks.map(key))[0]!);
  share(picks);
}

beforeEach(() => {
  engine = cryptidEngine(true);
  s = start(engine, { players: 3, seed: 1, input: CARD });
});

describe("cryptid setup from the card", () => {
  it("deals the card's clues and has its one habitat", () => {
    expect([0, 1, 2].map((p) => clueCode(engine, s, p))).toEqual(["3white", "2bear", "1forest"]);
    expect(BOARD.filter((h) => [0, 1, 2].every((p) => allows(p, h))).map(key)).toEqual([key(HABITAT)]);
  });

  it("shows each player only their own clue", () => {
    for (let p = 0; p < 3; p++) {
      const v = engine.view(s, p);
      const clues = v.zones.clue as number[][];
      for (let q = 0; q < 3; q++) {
        if (q === p) expect(clues[q]).toEqual(zone(engine, s, "clue", q));
        else expect(clues[q]!.every((id) => id === -1)).toBe(true);
      }
      const others = [0, 1, 2].filter((q) => q !== p).map((q) => zone(engine, s, "clue", q)[0]!);
      const json = JSON.stringify(v.log);
      for (const id of others) expect(json).not.toContain(`"c":${id}}`);
    }
  });
});

describe("cryptid initial sharing", () => {
  it("has each player place two cubes in turn order, only where their clue rules the habitat out", () => {
    standardShare();
    expect(zone(engine, s, "placed")).toHaveLength(6);
    expect(decision(engine, s, 0, "action")).toBeDefined();
  });

  it("never offers a space that already holds a cube", () => {
    // p0 and p1 both rule out some space: p0 cubes it, p1 may not.
    const both = BOARD.find((h) => !allows(0, h) && !allows(1, h))!;
    apply(engine, s, 0, "shareCube", hex(both));
    expect(offered(1, "shareCube")).not.toContain(key(both));
  });
});

describe("cryptid ask", () => {
  beforeEach(standardShare);

  it("answers with a disc from the asked player's clue; no forced cube", () => {
    const o = occupied();
    const h = BOARD.find((x) => allows(1, x) && !o.cubes.has(key(x)))!;
    apply(engine, s, 0, "action", "ask");
    // Any space without a cube can be asked about, even one the asker knows is not the habitat.
    expect(offered(0, "askSpace")).toEqual(sorted(BOARD.filter((x) => !o.cubes.has(key(x)))));
    apply(engine, s, 0, "askSpace", hex(h));
    expect(decision(engine, s, 0, "askPlayer")!.options.map((x) => x.value)).toEqual([1, 2]);
    apply(engine, s, 0, "askPlayer", 1);
    expect(markersOn(h)).toEqual([[1, "disc"]]);
    expect(attr(engine, s, "on", zone(engine, s, "pawn")[0]!)).toBe(hex(h));
    // The turn passes to the left.
    expect(decision(engine, s, 1, "action")).toBeDefined();
    expect(engine.logLines(s).join("\n")).toMatch(/Player 2 places a disc/);
  });

  it("answers with a cube, and the asker must then place a cube where their own clue rules it out", () => {
    const o = occupied();
    const h = BOARD.find((x) => !allows(2, x) && !o.cubes.has(key(x)))!;
    apply(engine, s, 0, "action", "ask");
    apply(engine, s, 0, "askSpace", hex(h));
    apply(engine, s, 0, "askPlayer", 2);
    expect(markersOn(h)).toEqual([[2, "cube"]]);
    // The forced cube: exactly the spaces p0's clue rules out that the rules allow (not the asked one).
    const domain = offered(0, "forcedCube");
    expect(domain).toEqual(cubeSpaces(0));
    expect(domain).not.toContain(key(h));
    const target = BOARD.find((x) => domain.includes(key(x)))!;
    apply(engine, s, 0, "forcedCube", hex(target));
    expect(markersOn(target)).toEqual([[0, "cube"]]);
    expect(decision(engine, s, 1, "action")).toBeDefined();
  });

  it("stacks discs, never asks a player about a space where they have a marker, never a cubed space", () => {
    const o = occupied();
    const h = BOARD.find((x) => allows(1, x) && allows(2, x) && allows(0, x) === false && !o.cubes.has(key(x)))!;
    apply(engine, s, 0, "action", "ask");
    apply(engine, s, 0, "askSpace", hex(h));
    apply(engine, s, 0, "askPlayer", 1);
    // p1 asks about the same space: p1 is not offered (it is their turn), p2 and p0 are.
    apply(engine, s, 1, "action", "ask");
    apply(engine, s, 1, "askSpace", hex(h));
    expect(decision(engine, s, 1, "askPlayer")!.options.map((x) => x.value)).toEqual([2, 0]);
    apply(engine, s, 1, "askPlayer", 2);
    expect(markersOn(h)).toEqual([
      [1, "disc"],
      [2, "disc"],
    ]);
    // p2 asks there: only p0 has no marker on it, so p0 is asked without a choice; p0 places a cube.
    apply(engine, s, 2, "action", "ask");
    apply(engine, s, 2, "askSpace", hex(h));
    expect(decision(engine, s, 2, "askPlayer")).toBeUndefined();
    expect(markersOn(h)).toEqual([
      [1, "disc"],
      [2, "disc"],
      [0, "cube"],
    ]);
    // p2 places the forced cube; from now on nobody can ask about, search or mark that space.
    apply(engine, s, 2, "forcedCube", hex(BOARD.find((x) => offered(2, "forcedCube").includes(key(x)))!));
    apply(engine, s, 0, "action", "ask");
    expect(offered(0, "askSpace")).not.toContain(key(h));
  });
});

describe("cryptid search", () => {
  beforeEach(standardShare);

  it("ends at the first cube, clockwise; later players do not answer; the searcher places a forced cube", () => {
    const o = occupied();
    // A space p0's clue allows, p1's rules out: p1 cubes it and p2 never answers.
    const h = BOARD.find((x) => allows(0, x) && !allows(1, x) && !o.cubes.has(key(x)))!;
    apply(engine, s, 0, "action", "search");
    expect(offered(0, "searchSpace")).toEqual(sorted(BOARD.filter((x) => allows(0, x) && !o.cubes.has(key(x)))));
    apply(engine, s, 0, "searchSpace", hex(h));
    expect(markersOn(h)).toEqual([
      [0, "disc"],
      [1, "cube"],
    ]);
    expect(offered(0, "forcedCube")).toEqual(cubeSpaces(0));
    apply(engine, s, 0, "forcedCube", hex(BOARD.find((x) => cubeSpaces(0).includes(key(x)))!));
    expect(s.result).toBeNull();
    expect(decision(engine, s, 1, "action")).toBeDefined();
  });

  it("asks every player when the earlier ones place discs", () => {
    const o = occupied();
    const h = BOARD.find((x) => allows(0, x) && allows(1, x) && !allows(2, x) && !o.cubes.has(key(x)))!;
    apply(engine, s, 0, "action", "search");
    apply(engine, s, 0, "searchSpace", hex(h));
    expect(markersOn(h)).toEqual([
      [0, "disc"],
      [1, "disc"],
      [2, "cube"],
    ]);
    expect(decision(engine, s, 0, "forcedCube")).toBeDefined();
  });

  it("places the searcher's disc elsewhere when they already have one there", () => {
    const o = occupied();
    // p2 asks p0 about a space p0's clue allows (not the habitat): p0 gets a disc there.
    const h = BOARD.find((x) => allows(0, x) && !allows(1, x) && !o.cubes.has(key(x)))!;
    apply(engine, s, 0, "action", "ask");
    apply(engine, s, 0, "askSpace", hex(BOARD.find((x) => allows(1, x) && !o.cubes.has(key(x)) && key(x) !== key(h))!));
    apply(engine, s, 0, "askPlayer", 1);
    apply(engine, s, 1, "action", "ask");
    apply(engine, s, 1, "askSpace", hex(BOARD.find((x) => allows(2, x) && !o.cubes.has(key(x)) && key(x) !== key(h) && allows(1, x) === false)!));
    apply(engine, s, 1, "askPlayer", 2);
    apply(engine, s, 2, "action", "ask");
    apply(engine, s, 2, "askSpace", hex(h));
    apply(engine, s, 2, "askPlayer", 0);
    expect(markersOn(h)).toEqual([[0, "disc"]]);
    // p0 searches it: the disc goes on another space p0's clue allows without a p0 disc.
    apply(engine, s, 0, "action", "search");
    apply(engine, s, 0, "searchSpace", hex(h));
    const now = occupied();
    const expected = sorted(BOARD.filter((x) => allows(0, x) && key(x) !== key(h) && !now.cubes.has(key(x)) && !now.mine(0).has(key(x))));
    expect(offered(0, "searchDisc")).toEqual(expected);
    const elsewhere = BOARD.find((x) => expected.includes(key(x)))!;
    apply(engine, s, 0, "searchDisc", hex(elsewhere));
    expect(markersOn(elsewhere)).toContainEqual([0, "disc"]);
    // Then p1 answers on the searched space with a cube: the search ends.
    expect(markersOn(h)).toEqual([
      [0, "disc"],
      [1, "cube"],
    ]);
    expect(decision(engine, s, 0, "forcedCube")).toBeDefined();
  });

  it("wins when nobody places a cube", () => {
    apply(engine, s, 0, "action", "search");
    apply(engine, s, 0, "searchSpace", hex(HABITAT));
    expect(markersOn(HABITAT)).toEqual([
      [0, "disc"],
      [1, "disc"],
      [2, "disc"],
    ]);
    expect(s.result?.winners).toEqual([0]);
    // The log names the space by its place on the assembled board (1-based) and its terrain.
    const terrain = BOARD.find((h) => key(h) === key(HABITAT))!.terrain;
    const at = `the ${terrain} space at column ${HABITAT.col + 1}, row ${HABITAT.row + 1}`;
    expect(engine.logLines(s).slice(-6)).toEqual([
      `Player 1 searches ${at}.`,
      `Player 1 places a disc on ${at}: the habitat can be there.`,
      `Player 2 places a disc on ${at}: the habitat can be there.`,
      `Player 3 places a disc on ${at}: the habitat can be there.`,
      `Nobody places a cube: Player 1 has found the habitat on ${at}!`,
      "Player 1 won",
    ]);
    expect(engine.logLines(s).join("\n")).not.toMatch(/Hex t\d/);
  });

  it("offers only spaces the searcher's clue allows", () => {
    apply(engine, s, 0, "action", "search");
    const domain = offered(0, "searchSpace");
    for (const h of BOARD) if (domain.includes(key(h))) expect(allows(0, h)).toBe(true);
  });
});
