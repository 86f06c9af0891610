import type { ApplyResult, GameSetup, Move } from "./types.js";

// A save is the setup and the moves: replaying them rebuilds the exact state.

/** The JSON written to a save file. */
export interface SaveFile {
  format: "menagerie-save";
  version: 1;
  game: string;
  setup: GameSetup;
  moves: Move[];
}

/** Makes a save for a game. */
export function toSave(game: string, setup: GameSetup, moves: readonly Move[]): SaveFile {
  return { format: "menagerie-save", version: 1, game, setup, moves: [...moves] };
}

/** Reads a save, explaining exactly what is wrong with a corrupt one. */
export function fromSave(json: unknown): ApplyResult<{ game: string; setup: GameSetup; moves: Move[] }> {
  const bad = (message: string) => ({ ok: false as const, error: { code: "RUN4030", message: `not a valid save: ${message}` } });
  if (!json || typeof json !== "object") return bad("expected a JSON object");
  const o = json as Partial<SaveFile>;
  if (o.format !== "menagerie-save") return bad('missing "format": "menagerie-save"');
  if (o.version !== 1) return bad(`unsupported version ${JSON.stringify(o.version)}`);
  if (typeof o.game !== "string") return bad('"game" must be a string');
  const s = o.setup as GameSetup | undefined;
  if (!s || typeof s !== "object" || !Number.isInteger(s.players) || typeof s.seed !== "number")
    return bad('"setup" must be {players, seed, options}');
  if (s.options !== undefined && (typeof s.options !== "object" || s.options === null || Array.isArray(s.options)))
    return bad('"setup.options" must be an object');
  if (s.campaign !== undefined && (typeof s.campaign !== "object" || s.campaign === null || Array.isArray(s.campaign)))
    return bad('"setup.campaign" must be an object (a campaign record)');
  if (!Array.isArray(o.moves)) return bad('"moves" must be a list');
  for (const [i, m] of o.moves.entries()) {
    if (!m || typeof m !== "object" || !Number.isInteger(m.player) || typeof m.choice !== "string" || !("value" in m))
      return bad(`move ${i + 1} must be {player, choice, value}`);
    if (m.value !== null && typeof m.value !== "number" && typeof m.value !== "string")
      return bad(`move ${i + 1} has a value that is not a number, text or null`);
  }
  return { ok: true, state: { game: o.game, setup: s, moves: o.moves } };
}
