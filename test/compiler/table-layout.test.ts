// table.yaml has a schema and is checked against the program (issue 23 item 5): "unknown keys, wrong
// types and names that do not exist (zones, fields, queries such as `decisive`) are diagnostics with
// file:line:col, a code frame and a did-you-mean". Each case edits one line of a real game's layout.
import { describe, expect, it } from "vitest";
import { LAYOUT_SCHEMA, compileGame, listGames, loadLayout, type ContentSource } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { LineIndex, formatDiagnostics, type Diagnostic } from "../../dsl/index.js";
import { tableLayout, type Program } from "../../runtime/index.js";

const content = new NodeContentSource("content");
const programs = new Map<string, Program>();
const programOf = (game: string) => programs.get(game) ?? programs.set(game, compileGame(content, game).program!).get(game)!;

/** The game's files, with its table.yaml replaced by `layout`. */
function withLayout(game: string, layout: string): ContentSource {
  return { read: (path) => (path === `${game}/table.yaml` ? layout : content.read(path)), list: (dir) => content.list(dir) };
}

/** `CODE file:line:col message | hint` of each diagnostic of `layout` as the game's table.yaml. */
function check(game: string, layout: string): string[] {
  const r = loadLayout(withLayout(game, layout), game, programOf(game));
  const lines = new LineIndex(layout);
  return r.diagnostics.map((d) => {
    const p = lines.position(d.span.start);
    return `${d.code} ${d.span.file}:${p.line}:${p.col} ${d.message} | ${d.hint}`;
  });
}

const TTT = (content.read("tic-tac-toe/table.yaml") ?? "").replace(/^#.*\n/gm, "");

describe("table.yaml: the seven games' layouts", () => {
  it("every game's table.yaml validates against the schema and the program's names", () => {
    const games = listGames(content);
    expect(games.length).toBeGreaterThanOrEqual(7);
    for (const game of games) {
      const r = loadLayout(content, game, programOf(game));
      expect(r.diagnostics, game).toEqual([]);
      expect(r.value, game).toBeDefined();
    }
  });
});

describe("table.yaml: the shape (CNT2002-CNT2005 from the schema)", () => {
  it("a misspelt key is CNT2004 at the key, with the key it meant", () => {
    expect(check("tic-tac-toe", TTT.replace("flipY", "x").replace("y: row }", "y: row, flipy: true }"))).toEqual([
      "CNT2004 tic-tac-toe/table.yaml:2:54 unknown key `flipy` in `zones.board` | did you mean `flipY`?",
    ]);
    expect(check("tic-tac-toe", TTT.replace("decisive:", "decisiv:"))).toEqual([
      "CNT2004 tic-tac-toe/table.yaml:4:1 unknown key `decisiv` in the layout | did you mean `decisive`?",
    ]);
  });

  it("a key another kind of zone takes is unknown on this kind (`checker` on a deck)", () => {
    expect(check("connect-four", "zones:\n  columns: { kind: deck, checker: [a, b] }\n")).toEqual([
      "CNT2004 connect-four/table.yaml:2:26 unknown key `checker` in `zones.columns` | the keys here are: label, hidden, when, hideEmpty, ownLabel, kind",
    ]);
  });

  it("a wrong type is CNT2002 at the value: a colour left unquoted reads as a comment", () => {
    expect(check("tic-tac-toe", TTT.replace('accent: "#283593"', "accent: #283593"))).toEqual([
      "CNT2002 tic-tac-toe/table.yaml:9:3 `theme.accent` must be text, found nothing | put the value in quotes to make it text",
    ]);
    expect(check("tic-tac-toe", TTT.replace("kind: grid,", "kind: grid, flipY: yes,"))).toEqual([
      'CNT2002 tic-tac-toe/table.yaml:2:45 `zones.board.flipY` must be true or false, found string "yes" | write true or false here',
    ]);
  });

  it("an unknown board kind is CNT2005 with the nearest kind, and its keys are not reported again", () => {
    expect(check("tic-tac-toe", TTT.replace("kind: grid", "kind: gird"))).toEqual([
      "CNT2005 tic-tac-toe/table.yaml:2:32 `zones.board.kind` must be one of deck, hand, tableau, market, grid, hex, graph, dice, polyomino, found string \"gird\" | did you mean `grid`?",
    ]);
  });

  it("a missing required key is CNT2003 (a seat without its colour)", () => {
    expect(check("tic-tac-toe", TTT.replace('{ color: "#c62828", name: red }', "{ name: red }"))).toEqual([
      "CNT2003 tic-tac-toe/table.yaml:6:5 `seats.0` is missing `color` | add `color: ...`",
    ]);
  });
});

describe("table.yaml: names the program does not have (CNT2015)", () => {
  it("an unknown query in `decisive`, with the query it meant", () => {
    expect(check("tic-tac-toe", TTT.replace("decisive: winningLine", "decisive: winingLine"))).toEqual([
      "CNT2015 tic-tac-toe/table.yaml:4:11 `decisive` names a query `winingLine`, which the game does not have | did you mean `winningLine`?",
    ]);
  });

  it("an unknown zone, at its key", () => {
    expect(check("tic-tac-toe", TTT.replace("  lines: { hidden: true }", "  line: { hidden: true }"))).toEqual([
      "CNT2015 tic-tac-toe/table.yaml:3:3 `zones.line` names a zone `line`, which the game does not have | did you mean `lines`?",
    ]);
  });

  it("an unknown field of the zone's components, counter, attribute and face hole", () => {
    expect(check("tic-tac-toe", TTT.replace("x: col", "x: column"))).toEqual([
      "CNT2015 tic-tac-toe/table.yaml:2:41 `zones.board.x` names a field of Cell `column`, which the game does not have | did you mean `col`?",
    ]);
    expect(check("tic-tac-toe", TTT.replace("holder:", "holdr:"))).toEqual([
      "CNT2015 tic-tac-toe/table.yaml:13:3 `attrs.holdr` names an attribute `holdr`, which the game does not have | did you mean `holder`?",
    ]);
    expect(check("tic-tac-toe", `${TTT}faces:\n  Cell: { title: "{nmae}" }\ncounters:\n  turns: { hidden: true }\n`)).toEqual([
      "CNT2015 tic-tac-toe/table.yaml:15:18 `faces.Cell.title` names in a hole a field of Cell `nmae`, which the game does not have | did you mean `name`?",
      "CNT2015 tic-tac-toe/table.yaml:17:3 `counters.turns` names a counter `turns`, which the game does not have | check the name in the game's .rules files",
    ]);
  });

  it("an option and its value in `when`", () => {
    expect(check("kryptothera", "zones:\n  ritual: { when: { mode: [solo, coopp] } }\n  shop: { when: { mod: solo } }\n")).toEqual([
      "CNT2015 kryptothera/table.yaml:2:34 `zones.ritual.when.mode.1` names a value of mode `coopp`, which the game does not have | did you mean `coop`?",
      "CNT2015 kryptothera/table.yaml:3:19 `zones.shop.when.mod` names an option `mod`, which the game does not have | did you mean `mode`?",
    ]);
  });

  it("is printed with file:line:col, a code frame and the hint", () => {
    const layout = TTT.replace("decisive: winningLine", "decisive: winingLine");
    const r = loadLayout(withLayout("tic-tac-toe", layout), "tic-tac-toe", programOf("tic-tac-toe"));
    const printed = formatDiagnostics(r.diagnostics as Diagnostic[], () => layout);
    expect(printed).toContain("tic-tac-toe/table.yaml:4:11: error CNT2015");
    expect(printed).toContain("decisive: winingLine");
    expect(printed).toContain("^~~~~~~~~~");
    expect(printed).toContain("did you mean `winningLine`?");
    expect(r.value).toBeUndefined();
  });
});

describe("table.yaml: a `when` of the wrong shape", () => {
  it("is one CNT2002 at the value, not one per way it could have been written", () => {
    expect(check("kryptothera", "zones:\n  ritual: { when: { mode: { solo: true } } }\n")).toEqual([
      "CNT2002 kryptothera/table.yaml:2:27 `zones.ritual.when.mode` must be an option's value or a list of them, found a map | write `{ mode: solo }` or `{ mode: [solo, coop] }`",
    ]);
  });
});

describe("table.yaml: the schema's zone kinds are the reader's", () => {
  it("every kind the schema accepts is drawn as a zone of that kind (grid and hex as a board)", () => {
    const kinds = (LAYOUT_SCHEMA as { definitions: { zone: { properties: { kind: { enum: string[] } } } } }).definitions.zone.properties.kind.enum;
    expect(kinds).toEqual(["deck", "hand", "tableau", "market", "grid", "hex", "graph", "dice", "polyomino"]);
    const program = programOf("tic-tac-toe");
    for (const kind of kinds) {
      const r = loadLayout(withLayout("tic-tac-toe", `zones:\n  board: { kind: ${kind} }\n`), "tic-tac-toe", program);
      expect(r.diagnostics, kind).toEqual([]);
      const zone = tableLayout(program, r.value).shared.find((z) => z.name === "board")!;
      expect(zone.kind, kind).toBe(kind === "grid" || kind === "hex" ? "board" : kind);
    }
  });
});
