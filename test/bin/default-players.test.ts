// The CLI's default player count: the smallest the game's `require`s accept with the given options,
// so a game whose 1-player count is only for a solo mode still defaults to a multi-player game.
import { describe, expect, it } from "vitest";
import { defaultPlayers, setupFrom } from "../../bin/cli/common-options.js";
import { engineFor } from "../helpers/mini-game.js";

const RULES = `game "Modes" players 1..4
enum Mode { standard, solo }
option mode: Mode = standard "Standard or solo"
require playerCount() == 1 or mode != solo "Solo mode is for 1 player"
require playerCount() >= 2 or mode == solo "1 player plays only in solo mode"
counter turns = 0
flow {
  step only {
    add 1 to turns
  }
}
`;

describe("default player count", () => {
  const program = engineFor(RULES).program;

  it("skips counts the requires refuse with these options", () => {
    expect(defaultPlayers(program, {})).toBe(2);
    expect(defaultPlayers(program, { mode: "solo" })).toBe(1);
  });

  it("is the game's minimum without requires, and an explicit --players wins", () => {
    const plain = engineFor(RULES.replace(/require .*\n/g, "")).program;
    expect(defaultPlayers(plain, {})).toBe(1);
    expect(setupFrom({ content: "", option: ["mode=solo"] }, program, 1).players).toBe(1);
    expect(setupFrom({ content: "" }, program, 1).players).toBe(2);
    expect(setupFrom({ content: "", players: 3 }, program, 1).players).toBe(3);
  });
});
