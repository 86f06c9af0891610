// `require`: start conditions on the player count and options that a rulebook states, refused with
// the content's own message before anything is dealt.
import { describe, expect, it } from "vitest";
import { compileRules, engineFor, errorsOf } from "../helpers/mini-game.js";

const RULES = `game "Modes" players 1..4
enum Mode { standard, solo }
option mode: Mode = standard "Standard or solo"
option extras: bool = true "Use the extras"
require playerCount() == 1 or mode != solo "Solo mode is for 1 player"
require playerCount() >= 2 or mode == solo "1 player plays only in solo mode"
require extras or mode != solo "Solo mode needs the extras"
counter turns = 0
flow {
  step only {
    add 1 to turns
  }
}
`;

describe("require", () => {
  const engine = engineFor(RULES);

  it("starts the combinations the conditions allow", () => {
    expect(engine.start({ players: 1, seed: 1, options: { mode: "solo" } }).ok).toBe(true);
    expect(engine.start({ players: 3, seed: 1 }).ok).toBe(true);
    expect(engine.start({ players: 2, seed: 1, options: { extras: false } }).ok).toBe(true);
  });

  it("refuses the others with the content's message, the first failing condition first", () => {
    const solo3 = engine.start({ players: 3, seed: 1, options: { mode: "solo" } });
    expect(solo3).toEqual({ ok: false, error: { code: "RUN4024", message: "Solo mode is for 1 player" } });
    const alone = engine.start({ players: 1, seed: 1 });
    expect(alone.ok ? "" : alone.error.message).toBe("1 player plays only in solo mode");
    const bare = engine.start({ players: 1, seed: 1, options: { mode: "solo", extras: false } });
    expect(bare.ok ? "" : bare.error.message).toBe("Solo mode needs the extras");
  });

  it("must be a condition: a non-boolean is a type error at its position", () => {
    const r = compileRules(RULES.replace('require extras or mode != solo', 'require 3'));
    expect(errorsOf(r)).toEqual(["CMP3003 g/game.rules:7:9"]);
  });
});
