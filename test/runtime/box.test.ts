// Out of play: a box that neither refills, nor draws, nor bots' sampled worlds bring components back from.
import { describe, expect, it } from "vitest";
import { parseRules } from "../../dsl/index.js";
import { resample, type Engine, type GameState } from "../../runtime/index.js";
import { compileRules, engineFor, errorsOf } from "../helpers/mini-game.js";

const CARDS = Array.from({ length: 8 }, (_, i) => `- id: c${i}\n  name: "C${i}"\n  value: ${i}\n`).join("");

const rules = `game "T" players 2..2
type Card from "cards.yaml" {
  name: text
  value: int
}
zone deck: Card hidden full refill from discard
zone discard: Card public
zone box: Card hidden not in play
zone hand: Card per player owner
flow {
  step setup {
    shuffle deck
    # "Return 3 cards to the box without looking at them."
    draw 3 from deck to box
    deal 1 from deck to hand
  }
  step play {
    repeat 3 {
      for each p in players {
        as p { choose c from my hand as play { move c to discard  draw 1 from deck to my hand } }
      }
    }
  }
  step end { win [] }
}`;

const slotOf = (e: Engine, s: GameState, name: string) => e.layout(s.players).base[e.program.zones.findIndex((z) => z.name === name)]!;

describe("not in play", () => {
  const engine = engineFor(rules, { "cards.yaml": CARDS });

  it("a box is marked in the program and parses as `not in play` (`play` stays a name elsewhere)", () => {
    expect(engine.program.zones.find((z) => z.name === "box")).toMatchObject({ outOfPlay: true });
    const r = parseRules(`zone play: Card public\nzone gameBox: Card public not in play`, "t.rules");
    expect(r.diagnostics).toEqual([]);
    expect(r.value.decls.map((d) => d.kind === "ZoneDecl" && [d.name.name, !!d.outOfPlay])).toEqual([["play", false], ["gameBox", true]]);
  });

  it("draws that empty the deck refill it from the discard pile, never from the box", () => {
    const r = engine.start({ players: 2, seed: 5 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    const boxed = s.zones[slotOf(engine, s, "box")]!.slice();
    expect(boxed).toHaveLength(3);
    while (!s.result) {
      const m = engine.legalMoves(s)[0]!;
      expect(engine.applyInPlace(s, m)).toBeUndefined();
    }
    // 8 cards, 3 boxed, 2 in hands: the deck (3) ran out and was refilled from the discards.
    expect(s.log.some((e) => e.e === "refill")).toBe(true);
    expect(s.zones[slotOf(engine, s, "box")]).toEqual(boxed);
  });

  it("bots' sampled worlds redeal the hidden deck but never bring a boxed card back into it", () => {
    const r = engine.start({ players: 2, seed: 9 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    const boxed = s.zones[slotOf(engine, s, "box")]!.slice();
    let rng = 1;
    const next = () => ((rng = (rng * 48271) % 2147483647) / 2147483647);
    const decks = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const w = resample(engine, s, 0, next);
      expect(w.zones[slotOf(engine, w, "box")]).toEqual(boxed);
      for (const id of w.zones[slotOf(engine, w, "deck")]!) expect(boxed).not.toContain(id);
      decks.add(JSON.stringify(w.zones[slotOf(engine, w, "deck")]));
    }
    // The deck itself is redealt (its order and the opponent's hand are unknown to seat 0).
    expect(decks.size).toBeGreaterThan(1);
  });

  it("a zone cannot refill from a box", () => {
    const r = compileRules(rules.replace("refill from discard", "refill from box"), { "cards.yaml": CARDS });
    expect(errorsOf(r)).toEqual(["CMP3035 g/game.rules:6:41"]);
  });
});
