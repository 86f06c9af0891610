import { describe, expect, it } from "vitest";
import { block, id, n, num, stmt, stmts, strip } from "./helpers.js";

const me = n("me");
const ref = (name: string, of?: unknown) => (of === undefined ? { name: id(name) } : { name: id(name), of });

describe("statements", () => {
  it("parses let, set, add and subtract (with my / of targets)", () => {
    expect(strip(stmts("let x = 1  set bus = p  set score of p = 0  add 3 to my score  subtract 1 from score of p"))).toEqual([
      { kind: "Let", name: id("x"), value: num(1) },
      { kind: "Set", target: ref("bus"), value: n("p") },
      { kind: "Set", target: ref("score", n("p")), value: num(0) },
      { kind: "Add", amount: num(3), negate: false, target: ref("score", me) },
      { kind: "Add", amount: num(1), negate: true, target: ref("score", n("p")) },
    ]);
  });

  it("nests else-if chains in the otherwise block", () => {
    expect(strip(stmt("if a { break } else if b { } else { loop { } }"))).toEqual({
      kind: "If",
      cond: n("a"),
      then: block({ kind: "Break" }),
      otherwise: block({ kind: "If", cond: n("b"), then: block(), otherwise: block({ kind: "Loop", body: block() }) }),
    });
    expect(strip(stmt("if a { }"))).toEqual({ kind: "If", cond: n("a"), then: block() });
  });

  it("parses loops, as and break", () => {
    expect(strip(stmts("for each c in my hand { } repeat 2 { } while x < 3 { break } as p { } simultaneously for each q in players { }"))).toEqual([
      { kind: "For", name: id("c"), list: { kind: "My", name: id("hand") }, body: block() },
      { kind: "Repeat", count: num(2), body: block() },
      { kind: "While", cond: { kind: "Binary", op: "<", left: n("x"), right: num(3) }, body: block({ kind: "Break" }) },
      { kind: "As", player: n("p"), body: block() },
      { kind: "Parallel", name: id("q"), list: n("players"), body: block() },
    ]);
  });

  it("parses choose ... from with prompt, by, or pass and else", () => {
    expect(strip(stmt('choose c from my hand as reveal "Reveal a card" by p or pass { move c to table } else { break }'))).toEqual({
      kind: "Choose",
      name: id("c"),
      domain: { kind: "My", name: id("hand") },
      choice: id("reveal"),
      prompt: "Reveal a card",
      by: n("p"),
      optional: true,
      body: block({ kind: "Move", what: n("c"), to: ref("table"), bottom: false }),
      otherwise: block({ kind: "Break" }),
    });
    expect(strip(stmt("choose c from xs as pick { }"))).toEqual({
      kind: "Choose", name: id("c"), domain: n("xs"), choice: id("pick"), optional: false, body: block(),
    });
  });

  it("keeps `or` inside the by-expression when it is not followed by pass", () => {
    const s = stmt("choose c from xs as pick by a or b or pass { }");
    expect(strip(s)).toMatchObject({ by: { kind: "Binary", op: "or", left: n("a"), right: n("b") }, optional: true });
  });

  it("parses choose one with options", () => {
    expect(strip(stmt('choose one as bonus "Pick one" by p { option reward "Gain a Reward" when any(pool) { } option nothing { } }'))).toEqual({
      kind: "ChooseOne",
      choice: id("bonus"),
      prompt: "Pick one",
      by: n("p"),
      options: [
        { label: id("reward"), text: "Gain a Reward", when: { kind: "Call", callee: id("any"), args: [n("pool")] }, body: block() },
        { label: id("nothing"), body: block() },
      ],
    });
  });

  it("accepts a keyword as an option's name, where only a name can appear", () => {
    // New keywords (clear, until, ...) must not break content whose options already use those words.
    expect(strip(stmt('choose one as act { option clear "Clear the cage" { } option until { } }'))).toEqual({
      kind: "ChooseOne",
      choice: id("act"),
      options: [
        { label: id("clear"), text: "Clear the cage", body: block() },
        { label: id("until"), body: block() },
      ],
    });
  });

  it("parses the zone statements", () => {
    expect(strip(stmts("move c to deck bottom  move cs to hand of p  draw 2 from deck to my hand  deal 5 from deck to hand  shuffle deck  shuffle discard into deck"))).toEqual([
      { kind: "Move", what: n("c"), to: ref("deck"), bottom: true },
      { kind: "Move", what: n("cs"), to: ref("hand", n("p")), bottom: false },
      { kind: "Draw", count: num(2), from: ref("deck"), to: ref("hand", me) },
      { kind: "Deal", count: num(5), from: ref("deck"), to: id("hand") },
      { kind: "Shuffle", zone: ref("deck") },
      { kind: "Shuffle", zone: ref("discard"), into: ref("deck") },
    ]);
  });

  it("parses mark/unmark with a postfix target so the last name is the mark", () => {
    expect(strip(stmts("mark c activated  unmark top(deck).x kept  mark my table seen"))).toEqual([
      { kind: "Mark", what: n("c"), mark: id("activated"), value: true },
      { kind: "Mark", what: { kind: "Field", target: { kind: "Call", callee: id("top"), args: [n("deck")] }, field: id("x") }, mark: id("kept"), value: false },
      { kind: "Mark", what: { kind: "My", name: id("table") }, mark: id("seen"), value: true },
    ]);
  });

  it("parses pass, call, run, log, win and rank", () => {
    expect(strip(stmts("pass hand left  pass hand right  call f(1, c)  call g()  run c.ability  log done  log reveal { card: c, player: p, }  win p  rank p by score of p \"Score\", count(hand of p)"))).toEqual([
      { kind: "Rotate", zone: id("hand"), direction: "left" },
      { kind: "Rotate", zone: id("hand"), direction: "right" },
      { kind: "Call", proc: id("f"), args: [num(1), n("c")] },
      { kind: "Call", proc: id("g"), args: [] },
      { kind: "Run", what: { kind: "Field", target: n("c"), field: id("ability") } },
      { kind: "Log", event: id("done"), args: [] },
      { kind: "Log", event: id("reveal"), args: [{ name: id("card"), value: n("c") }, { name: id("player"), value: n("p") }] },
      { kind: "Win", who: n("p") },
      {
        kind: "Rank",
        name: id("p"),
        keys: [
          { kind: "Of", name: id("score"), of: n("p") },
          { kind: "Call", callee: id("count"), args: [{ kind: "Of", name: id("hand"), of: n("p") }] },
        ],
        labels: ["Score", ""],
      },
    ]);
  });

  it("gives statements and their parts exact spans", () => {
    //          0         1         2
    //          0123456789012345678901234567
    const text = "if x { move c to my hand }";
    const s = stmt(text);
    expect(s.span).toEqual({ file: "t.rules", start: 0, end: 26 });
    if (s.kind !== "If") throw new Error("not an if");
    expect(s.then.span).toEqual({ file: "t.rules", start: 5, end: 26 });
    const move = s.then.stmts[0]!;
    expect(move.span).toEqual({ file: "t.rules", start: 7, end: 24 });
    if (move.kind !== "Move") throw new Error("not a move");
    expect(move.to.span).toEqual({ file: "t.rules", start: 17, end: 24 });
    expect(move.to.of!.span).toEqual({ file: "t.rules", start: 17, end: 19 });
  });
});
