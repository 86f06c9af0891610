// `--campaign FILE` on the game commands: created when missing, refused when corrupt or foreign,
// updated when a game ends. Played on the Expedition test game (test/fixtures/content).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURE_CONTENT } from "../helpers/expedition.js";

const root = resolve(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "menagerie-campaign-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function cli(args: string[], input = "") {
  return spawnSync(process.execPath, ["bin/menagerie.js", ...args, "--content", FIXTURE_CONTENT], { cwd: root, encoding: "utf8", input, timeout: 110_000 });
}
const record = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { record: unknown }).record;

describe("--campaign", () => {
  it("new creates a missing record, the save keeps it, and apply updates the file when the game ends", () => {
    const camp = join(tmp, "trials.json");
    const save = join(tmp, "game.json");
    const made = cli(["new", "expedition", save, "--players", "2", "--seed", "3", "--campaign", camp]);
    expect(made.status).toBe(0);
    expect(JSON.parse(readFileSync(camp, "utf8"))).toEqual({
      format: "menagerie-campaign", version: 1, game: "expedition", campaign: "trials", record: { stage: 1, missions: [], games: 0 },
    });
    expect((JSON.parse(readFileSync(save, "utf8")) as { setup: { campaign: unknown } }).setup.campaign).toEqual({ stage: 1, missions: [], games: 0 });
    // Six steady climbs (option 2) reach the goal of 6 without a fall: stage 1 is cleared.
    for (let i = 0; i < 5; i++) {
      expect(cli(["apply", save, "2", "--campaign", camp]).status).toBe(0);
      expect(record(camp)).toEqual({ stage: 1, missions: [], games: 0 });
    }
    const last = cli(["apply", save, "2", "--campaign", camp]);
    expect(last.stdout).toContain(`campaign record updated: ${camp}`);
    expect(record(camp)).toEqual({ stage: 2, missions: [], games: 1 });
  });

  it("play starts from the record and writes it back at the end", () => {
    const camp = join(tmp, "play.json");
    writeFileSync(camp, JSON.stringify({ format: "menagerie-campaign", version: 1, game: "expedition", campaign: "trials", record: { stage: 2, missions: ["tall"], games: 3 } }));
    const run = cli(["play", "expedition", "--players", "2", "--seed", "1", "--bots", "human", "--campaign", camp, "--save", join(tmp, "p.json")], "2\n2\n2\n2\n2\n2\n");
    expect(run.status).toBe(0);
    // Goal 10 at stage 2 is missed, but no falls plus "tall" from before make 2 missions: stage 3.
    expect(record(camp)).toEqual({ stage: 3, missions: [], games: 4 });
  });

  it("play --load without --campaign records into the campaign the game was started with (the save remembers it)", () => {
    const camp = join(tmp, "resumed.json");
    const save = join(tmp, "resumed-save.json");
    writeFileSync(camp, JSON.stringify({ format: "menagerie-campaign", version: 1, game: "expedition", campaign: "trials", record: { stage: 2, missions: ["tall"], games: 3 } }));
    // Input ends after two moves: the game is saved, with the campaign file it records into.
    const first = cli(["play", "expedition", "--players", "2", "--seed", "1", "--bots", "human", "--campaign", camp, "--save", save], "2\n2\n");
    expect(first.stdout).toContain("game saved to");
    expect((JSON.parse(readFileSync(save, "utf8")) as { campaignFile?: string }).campaignFile).toBe(camp);
    const resumed = cli(["play", "expedition", "--load", save, "--bots", "human", "--save", save], "2\n2\n2\n2\n");
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain(`the result will be recorded in ${camp}`);
    expect(record(camp)).toEqual({ stage: 3, missions: [], games: 4 });
  });

  it("says loudly that a resumed campaign game without a known campaign file records nothing", () => {
    const save = join(tmp, "orphan.json");
    writeFileSync(save, JSON.stringify({ format: "menagerie-save", version: 1, game: "expedition", setup: { players: 2, seed: 1, options: {}, campaign: { stage: 2, missions: ["tall"], games: 3 } }, moves: [] }));
    const run = cli(["play", "expedition", "--load", save, "--bots", "human", "--save", save], "2\n");
    expect(run.stdout).toContain("WARNING: this game keeps a campaign record but no campaign file is known: its result will NOT be recorded");
  });

  it("refuses a corrupt or foreign record, and writes no save", () => {
    const bad = join(tmp, "bad.json");
    writeFileSync(bad, JSON.stringify({ format: "menagerie-campaign", version: 1, game: "expedition", campaign: "trials", record: { stage: 0 } }));
    const save = join(tmp, "never.json");
    const corrupt = cli(["new", "expedition", save, "--campaign", bad]);
    expect(corrupt.status).toBe(1);
    expect(corrupt.stderr).toContain("not a campaign record for Expedition: field 'stage' must be between 1 and 4, not 0");
    expect(existsSync(save)).toBe(false);
    writeFileSync(bad, "{ not json");
    expect(cli(["new", "expedition", save, "--campaign", bad]).stderr).toContain("is not valid JSON");
    writeFileSync(bad, JSON.stringify({ format: "menagerie-campaign", version: 1, game: "expedition", campaign: "saga", record: {} }));
    expect(cli(["new", "expedition", save, "--campaign", bad]).stderr).toContain("it belongs to the campaign 'saga', not 'trials'");
  });
});
