// The long form of cli-game.test.ts (`npm run test:cli-long`): the rules' refusals and the cases that
// compile the big games (Cryptid, Cryptic Nature), each a process of several seconds.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT as root, cli, expectNoStack as noStack, tempDir } from "../helpers/cli.js";

const tmp = tempDir("menagerie-cli-long-");

describe("simulate", () => {
  it("rejects a player count the game does not allow", () => {
    const run = cli(["simulate", "beginners", "--games", "1", "--players", "9"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("2 to 5 players");
  });

  it("refuses a combination of options the rules forbid, once, with the rules' message", () => {
    const run = cli(["simulate", "cryptic-nature", "--games", "5", "--players", "1", "--option", "mode=solo", "--option", "bids=false"]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/cannot simulate cryptic-nature: .*not compatible with solo mode/);
    noStack(run.stderr);
  });

  it("starts a printed setup with its own player count, and refuses it for another with the rules' message", () => {
    const vectors = JSON.parse(readFileSync(join(root, "test/content/cryptid-reference/vectors.json"), "utf8")).vectors as { players: number }[];
    const card = join(tmp, "card-4p.json");
    writeFileSync(card, JSON.stringify(vectors.find((v) => v.players === 4)));
    const made = cli(["new", "cryptid", join(tmp, "cryptid.json"), "--input", card, "--seed", "1"]);
    expect(made.status).toBe(0);
    expect(made.stdout).toContain("4 players");
    const wrong = cli(["new", "cryptid", join(tmp, "cryptid.json"), "--input", card, "--players", "3"]);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("This setup card is for 4 players: start it with 4 players");
    noStack(wrong.stderr);
  });

  it("seats the bots named by --bots and reports their mean scores", () => {
    const run = cli(["simulate", "cryptic-nature", "--games", "1", "--players", "2", "--seed", "4", "--bots", "planner,random"]);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ errors: 0, bots: ["planner", "random"] });
    expect(report.meanScoreBySeat[0]).toBeGreaterThan(report.meanScoreBySeat[1]);
  });
});
