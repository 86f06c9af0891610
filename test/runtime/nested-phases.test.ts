// A phase nested in a repeating phase starts over (its counter back to 1) on each pass of the outer one.
import { describe, expect, it } from "vitest";
import { engineFor } from "../helpers/mini-game.js";

describe("nested repeating phases", () => {
  it("run their full count on every pass of the enclosing phase", () => {
    const e = engineFor(`game "T" players 2..2
counter trace = 0
flow {
  phase round repeat 3 {
    phase turn repeat 2 {
      step act { set trace = trace * 100 + round * 10 + turn }
    }
  }
  step end { win [] }
}`);
    const r = e.start({ players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.counters[0]).toBe(111221223132);
  });
});
