// A bare name that is both an enum member and a zone (counter, option): `ready` the turn stage and
// `ready` the row of ready cards. The type the context expects decides which one the rules mean; where
// nothing is expected the compiler says the name is ambiguous (CMP3022) and `Stage.ready` names the member.
import { describe, expect, it } from "vitest";
import { compileRules, engineFor, errorsOf, where } from "../helpers/mini-game.js";

const CARDS = "- id: a\n  name: A\n- id: b\n  name: B\n";

/** A game where `ready` is a member of Stage and a zone of two cards, with `body` in its one step. */
function game(body: string, decls = ""): string {
  return [
    'game "T" players 2..2',
    "enum Stage { ready, moving, spent }",
    'type Card from "cards.yaml" { name: text }',
    "zone ready: Card public full",
    "zone deck: Card hidden",
    "counter stage per player: Stage = ready",
    "counter n = 0",
    decls,
    `flow { step s { ${body} } step end { rank p by n } }`,
    "",
  ].join("\n");
}

const compile = (body: string, decls = "") => compileRules(game(body, decls), { "cards.yaml": CARDS });

describe("a name that is an enum member and a zone", () => {
  it("is the member where a Stage is expected: a start value, `set`, both sides of `==`, `in`, a parameter, an option", () => {
    const body = [
      "set my stage = ready",
      "if my stage == ready { add 1 to n }",
      "if ready == my stage { add 10 to n }",
      "if my stage in [ready, spent] { add 100 to n }",
      "if isReady(my stage) { add 1000 to n }",
      "call note(ready)",
    ].join("\n");
    const decls = [
      "option first: Stage = ready",
      "function isReady(s: Stage): bool = s == ready",
      "proc note(s: Stage) { if s == first { add 10000 to n } }",
      "query stageOf0 = stage of 0",
      "query total = n",
    ].join("\n");
    const r = compile(body, decls);
    expect(errorsOf(r)).toEqual([]);
    const engine = engineFor(game(body, decls), { "cards.yaml": CARDS });
    const q = (name: string) => engine.query(name, { players: 2, seed: 1 });
    expect(q("stageOf0")).toMatchObject({ ok: true, state: "ready" });
    // Every test above took the member, so every addition was made.
    expect(q("total")).toMatchObject({ ok: true, state: 11111 });
  });

  it("is the zone where a list, a zone or a number is expected", () => {
    const decls = "query cards = count(ready)\nquery first = top(ready).name\nquery both = size(ready) + count([c in ready])";
    const r = compile("move top(ready) to deck", decls);
    expect(errorsOf(r)).toEqual([]);
    const engine = engineFor(game("", decls), { "cards.yaml": CARDS });
    expect(engine.query("cards", { players: 2, seed: 1 })).toMatchObject({ ok: true, state: 2 });
    expect(engine.query("first", { players: 2, seed: 1 })).toMatchObject({ ok: true, state: "B" });
    expect(engine.query("both", { players: 2, seed: 1 })).toMatchObject({ ok: true, state: 4 });
  });

  it("is ambiguous where nothing is expected (CMP3022, at the name), and `Stage.ready` names the member", () => {
    const r = compile("let x = ready\nlog seen { what: ready }");
    expect(errorsOf(r)).toEqual(["CMP3022 g/game.rules:9:25", "CMP3022 g/game.rules:10:18"]);
    expect(r.diagnostics[0]!.message).toBe("'ready' is both a zone and a member of Stage");
    expect(r.diagnostics[0]!.hint).toBe("write Stage.ready for the member, or rename one of them");
    const q = "query member = Stage.ready\nquery same = Stage.ready == my stage";
    expect(errorsOf(compile("let x = Stage.ready\nset my stage = x", q))).toEqual([]);
    expect(engineFor(game("", q), { "cards.yaml": CARDS }).query("member", { players: 2, seed: 1 })).toMatchObject({ ok: true, state: "ready" });
  });

  it("`Enum.member` of a member the enum lacks is an unknown name (CMP3001) with a did-you-mean", () => {
    const r = compile("set my stage = Stage.redy");
    expect(r.diagnostics.map((d) => `${where(r, d)} ${d.message} | ${d.hint}`)).toEqual([
      "CMP3001 g/game.rules:9:38 Stage has no member 'redy' | did you mean 'ready'?",
    ]);
  });

  it("a wrong expected type still reports the mismatch: the zone where a Stage is expected is not taken", () => {
    // `n` is an int counter: `ready` there is the zone, and a zone is no number.
    const r = compile("set n = ready");
    expect(r.diagnostics.map((d) => `${where(r, d)} ${d.message}`)).toEqual(["CMP3003 g/game.rules:9:25 the value must be int, found zone of Card"]);
  });

  it("a member two enums declare is the one of the expected enum, and ambiguous without one", () => {
    const rules = [
      'game "T" players 2..2',
      "enum Stage { ready, spent }",
      "enum Mood { ready, calm }",
      "counter stage: Stage = ready",
      "counter mood: Mood = ready",
      "attr feeling: Mood = ready",
      "flow { step s { if mood == ready and stage == ready { let x = ready } } }",
      "",
    ].join("\n");
    const r = compileRules(rules);
    expect(r.diagnostics.map((d) => `${where(r, d)} ${d.message} | ${d.hint}`)).toEqual([
      "CMP3022 g/game.rules:7:63 'ready' is a member of Stage and Mood | write Stage.ready or Mood.ready for the member",
    ]);
  });
});
