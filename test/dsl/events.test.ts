// The syntax of events, subscribers, summed modifiers and module folders (issue 23), and the words
// that start them staying ordinary names everywhere else.
import { describe, expect, it } from "vitest";
import { LineIndex, parseRules } from "../../dsl/index.js";
import { decls, stmt, stmts, strip } from "./helpers.js";

describe("event, on, announce", () => {
  it("reads an event, a subscriber with its own names for the values, and an announce", () => {
    const [ev, on] = decls("event captured(c: Creature, p: player)\non captured(x, who) { log seen }");
    expect(strip(ev)).toEqual({
      kind: "EventDecl",
      name: { name: "captured" },
      params: [
        { name: { name: "c" }, type: { kind: "NamedType", name: { name: "Creature" } } },
        { name: { name: "p" }, type: { kind: "PlayerType" } },
      ],
    });
    expect(on).toMatchObject({ kind: "OnDecl", event: { name: "captured" }, params: [{ name: "x" }, { name: "who" }] });
    expect(strip(stmt("announce captured(c, me)"))).toEqual({
      kind: "Announce",
      event: { name: "captured" },
      args: [{ kind: "Name", name: "c" }, { kind: "Name", name: "me" }],
    });
  });

  it("reads an event without values", () => {
    expect(decls("event turnStarted()\non turnStarted() { }").map((d) => d.kind)).toEqual(["EventDecl", "OnDecl"]);
    expect(stmt("announce turnStarted()")).toMatchObject({ kind: "Announce", args: [] });
  });
});

describe("summed modifiers and modules", () => {
  it("reads `modifier NAME(params): int` and `modify NAME(names) += expr` beside the lasting kind", () => {
    const [sum, mod, lasting] = decls("modifier damage(c: Creature): int\nmodify damage(c) += c.hp + 1\nmodifier bonus per player");
    expect(sum).toMatchObject({ kind: "SumModifierDecl", name: { name: "damage" }, returns: { kind: "IntType" } });
    expect(strip(mod)).toMatchObject({ kind: "ModifyDecl", modifier: { name: "damage" }, params: [{ name: "c" }], value: { kind: "Binary", op: "+" } });
    expect(lasting).toMatchObject({ kind: "ModifierDecl", perPlayer: true });
  });

  it("reads `module NAME \"Title\" \"What\"? when expr`", () => {
    const [m] = decls('module solo "The Descent" "one hunter against the Order" when mode == solo');
    expect(strip(m)).toEqual({
      kind: "ModuleDecl",
      name: { name: "solo" },
      title: "The Descent",
      description: "one hunter against the Order",
      when: { kind: "Binary", op: "==", left: { kind: "Name", name: "mode" }, right: { kind: "Name", name: "solo" } },
    });
  });
});

describe("the words stay names", () => {
  it("as fields, locals and counters", () => {
    expect(decls("counter event = 0\ntype Bid { on: int }\nproc p(b: Bid) { let module = b.on\n set event = module }").map((d) => d.kind)).toEqual([
      "CounterDecl",
      "TypeDecl",
      "ProcDecl",
    ]);
    expect(stmts("let announce = 1\nset on = announce").map((s) => s.kind)).toEqual(["Let", "Set"]);
  });

  it("a broken subscriber is reported where it breaks, and the next declaration is read", () => {
    const text = "on captured(c { log x }\nquery q = 1";
    const r = parseRules(text, "g.rules");
    const index = new LineIndex(text);
    expect(r.diagnostics.map((d) => `${index.position(d.span.start).line}:${index.position(d.span.start).col} ${d.code}`)[0]).toBe("1:15 DSL1020");
    expect(r.value.decls.map((d) => d.kind)).toContain("QueryDecl");
  });
});
