// The terminal prints a card's face text (table.yaml `faces`, the same templates the web table draws
// on the card) beside the card in the state summary and in the numbered options, so a player at the
// terminal can plan: a cryptid's location, checks in order and points; an ability; a requirement.
// One real game per rulebook game, answered with the first option.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "menagerie-card-text-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** What a person sees before their first decisions (piped answers: always the first option). */
function play(args: string[], answers = 1): string {
  const run = spawnSync(process.execPath, ["bin/menagerie.js", "play", ...args, "--save", join(tmp, "save.json")], {
    cwd: root, encoding: "utf8", input: "1\n".repeat(answers), timeout: 110_000,
  });
  expect(run.stderr).toBe("");
  return run.stdout;
}

describe("the terminal shows card text", () => {
  it("Kryptothera: cryptids with threat, points, location and checks in order; hunters with skills and ability; items with cost", () => {
    const out = play(["kryptothera", "--players", "2", "--seed", "3", "--bots", "human,random"]);
    // The first decision: "discard a cryptid card: its location becomes your HQ" — each option says where.
    expect(out).toMatch(/\n {2}\d\) [^:\n]+: (Low|Medium|High) threat · \d points? · hides in [A-Z][^·]+ · Checks: [A-Z][a-z]+ \d/);
    expect(out).toMatch(/Checks: [A-Z][a-z]+ \d, then [A-Z][a-z]+ \d/);
    expect(out).toMatch(/ - The [A-Z][a-z]+: Might \d · Agility \d · Intelligence \d · Wisdom \d · Charisma \d · \S/);
    expect(out).toMatch(/Shop display:\n {2}- [^:\n]+: (Item|Crew) · \d coins? · \S/);
    expect(out).not.toMatch(/Targets: |Hp: /);
  });

  it("Cryptozoology for Beginners: cryptids with their abilities, Assignments with requirements and points", () => {
    const out = play(["beginners", "--players", "2", "--seed", "3", "--bots", "human,random"], 2);
    expect(out).toMatch(/\n {2}1\) [^:\n]+: \d points? · Needs \d/);
    expect(out).toMatch(/ - [A-Z][^:\n]*: (Activate|Draw|Take|Look|Swap|Discard|Flip|Move|Gain|Steal|Score|Each)[^\n]*/);
    expect(out).toMatch(/\nBus: Player 1\n/);
  });

  it("Cryptic Nature: cryptids with level, reputation, evidence needed and where they are seen", () => {
    const out = play(["cryptic-nature", "--players", "2", "--seed", "3"]);
    expect(out).toMatch(/Level \d · found: \d reputation points? · settled: \d reputation points? · Evidence needed: [A-Z]/);
    expect(out).toMatch(/Seen in [A-Z]+\d /);
  });

  it("Cryptid: each player's clue is read in full, once; structures stand on spaces with their column and row", () => {
    const out = play(["cryptid", "--players", "3", "--seed", "3"]);
    expect(out).toMatch(/\nPlayer 1 \(you\) Clue: (Alpha|Beta|Gamma|Delta|Epsilon) \d+: The habitat [^\n:]+\n/);
    expect(out).toMatch(/standing stone on the [a-z]+ space at column \d+, row \d+/);
    expect(out).toMatch(/\nTurn: Player 1\n/);
  });
});
