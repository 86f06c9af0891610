// A decision with one option is asked only because an any-time action is on offer ("A decision with
// one option is not taken for a player who has an `anytime` action on offer", dsl/README.md): the
// player's view shows it as the way to go on past the offer, not as a question with one answer.
import { describe, expect, it } from "vitest";
import { GO_ON, presentHeld } from "../../runtime/index.js";
import { engineFor } from "../helpers/mini-game.js";
import { ANYTIME_RULES } from "../helpers/anytime-game.js";

describe("one-option decisions held for an action on offer", () => {
  const engine = engineFor(ANYTIME_RULES);
  const ok = <T,>(r: { ok: true; state: T } | { ok: false; error: { message: string } }): T => {
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  const ready = () => {
    let s = ok(engine.start({ players: 3, seed: 1 }));
    for (const p of [0, 1, 2]) s = ok(engine.apply(s, { player: p, choice: "mood", value: "yes" }));
    return s;
  };

  it("a real choice stays a question; a lone option beside an offer reads Go on, and its move is unchanged", () => {
    const s = ready();
    // Two options (gain, end the turn): a real question, the boost beside it.
    const first = engine.view(s, 0).decisions;
    expect(first.map((d) => [d.choice, d.held ?? false, d.options.length])).toEqual([["act", false, 2], ["boost", false, 1]]);
    // With 3 points only "End your turn" is left; the boost on offer keeps the decision open.
    const after = ok(engine.apply(s, { player: 0, choice: "act", value: "gain" }));
    const [held, offer] = engine.view(after, 0).decisions;
    expect(held).toMatchObject({ choice: "act", held: true, options: [{ value: "done", label: GO_ON }] });
    expect(held!.prompt).toBe("Next: End your turn (Your turn). You may first take an action on offer.");
    expect(offer).toMatchObject({ choice: "boost", optional: true });
    // Going on is the same move as before.
    const next = ok(engine.apply(after, { player: held!.player, choice: held!.choice, value: held!.options[0]!.value }));
    expect(engine.view(next, 1).decisions[0]).toMatchObject({ player: 1, choice: "act" });
  });

  it("without an offer nothing changes, and the seats it is not for are left alone", () => {
    const plain = [{ player: 0, choice: "pick", prompt: "Pick", options: [{ value: 1, label: "One" }] }];
    expect(presentHeld(plain)).toEqual(plain);
    const mixed = [...plain, { player: 1, choice: "boost", prompt: "Boost", options: [{ value: "boost", label: "Boost" }], optional: true }];
    expect(presentHeld(mixed)).toEqual(mixed);
  });
});
