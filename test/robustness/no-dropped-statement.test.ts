// A statement cannot be dropped silently (issue 12 item 14). Checking, lowering and compiling
// switch over the AST and IR kinds with a `never` default (a forgotten kind fails `tsc`); the
// CST → AST builders switch over grammar rule names, which the type checker cannot see, so this
// test lists an example of every statement and declaration rule of the grammar: a new rule
// without an example fails here, and an example the builder drops fails too.
import { describe, expect, it } from "vitest";
import { parseEffectSnippet, parseRules } from "../../dsl/index.js";
import { rulesParser } from "../../dsl/parser.js";

const STATEMENTS: Record<string, string> = {
  letStmt: "let x = 1",
  setStmt: "set n = 1",
  addStmt: "add 1 to n",
  subtractStmt: "subtract 1 from n",
  ifStmt: "if true { }",
  forStmt: "for each x in xs { }",
  repeatStmt: "repeat 2 { }",
  whileStmt: "while false { }",
  loopStmt: "loop { break }",
  asStmt: "as p { }",
  breakStmt: "break",
  chooseOneStmt: 'choose one as pick "Pick" { option a "A" { } }',
  chooseStmt: "choose c from xs as pick { }",
  parallelStmt: "simultaneously for each p in players { }",
  moveStmt: "move c to discard",
  giveStmt: "give c to p",
  drawStmt: "draw 1 from deck to hand",
  dealStmt: "deal 1 from deck to hand",
  shuffleStmt: "shuffle deck",
  markStmt: "mark c tapped",
  rotateStmt: "pass hand left",
  callStmt: "call f()",
  runStmt: "run c.ability",
  logStmt: "log played { card: c }",
  winStmt: "win me",
  rankStmt: "rank p by score of p",
  returnStmt: "return",
  endStmt: "end turn",
  firstOfStmt: "first of { when true { } }",
  clearStmt: "clear my bonus",
  announceStmt: "announce captured(c)",
  rollStmt: "roll d",
};

const DECLARATIONS: Record<string, string> = {
  gameDecl: 'game "G" players 2..4',
  optionDecl: "option rounds: int 1..4 = 3",
  enumDecl: "enum Color { red, blue }",
  typeDecl: 'type Card from "cards.yaml" { name: text }',
  zoneDecl: "zone deck: Card hidden full",
  counterDecl: "counter round = 0",
  markDecl: "mark tapped",
  attrDecl: "attr col = -1",
  procDecl: "proc f(n: int) { }",
  functionDecl: "function twice(n: int) = n * 2",
  flowDecl: "flow { step s { } }",
  queryDecl: "query q = 1",
  requireDecl: 'require true "ok"',
  heuristicDecl: "heuristic = 0",
  modifierDecl: "modifier bonus per player",
  anytimeDecl: 'anytime boost "Boost" during turn when true { }',
  expansionDecl: 'expansion wolf "Wolf" "Adds a wolf"',
  eventDecl: "event captured(c: Card)",
  onDecl: "on captured(c) { }",
  modifyDecl: "modify damage(c) += 1",
  moduleDecl: 'module solo "Solo" when true',
  addRecordsDecl: 'add Card from "more.yaml"',
  campaignDecl: 'campaign trials { stages: int = 0 }',
  teamDecl: "team = 0",
  botDecl: "bot planner { worlds: 2 }",
  preferDecl: 'prefer act(o: text) = 0',
};

const rules = Object.keys(rulesParser.getGAstProductions());

describe("every grammar rule is built into the AST", () => {
  it("the examples cover every statement and declaration rule of the grammar", () => {
    expect(Object.keys(STATEMENTS).sort()).toEqual(rules.filter((r) => r.endsWith("Stmt")).sort());
    expect(Object.keys(DECLARATIONS).sort()).toEqual(rules.filter((r) => r.endsWith("Decl")).sort());
  });

  it.each(Object.entries(STATEMENTS))("%s: `%s` becomes one statement", (_, text) => {
    const r = parseEffectSnippet(text, "t.yaml", 0);
    expect(r.diagnostics).toEqual([]);
    expect(r.value.stmts).toHaveLength(1);
  });

  it.each(Object.entries(DECLARATIONS))("%s: `%s` becomes one declaration", (_, text) => {
    const r = parseRules(text, "t.rules");
    expect(r.diagnostics).toEqual([]);
    expect(r.value.decls).toHaveLength(1);
  });
});
