import { describe, expect, it } from "vitest";
import { decls, id, n, num, strip } from "./helpers.js";

describe("declarations", () => {
  it("parses game", () => {
    expect(strip(decls('game "Cryptids \\"2\\"" players 2..5'))).toEqual([
      { kind: "GameDecl", title: 'Cryptids "2"', minPlayers: 2, maxPlayers: 5 },
    ]);
  });

  it("parses options with and without a description", () => {
    expect(strip(decls('option rounds: int 1..4 = 3 "Number of rounds"  option fast: bool = false'))).toEqual([
      { kind: "OptionDecl", name: id("rounds"), type: { kind: "IntType", min: 1, max: 4 }, default: num(3), description: "Number of rounds" },
      { kind: "OptionDecl", name: id("fast"), type: { kind: "BoolType" }, default: { kind: "Bool", value: false } },
    ]);
  });

  it("parses enums, with an optional trailing comma", () => {
    expect(strip(decls("enum Color { red, blue, }  enum One { solo }"))).toEqual([
      { kind: "EnumDecl", name: id("Color"), members: [id("red"), id("blue")] },
      { kind: "EnumDecl", name: id("One"), members: [id("solo")] },
    ]);
  });

  it("parses types with a source, optional fields and every type form", () => {
    const [t] = decls(`type Card from "cards.yaml" {
      name: text  color?: Color  n: int  lv: int 1..3  ok: bool  fx: effect  req: expr  who: player
      tags: list of list of Color  text: text
    }`);
    expect(strip(t)).toEqual({
      kind: "TypeDecl",
      name: id("Card"),
      source: { path: "cards.yaml" },
      fields: [
        { kind: "FieldDecl", name: id("name"), optional: false, type: { kind: "TextType" } },
        { kind: "FieldDecl", name: id("color"), optional: true, type: { kind: "NamedType", name: id("Color") } },
        { kind: "FieldDecl", name: id("n"), optional: false, type: { kind: "IntType" } },
        { kind: "FieldDecl", name: id("lv"), optional: false, type: { kind: "IntType", min: 1, max: 3 } },
        { kind: "FieldDecl", name: id("ok"), optional: false, type: { kind: "BoolType" } },
        { kind: "FieldDecl", name: id("fx"), optional: false, type: { kind: "EffectType" } },
        { kind: "FieldDecl", name: id("req"), optional: false, type: { kind: "ExprType" } },
        { kind: "FieldDecl", name: id("who"), optional: false, type: { kind: "PlayerType" } },
        {
          kind: "FieldDecl", name: id("tags"), optional: false,
          type: { kind: "ListType", element: { kind: "ListType", element: { kind: "NamedType", name: id("Color") } } },
        },
        { kind: "FieldDecl", name: id("text"), optional: false, type: { kind: "TextType" } },
      ],
    });
    expect(t!.kind === "TypeDecl" && t!.source?.span).toEqual({ file: "t.rules", start: 15, end: 27 });
  });

  it("parses a record type without a source", () => {
    expect(strip(decls("type Pair { a: int }"))).toEqual([
      { kind: "TypeDecl", name: id("Pair"), fields: [{ kind: "FieldDecl", name: id("a"), optional: false, type: { kind: "IntType" } }] },
    ]);
  });

  it("parses zones with every modifier", () => {
    expect(strip(decls("zone hand: Card per player owner  zone deck: Card hidden full refill from discard  zone d: Card others"))).toEqual([
      { kind: "ZoneDecl", name: id("hand"), of: id("Card"), perPlayer: true, visibility: "owner", full: false },
      { kind: "ZoneDecl", name: id("deck"), of: id("Card"), perPlayer: false, visibility: "hidden", full: true, refill: id("discard") },
      { kind: "ZoneDecl", name: id("d"), of: id("Card"), perPlayer: false, visibility: "others", full: false },
    ]);
  });

  it("parses counters, marks and queries", () => {
    expect(strip(decls("counter round = 0  counter score per player = 1 + 2  mark activated  query total = sum([1, 2])"))).toEqual([
      { kind: "CounterDecl", name: id("round"), perPlayer: false, initial: num(0) },
      { kind: "CounterDecl", name: id("score"), perPlayer: true, initial: { kind: "Binary", op: "+", left: num(1), right: num(2) } },
      { kind: "MarkDecl", name: id("activated") },
      { kind: "QueryDecl", name: id("total"), value: { kind: "Call", callee: id("sum"), args: [{ kind: "List", items: [num(1), num(2)] }] } },
    ]);
  });

  it("parses procs with and without parameters", () => {
    expect(strip(decls("proc a() { break }  proc b(c: Card, k: list of Card) { }"))).toEqual([
      { kind: "ProcDecl", name: id("a"), params: [], body: { kind: "Block", stmts: [{ kind: "Break" }] } },
      {
        kind: "ProcDecl",
        name: id("b"),
        params: [
          { name: id("c"), type: { kind: "NamedType", name: id("Card") } },
          { name: id("k"), type: { kind: "ListType", element: { kind: "NamedType", name: id("Card") } } },
        ],
        body: { kind: "Block", stmts: [] },
      },
    ]);
  });

  it("parses the flow: steps and phases (bare, repeat, while), nested", () => {
    expect(strip(decls("flow { step setup { } phase round repeat rounds { phase turn while not over { step t { } } phase once { } } }"))).toEqual([
      {
        kind: "FlowDecl",
        body: [
          { kind: "Step", name: id("setup"), body: { kind: "Block", stmts: [] } },
          {
            kind: "Phase",
            name: id("round"),
            repeat: n("rounds"),
            body: [
              {
                kind: "Phase",
                name: id("turn"),
                while: { kind: "Unary", op: "not", operand: n("over") },
                body: [{ kind: "Step", name: id("t"), body: { kind: "Block", stmts: [] } }],
              },
              { kind: "Phase", name: id("once"), body: [] },
            ],
          },
        ],
      },
    ]);
  });

  it("gives declarations exact spans", () => {
    const text = "game \"G\" players 1..2\n  counter x = 10\n";
    const [game, counter] = decls(text);
    expect(game!.span).toEqual({ file: "t.rules", start: 0, end: 21 });
    expect(counter!.span).toEqual({ file: "t.rules", start: 24, end: 38 });
    expect(counter!.kind === "CounterDecl" && counter!.name.span).toEqual({ file: "t.rules", start: 32, end: 33 });
  });
});
