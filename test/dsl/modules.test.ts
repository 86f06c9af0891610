// Declarations for expansions, campaigns, teams and the game's bot, and the `lose` statement.
import { describe, expect, it } from "vitest";
import { parseRules } from "../../dsl/index.js";
import { decls, id, num, stmt, strip } from "./helpers.js";

describe("expansion declarations", () => {
  it("parses `expansion NAME \"Title\" \"Description\"`, with or without a description", () => {
    expect(strip(decls('expansion wolves "Wolves" "A pack in the woods"  expansion promo "Promo cards"'))).toEqual([
      { kind: "ExpansionDecl", name: id("wolves"), title: "Wolves", description: "A pack in the woods" },
      { kind: "ExpansionDecl", name: id("promo"), title: "Promo cards" },
    ]);
  });

  it("parses `add Type from` with several files, and a type read from several files", () => {
    const text = 'add Card from "promo.yaml", "more.yaml"  type Tile from "a.yaml", "b.yaml" { n: int }';
    const [add, type] = decls(text);
    expect(strip(add)).toEqual({ kind: "AddRecordsDecl", type: id("Card"), sources: [{ path: "promo.yaml" }, { path: "more.yaml" }] });
    expect(type!.kind === "TypeDecl" && type!.source?.path).toBe("a.yaml");
    expect(type!.kind === "TypeDecl" && type!.moreSources?.map((s) => s.path)).toEqual(["b.yaml"]);
    // The second file's span points at its string, for "missing file" diagnostics.
    expect(type!.kind === "TypeDecl" && type!.moreSources?.[0]!.span).toEqual({ file: "t.rules", start: text.indexOf('"b.yaml"'), end: text.indexOf('"b.yaml"') + 8 });
  });

  it("parses `replace proc` as a procedure that replaces the base game's", () => {
    const [p] = decls("replace proc weather() { }  proc calm() { }");
    expect(p!.kind === "ProcDecl" && p!.replace).toBe(true);
    expect(strip(decls("proc calm() { }"))).toEqual([{ kind: "ProcDecl", name: id("calm"), params: [], body: { kind: "Block", stmts: [] } }]);
  });
});

describe("extend enum", () => {
  it("parses `extend enum NAME { members }` as more members of an enum, and leaves `extend` an ordinary name elsewhere", () => {
    expect(strip(decls("enum Mark { base }  extend enum Mark { wolves, owls, }"))).toEqual([
      { kind: "EnumDecl", name: id("Mark"), members: [id("base")] },
      { kind: "EnumDecl", name: id("Mark"), members: [id("wolves"), id("owls")], extend: true },
    ]);
    const r = parseRules("counter extend = 1\nproc p() { set extend = extend + 1 }", "t.rules");
    expect(r.diagnostics).toEqual([]);
    expect(r.value.decls.map((d) => d.kind)).toEqual(["CounterDecl", "ProcDecl"]);
  });

  it("recovers at `extend` after a broken declaration", () => {
    const r = parseRules("enum A { }\nextend enum A { b }", "t.rules");
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.value.decls.some((d) => d.kind === "EnumDecl" && d.extend)).toBe(true);
  });
});

describe("campaign, team and bot declarations", () => {
  it("parses a campaign with typed fields and start values", () => {
    expect(strip(decls('campaign trials "The Trials" { stage: int 1..5 = 1  missions: list of Mission = [] }'))).toEqual([
      {
        kind: "CampaignDecl",
        name: id("trials"),
        title: "The Trials",
        fields: [
          { name: id("stage"), type: { kind: "IntType", min: 1, max: 5 }, initial: num(1) },
          { name: id("missions"), type: { kind: "ListType", element: { kind: "NamedType", name: id("Mission") } }, initial: { kind: "List", items: [] } },
        ],
      },
    ]);
  });

  it("parses `team = expr` and `bot KIND { settings }`", () => {
    expect(strip(decls("team = me % 2  bot planner { samples: 3, depth: 8 }"))).toEqual([
      { kind: "TeamDecl", value: { kind: "Binary", op: "%", left: { kind: "Name", name: "me" }, right: num(2) } },
      { kind: "BotDecl", botKind: id("planner"), settings: [{ key: id("samples"), value: 3 }, { key: id("depth"), value: 8 }] },
    ]);
    expect(strip(decls("bot random"))).toEqual([{ kind: "BotDecl", botKind: id("random"), settings: [] }]);
  });

  it("still calls `team(p)` as a builtin inside expressions", () => {
    expect(strip(decls("query t = team(0)"))).toEqual([
      { kind: "QueryDecl", name: id("t"), value: { kind: "Call", callee: id("team"), args: [num(0)] } },
    ]);
  });

  it("reports a bot setting without a number with a position", () => {
    const r = parseRules("bot planner { samples: many }", "t.rules");
    expect(r.diagnostics[0]).toMatchObject({ code: "DSL1010", span: { file: "t.rules", start: 23 } });
  });
});

describe("lose", () => {
  it("parses `lose who` as a Win statement marked lose", () => {
    expect(strip(stmt("lose players"))).toEqual({ kind: "Win", who: { kind: "Name", name: "players" }, lose: true });
    expect(strip(stmt("win [me]"))).toEqual({ kind: "Win", who: { kind: "List", items: [{ kind: "Name", name: "me" }] } });
  });
});
