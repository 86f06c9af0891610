// The Expedition test game (test/fixtures/content/expedition): teams, co-op, a campaign and an
// expansion folder on a game small enough to reason about move by move.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { compileGame, MemoryContentSource, type CompileResult } from "../../compiler/index.js";
import { Engine, type GameSetup, type GameState, type Program } from "../../runtime/index.js";

/** The folder holding the test games (pass it as `--content`). */
export const FIXTURE_CONTENT = join(import.meta.dirname, "../fixtures/content");

/** Every file of the Expedition game by content path ("expedition/game.rules"), to compile or edit in memory. */
export function expeditionFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const full = join(dir, f);
      if (statSync(full).isDirectory()) walk(full);
      else out[relative(FIXTURE_CONTENT, full)] = readFileSync(full, "utf8");
    }
  };
  walk(join(FIXTURE_CONTENT, "expedition"));
  return out;
}

/** Compiles Expedition with some of its files replaced (a value of undefined removes the file). */
export function compileExpedition(over: Record<string, string | undefined> = {}): CompileResult {
  const files: Record<string, string | undefined> = { ...expeditionFiles(), ...over };
  return compileGame(new MemoryContentSource(Object.fromEntries(Object.entries(files).filter((e): e is [string, string] => e[1] !== undefined))), "expedition");
}

let cached: Program | undefined;

/** The compiled Expedition program (compilation must be error-free). */
export function expedition(): Program {
  if (cached) return cached;
  const r = compileExpedition();
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length || !r.program) throw new Error(`expedition does not compile: ${JSON.stringify(errors.slice(0, 3))}`);
  return (cached = r.program);
}

/** Starts a game, failing the test when the start is refused. */
export function start(engine: Engine, setup: GameSetup): GameState {
  const r = engine.start(setup);
  if (!r.ok) throw new Error(`start refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Plays `choice` (an option label) for whoever owes the next decision until the game ends; returns the final state. */
export function playAll(engine: Engine, s: GameState, pick: (s: GameState, p: number) => string = () => "steady"): GameState {
  for (let i = 0; i < 200 && !engine.isOver(s); i++) {
    const p = engine.owing(s)[0]!;
    const moves = engine.legalMoves(s, p);
    const want = pick(s, p);
    const m = moves.find((x) => x.value === want) ?? moves[0]!;
    const r = engine.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}
