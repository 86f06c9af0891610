// The balance report's figures on real content played in this process: win rates that add up,
// components and decisions counted from the log, --compare telling a real rules change from chance,
// a small run of a rulebook game with its score components and rounds, and a page that opens offline.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { summarise } from "../../../bin/balance/aggregate.js";
import type { GameRecord } from "../../../bin/balance/game-record.js";
import { renderReportHtml } from "../../../bin/balance/report-html.js";
import { runConfigs } from "../../../bin/balance/sweep.js";
import { playReport, programOf } from "./play-plan.js";

const content = resolve(import.meta.dirname, "../../../content");
const tmp = mkdtempSync(join(tmpdir(), "menagerie-balance-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("tic-tac-toe, random bots", () => {
  const ttt = programOf(content, "tic-tac-toe");
  const report = playReport([ttt], { players: 2, games: 120, bots: ["random", "random"] });
  const run = report.runs[0]!;

  it("wins per seat plus games nobody won make every game; intervals contain the rate", () => {
    expect(run.mode).toBe("versus");
    expect(run.errors).toBe(0);
    expect(run.seats[0]!.k + run.seats[1]!.k + run.noWinner.k).toBe(120);
    for (const s of run.seats) expect(s.low <= s.rate && s.rate <= s.high).toBe(true);
    // Random tic-tac-toe favours the first player (about 58% against 29%).
    expect(run.seats[0]!.rate).toBeGreaterThan(run.seats[1]!.rate);
    expect(run.moves.min).toBeGreaterThanOrEqual(5);
    expect(run.moves.max).toBeLessThanOrEqual(9);
    expect(run.moves.histogram.reduce((s, [, c]) => s + c, 0)).toBe(120);
  });

  it("counts every cell chosen, per decision and per component; the centre is the strongest cell", () => {
    const place = run.decisions.find((d) => d.choice === "place")!;
    expect(place.total).toBe(run.moves.mean * 120);
    expect(place.options.map((o) => o.label).sort()).toEqual(["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"]);
    // Both seats answer in every game: each option splits the 240 seat-games into takers and the rest.
    for (const o of place.options) expect(o.did.n + o.didNot.n).toBe(240);
    const centre0 = place.options.find((o) => o.label === "b2")!;
    expect(centre0.did.rate).toBeGreaterThan(centre0.didNot.rate);
    const cells = run.components.filter((c) => c.act === "chose place");
    expect(cells).toHaveLength(9);
    const centre = cells.find((c) => c.label === "b2")!;
    expect(centre.type).toBe("Cell");
    expect(Math.max(...cells.map((c) => c.edge.diff))).toBe(centre.edge.diff);
  });
});

describe("--compare", () => {
  it("a copy without the diagonals draws more, larger than chance; the same content differs by nothing", () => {
    const other = join(tmp, "content");
    cpSync(join(content, "tic-tac-toe"), join(other, "tic-tac-toe"), { recursive: true });
    const lines = join(other, "tic-tac-toe/lines.yaml");
    writeFileSync(lines, readFileSync(lines, "utf8").split("\n").filter((l) => !/diag|anti/.test(l)).join("\n"));
    // The cells list the lines through them: the diagonals go from those lists too.
    const cells = join(other, "tic-tac-toe/cells.yaml");
    writeFileSync(cells, readFileSync(cells, "utf8").replace(/, (diag|anti)\b/g, ""));
    const ttt = programOf(content, "tic-tac-toe");
    const changed = playReport([ttt, programOf(other, "tic-tac-toe")], { players: 2, games: 150, bots: ["random", "random"] });
    const draws = changed.compare!.differences.find((d) => d.figure === "no winner")!;
    expect(draws.b).toBeGreaterThan(draws.a);
    expect(draws.significant).toBe(true);
    expect(draws.p).toBeLessThan(0.05);
    const same = playReport([ttt, ttt], { players: 2, games: 40, bots: ["random", "random"] });
    expect(same.compare!.differences.length).toBeGreaterThan(10);
    expect(same.compare!.differences.every((d) => d.diff === 0 && !d.significant)).toBe(true);
  });
});

describe("a rulebook game: Cryptozoology for Beginners, a small run", () => {
  const beginners = programOf(content, "beginners");
  const runs = runConfigs(beginners, {}, ["twoPlayerDraft"]);
  const report = playReport([beginners], { players: 2, games: 4, bots: ["random", "random"], runs });

  it("--sweep plays one configuration per value, on the same seeds", () => {
    expect(report.runs.map((r) => r.label)).toEqual(["twoPlayerDraft=false", "twoPlayerDraft=true"]);
    expect(report.runs.every((r) => r.games === 4 && r.errors === 0)).toBe(true);
    expect(report.sweep![0]).toMatch(/^Across configurations seat 1 wins: twoPlayerDraft=false \d+(\.\d)?%, twoPlayerDraft=true \d+(\.\d)?%\.$/);
    expect(report.sweep![1]).toMatch(/^twoPlayerDraft=false → twoPlayerDraft=true: [+-]?[\d.]+ points \(p = [\d.]+, within chance\)\.$/);
  });

  it("has the score sheet's components, the rounds and components drafted into hands", () => {
    const [standard, twoPlayer] = report.runs as [(typeof report.runs)[0], (typeof report.runs)[0]];
    expect(standard.figures.map((f) => f.name)).toEqual(expect.arrayContaining(["Points", "assignmentPoints", "scores"]));
    expect(standard.figures.find((f) => f.name === "scores")!.isScore).toBe(true);
    expect(standard.phases.round?.mean).toBe(3);
    expect(twoPlayer.phases.round?.mean).toBe(4);
    expect(standard.components.some((c) => c.act.startsWith("into ") && c.games.k > 0)).toBe(true);
  });

  it("renders one page with inline SVG charts, no script and nothing fetched from elsewhere", async () => {
    const html = await renderReportHtml(report);
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect((html.match(/<svg/g) ?? []).length).toBeGreaterThan(5);
    expect(html).not.toMatch(/<script|<link|src="http|href="http|@import/);
    expect(html).toContain("twoPlayerDraft=true");
    expect(html).toContain("What stands out");
  });
});

describe("modes against the game's automaton", () => {
  const program = programOf(content, "tic-tac-toe");
  const record = (index: number, winners: number[]): GameRecord => ({ index, seed: index + 1, winners, moves: 10, phases: { round: 3 }, figures: {}, acts: [], options: {}, seen: [] });

  it("one seat: the solo seat's rate against the game, with its interval", () => {
    const solo = summarise(program, "solo", {}, 1, [record(0, [0]), record(1, []), record(2, [0]), record(3, [0])]);
    expect(solo.mode).toBe("solo");
    expect(solo.seats[0]).toMatchObject({ k: 3, n: 4, rate: 0.75 });
    expect(solo.findings[0]).toMatch(/^The solo seat beats the game 75% \(95% CI/);
  });

  it("every seat wins or none: a team game, reported as the team's rate, never as shared wins", () => {
    const coop = summarise(program, "co-op", {}, 4, [record(0, [0, 1, 2, 3]), record(1, []), record(2, [])]);
    expect(coop.mode).toBe("co-op");
    expect(coop.team).toMatchObject({ k: 1, n: 3 });
    expect(coop.ties.k).toBe(0);
    expect(coop.findings[0]).toMatch(/^The team wins 33.3% \(95% CI/);
  });
});
