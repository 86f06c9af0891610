// Rule errors keep their position all the way to the user (issue 11 §5, issue 12 item 13): `new`,
// `apply`, `play`, `simulate` and `query` print file:line:col, the rule's code frame and a hint,
// and never call a rule error an illegal move or "the engine refused its own option".

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "menagerie-rule-errors-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// Picking "zero" divides by zero on line 11 ("again" asks again); a game that starts by dividing by
// zero fails at once.
const RULES = (start: string) => `game "Div" players 2..2
counter n = 1
query broken = 10 / (n - 1)
flow {
  step setup {
${start}
  }
  step turn {
    loop { choose one as pick "Pick" {
      option zero "Zero" {
        set n = 10 / (n - 1)
      }
      option again "Again" {
        set n = 1
      }
    } }
  }
}
`;

function content(name: string, start: string): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, "div"), { recursive: true });
  writeFileSync(join(dir, "div/game.rules"), RULES(start));
  return dir;
}

function cli(args: string[], input = "") {
  return spawnSync(process.execPath, ["bin/menagerie.js", ...args], { cwd: root, encoding: "utf8", input, timeout: 110_000 });
}

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
const atDivision = /div\/game\.rules:11:17: error RUN4102: division by zero\n 11 \|\s+set n = 10 \/ \(n - 1\)\n\s+\|\s+\^~+\n  hint: check the divisor first/;

describe("rule errors in the CLI", () => {
  const ok = content("ok", "    set n = 1");

  it("apply: a move that makes a rule fail is a rule error at the rule, not an illegal move; the save is unchanged", () => {
    const save = join(tmp, "g.json");
    expect(cli(["new", "div", save, "--content", ok, "--seed", "1"]).status).toBe(0);
    const before = readFileSync(save, "utf8");
    const run = cli(["apply", save, '{"player":0,"choice":"pick","value":"zero"}', "--content", ok]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(atDivision);
    expect(run.stderr).toMatch(/illegal move stopped by a rule error; .*g\.json unchanged/);
    expect(run.stderr).not.toMatch(/illegal move \(RUN4102\)/);
    expect(readFileSync(save, "utf8")).toBe(before);
    noStack(run.stderr);
  });

  it("new: a setup that fails names the rule", () => {
    const bad = content("bad-start", "    set n = 5 / (n - 1)");
    const run = cli(["new", "div", join(tmp, "x.json"), "--content", bad]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/div\/game\.rules:6:13: error RUN4102: division by zero/);
    expect(run.stderr).toMatch(/cannot start div stopped by a rule error/);
  });

  it("play: picking the option shows the rule error, not 'the engine refused its own option'", () => {
    const run = cli(["play", "div", "--content", ok, "--seed", "1", "--save", join(tmp, "p.json")], "1\n");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(atDivision);
    expect(run.stderr).not.toMatch(/refused its own option \(/);
  });

  it("simulate: error samples carry the rule's file:line:col", () => {
    const run = cli(["simulate", "div", "--games", "20", "--content", ok]);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { errors: number; errorSamples: { message: string }[] };
    expect(report.errors).toBeGreaterThan(0);
    expect(report.errorSamples[0]!.message).toBe("RUN4102 at div/game.rules:11:17: division by zero");
  });

  it("query: a failing query names its rule", () => {
    const run = cli(["query", "div", "broken", "--content", ok]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/div\/game\.rules:3:16: error RUN4102: division by zero/);
    noStack(run.stderr);
  });
});
