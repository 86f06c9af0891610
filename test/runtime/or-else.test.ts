// `x ?? d` is x, or d when x is none: "a hunter's heal bonus, if any" without an if-ladder.
import { describe, it, expect } from "vitest";
import { compileErrors, compileInline, queries } from "../helpers/query-game.js";
import { formatDiagnostic } from "../../dsl/index.js";

const RULES = `game "Defaults" players 2..2
type Hunter from "hunters.yaml" { heal?: int  title?: text }
zone roster: Hunter public full
counter calls = 0
query heals = [h in roster -> h.heal ?? 0]
query titles = [h in roster -> h.title ?? "none yet"]
query chained = first([h in roster where h.heal == none]).heal ?? first([h in roster where h.heal == none]).heal ?? 7
query looser = at([h in roster -> h.heal], 1) ?? 1 + 2
flow { step s { rank p by 0 } }
`;
const HUNTERS = `- { id: a, heal: 2, title: Scout }
- { id: b }
`;

function compile(rules: string) {
  return compileInline(rules, { "hunters.yaml": HUNTERS });
}

describe("a default for none (??)", () => {
  const r = compile(RULES);
  const q = queries(r, 2);
  it("compiles", () => expect(compileErrors(r)).toEqual([]));
  it("gives the value when there is one and the default when it is none", () => {
    expect(q("heals")).toEqual([2, 0]);
    expect(q("titles")).toEqual(["Scout", "none yet"]);
  });
  it("chains, the first value that is not none winning", () => expect(q("chained")).toBe(7));
  it("binds looser than arithmetic: `x ?? 1 + 2` is `x ?? 3`", () => expect(q("looser")).toBe(3));
  it("refuses a default of another type, at its file:line:col", () => {
    const bad = compile(RULES.replace(`h.heal ?? 0]`, `h.heal ?? "none"]`));
    const d = bad.diagnostics.find((x) => x.code === "CMP3003")!;
    expect(formatDiagnostic(d, RULES.replace(`h.heal ?? 0]`, `h.heal ?? "none"]`)).split("\n")[0]).toBe(
      "g/game.rules:5:41: error CMP3003: the default after '??' must be int, like the value before it, found text",
    );
  });
  it("reports a missing default as a syntax error", () => {
    const bad = compile(RULES.replace(`h.heal ?? 0]`, `h.heal ??]`));
    expect(bad.diagnostics.map((d) => d.code)).toContain("DSL1012");
  });
});
