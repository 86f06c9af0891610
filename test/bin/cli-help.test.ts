// Every command answers --help with its options, without compiling anything.

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

function cli(...args: string[]) {
  return spawnSync(process.execPath, ["bin/menagerie.js", ...args], { cwd: root, encoding: "utf8" });
}

const setup = ["--players", "--seed", "--option"];
const commands: Record<string, string[]> = {
  validate: [],
  compile: ["--out"],
  play: [...setup, "--bots", "--save", "--load"],
  simulate: [...setup, "--games"],
  balance: [...setup, "--games", "--bots", "--sweep", "--compare", "--database", "--out", "--threads"],
  new: setup,
  moves: [],
  apply: [],
  schema: ["--out"],
  query: [...setup, "--input"],
};

describe("menagerie --help", () => {
  it("lists every command", () => {
    const run = cli("--help");
    expect(run.status).toBe(0);
    for (const name of Object.keys(commands)) expect(run.stdout).toMatch(new RegExp(`^  ${name} `, "m"));
  });

  for (const [name, options] of Object.entries(commands)) {
    it(`${name} --help lists its options`, () => {
      const run = cli(name, "--help");
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Usage: menagerie ${name}`);
      for (const option of ["--content", "--help", ...options]) expect(run.stdout).toContain(option);
    });
  }

  it("rejects an unknown command with exit code 1 and no stack trace", () => {
    const run = cli("frobnicate");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("unknown command");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("rejects a malformed number with exit code 1", () => {
    const run = cli("simulate", "some-game", "--games", "many");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("expected an integer");
  });
});
