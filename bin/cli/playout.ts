// One random game on the fast path (`applyInPlace`, no log), shared by `simulate` and the bench so
// both measure the same thing. Failures are returned, not thrown: a crashing game is data here.

import type { BotKind, Engine, GameResult, GameSetup, Move } from "../../runtime/index.js";
import { makeBot, randomBot } from "../../runtime/index.js";
import { botRandom } from "./seeded-random.js";
import { oneLine } from "./rule-failure.js";

/** Games longer than this are treated as not terminating. */
export const DEFAULT_MOVE_CAP = 100_000;

/** What one playout produced: the move count, and either a result or the reason it failed. */
export type PlayoutOutcome = { moves: number; result: GameResult | undefined; choices?: Map<string, number> } | { moves: number; error: string };

/** Plays one game with bots (random in every seat unless `kinds` names one per seat); bot choices are seeded from `setup.seed`; `count` names choices whose decisions are counted, forced ones (one option) included. */
export function randomPlayout(engine: Engine, setup: GameSetup, cap = DEFAULT_MOVE_CAP, kinds?: readonly BotKind[], count?: readonly string[]): PlayoutOutcome {
  let moves = 0;
  try {
    // Decisions with one option are taken by the engine without a move: counted as they happen
    // (only while the game itself moves on, not while a bot looks ahead on the same engine).
    const choices = count?.length ? new Map<string, number>(count.map((c) => [c, 0])) : undefined;
    const forced = choices ? (m: Move) => countMove(choices, m) : undefined;
    engine.onForced = forced;
    const started = engine.start(setup);
    engine.onForced = undefined;
    if (!started.ok) return { moves, error: oneLine(started.error) };
    const state = started.state;
    const rng = botRandom(setup.seed);
    // Random seats take the fast path; other kinds are built once per game (they keep what they learnt).
    const bots = kinds?.map((k, p) => (k === "random" ? undefined : makeBot(k, engine, p, rng)));
    while (!engine.isOver(state)) {
      if (moves >= cap) return { moves, error: `no end after ${cap} moves` };
      const seat = engine.firstOwing(state);
      const bot = seat >= 0 ? bots?.[seat] : undefined;
      const move = seat < 0 ? undefined : bot ? bot.choose(state) : randomBot(engine, state, seat, rng);
      if (!move) return { moves, error: "stuck: not over but no legal move" };
      engine.onForced = forced;
      const failed = engine.applyInPlace(state, move);
      engine.onForced = undefined;
      if (failed) return { moves, error: oneLine(failed) };
      moves++;
    }
    if (!choices) return { moves, result: engine.result(state) };
    // How often the counted decisions were answered (by choice name), for `simulate --count`: the
    // moves made, plus the forced ones counted above.
    for (const m of state.moves) countMove(choices, m);
    return { moves, result: engine.result(state), choices };
  } catch (err) {
    engine.onForced = undefined;
    const e = err as { code?: unknown; message?: unknown };
    const code = typeof e?.code === "string" ? `${e.code}: ` : "";
    return { moves, error: `${code}${err instanceof Error ? err.message : String(err)}` };
  }
}

/** Counts `m` under its decision's name and under `name=value` (e.g. `act=capture`: one option of a decision), where either is counted. */
function countMove(choices: Map<string, number>, m: Move): void {
  const byName = choices.get(m.choice);
  if (byName !== undefined) choices.set(m.choice, byName + 1);
  const key = `${m.choice}=${String(m.value)}`;
  const byValue = choices.get(key);
  if (byValue !== undefined) choices.set(key, byValue + 1);
}
