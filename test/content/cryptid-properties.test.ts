// Property tests over random games (3, 4 and 5 players, normal and advanced): no rejected move, every
// game ends with a search of the one habitat, honesty (every disc and cube agrees with its owner's
// clue, checked with the independent solver), the cube choices are exactly the spaces the clue rules
// out that the rules allow, the core rules on markers, and views that never show another player's clue.
import { describe, expect, it } from "vitest";
import { seededRandom, type Engine, type GameState } from "../../runtime/index.js";
import { assemble, attr, cryptidEngine, holds, props, query, solve, start, zone, type SetupRecord } from "./cryptid-helpers.js";

// 25 games a configuration in npm test (50 took 127 s on a loaded 2-core machine); CRYPTID_GAMES
// overrides it, and `npm run test:cryptid-long` plays 50.
const GAMES_PER_CONFIG = Number(process.env.CRYPTID_GAMES ?? 0) || 25;
const MOVE_CAP = 5000;
const engine = cryptidEngine(true);

/** Plain checks: vitest's expect is too slow for per-move invariants over hundreds of games. */
function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

function same(a: number[], b: number[], message: string): void {
  check(a.length === b.length && a.every((x, i) => x === b[i]), `${message}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
}

interface Placed {
  seat: number;
  kind: string;
  cell: number;
}

function placedMarkers(e: Engine, s: GameState): Map<number, Placed> {
  const out = new Map<number, Placed>();
  // A marker's `on` is its space; the cell (row * 12 + col) is this test's own key for it.
  const cellOfSpace = (h: number) => attr(e, s, "row", h) * 12 + attr(e, s, "col", h);
  for (const m of zone(e, s, "placed")) out.set(m, { seat: props(e, m).seat as number, kind: props(e, m).kind as string, cell: cellOfSpace(attr(e, s, "on", m)) });
  return out;
}

function playOne(players: number, mode: "normal" | "advanced", seed: number): { moves: number } {
  const setup = { players, seed, options: { mode } };
  const s = start(engine, setup);
  const rec = query<SetupRecord>(engine, "setup", setup, undefined, s);
  const board = assemble(rec.layout_rows, rec.rotated_tiles);
  const cellOf = (h: { col: number; row: number }) => h.row * 12 + h.col;
  // allowed[p][cell]: whether seat p's clue allows the habitat there (independent solver).
  const allowed = rec.clues.map((c) => {
    const a: boolean[] = [];
    for (const h of board) a[cellOf(h)] = holds(c.clue, h, board, rec.structures);
    return a;
  });
  const [habitat] = solve(rec);
  expect(habitat).toBeDefined();
  const hexCell = (id: number) => attr(engine, s, "row", id) * 12 + attr(engine, s, "col", id);
  const clueIds = Array.from({ length: players }, (_, p) => zone(engine, s, "clue", p)[0]!);
  const where = `${players}p ${mode} seed ${seed}`;

  const checkDecisions = (before: Map<number, Placed>) => {
    const cubes = new Set([...before.values()].filter((m) => m.kind === "cube").map((m) => m.cell));
    const mine = (p: number) => new Set([...before.values()].filter((m) => m.seat === p).map((m) => m.cell));
    // The raw legal moves, grouped by decision (labels are not needed here).
    const groups = new Map<string, { player: number; choice: string; values: number[] }>();
    for (const m of engine.legalMoves(s)) {
      const k = `${m.player}/${m.choice}`;
      if (!groups.has(k)) groups.set(k, { player: m.player, choice: m.choice, values: [] });
      groups.get(k)!.values.push(m.value as number);
    }
    for (const d of groups.values()) {
      if (d.choice === "action" || d.choice === "askPlayer") continue;
      const cells = d.values.map(hexCell).sort((a, b) => a - b);
      const all = board.map(cellOf).sort((a, b) => a - b);
      if (d.choice === "shareCube" || d.choice === "forcedCube") {
        const own = mine(d.player);
        same(cells, all.filter((c) => !allowed[d.player]![c] && !cubes.has(c) && !own.has(c)), `${where}: ${d.choice}`);
      }
      if (d.choice === "searchSpace") same(cells, all.filter((c) => allowed[d.player]![c] && !cubes.has(c)), `${where}: searchSpace`);
      if (d.choice === "askSpace") for (const c of cells) check(!cubes.has(c), `${where}: asking about a cubed space`);
    }
  };

  const checkViews = () => {
    for (let p = 0; p < players; p++) {
      const v = engine.view(s, p);
      const clues = v.zones.clue as number[][];
      const log = JSON.stringify(v.log);
      const decisions = JSON.stringify(v.decisions);
      for (let q = 0; q < players; q++) {
        if (q === p) continue;
        check(clues[q]!.length === 1 && clues[q]![0] === -1, `${where}: view of ${p} shows the clue zone of ${q}`);
        check(!log.includes(`"c":${clueIds[q]}}`) && !log.includes(`"c":[${clueIds[q]}]`), `${where}: log of ${p} names the clue of ${q}`);
        check(!decisions.includes(`"value":${clueIds[q]},`), `${where}: decisions of ${p} name the clue of ${q}`);
        for (const [, list] of Object.entries(v.zones)) {
          const flat = (list as (number | number[])[]).flat();
          check(!flat.includes(clueIds[q]!), `${where}: view of ${p} shows clue of ${q}`);
        }
      }
    }
  };

  const rng = seededRandom(seed * 7919 + players);
  let before = placedMarkers(engine, s);
  checkDecisions(before);
  let n = 0;
  while (!s.result) {
    if (++n > MOVE_CAP) throw new Error(`${where}: no end within ${MOVE_CAP} moves`);
    const legal = engine.legalMoves(s);
    check(legal.length > 0, `${where}: no legal move`);
    const m = legal[Math.floor(rng() * legal.length)]!;
    const err = engine.applyInPlace(s, m);
    if (err) throw new Error(`${where}: move ${n} ${JSON.stringify(m)} rejected: ${err.code} ${err.message}`);
    const after = placedMarkers(engine, s);
    // Never removed, never moved.
    for (const [id, p] of before) {
      const q = after.get(id);
      check(q !== undefined && q.seat === p.seat && q.kind === p.kind && q.cell === p.cell, `${where}: marker ${id} removed or moved`);
    }
    const cubes = new Set([...before.values()].filter((x) => x.kind === "cube").map((x) => x.cell));
    for (const [id, p] of after) {
      if (before.has(id)) continue;
      // Honest: a disc where the owner's clue allows the habitat, a cube where it does not.
      check(p.kind === (allowed[p.seat]![p.cell] ? "disc" : "cube"), `${where}: dishonest ${p.kind} of seat ${p.seat} on cell ${p.cell}`);
      // Never on a space with a cube; one marker of a player per space.
      check(!cubes.has(p.cell), `${where}: marker on a cubed space`);
      check([...after.values()].filter((x) => x.seat === p.seat && x.cell === p.cell).length === 1, `${where}: two markers of a seat on a space`);
    }
    // At most one cube per space.
    const cubeCells = [...after.values()].filter((x) => x.kind === "cube").map((x) => x.cell);
    check(new Set(cubeCells).size === cubeCells.length, `${where}: two cubes on a space`);
    before = after;
    checkDecisions(before);
    if (n % 25 === 0 && !s.result) checkViews();
  }
  // At the end every clue is shown to everyone (authored: the table explains how the habitat was found).
  for (let p = 0; p < players; p++) {
    const shown = (engine.view(s, p).zones.revealedClues as number[]).slice().sort((a, b) => a - b);
    expect(shown, `${where}: clues shown at the end to ${p}`).toEqual(clueIds.slice(0, players).sort((a, b) => a - b));
  }
  // The game ends with a won search of the habitat: the pawn is on it and everyone has a disc there.
  expect(s.result!.winners, where).toHaveLength(1);
  const pawn = zone(engine, s, "pawn")[0]!;
  expect(hexCell(attr(engine, s, "on", pawn)), where).toBe(cellOf(habitat!));
  const onHabitat = [...before.values()].filter((x) => x.cell === cellOf(habitat!));
  expect(onHabitat.every((x) => x.kind === "disc"), where).toBe(true);
  expect(new Set(onHabitat.map((x) => x.seat)).size, where).toBe(players);
  // Replaying the moves gives the same result (every tenth game).
  if (seed % 10 === 0) {
    const replay = engine.replay(s.setup, s.moves);
    expect(replay.ok && replay.state.result, where).toEqual(s.result);
  }
  return { moves: n };
}

describe("cryptid random games", () => {
  for (const mode of ["normal", "advanced"] as const)
    for (const players of [3, 4, 5])
      it(`${GAMES_PER_CONFIG} games, ${players} players, ${mode}: honest, legal, they end`, () => {
        let moves = 0;
        for (let g = 0; g < GAMES_PER_CONFIG; g++) moves += playOne(players, mode, 1000 + g).moves;
        expect(moves).toBeGreaterThan(0);
      }, 600_000);
});
