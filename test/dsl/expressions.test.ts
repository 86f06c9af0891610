import { describe, expect, it } from "vitest";
import { expr, id, n, num, strip } from "./helpers.js";

const bin = (op: string, left: unknown, right: unknown) => ({ kind: "Binary", op, left, right });

describe("expression precedence", () => {
  it("multiplies before adding, left-associatively", () => {
    expect(strip(expr("1 + 2 * 3 - 4 % 5"))).toEqual(bin("-", bin("+", num(1), bin("*", num(2), num(3))), bin("%", num(4), num(5))));
  });

  it("orders or < and < not < compare < range < additive", () => {
    expect(strip(expr("a or b and not c == 1..2 + 1"))).toEqual(
      bin("or", n("a"), bin("and", n("b"), { kind: "Unary", op: "not", operand: bin("==", n("c"), { kind: "Range", from: num(1), to: bin("+", num(2), num(1)) }) })),
    );
  });

  it("binds unary minus tighter than multiplication", () => {
    expect(strip(expr("-a * b"))).toEqual(bin("*", { kind: "Unary", op: "-", operand: n("a") }, n("b")));
  });

  it("binds `of` to a postfix expression: `score of p + 1` is `(score of p) + 1`", () => {
    expect(strip(expr("score of p + 1"))).toEqual(bin("+", { kind: "Of", name: id("score"), of: n("p") }, num(1)));
    expect(strip(expr("hand of p.owner"))).toEqual({ kind: "Of", name: id("hand"), of: { kind: "Field", target: n("p"), field: id("owner") } });
  });

  it("parses `in` as a comparison and parentheses as grouping", () => {
    expect(strip(expr("c in my hand"))).toEqual(bin("in", n("c"), { kind: "My", name: id("hand") }));
    expect(strip(expr("(1 + 2) * 3"))).toEqual(bin("*", bin("+", num(1), num(2)), num(3)));
  });

  it("parses if-then-else as the loosest form", () => {
    expect(strip(expr("if a then 1 else if b then 2 else 3 + 4"))).toEqual({
      kind: "IfExpr", cond: n("a"), then: num(1), otherwise: { kind: "IfExpr", cond: n("b"), then: num(2), otherwise: bin("+", num(3), num(4)) },
    });
  });
});

describe("primary expressions", () => {
  it("parses literals and names (me, self, players and none are names)", () => {
    expect(strip([expr("42"), expr('"hi\\n"'), expr("true"), expr("false"), expr("me"), expr("self"), expr("players"), expr("none")])).toEqual([
      num(42), { kind: "String", value: "hi\n" }, { kind: "Bool", value: true }, { kind: "Bool", value: false },
      n("me"), n("self"), n("players"), n("none"),
    ]);
  });

  it("parses builtin calls, including keyword-named ones", () => {
    expect(strip(expr("playerCount()"))).toEqual({ kind: "Call", callee: id("playerCount"), args: [] });
    expect(strip(expr("left(me)"))).toEqual({ kind: "Call", callee: id("left"), args: [n("me")] });
    expect(strip(expr("others(p)"))).toEqual({ kind: "Call", callee: id("others"), args: [n("p")] });
  });

  it("parses field chains, accepting keywords as field names", () => {
    expect(strip(expr("c.owner.text"))).toEqual({
      kind: "Field", target: { kind: "Field", target: n("c"), field: id("owner") }, field: id("text"),
    });
  });

  it("tells comprehensions from list literals", () => {
    expect(strip(expr("[c in my table where c.color == red -> c.n]"))).toEqual({
      kind: "Comprehension",
      name: id("c"),
      list: { kind: "My", name: id("table") },
      where: bin("==", { kind: "Field", target: n("c"), field: id("color") }, n("red")),
      map: { kind: "Field", target: n("c"), field: id("n") },
    });
    expect(strip(expr("[x in xs]"))).toEqual({ kind: "Comprehension", name: id("x"), list: n("xs") });
    expect(strip(expr("[a, b in c]"))).toEqual({ kind: "List", items: [n("a"), bin("in", n("b"), n("c"))] });
    expect(strip(expr("[]"))).toEqual({ kind: "List", items: [] });
  });
});

describe("expression spans", () => {
  it("covers operands and operators exactly", () => {
    //    0123456789012345
    const e = expr("(a + 1) * count(x)");
    expect(e.span).toEqual({ file: "t.rules", start: 0, end: 18 });
    if (e.kind !== "Binary" || e.left.kind !== "Binary" || e.right.kind !== "Call") throw new Error("shape");
    expect(e.left.span).toEqual({ file: "t.rules", start: 0, end: 7 });
    expect(e.left.right.span).toEqual({ file: "t.rules", start: 5, end: 6 });
    expect(e.right.span).toEqual({ file: "t.rules", start: 10, end: 18 });
    expect(e.right.callee.span).toEqual({ file: "t.rules", start: 10, end: 15 });
  });

  it("spans field access and unary from their first to last token", () => {
    const e = expr("not c.kept");
    expect(e.span).toEqual({ file: "t.rules", start: 0, end: 10 });
    if (e.kind !== "Unary" || e.operand.kind !== "Field") throw new Error("shape");
    expect(e.operand.span).toEqual({ file: "t.rules", start: 4, end: 10 });
    expect(e.operand.field.span).toEqual({ file: "t.rules", start: 6, end: 10 });
  });
});
