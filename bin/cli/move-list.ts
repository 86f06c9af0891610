// The moves a save can take next, labelled, in one stable order: `moves` prints this list and
// `apply` accepts a 1-based index into it, so both must build it the same way.

import type { Engine, GameState, Move } from "../../runtime/index.js";
import { CliError } from "./cli-error.js";

/** A legal move with the label a player would see. */
export interface LabelledMove extends Move {
  label: string;
}

/** Every move owed right now, by any player, in decision order then option order. */
export function labelledMoves(engine: Engine, state: GameState): LabelledMove[] {
  return engine.decisions(state).flatMap((d) =>
    d.options.map((o) => ({ player: d.player, choice: d.choice, value: o.value, label: o.label })),
  );
}

/** Reads a move given as JSON or as a 1-based index into `labelledMoves`. */
export function parseMoveArgument(arg: string, moves: readonly LabelledMove[]): Move {
  const text = arg.trim();
  if (/^\d+$/.test(text)) {
    const index = Number(text);
    const picked = moves[index - 1];
    if (!picked) throw new CliError(`move ${index} does not exist; there are ${moves.length} legal moves`);
    return { player: picked.player, choice: picked.choice, value: picked.value };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliError(`a move is JSON like '{"player":0,"choice":"pick","value":3}' or a number from \`moves\`, got: ${arg}`);
  }
  const m = json as Partial<Move> | null;
  const valueOk = m !== null && typeof m === "object" && (typeof m.value === "number" || typeof m.value === "string" || m.value === null);
  if (!valueOk || !Number.isInteger(m!.player) || typeof m!.choice !== "string") {
    throw new CliError(`a move needs "player" (integer), "choice" (text) and "value" (number, text or null), got: ${arg}`);
  }
  return { player: m!.player!, choice: m!.choice!, value: m!.value! };
}
