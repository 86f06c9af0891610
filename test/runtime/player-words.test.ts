// The engine's words for players: card faces from templates (shared by the web table and the
// terminal), counted nouns, conditional parts and possessives in log sentences, names by seat, and a
// sentence saying why a ranking's winner won. Checked on Kryptothera's program and plain results.
import { describe, expect, it } from "vitest";
import { cardText, counted, decidingLine, explainResult, fillTemplate, playerLabel, seatName, type GameResult } from "../../runtime/index.js";
import { renderEvent } from "../../runtime/log-render.js";
import { kEngine, kProgram } from "../content/kryptothera-helpers.js";

const program = kProgram();
const comp = (type: string, id: string) => program.components.findIndex((c) => c.type === type && c.props.id === id);

describe("card faces", () => {
  it("pair two lists in order, name a component field, count with a noun, and leave out empty holes", () => {
    const mothman = program.components[comp("Cryptid", "mothman")]!.props;
    // A list of inline records (`checks: [{skill: wisdom, target: 5}, ...]`) reads each record's values.
    expect(fillTemplate(program, "Checks: {checks|, then }", mothman)).toBe("Checks: Wisdom 5, then Charisma 3");
    expect(fillTemplate(program, "{skills&targets}", { skills: ["wisdom", "charisma"], targets: [5, 3] })).toBe("Wisdom 5, Charisma 3");
    // A value per enum member (`skills: int per Skill`) in the enum's order, whatever the YAML's order.
    expect(fillTemplate(program, "{skills:Skill}", { skills: { charisma: 1, might: 0, wisdom: 2, agility: 1, intelligence: 2 } })).toBe(
      "Might 0 · Agility 1 · Intelligence 2 · Wisdom 2 · Charisma 1",
    );
    expect(fillTemplate(program, "hides in {location@}", mothman)).toBe("hides in Point Pleasant");
    expect(fillTemplate(program, "{points#point}", { points: 1 })).toBe("1 point");
    expect(fillTemplate(program, "{points#point}", { points: 4 })).toBe("4 points");
    expect(fillTemplate(program, "Lose {hp?} HP{failOnly? (F-1)}", mothman)).toBe("Lose 1 HP (F-1)");
    // A line about an HP loss of 0 is left out altogether.
    expect(fillTemplate(program, "Lose {hp?} HP{failOnly? (F-1)}", { hp: 0 })).toBeUndefined();
    expect(counted(3, "goose/geese")).toBe("3 geese");
    expect(counted(2, "glyph")).toBe("2 glyphs");
  });

  it("a card's text says what its colour and icons say, without repeating its name", () => {
    const faces = { Cryptid: { lines: ["{points#point}"], text: "{text}" } };
    const text = cardText(program, faces, { low: "Low threat" }, comp("Cryptid", "squonk"), ["threat"]);
    expect(text).toBe("Low threat · 1 point · It weeps so much at its own ugliness that it dissolves in tears.");
  });
});

describe("log sentences", () => {
  const e = kEngine(false);
  const L = e.layout(3);
  it("count nouns, say a part only when it counts, and write possessives of names ending in s", () => {
    const line = (a: Record<string, unknown>, names?: string[]) => renderEvent(program, L, { e: "scoreSheet", p: 0, a }, names);
    expect(line({ hq: 5, contracts: 0, clues: 1, coins: 8, ritual: 8, quest: 0, total: 22 })).toBe("Player 1 scores 5 (HQ cryptids) + 1 (clues) + 8 (coins) + 8 (ritual) = 22.");
    expect(line({ hq: 5, contracts: 10, clues: 1, coins: 8, ritual: 0, quest: 30, total: 54 }, ["Ann"])).toBe("Ann scores 5 (HQ cryptids) + 10 (contracts) + 1 (clues) + 8 (coins) + 30 (Hidden Contract) = 54.");
    expect(renderEvent(program, L, { e: "gainCoins", p: 1, a: { coins: 1 } })).toBe("Player 2 gains 1 coin.");
    expect(renderEvent(program, L, { e: "gainCoins", p: 1, a: { coins: 2 } }, ["Ann", "James"])).toBe("James gains 2 coins.");
    expect(renderEvent(program, L, { e: "turnStarts", p: 1, a: {} }, ["Ann", "James"])).toBe("James' turn begins.");
  });

  it("name seats by the setup's names, else by number", () => {
    expect(seatName(1, ["Ann", "Bob"])).toBe("Bob");
    expect(seatName(2, ["Ann", "Bob"])).toBe("Player 3");
    expect(playerLabel(0)).toBe("Player 1");
  });
});

describe("why a ranking's winner won", () => {
  const labels = ["Points", "Clues", "Coins"];
  it("by the first key, or by the tie-break that separated the tied, saying so", () => {
    const clear: GameResult = { winners: [1], scores: [[8, 2, 3], [10, 0, 0]], labels };
    expect(explainResult(clear, playerLabel)).toBe("Player 2 won with 10 Points (Player 1: 8).");
    const tie: GameResult = { winners: [0], scores: [[10, 2, 7], [10, 2, 4]], labels };
    expect(explainResult(tie, playerLabel)).toBe("Player 1 won: tied with Player 2 on Points 10, Clues 2, the tie is broken by Coins (7 to 4).");
    const shared: GameResult = { winners: [0, 1], scores: [[10, 2, 7], [10, 2, 7], [3, 0, 0]], labels };
    expect(explainResult(shared, playerLabel)).toBe("Player 1 and Player 2 share the win with 10 Points (Player 3: 3).");
  });

  it("without a ranking (a find wins the game), by the log's sentence that decided it, not the announcement", () => {
    const found: GameResult = { winners: [0] };
    const lines = [
      "Player 1 searches the forest space at column 11, row 3.",
      "Nobody places a cube: Player 1 has found the habitat on the forest space at column 11, row 3!",
      "Player 1 won",
    ];
    expect(decidingLine(found, playerLabel, lines)).toBe(lines[1]);
    expect(explainResult(found, playerLabel, lines)).toBe(`Player 1 won. What decided it: ${lines[1]}`);
    // With no log to read, the result alone.
    expect(explainResult(found, playerLabel)).toBe("Player 1 won.");
    expect(explainResult(found, playerLabel, ["Player 1 won."])).toBe("Player 1 won.");
  });
});

describe("names in a setup", () => {
  it("are refused with RUN4025 when there are more names than seats or a name is too long; the state is not started", () => {
    const engine = kEngine();
    const tooMany = engine.start({ players: 2, seed: 1, names: ["Ann", "Bo", "Cy"] });
    expect(tooMany.ok ? undefined : tooMany.error.code).toBe("RUN4025");
    const tooLong = engine.start({ players: 2, seed: 1, names: ["A".repeat(41), "Bo"] });
    expect(tooLong.ok ? undefined : tooLong.error.code).toBe("RUN4025");
    const named = engine.start({ players: 2, seed: 1, names: [" Ann ", ""] });
    expect(named.ok && named.state.setup.names).toEqual(["Ann", ""]);
    expect(seatName(0, ["Ann", ""])).toBe("Ann");
    expect(seatName(1, ["Ann", ""])).toBe(playerLabel(1));
  });
});
