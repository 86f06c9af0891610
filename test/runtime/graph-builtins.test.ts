// distance(a, b, links) and within(a, n, links): breadth-first steps along a list-of-components field.
import { describe, it, expect } from "vitest";
import { compileGame, MemoryContentSource } from "../../compiler/index.js";
import { Engine } from "../../runtime/index.js";
import { breadthFirst, steps } from "../../runtime/builtins.js";

const RULES = `game "Graph" players 2..2
type Node from "nodes.yaml" {
  links: list of Node
  n: int
}
zone nodes: Node public full
query aToD = distance(first([x in nodes where x.n == 1]), first([x in nodes where x.n == 4]), links)
query aToE = distance(first([x in nodes where x.n == 1]), first([x in nodes where x.n == 5]), links)
query aToA = distance(first([x in nodes where x.n == 1]), first([x in nodes where x.n == 1]), links)
query near = [x in within(first([x in nodes where x.n == 1]), 2, links) -> x.n]
query oneStep = [x in within(first([x in nodes where x.n == 2]), 1, links) -> x.n]
query none0 = [x in within(first([x in nodes where x.n == 1]), 0, links) -> x.n]
flow { step s { rank p by 0 } }
`;
// 1 - 2 - 3 - 4 in a line, 1 - 3 a shortcut one way only, 5 alone.
const NODES = `- { id: a, n: 1, links: [b, c] }
- { id: b, n: 2, links: [a, c] }
- { id: c, n: 3, links: [b, d] }
- { id: d, n: 4, links: [c] }
- { id: e, n: 5, links: [] }
`;

function engine(rules = RULES): { engine?: Engine; errors: string[] } {
  const r = compileGame(new MemoryContentSource({ "g/game.rules": rules, "g/nodes.yaml": NODES }), "g");
  const errors = r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message);
  return { engine: r.program ? new Engine(r.program) : undefined, errors };
}

describe("graph builtins", () => {
  const { engine: e, errors } = engine();
  const q = (name: string) => {
    const r = e!.query(name, { players: 2, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  it("compiles", () => expect(errors).toEqual([]));
  it("distance counts the fewest steps along the field", () => {
    expect(q("aToD")).toBe(2);
    expect(q("aToA")).toBe(0);
  });
  it("distance is -1 when the goal cannot be reached", () => expect(q("aToE")).toBe(-1));
  it("within lists the start and everything at most n steps away, nearest first", () => {
    expect(q("near")).toEqual([1, 2, 3, 4]);
    expect(q("none0")).toEqual([1]);
    expect(q("oneStep")).toEqual([2, 1, 3]);
  });
  it("the field must be a list of the same type", () => {
    const { errors: errs } = engine(RULES.replace("query aToD = distance(first([x in nodes where x.n == 1]), first([x in nodes where x.n == 4]), links)", "query bad = distance(first([x in nodes]), first([x in nodes]), n)"));
    expect(errs.some((m) => m.includes("'n' must be a field of Node"))).toBe(true);
  });
  it("distance is remembered per start and stays the fewest steps for every goal, one-way links included", () => {
    // A seeded directed graph of 40 components; the answer is checked against a fresh walk.
    let x = 7;
    const next = () => (x = (x * 48271) % 2147483647) % 40;
    const links = Array.from({ length: 40 }, () => Array.from({ length: 2 }, next));
    const walked = (from: number, to: number) => {
      for (let n = 0; n < 40; n++) if (breadthFirst(links, from, n).seen.includes(to)) return n;
      return -1;
    };
    for (let ask = 0; ask < 2; ask++)
      for (let from = 0; from < 40; from++) for (let to = 0; to < 40; to++) expect(steps(links, from, to)).toBe(walked(from, to));
    expect(links.some((_, from) => links.some((__, to) => walked(from, to) === -1))).toBe(true);
  });
});
