// The Legacy Trials from the terminal: `menagerie play kryptothera --players 3 --campaign trials.json`
// plays the record's stage, writes the record when the game ends, and the next game starts from it; a
// corrupt or foreign record is refused with the reason.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");
const tmp = mkdtempSync(join(tmpdir(), "menagerie-legacy-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function play(seed: number, camp: string, extra: string[] = []) {
  return spawnSync(
    process.execPath,
    ["bin/menagerie.js", "play", "kryptothera", "--players", "3", "--bots", "random,random,random", "--seed", String(seed), "--campaign", camp, ...extra],
    { cwd: root, encoding: "utf8", timeout: 110_000 },
  );
}
const file = (record: unknown, over: Record<string, unknown> = {}) => JSON.stringify({ format: "menagerie-campaign", version: 1, game: "kryptothera", campaign: "trials", record, ...over });
const recordOf = (camp: string) => (JSON.parse(readFileSync(camp, "utf8")) as { record: Record<string, unknown> }).record;

describe("menagerie play kryptothera --campaign", () => {
  it("a missing file starts the Trials at stage I and is written when the game ends", () => {
    const camp = join(tmp, "fresh.json");
    const run = play(5, camp);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("The Legacy Trials, stage I – The Awakening: The Eye stirs; the Order notices.");
    expect(run.stdout).toContain(`campaign record updated: ${camp}`);
    const r = recordOf(camp);
    expect(r.stage).toBe("awakening");
    expect(r.games).toBe(1);
  });

  it("two games: the first clears stage III, the second starts at stage IV and records its progress", () => {
    // Two of stage III's missions were done in earlier games; playing a game to its end under
    // "All players start the game with -2 HP" is the third.
    const camp = join(tmp, "trials.json");
    writeFileSync(camp, file({ stage: "pulsing", done: ["halfHpLegends", "noFalls"], games: 2 }));
    const first = play(1, camp);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("(games played at this stage before: 2)");
    expect(first.stdout).toContain("Stage III – The Pulsing is cleared (missions done: 3 of the 3 needed).");
    expect(first.stdout).toContain("Next in the Legacy Trials: stage IV – The Rising. Guilds divided; the Order moves openly.");
    expect(recordOf(camp)).toEqual({ stage: "rising", done: [], games: 0 });
    const second = play(2, camp);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain("The Legacy Trials, stage IV – The Rising: Guilds divided; the Order moves openly. (games played at this stage before: 0)");
    const r = recordOf(camp);
    // "PvP starts at round 5" is done by playing the game to its end; whatever else was done is kept.
    if (r.stage === "rising") {
      expect(r.games).toBe(1);
      expect(r.done).toContain("earlyPvp");
    } else expect(r).toEqual({ stage: "descending", done: [], games: 0 });
  });

  it("plays the game on its own with --option legacy=false, leaving the record as it was", () => {
    const camp = join(tmp, "aside.json");
    writeFileSync(camp, file({ stage: "rising", done: ["earlyPvp"], games: 1 }));
    const run = play(3, camp, ["--option", "legacy=false"]);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain("The Legacy Trials");
    expect(recordOf(camp)).toEqual({ stage: "rising", done: ["earlyPvp"], games: 1 });
  });

  it("refuses a corrupt or foreign record with the reason", () => {
    const bad = join(tmp, "bad.json");
    writeFileSync(bad, file({ stage: "sixth" }));
    const corrupt = play(1, bad);
    expect(corrupt.status).toBe(1);
    expect(corrupt.stderr).toContain(
      "not a campaign record for Kryptothera: field 'stage' must be one of awakening, fracturing, pulsing, rising, descending, epilogue, not \"sixth\"",
    );
    writeFileSync(bad, "{ not json");
    expect(play(1, bad).stderr).toContain("is not valid JSON");
  });
});
