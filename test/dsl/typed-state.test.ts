// Parsing of typed counters and attributes.
import { describe, expect, it } from "vitest";
import { decls, id, n, num, strip } from "./helpers.js";

describe("typed state", () => {
  it("parses counters with a type, with or without a start value", () => {
    expect(strip(decls("counter position per player: Location  counter stage: Stage = ready  counter n = 0"))).toEqual([
      { kind: "CounterDecl", name: id("position"), perPlayer: true, type: { kind: "NamedType", name: id("Location") } },
      { kind: "CounterDecl", name: id("stage"), perPlayer: false, type: { kind: "NamedType", name: id("Stage") }, initial: n("ready") },
      { kind: "CounterDecl", name: id("n"), perPlayer: false, initial: num(0) },
    ]);
  });

  it("parses attributes with a type and a number, member or no start value", () => {
    expect(strip(decls("attr col = -1  attr site: Location  attr mood: Stage = calm  attr owner2: player"))).toEqual([
      { kind: "AttrDecl", name: id("col"), initial: -1 },
      { kind: "AttrDecl", name: id("site"), type: { kind: "NamedType", name: id("Location") }, initial: null },
      { kind: "AttrDecl", name: id("mood"), type: { kind: "NamedType", name: id("Stage") }, initial: "calm" },
      { kind: "AttrDecl", name: id("owner2"), type: { kind: "PlayerType" }, initial: null },
    ]);
  });
});
