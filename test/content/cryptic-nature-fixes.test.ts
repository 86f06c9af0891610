// Rule fixes for Cryptic Nature (issue 10): each scenario is named after the rule and quotes it.
import { describe, it, expect } from "vitest";
import { arrange, Table } from "./cryptic-nature-helpers.js";
import type { GameState, Move } from "../../runtime/index.js";

describe("the top-spot rule", () => {
  const rule = "If you start your Assistant Phase turn in the top space, you are not allowed to end it there, even by paying coins to move additionally.";

  it(`holds on every path of the turn: ${rule}`, () => {
    const t = arrange(3, 22, (t) => {
      t.setCounter("spot", 0, 0);
      t.setCounter("coins", 3, 0);
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    expect(t.offered()[0]!.player).toBe(0);
    // Every sequence of track moves (mandatory up/down, paid up/down) and the end of the turn, the
    // first die when one is taken: the turn never ends on the top spot.
    const track = new Set(["up", "down", "payUp", "payDown", "done"]);
    let ends = 0;
    const walk = (s: GameState, depth: number): void => {
      const moves = t.e.legalMoves(s).filter((m) => m.player === 0);
      const assist = moves.filter((m) => m.choice === "assist" && track.has(m.value as string));
      const next: Move[] = assist.length ? assist : moves.length && moves[0]!.choice !== "assist" ? [moves[0]!] : [];
      for (const m of next) {
        const r = t.e.apply(s, m);
        if (!r.ok) throw new Error(r.error.message);
        if (m.value === "done") {
          ends++;
          expect(new Table(t.e, r.state).counter("spot", 0), "a path ended on the top spot").not.toBe(0);
        } else if (depth < 7) walk(r.state, depth + 1);
      }
    };
    walk(t.s, 0);
    expect(ends).toBeGreaterThan(5);
  });

  it("the bypass is closed: paying to move down, the mandatory move up may not return to the top", () => {
    const t = arrange(3, 22, (t) => {
      t.setCounter("spot", 0, 0);
      t.setCounter("coins", 3, 0);
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    t.play("assist", "payDown");
    expect(t.counter("spot", 0)).toBe(1);
    expect(t.can("assist", "up")).toBe(false);
    expect(t.can("assist", "payUp")).toBe(false);
    t.play("assist", "down");
    expect(t.counter("spot", 0)).toBeGreaterThan(1);
    // From lower down, moving up one spot is fine again (it does not end on the top).
    t.play("assistantDie", t.offered()[0]!.value);
    t.play("assist", "payUp");
    expect(t.counter("spot", 0)).toBeGreaterThan(0);
  });

  it("a player who did not start on the top may end there", () => {
    const t = arrange(3, 22, (t) => {
      [1, 2, 3].forEach((spot, p) => t.setCounter("spot", spot, p));
      t.setCounter("coins", 3, 0);
    });
    for (let p = 0; p < 3; p++) t.play("explore", "endTurn");
    expect(t.offered()[0]!.player).toBe(0);
    t.play("assist", "up");
    expect(t.counter("spot", 0)).toBe(0);
    expect(t.can("assist", "done")).toBe(true);
  });
});
