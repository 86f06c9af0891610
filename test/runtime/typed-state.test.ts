// Typed state: counters and attributes that hold a component, an enum member or a player.
import { describe, expect, it } from "vitest";
import type { Engine, GameState } from "../../runtime/index.js";
import { counterText } from "../../runtime/index.js";
import { compileRules, engineFor, errorsOf } from "../helpers/mini-game.js";

const PLACES = `- id: camp
  name: "Camp"
  links: [river]
- id: river
  name: "River"
  links: [camp, peak]
- id: peak
  name: "Peak"
  links: [river]
`;
const CARDS = `- id: map
  name: "Map"
- id: rope
  name: "Rope"
`;

const rules = `game "T" players 2..2
enum Stage { ready, moving, spent }
type Place from "places.yaml" {
  name: text
  links: list of Place
}
type Card from "cards.yaml" { name: text }
zone map: Place public full
zone deck: Card hidden full
zone hand: Card per player owner
counter position per player: Place          # "your explorer stands on a location"
counter stage per player: Stage = ready      # the Main Movement: ready, moving, spent
counter leader: player = 1
counter held per player: Card
attr visitor: player                          # on a Place: the last seat that stood there
attr mood: Stage = spent
log.yaml
flow {
  step setup {
    for each p in players { set position of p = first(map) }
  }
  step turns {
    for each p in players {
      as p {
        set my stage = moving
        choose l from [x in map where x in my position.links] as go "Move to a location" {
          set my position = l
          set l.visitor = me
          set l.mood = my stage
          log moved { place: my position, stage: my stage, leader: leader }
        }
        draw 1 from deck to my hand
        set my held = top(my hand)
        set my stage = spent
      }
    }
  }
  step end { win [q in players where stage of q == spent and (position of q).visitor == q] }
}`.replace("log.yaml\n", "");

const LOG = `templates:\n  moved: "{player} moves to {place} ({stage}); the leader is {leader}."\n`;
const counter = (e: Engine, s: GameState, name: string) => s.counters[e.program.counters.findIndex((c) => c.name === name)];

describe("typed counters and attributes", () => {
  const engine = engineFor(rules, { "places.yaml": PLACES, "cards.yaml": CARDS, "log.yaml": LOG });
  const id = (cid: string) => engine.program.components.findIndex((c) => c.id === cid);

  it("hold components, enum members and players, start as declared (none without a start value)", () => {
    const r = engine.start({ players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    // Every decision was forced (one neighbour each), so the game has run to its end.
    expect(counter(engine, s, "stage")).toEqual(["spent", "spent"]);
    expect(counter(engine, s, "leader")).toBe(1);
    const visitor = s.attrs[engine.program.attrs.findIndex((a) => a.name === "visitor")]!;
    const mood = s.attrs[engine.program.attrs.findIndex((a) => a.name === "mood")]!;
    // Nobody stood on the Peak: its visitor is none and its mood the declared start.
    expect(visitor[id("Place/peak")]).toBeNull();
    expect(mood[id("Place/peak")]).toBe("spent");
    expect(mood[id("Place/river")]).toBe("moving");
    expect(engine.program.counters.find((c) => c.name === "position")!.type).toEqual({ kind: "component", type: "Place" });
    expect(engine.program.attrs.find((a) => a.name === "mood")).toEqual({ name: "mood", initial: "spent", type: { kind: "enum", name: "Stage" } });
  });

  it("are read and written as such, and shown by their labels in the log and at the table", () => {
    const r = engine.start({ players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    // The forced move (one neighbour) was taken: seat 0 is at the River, then seat 1 moves too.
    expect(counter(engine, s, "position")).toEqual([id("Place/river"), id("Place/river")]);
    expect(engine.logLines(s)).toContain("Player 1 moves to River (moving); the leader is Player 2.");
    expect(s.attrs[engine.program.attrs.findIndex((a) => a.name === "visitor")]![id("Place/river")]).toBe(1);
    expect(counterText(engine.program, "position", id("Place/river"))).toBe("River");
    expect(counterText(engine.program, "leader", 0)).toBe("Player 1");
    expect(counterText(engine.program, "held", null)).toBe("none");
    // Seat 1 last stood on the River, and both stages are spent: seat 1 wins.
    expect(s.result?.winners).toEqual([1]);
  });

  it("a component a seat cannot see reads as hidden (-1) in that seat's view", () => {
    const r = engine.start({ players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    const held = counter(engine, s, "held") as number[];
    expect(held.every((h) => h >= 0)).toBe(true);
    expect(engine.view(s, 0).counters.held).toEqual([held[0], -1]);
    expect(engine.view(s, 1).counters.held).toEqual([-1, held[1]]);
  });

  it("are checked: values of the declared type, add only to numbers, start values that fit", () => {
    const r = compileRules(`game "T" players 2..2
enum Stage { ready, spent }
counter stage: Stage = 3
counter now: Stage
attr a: Stage = 2
attr b: Nowhere
flow { step go {
  set now = 4
  add 1 to now
  set now = spent
} }`);
    expect(errorsOf(r)).toEqual(["CMP3003 g/game.rules:3:24", "CMP3003 g/game.rules:5:1", "CMP3010 g/game.rules:6:9", "CMP3003 g/game.rules:8:13", "CMP3003 g/game.rules:9:12"]);
  });
});
