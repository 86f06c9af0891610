// `menagerie play` shows what the web table shows (runtime/table-layout/table-shown.ts over the game's table.yaml):
// no boxes, set-aside piles or helper counters, zones and counters under the table's labels, seat
// markers and pieces that the table draws on a board written out, and a board's spaces not listed one
// by one. Checked on a real game of each of the four rulebook games, and `simulate --count`.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileGame, loadLayout } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine, tableShown } from "../../runtime/index.js";
import { ANYTIME_RULES } from "../helpers/anytime-game.js";

const root = resolve(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "menagerie-terminal-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The text a person sees before their first few decisions (piped answers: always the first option). */
function play(args: string[], answers = 3): string {
  const run = spawnSync(process.execPath, ["bin/menagerie.js", "play", ...args, "--save", join(tmp, "save.json")], {
    cwd: root, encoding: "utf8", input: "1\n".repeat(answers), timeout: 110_000,
  });
  expect(run.stderr).toBe("");
  return run.stdout;
}

/** Lines of the state summary (not the log, which is indented, nor the numbered options). */
const summary = (out: string) => out.split("\n").filter((l) => l && !l.startsWith(" ") && !l.startsWith(">") && !l.startsWith("==="));

describe("the terminal shows what the table shows", () => {
  it("Kryptothera co-op: no boxes or piles, labelled trackers, where the standees and HQs are, the map as one line", () => {
    const out = play(["kryptothera", "--players", "4", "--option", "mode=coop", "--seed", "3", "--bots", "human,planner,planner,planner"]);
    const lines = summary(out);
    for (const box of ["tokenBox", "ritualBox", "hunterBox", "roundTrack", "cryptidBox", "eventBox", "setAside", "legendPool", "pile1", "contractDeck", "gearBox", "outOfGame"])
      expect(lines.filter((l) => l.startsWith(`${box}:`) || l.includes(` ${box}:`))).toEqual([]);
    // Helper counters (the table's `hidden: true`) stay out; the table's labels are used.
    for (const helper of ["triedHere", "boostNext", "hqPoints", "assistLeft", "bossRound", "lastRound"]) expect(out).not.toContain(`${helper}:`);
    expect(lines).toContain("Order influence (0-6; malus at 6): 0");
    expect(lines.some((l) => /^North America: standee: Player 1 [A-Z][a-z]/.test(l))).toBe(true);
    expect(lines).toContain("North America: 104 spaces");
    expect(lines.some((l) => l.startsWith("Cryptid deck: "))).toBe(true);
  });

  it("Kryptothera's base game leaves the solo and co-op zones and counters out (`when: { mode: [solo, coop] }`)", () => {
    const out = play(["kryptothera", "--players", "2", "--seed", "4"], 2);
    expect(out).not.toContain("Ritual card");
    expect(out).not.toContain("Order influence");
    expect(out).toContain("Shop display:\n  - ");
  });

  it("Cryptid: the structures and cubes stand on named spaces; the map's 108 spaces are one line", () => {
    const out = play(["cryptid", "--players", "3", "--seed", "3"]);
    const lines = summary(out);
    expect(lines).toContain("Map: 108 spaces");
    expect(lines.some((l) => /^Map: Structures: White standing stone on the [a-z]+ space at column \d+, row \d+/.test(l))).toBe(true);
    for (const box of ["markerBox", "structureBox", "booklets", "clueKinds", "discs:", "cubes:"]) expect(out).not.toContain(box);
    expect(out).not.toMatch(/dForest \d/);
  });

  it("Cryptic Nature: no boxes, the Poacher's marker only in solo, identical pieces counted", () => {
    const out = play(["cryptic-nature", "--players", "2", "--seed", "3"]);
    for (const box of ["cryptidBox", "diceBox", "pieceBox", "skillBox", "Poacher"]) expect(out).not.toContain(box);
    expect(out).toMatch(/Cryptid marker of player 1 ×8/);
    expect(out).toContain("Initiative track: Player 1");
  });

  it("Cryptozoology for Beginners: no box, its piles under the table's names", () => {
    const out = play(["beginners", "--players", "2", "--seed", "3"]);
    const lines = summary(out);
    expect(lines.some((l) => l.startsWith("box:") || l.startsWith("assignmentBox:"))).toBe(false);
    expect(lines.some((l) => l.startsWith("Cryptid deck: "))).toBe(true);
    expect(lines.some((l) => l.startsWith("Player 1 (you) Drafting hand:"))).toBe(true);
  });

  it("tableShown reads hidden, when, boxes, board pieces and seat markers from the layout data", () => {
    const program = compileGame(new NodeContentSource("content"), "kryptothera").program!;
    const layout = loadLayout(new NodeContentSource("content"), "kryptothera").value;
    const solo = tableShown(program, layout, { mode: "solo" }, 1);
    const base = tableShown(program, layout, { mode: "base" }, 3);
    expect(solo.zones.has("ritual")).toBe(true);
    expect(base.zones.has("ritual")).toBe(false);
    expect(base.zones.has("tokenBox")).toBe(false);
    expect(base.zones.get("map")).toEqual({ label: "North America", board: true, pile: false });
    expect(base.counters.get("position")).toBe("North America: standee");
    expect(base.counters.has("triedHere")).toBe(false);
    // Without a layout only the boxes (`not in play`) are left out.
    const bare = tableShown(program, undefined, {});
    expect(bare.zones.has("ritualBox")).toBe(false);
    expect(bare.zones.has("tokenBox")).toBe(true);
    expect(bare.zones.has("cryptidDeck")).toBe(true);
    const e = new Engine(program);
    const s = e.start({ players: 3, seed: 1 });
    if (!s.ok) throw new Error(s.error.message);
    expect(e.describeState(s.state, 0, base)).not.toContain("hunterBox");
    expect(e.describeState(s.state, 0)).toContain("hunterBox");
  });
});

describe("bots in the terminal weigh actions on offer in a person's turn, as the table's do", () => {
  it("a planner heckles the person once they lead (reaction heckle, test/helpers/anytime-game.ts)", () => {
    const content = join(tmp, "content");
    mkdirSync(join(content, "tokens"), { recursive: true });
    writeFileSync(join(content, "tokens", "game.rules"), ANYTIME_RULES.replace("flow {", "heuristic = score of me\nflow {"));
    // Ready, then in the person's turn: gain a point (they lead), then end the turn.
    const run = spawnSync(process.execPath, ["bin/menagerie.js", "play", "tokens", "--content", content, "--players", "3", "--seed", "4", "--bots", "human,planner,planner", "--save", join(tmp, "tokens.json")], {
      cwd: root, encoding: "utf8", input: "1\n1\n2\n", timeout: 110_000,
    });
    expect(run.stderr).toBe("");
    const log = run.stdout.split("\n").map((l) => l.trim());
    const gained = log.indexOf("Player 1 chooses Gain 1 point");
    expect(gained).toBeGreaterThan(0);
    // Everyone level before: nobody heckled; after the person's point a bot heckles them at once.
    expect(log.slice(0, gained).some((l) => l.endsWith("chooses heckle"))).toBe(false);
    // The bot seats are named by their kind ("Planner bot 1", "Planner bot 2").
    expect(log[gained + 1]).toMatch(/^Planner bot [12] chooses heckle$/);
    expect(log[gained + 2]).toMatch(/^Planner bot [12] chooses 0$/);
  });
});

describe("simulate --count", () => {
  it("reports the mean number of moves per game answering the named decisions", () => {
    const run = spawnSync(process.execPath, ["bin/menagerie.js", "simulate", "tic-tac-toe", "--games", "4", "--seed", "2", "--count", "place,nothing"], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { meanMoves: number; meanChoices: Record<string, number> };
    expect(Object.keys(report.meanChoices)).toEqual(["place", "nothing"]);
    expect(report.meanChoices.nothing).toBe(0);
    // Every move of Tic-Tac-Toe marks a cell; the last empty cell, a decision with one option, is
    // taken without a move and counts too (at most once a game).
    expect(report.meanChoices.place).toBeGreaterThanOrEqual(report.meanMoves);
    expect(report.meanChoices.place).toBeLessThanOrEqual(report.meanMoves + 1);
    expect(report.meanMoves).toBeGreaterThanOrEqual(5);
  });
});
