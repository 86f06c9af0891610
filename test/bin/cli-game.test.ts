// The CLI end to end on the real beginners content: compile, play, simulate, saves, schemas, queries.

import { cpSync, existsSync, readFileSync, writeFileSync, appendFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT as root, cli, expectNoStack as noStack, tempDir } from "../helpers/cli.js";

// Each case starts processes (2-4 s of CPU each, mostly starting Node and compiling content), so
// `npm test` runs the cases of every command on the small game; cli-game.long.test.ts
// (`npm run test:cli-long`) has the rules' refusals and the cases that compile the big games.
const tmp = tempDir("menagerie-cli-");
const savedMoves = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { moves: unknown[] }).moves;

describe("validate and compile", () => {
  it("reports the beginners game ok", () => {
    const run = cli(["validate", "beginners"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^beginners: ok \(\d+ components, /);
    expect(run.status).toBe(0);
  });

  it("prints diagnostics with file:line:col and exits 1 for broken rules", () => {
    const content = join(tmp, "broken");
    cpSync(join(root, "content/beginners"), join(content, "beginners"), { recursive: true });
    appendFileSync(join(content, "beginners/game.rules"), "\nzone = = oops\n");
    const run = cli(["validate", "beginners", "--content", content]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/beginners\/game\.rules:\d+:\d+: error [A-Z]{3}\d{4}: /);
    expect(run.stderr).toMatch(/beginners: \d+ errors?/);
    noStack(run.stderr);
  });

  it("prints a table.yaml name the game does not have (issue 23: `decisive` naming a query that no longer exists) with file:line:col, its frame and a did-you-mean", () => {
    const content = join(tmp, "layout");
    cpSync(join(root, "content/tic-tac-toe"), join(content, "tic-tac-toe"), { recursive: true });
    const file = join(content, "tic-tac-toe/table.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("decisive: winningLine", "decisive: winningLines"));
    const run = cli(["validate", "tic-tac-toe", "--content", content]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/tic-tac-toe\/table\.yaml:\d+:11: error CNT2015: `decisive` names a query `winningLines`, which the game does not have/);
    expect(run.stderr).toContain("decisive: winningLines");
    expect(run.stderr).toContain("did you mean `winningLine`?");
    noStack(run.stderr);
  });

  it("explains a missing content folder or game", () => {
    const missing = cli(["validate", "beginners", "--content", join(tmp, "nowhere")]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("content folder not found");
    const unknown = cli(["compile", "no-such-game"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('unknown game "no-such-game"');
    expect(unknown.stderr).toContain("beginners");
    noStack(unknown.stderr);
  });

  it("prints the program JSON", () => {
    const run = cli(["compile", "beginners"]);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ version: 2, game: "beginners" });
  });
});

describe("simulate", () => {
  it("gives the same summary for the same arguments, apart from speed", () => {
    const args = ["simulate", "beginners", "--games", "3", "--players", "3", "--seed", "5"];
    const [a, b] = [cli(args), cli(args)].map((run) => {
      expect(run.status).toBe(0);
      const { movesPerSecond, gamesPerSecond, ...rest } = JSON.parse(run.stdout);
      expect(movesPerSecond).toBeGreaterThan(0);
      expect(gamesPerSecond).toBeGreaterThan(0);
      return rest;
    });
    expect(a).toEqual(b);
    expect(a).toMatchObject({ game: "beginners", players: 3, games: 3, errors: 0 });
    expect(a.winsBySeat).toHaveLength(3);
    expect(a.meanMoves).toBeGreaterThan(0);
  });

});

describe("saves: new, moves, apply", () => {
  const save = join(tmp, "game.json");

  it("creates a save and lists labelled moves", () => {
    expect(cli(["new", "beginners", save, "--players", "2", "--seed", "3"]).status).toBe(0);
    expect(savedMoves(save)).toEqual([]);
    const run = cli(["moves", save]);
    expect(run.status).toBe(0);
    const moves = JSON.parse(run.stdout) as { player: number; choice: string; label: string }[];
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(m).toMatchObject({ player: expect.any(Number), choice: expect.any(String), label: expect.any(String) });
  });

  it("applies a move by number and by JSON", () => {
    expect(cli(["apply", save, "1"]).status).toBe(0);
    expect(savedMoves(save)).toHaveLength(1);
    const [first] = JSON.parse(cli(["moves", save]).stdout) as { player: number; choice: string; value: unknown }[];
    const json = JSON.stringify({ player: first!.player, choice: first!.choice, value: first!.value });
    const run = cli(["apply", save, json]);
    expect(run.stderr).toBe("");
    expect(savedMoves(save)).toHaveLength(2);
  });

  it("refuses an illegal move and leaves the save unchanged", () => {
    const before = readFileSync(save, "utf8");
    const run = cli(["apply", save, '{"player":0,"choice":"no-such-choice","value":0}']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("illegal move");
    expect(readFileSync(save, "utf8")).toBe(before);
    expect(cli(["apply", save, "100000"]).status).toBe(1);
    expect(readFileSync(save, "utf8")).toBe(before);
  });

  it("explains a corrupt save", () => {
    const bad = join(tmp, "bad.json");
    writeFileSync(bad, '{"format":"something else"}');
    const run = cli(["moves", bad]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("not a valid save");
    noStack(run.stderr);
  });
});

describe("play", () => {
  it("plays a whole game with random seats and prints the result", () => {
    const run = cli(["play", "beginners", "--players", "3", "--seed", "2", "--bots", "random"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Game over.");
    // Bot seats are named by their kind, numbered when several share it.
    expect(run.stdout).toMatch(/^Winners?( \(tied\))?: Random bot \d/m);
    expect(run.stdout).toMatch(/Random bot 1 [a-z]/);
  });

  it("prompts, re-prompts on bad input and saves when input ends", () => {
    const file = join(tmp, "piped.json");
    const run = cli(["play", "beginners", "--players", "2", "--seed", "4", "--save", file], "banana\n1\n1\n");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/=== Player \d ===/);
    expect(run.stdout).toMatch(/^ {2}1\) /m);
    expect(run.stdout).toContain("Please type a number");
    expect(run.stdout).toContain(`input ended; game saved to ${file}`);
    expect(savedMoves(file)).toHaveLength(2);
    const resumed = cli(["play", "beginners", "--load", file, "--save", file], "1\n");
    expect(resumed.stdout).toContain("input ended");
    expect(savedMoves(file)).toHaveLength(3);
  });
});

describe("schema and query", () => {
  it("writes one schema per data type and prints the editor hint", () => {
    const out = join(tmp, "schemas");
    const run = cli(["schema", "beginners", "--out", out]);
    expect(run.status).toBe(0);
    expect(existsSync(join(out, "Cryptid.schema.json"))).toBe(true);
    expect(run.stdout).toContain("# yaml-language-server: $schema=");
  });

  it("prints a query's value and rejects unknown queries", () => {
    const run = cli(["query", "beginners", "deckSize", "--players", "3"]);
    expect(run.status).toBe(0);
    expect(typeof JSON.parse(run.stdout)).toBe("number");
    const unknown = cli(["query", "beginners", "noSuchQuery"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("deckSize");
  });
});
