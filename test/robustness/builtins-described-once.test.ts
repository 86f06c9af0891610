// The builtins are described once (issue 12 item 14): runtime/builtins.json gives each one's
// parameters with their types, its result and its documentation; the checker reads the argument
// count and the argument types from it, the runtime its list, and the table in dsl/README.md must say
// exactly what it says.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_ARITY, BUILTIN_SPECS, builtinSignature, builtinTable } from "../../compiler/builtins.js";
import { BUILTIN_DEFS, BUILTINS } from "../../runtime/index.js";
import { compileRules, where } from "../helpers/mini-game.js";

const readme = readFileSync("dsl/README.md", "utf8");
const PARAM_TYPES = ["int", "player", "list", "list of int", "list of bool", "zone", "element", "list of element", "component", "field"];
const RESULT_TYPES = ["int", "bool", "player", "element", "list of element", "list of player", "list of component", "any"];

/** Compiles one `let x = EXPR` in a small game with a zone, an enum and a linked type; returns code, position, message and hint of each diagnostic. */
function check(expr: string): string[] {
  const rules = [
    'game "G" players 2..2',
    "enum Color { red, blue }",
    'type Spot from "spots.yaml" { links: list of Spot near: Spot }',
    'type Card from "cards.yaml" { color: Color }',
    "zone spots: Spot public full",
    "zone deck: Card hidden full",
    `flow { step s { let x = ${expr} } }`,
    "",
  ].join("\n");
  const r = compileRules(rules, {
    "spots.yaml": "- id: a\n  links: [b]\n  near: b\n- id: b\n  links: [a]\n  near: a\n",
    "cards.yaml": "- id: c1\n  color: red\n",
  });
  return r.diagnostics.map((d) => `${where(r, d)} ${d.message} | ${d.hint}`);
}

describe("builtins described once", () => {
  it("dsl/README.md's table is the one made from builtins.json (`npm run docs:builtins` writes it)", () => {
    const start = readme.indexOf("| Builtin | What it gives |");
    expect(start).toBeGreaterThan(0);
    const table = readme.slice(start).match(/^(?:\|.*\n)+/)![0].trimEnd();
    expect(table).toBe(builtinTable());
    // Every row names a builtin with its typed parameters, e.g. `at(list: list, i: int) -> element`.
    expect(table).toContain("| `at(list: list, i: int) -> element` | the element at a 0-based index, none past the end |");
  });

  it("every call the Builtins section of dsl/README.md names is a builtin of builtins.json (`round()` is named as not one, `input` bare)", () => {
    const section = readme.slice(readme.indexOf("## Builtins"), readme.indexOf("## Snippets in YAML"));
    const named = new Set([...section.matchAll(/`(\w+)\(/g)].map((m) => m[1]!));
    for (const [name, d] of Object.entries(BUILTIN_DEFS)) if (d.bare && section.includes(`\`${name}\` is a builtin written without parentheses`)) named.add(name);
    named.delete("round");
    expect(section).toContain("`round()` is not a builtin");
    expect([...named].filter((n) => !(n in BUILTIN_DEFS))).toEqual([]);
    expect(Object.keys(BUILTIN_DEFS).filter((n) => !named.has(n))).toEqual([]);
  });

  it("every parameter and result type is one the checker knows", () => {
    for (const [name, d] of Object.entries(BUILTIN_DEFS)) {
      for (const p of d.params) expect(PARAM_TYPES, `${name}(${p.name})`).toContain(p.type);
      expect(RESULT_TYPES, name).toContain(d.returns);
      expect(builtinSignature(name).startsWith(d.bare ? `${name} -> ` : `${name}(`)).toBe(true);
    }
  });

  it("the checker and the runtime take the same arities from it", () => {
    const arities = Object.fromEntries(Object.entries(BUILTIN_DEFS).map(([k, d]) => [k, d.params.length]));
    expect(BUILTIN_ARITY).toEqual(arities);
    expect(BUILTINS).toEqual(arities);
    expect(BUILTIN_SPECS).toEqual(BUILTIN_DEFS);
  });

  it("input joins the description as a bare builtin (issue 23 item 4): read as a value, refused as a call", () => {
    expect(BUILTIN_DEFS.input).toMatchObject({ params: [], returns: "any", bare: true });
    expect(builtinSignature("input")).toBe("input -> any");
    expect(check("input")).toEqual([]);
    expect(check("input()")).toEqual(["CMP3008 g/game.rules:7:25 'input' is a value, not a call | write input -> any: 'input' without parentheses"]);
  });

  it("an arity from the description is enforced (CMP3008), with the signature as the hint", () => {
    expect(check("abs(1, 2)")).toEqual(["CMP3008 g/game.rules:7:25 'abs' takes 1 argument(s), found 2 | call it as abs(n: int) -> int"]);
    expect(check("playerCount(1)")).toEqual(["CMP3008 g/game.rules:7:25 'playerCount' takes 0 argument(s), found 1 | call it as playerCount() -> int"]);
  });
});

describe("argument types from the description (CMP3003, at the argument, with the signature as the hint)", () => {
  it("int: abs, random, hexDistance", () => {
    expect(check('abs("x")')).toEqual(["CMP3003 g/game.rules:7:29 the argument of 'abs' must be int, found text | call it as abs(n: int) -> int"]);
    expect(check("random(1, red)")).toEqual([
      "CMP3003 g/game.rules:7:35 argument 2 of 'random' (hi) must be int, found Color | call it as random(lo: int, hi: int) -> int",
    ]);
    expect(check("hexDistance(0, 0, true, 1)")).toEqual([
      "CMP3003 g/game.rules:7:43 argument 3 of 'hexDistance' (col2) must be int, found bool | call it as hexDistance(col1: int, row1: int, col2: int, row2: int) -> int",
    ]);
  });

  it("player: left, others, team", () => {
    expect(check("left(red)")).toEqual(["CMP3003 g/game.rules:7:30 the argument of 'left' must be player, found Color | call it as left(p: player) -> player"]);
    expect(check("count(others(top(deck)))")).toEqual([
      "CMP3003 g/game.rules:7:38 the argument of 'others' must be player, found Card | call it as others(p: player) -> list of player",
    ]);
  });

  it("list: a number, a player or a component is not a list", () => {
    expect(check("count(3)")).toEqual(["CMP3003 g/game.rules:7:31 the argument of 'count' must be a list or a zone, found int | call it as count(list: list) -> int"]);
    expect(check("first(me)")).toEqual(["CMP3003 g/game.rules:7:31 the argument of 'first' must be a list or a zone, found player | call it as first(list: list) -> element"]);
  });

  it("list of int and list of bool: sum of cards, all of numbers", () => {
    expect(check("sum(deck)")).toEqual(["CMP3003 g/game.rules:7:29 the argument of 'sum' must be a list of int, found zone of Card | call it as sum(list: list of int) -> int"]);
    expect(check("all([1, 2])")).toEqual([
      "CMP3003 g/game.rules:7:29 the argument of 'all' must be a list of bool, found list of int | call it as all(list: list of bool) -> bool",
    ]);
  });

  it("zone: size and top take a zone, not a list", () => {
    expect(check("size([1, 2])")).toEqual(["CMP3003 g/game.rules:7:30 the argument of 'size' must be a zone, found list of int | call it as size(zone: zone) -> int"]);
  });

  it("element: indexOf looks for a value of the list's element type", () => {
    expect(check("indexOf([red, blue], 2)")).toEqual([
      "CMP3003 g/game.rules:7:46 argument 2 of 'indexOf' (x) must be Color, like the list's elements, found int | call it as indexOf(list: list, x: element) -> int",
    ]);
  });

  it("list of element: concat joins lists of one type", () => {
    expect(check("concat([red], [1])")).toEqual([
      "CMP3003 g/game.rules:7:39 argument 2 of 'concat' (b) must be a list of Color, found list of int | call it as concat(a: list, b: list of element) -> list of element",
    ]);
  });

  it("component and field: distance and within walk a list-of-T field of the first component's type", () => {
    expect(check("distance(top(spots), top(deck), links)")).toEqual([
      "CMP3003 g/game.rules:7:46 argument 2 of 'distance' (b) must be a Spot, like argument 1, found Card | call it as distance(a: component, b: component, links: field) -> int",
    ]);
    expect(check("within(3, 1, links)")).toEqual([
      "CMP3003 g/game.rules:7:32 argument 1 of 'within' (a) must be a component, found int | call it as within(a: component, n: int, links: field) -> list of component",
    ]);
    expect(check("within(top(spots), 1, near)")).toEqual([
      "CMP3003 g/game.rules:7:47 'near' must be a field of Spot holding a list of Spot | call it as within(a: component, n: int, links: field) -> list of component",
    ]);
  });

  it("results come from the description too: first of a zone of cards is a card, others(p) a list of players", () => {
    expect(check("first(deck).color == red")).toEqual([]);
    expect(check("first(deck) == 1")).toEqual(["CMP3003 g/game.rules:7:25 cannot compare Card with int | check the value's type against what the statement expects"]);
    expect(check("count(within(top(spots), 2, links)) + at(others(me), 0)")).toEqual([]);
  });
});
