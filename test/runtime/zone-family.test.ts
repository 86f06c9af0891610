// Indexed zones: a family of zones keyed by a number range or an enum, used as deck[c.level].
import { describe, expect, it } from "vitest";
import type { Engine, GameState } from "../../runtime/index.js";
import { compileRules, engineFor, errorsOf } from "../helpers/mini-game.js";

const CARDS = `- id: a1
  name: "A1"
  level: 1
  threat: low
- id: a2
  name: "A2"
  level: 2
  threat: high
- id: b2
  name: "B2"
  level: 2
  threat: high
- id: a3
  name: "A3"
  level: 3
  threat: low
`;

const HEAD = `game "T" players 2..2
enum Threat { low, high }
type Card from "cards.yaml" {
  name: text
  level: int 1..3
  threat: Threat
}
zone box: Card hidden full
zone deck[1..3]: Card hidden refill from discard
zone discard[1..3]: Card public
zone cage[Threat]: Card per player public
zone display: Card public
counter n = 0
`;

const zoneOf = (e: Engine, s: GameState, name: string, seat = 0) =>
  s.zones[e.layout(s.players).base[e.program.zones.findIndex((z) => z.name === name)]! + seat]!.map((id) => e.program.components[id]!.id);

describe("indexed zones", () => {
  // "Sort the cryptid cards by level into 3 decks" / "a cage per threat level": one zone per key.
  const rules =
    HEAD +
    `flow {
  step setup {
    for each c in [x in box] { move c to deck[c.level] }
    move [x in deck[2] where x.name == "B2"] to discard[2]
    draw 5 from deck[2] to display
    for each c in [x in display] { move c to cage[c.threat] of 1 }
    set n = count(deck[1]) * 100 + count(deck[3]) * 10 + count(discard[2])
  }
  step end { win [] }
}`;
  const engine = engineFor(rules, { "cards.yaml": CARDS });

  it("are ordinary zones of the program, named by key", () => {
    expect(engine.program.zones.map((z) => z.name)).toEqual([
      "box", "deck[1]", "deck[2]", "deck[3]", "discard[1]", "discard[2]", "discard[3]", "cage[low]", "cage[high]", "display",
    ]);
    expect(engine.program.zones[2]).toMatchObject({ family: "deck", key: 2, refill: "discard[2]" });
  });

  it("pick a zone by a key computed at run time; a draw refills from the same key of the refill family", () => {
    const r = engine.start({ players: 2, seed: 3 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    // deck[2] held A2 (B2 was discarded); drawing 5 emptied it, refilled it from discard[2] and drew B2 too.
    expect(zoneOf(engine, s, "cage[high]", 1).sort()).toEqual(["Card/a2", "Card/b2"]);
    expect(s.counters[engine.program.counters.findIndex((c) => c.name === "n")]).toBe(110);
    expect(zoneOf(engine, s, "cage[low]", 1)).toEqual([]);
  });

  it("are checked: a family needs a key of its key type, an ordinary zone takes none, literal keys must exist", () => {
    const r = compileRules(
      HEAD +
        `zone pile: Card public
flow {
  step go {
    move top(box) to deck
    move top(box) to deck[low]
    move top(box) to deck[4]
    move top(box) to pile[1]
    set n = count(cage[high])
  }
}`,
      { "cards.yaml": CARDS },
    );
    expect(errorsOf(r)).toEqual([
      "CMP3034 g/game.rules:17:22",
      "CMP3003 g/game.rules:18:27",
      "CMP3034 g/game.rules:19:27",
      "CMP3034 g/game.rules:20:27",
      "CMP3004 g/game.rules:21:19",
    ]);
  });

  it("a family refills from a family with the same keys only, and cannot start full", () => {
    const r = compileRules(
      `game "T" players 2..2
type Card from "cards.yaml" { name: text }
zone a[1..3]: Card hidden refill from b
zone b[1..2]: Card public
zone c[1..2]: Card public full
flow { step go { } }`,
      { "cards.yaml": "- id: x\n  name: X\n" },
    );
    expect(errorsOf(r)).toEqual(["CMP3034 g/game.rules:3:39", "CMP3034 g/game.rules:5:6"]);
  });

  it("an unknown key at run time is a rule error with a reason", () => {
    const e = engineFor(HEAD + `flow {\n  step go { set n = 4  move top(box) to deck[n] }\n}`, { "cards.yaml": CARDS });
    const r = e.start({ players: 2, seed: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "RUN4110", message: expect.stringContaining("deck[4]") });
  });
});
