// A printed setup (`input`, a vectors.json entry) must fit the table: "5. Assign Clues: Flip the
// setup card to its back. It will indicate which Clue Books should be used for the game, based on
// the number of players. Each player, in turn order, takes one of the corresponding books."
// Started with another player count, a seat would be left without a clue, so the start is refused.
import { describe, expect, it } from "vitest";
import { VECTORS, clueCode, cryptidEngine, start } from "./cryptid-helpers.js";

const engine = cryptidEngine(false);
const card = (players: number) => VECTORS.find((v) => v.players === players)!;
const refusal = (players: number, input: unknown) => {
  const r = engine.start({ players, seed: 1, input: JSON.parse(JSON.stringify(input)) });
  return r.ok ? "started" : `${r.error.code}: ${r.error.message}`;
};

describe("Assign Clues: a setup card is for the number of players it names", () => {
  it("a 3-player setup is refused for 4 or 5 players, naming its count; a 4- or 5-player setup for fewer", () => {
    expect(refusal(4, card(3))).toBe("RUN4024: This setup card is for 3 players: start it with 3 players");
    expect(refusal(5, card(3))).toBe("RUN4024: This setup card is for 3 players: start it with 3 players");
    expect(refusal(3, card(4))).toBe("RUN4024: This setup card is for 4 players: start it with 4 players");
    expect(refusal(4, card(5))).toBe("RUN4024: This setup card is for 5 players: start it with 5 players");
  });

  it("with the right count every seat takes its clue", () => {
    for (const players of [3, 4, 5]) {
      const s = start(engine, { players, seed: 1, input: card(players) });
      for (let p = 0; p < players; p++) expect(clueCode(engine, s, p)).toBe(card(players).clues[p]!.clue);
    }
  });

  it("a setup without a player count must still give one clue per seat", () => {
    const { players: _, ...bare } = card(3);
    expect(refusal(3, bare)).toBe("started");
    expect(refusal(4, bare)).toBe('RUN4024: The setup must give exactly one clue per player (its "clues" list has one entry per seat)');
    expect(refusal(3, { ...bare, clues: undefined })).toMatch(/^RUN4024: The setup must give exactly one clue per player/);
  });

  it("a player count other than 3-5, or an unknown clue code, is refused", () => {
    expect(refusal(3, { ...card(3), players: 6 })).toBe('RUN4024: A setup card\'s "players" must be 3, 4 or 5');
    const clues = [...card(3).clues.slice(0, 2), { clue: "within 9 of nowhere" }];
    expect(refusal(3, { ...card(3), clues })).toMatch(/^RUN4024: Every clue of the setup must be a known clue code/);
  });

  it("a clue whose booklet entry gives another clue is refused: the card contradicts itself", () => {
    // "Each player, in turn order, takes one of the corresponding books": the card names the book and
    // the entry, and that entry must be the clue the card gives the seat.
    const good = card(3);
    const [first, ...rest] = good.clues;
    const other = rest.find((c) => c.clue !== first!.clue)!;
    const wrong = [{ ...first!, clue: other.clue }, ...rest];
    expect(refusal(3, { ...good, clues: wrong })).toBe("RUN4024: A clue's booklet entry (book and entry) must give that clue: this setup card contradicts itself");
    expect(refusal(3, good)).toBe("started");
  });
});
