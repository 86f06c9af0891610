// Parsing of families of zones and their keyed references.
import { describe, expect, it } from "vitest";
import { decls, id, n, num, stmts, strip } from "./helpers.js";

describe("indexed zones", () => {
  it("parses a family keyed by a range or an enum", () => {
    expect(strip(decls("zone deck[1..3]: Card hidden refill from discard  zone cage[Threat]: Card per player public"))).toEqual([
      { kind: "ZoneDecl", name: id("deck"), index: { kind: "Range", from: 1, to: 3 }, of: id("Card"), perPlayer: false, visibility: "hidden", full: false, refill: id("discard") },
      { kind: "ZoneDecl", name: id("cage"), index: { kind: "Enum", name: id("Threat") }, of: id("Card"), perPlayer: true, visibility: "public", full: false },
    ]);
  });

  it("parses keyed zone references in statements and expressions, with `of` and `my`", () => {
    expect(strip(stmts("draw 1 from deck[c.level] to my cage[low]  move x to cage[t] of p  let k = count(deck[2]) + count(my cage[high])"))).toEqual([
      {
        kind: "Draw",
        count: num(1),
        from: { name: id("deck"), key: { kind: "Field", target: n("c"), field: id("level") } },
        to: { name: id("cage"), key: n("low"), of: n("me") },
      },
      { kind: "Move", what: n("x"), to: { name: id("cage"), key: n("t"), of: n("p") }, bottom: false },
      {
        kind: "Let",
        name: id("k"),
        value: {
          kind: "Binary",
          op: "+",
          left: { kind: "Call", callee: id("count"), args: [{ kind: "Index", name: id("deck"), key: num(2) }] },
          right: { kind: "Call", callee: id("count"), args: [{ kind: "Index", name: id("cage"), key: n("high"), of: n("me") }] },
        },
      },
    ]);
  });
});
