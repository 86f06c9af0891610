// Kryptothera co-op at the table with fewer people than hunters: "If playing with fewer than 4 players,
// control additional characters cooperatively." Two people hold two hunters each: the screen passes
// between one person's hunters without a hand-over, and is handed over between the two people.
import { describe, expect, it } from "vitest";
import { GameSession } from "../../web/session/game-session.js";
import { kProgram } from "../content/kryptothera-helpers.js";

describe("co-op hunters held by two people", () => {
  it("hands over only between people, never between one person's hunters", () => {
    const r = GameSession.start(kProgram(), { players: 4, seed: 8, options: { mode: "coop" } }, ["human", "human", "human", "human"], [0, 0, 2, 2]);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    s.takeSeat();
    expect(s.viewer).toBe(0);
    // The first hunter chooses the ritual and the shared HQ for the team.
    for (const choice of ["ritualChoice", "sharedHq"]) {
      const d = s.view()!.decisions.find((x) => x.choice === choice)!;
      expect(s.choose(d.options[0]!.value, choice)).toBe(true);
    }
    // Each hunter keeps its starting hand (passes the swap offer), seat by seat.
    const handOvers: number[] = [];
    for (let p = 0; p < 4; p++) {
      if (s.handOverTo >= 0) {
        handOvers.push(s.handOverTo);
        s.takeSeat();
      }
      expect(s.viewer).toBe(p);
      expect(s.choose(null, "startSwap")).toBe(true);
    }
    // Only the second person had to take the screen (for hunter 3); hunter 2 and hunter 4 followed their
    // own person's previous hunter at once.
    expect(handOvers).toEqual([2]);
    expect(s.save().holders).toEqual([0, 0, 2, 2]);
  });
});
