// Component labels: a name plus what tells same-named components apart, in player words.
import { describe, expect, it } from "vitest";
import { componentLabel, type Program } from "../../runtime/index.js";
import { renderEvent } from "../../runtime/log-render.js";

/** A program holding only what labels read: enums and components. */
function program(components: Record<string, unknown>[]): Program {
  return {
    enums: { Color: ["red", "blue"], Kind: ["nessie", "mothman", "sasquatch"], Timing: ["immediate", "later"] },
    components: components.map((props, i) => ({ id: `Card/c${i}`, type: "Card", props })),
  } as unknown as Program;
}

describe("componentLabel", () => {
  it("adds scalar enum fields that tell same-named copies apart, unless the name already says them", () => {
    const p = program([
      { name: "Sea Serpent", color: "red" },
      { name: "Sea Serpent", color: "blue" },
      { name: "Red Dragon", color: "red" },
      { name: "Red Dragon", color: "blue" },
    ]);
    expect(componentLabel(p, 0)).toBe("Sea Serpent (red)");
    expect(componentLabel(p, 1)).toBe("Sea Serpent (blue)");
    expect(componentLabel(p, 2)).toBe("Red Dragon");
    expect(componentLabel(p, 3)).toBe("Red Dragon (blue)");
  });

  it("leaves out fields every copy of the name shares (a unique city's kind and region)", () => {
    const p = program([{ name: "London", color: "red", timing: "later" }, { name: "Paris", color: "blue", timing: "later" }]);
    expect(componentLabel(p, 0)).toBe("London");
  });

  it("reads enum members in the content's words (log.yaml `words:`)", () => {
    const p = { ...program([{ name: "Reward", timing: "immediate" }, { name: "Reward", timing: "later" }]), words: { immediate: "at once", later: "at the end of the round" } } as Program;
    expect(componentLabel(p, 0)).toBe("Reward (at once)");
    expect(componentLabel(p, 1)).toBe("Reward (at the end of the round)");
  });

  it("adds a list of enum members only when cards of the same name differ in it", () => {
    const p = program([
      { name: "Book", kinds: ["nessie"] },
      { name: "Book", kinds: ["mothman", "sasquatch"] },
      { name: "Rodeo", color: "blue", kinds: ["nessie", "mothman"] },
      { name: "Rodeo", color: "red", kinds: ["nessie", "mothman"] },
      { name: "Plain", kinds: [] },
      { name: "Plain", kinds: ["nessie"] },
    ]);
    expect(componentLabel(p, 0)).toBe("Book (nessie)");
    expect(componentLabel(p, 1)).toBe("Book (mothman+sasquatch)");
    // Same icons on every Rodeo: the colour alone tells them apart.
    expect(componentLabel(p, 2)).toBe("Rodeo (blue)");
    // An empty list names nothing; the other Plain shows its icon.
    expect(componentLabel(p, 4)).toBe("Plain");
    expect(componentLabel(p, 5)).toBe("Plain (nessie)");
  });

  it("names hidden and unknown components", () => {
    const p = program([{ name: "Book", kinds: ["nessie"] }]);
    expect(componentLabel(p, -1)).toBe("a hidden component");
    expect(componentLabel(p, 7)).toBe("#7");
  });
});

describe("the engine's own log sentences in player words", () => {
  const base = program([{ name: "Book", kinds: ["nessie"] }]);
  const p = { ...base, templates: {}, zones: [], words: { "round/endOfRound": "End of Round" } } as unknown as Program;
  const L = { slotZone: [], slotOwner: [] } as unknown as Parameters<typeof renderEvent>[1];

  it("a step starts under the content's words for it, else its own name in words", () => {
    expect(renderEvent(p, L, { e: "step", a: { step: "round/endOfRound" } })).toBe("— End of Round —");
    expect(renderEvent(p, L, { e: "step", a: { step: "round/playerTurns" } })).toBe("— Player turns —");
  });

  it("a draw says nobody won, hidden cards are counted, a choice of `choose one` reads its text", () => {
    expect(renderEvent(p, L, { e: "win", a: { winners: [] } })).toBe("Nobody won");
    expect(renderEvent(p, L, { e: "draw", p: 0, a: { c: [-1, -1, -1], to: "pile" } })).toBe("Player 1 draws 3 hidden cards to pile");
    expect(renderEvent(p, L, { e: "choice", p: 1, a: { choice: "act", value: "stop", text: "End your movement" } })).toBe("Player 2 chooses End your movement");
    expect(renderEvent(p, L, { e: "choice", p: 1, a: { choice: "act", value: null } })).toBe("Player 2 chooses to pass");
  });
});
