// `give what to player`: components move from the per-player zone they lie in (a zone of a family too)
// to the same zone of another player; a component in a shared zone is a rule error with its position;
// `give` stays an ordinary name elsewhere.
import { describe, it, expect } from "vitest";
import { compileGame, MemoryContentSource } from "../../compiler/index.js";
import { Engine } from "../../runtime/index.js";

const RULES = `game "Gifts" players 2..3
enum Kind { small, big }
type Chip from "chips.yaml" { n: int  kind: Kind }
zone pile: Chip public full
zone hand: Chip per player owner
zone cage[Kind]: Chip per player public
counter give = 0
flow {
  step start {
    move [c in pile where c.n <= 2] to hand of 0
    move [c in pile where c.kind == big] to cage[big] of 0
    # "Hunters in the same location may give ... cryptid cards from hand" (one to the next seat)
    as 0 {
      choose c from my hand as gift "Give a chip" {
        give c to left(me)
        give my cage[big] to 2
        set give = give + 1
      }
    }
  }
  step broken { as 1 { give top(pile) to 0 } }
}
`;
const CHIPS = `- { id: a, n: 1, kind: small }
- { id: b, n: 2, kind: small }
- { id: c, n: 3, kind: big }
- { id: d, n: 4, kind: small }
`;

function compile(rules: string) {
  return compileGame(new MemoryContentSource({ "g/game.rules": rules, "g/chips.yaml": CHIPS }), "g");
}

describe("give", () => {
  const r = compile(RULES);
  it("compiles, with 'give' still usable as a name", () => {
    expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
  });

  it("moves a card to the same zone of the receiver, a zone of a family included", () => {
    const e = new Engine(r.program!, { log: true });
    const s0 = e.start({ players: 3, seed: 1 });
    if (!s0.ok) throw new Error(s0.error.message);
    const s = s0.state;
    const id = (rec: string) => r.program!.components.findIndex((c) => c.id === rec || c.id === `Chip/${rec}`);
    const zone = (name: string, seat: number) => {
      const zi = r.program!.zones.findIndex((z) => z.name === name);
      return s.zones[e.layout(3).base[zi]! + seat]!;
    };
    const out = e.apply(s, { player: 0, choice: "gift", value: id("b") });
    // The next step gives a card of a shared zone: a rule error at its position, the state left as it was.
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.error.code).toBe("RUN4108");
      expect(out.error.message).toContain("shared zone 'pile'");
      expect(out.error.where).toMatch(/game\.rules:\d+:\d+/);
    }
    expect(s.moves.length).toBe(0);
    expect(zone("hand", 0).length).toBe(2);
    // Without the broken step the gift goes through.
    const ok = compile(RULES.replace("step broken { as 1 { give top(pile) to 0 } }", "step end { rank p by 0 }"));
    const e2 = new Engine(ok.program!, { log: true });
    const t0 = e2.start({ players: 3, seed: 1 });
    if (!t0.ok) throw new Error(t0.error.message);
    const t = t0.state;
    expect(e2.applyInPlace(t, { player: 0, choice: "gift", value: id("b") })).toBeUndefined();
    const z2 = (name: string, seat: number) => t.zones[e2.layout(3).base[ok.program!.zones.findIndex((z) => z.name === name)]! + seat]!;
    expect(z2("hand", 0)).toEqual([id("a")]);
    expect(z2("hand", 1)).toEqual([id("b")]);
    expect(z2("cage[big]", 0)).toEqual([]);
    expect(z2("cage[big]", 2)).toEqual([id("c")]);
    expect(z2("cage[small]", 2)).toEqual([]);
    // The move is logged, and a player who may not see the hand sees no card id in it.
    expect(t.log.some((l) => l.e === "move" && JSON.stringify(l.a).includes(String(id("b"))))).toBe(true);
  });

  it("checks that the receiver is a player and the gift components", () => {
    const bad = compile(RULES.replace("give c to left(me)", "give c to c").replace("give my cage[big] to 2", "give 3 to 2"));
    const msgs = bad.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
    expect(msgs.some((m) => m.startsWith("CMP3003") && m.includes("the player 'give' gives to"))).toBe(true);
    expect(msgs.some((m) => m.startsWith("CMP3003") && m.includes("what 'give' gives"))).toBe(true);
  });
});
