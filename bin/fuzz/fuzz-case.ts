// One case of the content fuzzer, run in-process: mutate one file of one game, compile the game
// (and its table layout), check that every diagnostic points into a real file, and play a few
// random games of whatever still compiles. The case is fully determined by its seed.

import { compileGame, loadLayout, MemoryContentSource } from "../../compiler/index.js";
import type { Diagnostic } from "../../dsl/index.js";
import { Engine, isRuleCode, seededRandom, type MoveError, type Program } from "../../runtime/index.js";
import { mutatorsFor } from "./mutate.js";

/** The files of one game (content paths to text), read once. */
export interface GameFiles {
  game: string;
  files: Record<string, string>;
}

/** How a case ended; the first four are what good behaviour looks like. */
export const OUTCOMES = [
  "refused with positioned diagnostics",
  "compiles, random games finish",
  "compiles, rule error at its position",
  "compiles, setup refused",
  "compiles, games hit the move cap",
  "diagnostic without a position in the file",
  "compiles, rule error without a position",
  "compiles, engine bug (RUN4999)",
  "uncaught exception",
  "hang over the time limit",
  "V8 killed (out of memory)",
] as const;

/** One of OUTCOMES. */
export type Outcome = (typeof OUTCOMES)[number];

/** Outcomes that are bugs: the fuzz run fails when any occurs. */
export const BAD: ReadonlySet<Outcome> = new Set<Outcome>([
  "diagnostic without a position in the file",
  "compiles, rule error without a position",
  "compiles, engine bug (RUN4999)",
  "uncaught exception",
  "hang over the time limit",
  "V8 killed (out of memory)",
]);

/** What one case did. */
export interface CaseResult {
  seed: number;
  outcome: Outcome;
  game: string;
  file: string;
  mutator: string;
  detail?: string;
  /** Wall-clock milliseconds. */
  ms: number;
  /** CPU milliseconds of the thread that ran the case, where the platform tells. */
  cpuMs?: number;
}

/** The case a seed stands for: which game, file and operator(s); cheap, so the runner can name a case that hung. */
export function describeCase(games: readonly GameFiles[], seed: number): { game: GameFiles; file: string; mutated: string; mutator: string } {
  const rnd = caseRandom(seed);
  const pick = (n: number) => Math.floor(rnd() * n);
  const game = games[pick(games.length)]!;
  const candidates = Object.keys(game.files).filter((f) => f.endsWith(".rules") || f.endsWith(".yaml"));
  const file = candidates[pick(candidates.length)]!;
  const ops = mutatorsFor(file);
  let text = game.files[file]!;
  const names: string[] = [];
  // One operator mostly, sometimes two: combined typos find what single ones do not.
  for (let k = 0, n = pick(4) === 0 ? 2 : 1; k < n; k++) {
    const op = ops[pick(ops.length)]!;
    text = op.apply(text, pick);
    names.push(op.name);
  }
  return { game, file, mutated: text, mutator: names.join(" + ") };
}

/**
 * A random source for a case. The runtime's seededRandom gives almost the same first numbers for
 * nearby small seeds (its first draw is about 0.9999 for seeds 1 to 5000), which made every case
 * pick the same game; the seed is hashed first (murmur3's finaliser) and the first draws dropped.
 */
function caseRandom(seed: number): () => number {
  let h = seed >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  const rnd = seededRandom(h);
  for (let i = 0; i < 4; i++) rnd();
  return rnd;
}

/** Runs the case of `seed` and classifies it. Exceptions are caught and become the outcome. */
export function fuzzCase(games: readonly GameFiles[], seed: number, gamesPerProgram = 2): CaseResult {
  const started = performance.now();
  const { game, file, mutated, mutator } = describeCase(games, seed);
  const base = { seed, game: game.game, file, mutator };
  const done = (outcome: Outcome, detail?: string): CaseResult => ({ ...base, outcome, ...(detail ? { detail } : {}), ms: Math.round(performance.now() - started) });
  const files = { ...game.files, [file]: mutated };
  try {
    const source = new MemoryContentSource(files);
    const result = compileGame(source, game.game);
    // The layout is checked against the program when there is one, as the table and the terminal check it.
    const layout = loadLayout(source, game.game, result.program);
    const diagnostics = [...result.diagnostics, ...layout.diagnostics];
    const unplaced = diagnostics.find((d) => !placed(d, files));
    if (unplaced) return done("diagnostic without a position in the file", `${unplaced.code} ${unplaced.span.file}@${unplaced.span.start}: ${unplaced.message}`);
    if (!result.program || diagnostics.some((d) => d.severity === "error")) return done("refused with positioned diagnostics");
    return play(result.program, seed, gamesPerProgram, done);
  } catch (e) {
    return done("uncaught exception", e instanceof Error ? `${e.name}: ${e.message.slice(0, 300)}` : String(e));
  }
}

/** Diagnostics about something missing from every file: they have no place of their own. */
const NOWHERE = new Set(["CMP3014", "CMP3015"]);

/** Whether a diagnostic points inside a file of the game (an empty span at the very start counts as no position). */
function placed(d: Diagnostic, files: Record<string, string>): boolean {
  const text = files[d.span.file];
  if (text === undefined || d.span.start < 0 || d.span.start > d.span.end || d.span.end > text.length) return false;
  return NOWHERE.has(d.code) || d.span.end > 0 || text.length === 0;
}

const MOVE_CAP = 3000;

function play(program: Program, seed: number, count: number, done: (o: Outcome, detail?: string) => CaseResult): CaseResult {
  const engine = new Engine(program, { log: false });
  const rnd = caseRandom(seed ^ 0x5bd1e995);
  let refused = 0;
  let capped = 0;
  for (let g = 0; g < count; g++) {
    let started = engine.start({ players: program.players.min, seed: seed + g });
    // A game whose smallest count is a solo mode refuses it without the option: try the next count.
    for (let n = program.players.min + 1; !started.ok && started.error.code === "RUN4024" && n <= program.players.max; n++)
      started = engine.start({ players: n, seed: seed + g });
    if (!started.ok) {
      if (isRuleCode(started.error.code)) return ruleError(started.error, done);
      refused++;
      continue;
    }
    const s = started.state;
    let moves = 0;
    while (!engine.isOver(s) && moves < MOVE_CAP) {
      const seat = engine.firstOwing(s);
      const move = seat < 0 ? undefined : engine.randomMove(s, seat, rnd);
      if (!move) return done("compiles, engine bug (RUN4999)", "not over, but no seat has a legal move");
      const err = engine.applyInPlace(s, move);
      if (err) return isRuleCode(err.code) ? ruleError(err, done) : done("compiles, engine bug (RUN4999)", `the engine refused its own option: ${err.code} ${err.message}`);
      moves++;
    }
    if (!engine.isOver(s)) capped++;
  }
  if (refused === count) return done("compiles, setup refused");
  return capped ? done("compiles, games hit the move cap") : done("compiles, random games finish");
}

function ruleError(err: MoveError, done: (o: Outcome, detail?: string) => CaseResult): CaseResult {
  const detail = `${err.code}${err.where ? ` at ${err.where}` : ""}: ${err.message}`;
  if (err.code === "RUN4999") return done("compiles, engine bug (RUN4999)", detail);
  return /:\d+:\d+$/.test(err.where ?? "") ? done("compiles, rule error at its position", detail) : done("compiles, rule error without a position", detail);
}
