// The planner bot with every Kryptothera expansion on: a 7-player game of planners (the expansions'
// cards, abilities and the 7th board in its decisions and its heuristic) ends without error, the fast form
// of `simulate kryptothera --players 7 --bots planner --option frontiers=true ...`. (With 6 or 7 planners
// the bots play weakly, with or without expansions: few deposits; see the README's Bots.)
import { describe, it, expect } from "vitest";
import { makeBot, seededRandom } from "../../../runtime/index.js";
import { kEngine, Table } from "../kryptothera-helpers.js";
import { ALL } from "./expansions-helpers.js";
import { playToEnd } from "../../helpers/bot-game.js";

const engine = kEngine(false);

describe("the Kryptothera bot with every expansion", () => {
  it("plays every seat of a 7-player game as the planner, to the end", () => {
    const t = Table.start(engine, 7, 3, ALL);
    const bots = [...Array(7).keys()].map((p) => makeBot("planner", engine, p, seededRandom(4100 + p)));
    playToEnd(engine, t.s, bots, 8000);
    expect(bots.map((b) => b.kind)).toEqual(Array(7).fill("planner"));
    expect(t.conserved()).toBeUndefined();
    expect(t.counter("round")).toBe(10);
    expect(t.s.result!.scores!.length).toBe(7);
  }, 180_000);
});
