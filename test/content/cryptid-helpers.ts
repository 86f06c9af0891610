// Shared helpers for the Cryptid content tests: the compiled program, reading attributes and zones
// by name, and an independent solver (its own geometry and clue semantics, from the reference
// tiles.json, not from the content's YAML or rules) to check the engine's answers against.
import { readFileSync } from "node:fs";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine, type Decision, type GameSetup, type GameState, type Move, type Program } from "../../runtime/index.js";

const REF = new URL("./cryptid-reference/", import.meta.url);

/** A setup in the reference's vectors.json format. */
export interface SetupRecord {
  layout_rows: number[][];
  rotated_tiles: number[];
  structures: { color: string; kind: string; col: number; row: number }[];
  players: number;
  clues: { clue: string; book?: string; entry?: number }[];
  answers?: { col: number; row: number }[];
  card?: string;
  note?: string;
}

/** The 57 reference setups. */
export const VECTORS: SetupRecord[] = JSON.parse(readFileSync(new URL("vectors.json", REF), "utf8")).vectors;

const TILES: Record<string, { terrain: string[]; territories: { animal: string; row: number; col: number }[] }> = JSON.parse(
  readFileSync(new URL("tiles.json", REF), "utf8"),
).tiles;

let cached: Program | undefined;

/** The compiled cryptid program; compilation must be error-free. */
export function cryptidProgram(): Program {
  if (cached) return cached;
  const r = compileGame(new NodeContentSource("content"), "cryptid");
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length || !r.program) throw new Error(`cryptid does not compile: ${JSON.stringify(errors.slice(0, 3))}`);
  return (cached = r.program);
}

export function cryptidEngine(log = true): Engine {
  return new Engine(cryptidProgram(), { log });
}

export function start(engine: Engine, setup: GameSetup): GameState {
  const r = engine.start(setup);
  if (!r.ok) throw new Error(`start failed: ${r.error.code} ${r.error.message}`);
  return r.state;
}

export function query<T>(engine: Engine, name: string, setup: GameSetup, input?: unknown, state?: GameState): T {
  const r = engine.query(name, setup, input, state);
  if (!r.ok) throw new Error(`query ${name} failed: ${r.error.code} ${r.error.message}`);
  return r.state as T;
}

/** An attribute of a component. */
export function attr(engine: Engine, s: GameState, name: string, id: number): number {
  let byName = ATTRS.get(engine.program);
  if (!byName) ATTRS.set(engine.program, (byName = new Map(engine.program.attrs.map((a, i) => [a.name, i]))));
  const i = byName.get(name);
  if (i === undefined) throw new Error(`no attribute ${name}`);
  return s.attrs[i]![id]! as number;
}

const ATTRS = new WeakMap<Program, Map<string, number>>();

/** The component ids in a zone, bottom first. */
export function zone(engine: Engine, s: GameState, name: string, seat = 0): number[] {
  const zi = engine.program.zones.findIndex((z) => z.name === name);
  if (zi < 0) throw new Error(`no zone ${name}`);
  const z = engine.program.zones[zi]!;
  return s.zones[engine.layout(s.players).base[zi]! + (z.perPlayer ? seat : 0)]!;
}

export function props(engine: Engine, id: number): Record<string, unknown> {
  return engine.program.components[id]!.props;
}

/** The hex component at board (col, row). */
export function hexAt(engine: Engine, s: GameState, col: number, row: number): number {
  const id = zone(engine, s, "map").find((h) => attr(engine, s, "col", h) === col && attr(engine, s, "row", h) === row);
  if (id === undefined) throw new Error(`no hex at ${col},${row}`);
  return id;
}

/** The clue code a seat holds (through its booklet entry). */
export function clueCode(engine: Engine, s: GameState, seat: number): string {
  const entry = zone(engine, s, "clue", seat)[0];
  if (entry === undefined) throw new Error(`seat ${seat} has no clue`);
  return props(engine, props(engine, entry).clue as number).code as string;
}

/** The decision a player owes under a name, or undefined. */
export function decision(engine: Engine, s: GameState, player: number, choice: string): Decision | undefined {
  return engine.decisions(s).find((d) => d.player === player && d.choice === choice);
}

/** Applies a move that must be legal. */
export function apply(engine: Engine, s: GameState, player: number, choice: string, value: number | string | null): void {
  const m: Move = { player, choice, value };
  const err = engine.applyInPlace(s, m);
  if (err) throw new Error(`${JSON.stringify(m)} rejected: ${err.code} ${err.message}; owed: ${JSON.stringify(engine.decisions(s).map((d) => [d.player, d.choice]))}`);
}

// ---- Independent solver -----------------------------------------------------------------------

const TERRAIN: Record<string, string> = { F: "forest", D: "desert", W: "water", S: "swamp", M: "mountain" };

/** One space of an assembled board. */
export interface Space {
  col: number;
  row: number;
  terrain: string;
  animal?: string;
}

/** Distance on the odd-q flat-topped grid, through cube coordinates (written independently of the engine's). */
export function distance(a: { col: number; row: number }, b: { col: number; row: number }): number {
  const cube = (p: { col: number; row: number }) => {
    const x = p.col;
    const z = p.row - (p.col - (p.col % 2)) / 2;
    return [x, -x - z, z];
  };
  const [ax, ay, az] = cube(a);
  const [bx, by, bz] = cube(b);
  return (Math.abs(ax! - bx!) + Math.abs(ay! - by!) + Math.abs(az! - bz!)) / 2;
}

/** The 108 spaces of a layout, from the reference tiles. */
export function assemble(layoutRows: number[][], rotated: number[]): Space[] {
  const out: Space[] = [];
  layoutRows.forEach((pair, tr) =>
    pair.forEach((t, tc) => {
      const tile = TILES[String(t)]!;
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 6; c++) {
          const turned = rotated.includes(t);
          const animal = tile.territories.find((a) => a.col === c && a.row === r)?.animal;
          out.push({
            col: tc * 6 + (turned ? 5 - c : c),
            row: tr * 3 + (turned ? 2 - r : r),
            terrain: TERRAIN[tile.terrain[r]![c]!]!,
            ...(animal ? { animal } : {}),
          });
        }
    }),
  );
  return out;
}

/** Whether the habitat can be on `h` by clue `code` (the reference README's codes). */
export function holds(code: string, h: Space, board: Space[], structures: SetupRecord["structures"]): boolean {
  if (code.startsWith("not_")) return !holds(code.slice(4), h, board, structures);
  if (code.includes("/")) return code.split("/").includes(h.terrain);
  const n = Number(code[0]);
  const what = code.slice(1);
  const near = (p: { col: number; row: number }) => distance(h, p) <= n;
  if (what === "stone" || what === "shack") return structures.some((s) => s.kind === what && near(s));
  if (["white", "green", "blue", "black"].includes(what)) return structures.some((s) => s.color === what && near(s));
  const around = nearby(board, h).filter(near);
  if (what === "animal") return around.some((g) => g.animal !== undefined);
  if (what === "bear" || what === "cougar") return around.some((g) => g.animal === what);
  return around.some((g) => g.terrain === what);
}

const NEARBY = new WeakMap<Space[], Map<Space, Space[]>>();

/** The spaces within 3 of h (every clue reaches at most that far), computed once per board. */
function nearby(board: Space[], h: Space): Space[] {
  let m = NEARBY.get(board);
  if (!m) {
    m = new Map();
    for (const a of board) m.set(a, board.filter((b) => distance(a, b) <= 3));
    NEARBY.set(board, m);
  }
  return m.get(h) ?? board.filter((b) => distance(h, b) <= 3);
}

/** Every space that satisfies all clues, sorted by row then col. */
export function solve(rec: SetupRecord): { col: number; row: number }[] {
  const board = assemble(rec.layout_rows, rec.rotated_tiles);
  return board
    .filter((h) => rec.clues.every((c) => holds(c.clue, h, board, rec.structures)))
    .map((h) => ({ col: h.col, row: h.row }))
    .sort((a, b) => a.row - b.row || a.col - b.col);
}
