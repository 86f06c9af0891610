// `simulate`'s figures on a small test game: decisions with a single option, which the engine takes
// without asking (no move is recorded for them), count in `meanChoices`; a game every seat lost to
// the game itself (`lose players`) counts as a loss, and a game nobody won (`win []`) as a draw.

import { describe, expect, it } from "vitest";
import { BOT_KINDS, Engine } from "../../runtime/index.js";
import { parseBots, parseSeats } from "../../bin/cli/hot-seat.js";
import { simulateGames } from "../../bin/cli/simulate-games.js";
import { compileRules } from "../helpers/mini-game.js";

const rules = (end: string) => `game "Forced" players 1..2
counter score per player = 0

flow {
  step play {
    for each p in players {
      as p {
        choose one as only "The only way" {
          option go "Go" { add 1 to score of p }
        }
        choose one as pick "Pick one" {
          option a "A point" { add 1 to score of p }
          option b "Nothing" { }
        }
      }
    }
  }
  step end { ${end} }
}
`;

function engine(end: string): Engine {
  const r = compileRules(rules(end));
  if (!r.program) throw new Error(JSON.stringify(r.diagnostics));
  return new Engine(r.program, { log: false });
}

describe("simulate", () => {
  it("counts decisions that had a single option, which leave no move behind", () => {
    const e = engine("win players");
    const report = simulateGames(e, { game: "forced", players: 2, games: 6, seed: 1, options: {}, count: ["only", "pick"] });
    expect(report.meanChoices).toEqual({ only: 2, pick: 2 });
    // Only the real decisions are moves.
    expect(report.meanMoves).toBe(2);
    expect(report.draws).toBeUndefined();
    expect(report.losses).toBeUndefined();
  });

  it("counts one option of a decision as name=option, forced or chosen", () => {
    const report = simulateGames(engine("win players"), { game: "forced", players: 2, games: 40, seed: 1, options: {}, count: ["only=go", "pick=a", "pick=b", "pick"] });
    const m = report.meanChoices!;
    expect(m["only=go"]).toBe(2);
    // Means are rounded to hundredths each.
    expect(m["pick=a"]! + m["pick=b"]!).toBeCloseTo(m["pick"]!, 1);
    // Random seats pick either option in some of 40 games.
    expect(m["pick=a"]).toBeGreaterThan(0);
    expect(m["pick=b"]).toBeGreaterThan(0);
  });

  it("reports every seat losing to the game as a loss, and nobody winning as a draw", () => {
    const lost = simulateGames(engine("lose players"), { game: "forced", players: 2, games: 5, seed: 1, options: {} });
    expect(lost.losses).toBe(5);
    expect(lost.draws).toBeUndefined();
    expect(lost.winsBySeat).toEqual([0, 0]);
    const drawn = simulateGames(engine("win []"), { game: "forced", players: 1, games: 3, seed: 1, options: {} });
    expect(drawn.draws).toBe(3);
    expect(drawn.losses).toBeUndefined();
  });
});

describe("--bots", () => {
  it("takes every bot level in BOT_KINDS, for play and for simulate", () => {
    for (const k of BOT_KINDS) {
      expect(parseBots(k, 2)).toEqual([k, k]);
      expect(parseSeats(`human,${k}`, 2)).toEqual(["human", k]);
    }
    expect(() => parseBots("grandmaster", 2)).toThrow(/auto/);
  });
});
