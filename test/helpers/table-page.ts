// The browser tests' one way into a table: the lobby's steps to start a game (game, players, seats,
// seed), the move counter, and axe-core loaded into a page once and run with the rules a test asks for.

import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Program } from "../../runtime/index.js";

/** axe-core's source, read once per test file. */
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.1 A and AA: what the table must pass. */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** WCAG 2.1 A and AA and axe's best practices (landmarks, headings): the whole-game bar. */
export const WCAG_AND_BEST = [...WCAG, "best-practice"];

/** What an axe run looks at and reports. */
export interface AxeRun {
  /** axe tags to run (default WCAG). */
  tags?: string[];
  /** Rule ids to run instead of tags. */
  rules?: string[];
  /** Impacts reported (default every impact). */
  impacts?: string[];
  /** Rule ids left out of this run. */
  skip?: string[];
  /** The regions looked at, each a chain of selectors through shadow roots (default the whole page). */
  within?: string[][];
}

/** axe-core's violations on the page, one line each ("serious color-contrast: ... (2×, e.g. [...])"). */
export async function axe(page: Page, run: AxeRun = {}): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE });
  const lines = await page.evaluate(async ({ tags, rules, skip, within }) => {
    type Result = { violations: { id: string; impact: string; help: string; nodes: { target: unknown }[] }[] };
    const a = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe;
    const off = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
    const context = within ? { include: within.map((chain) => ({ fromShadowDom: chain })) } : document;
    // Only violations are worked out in full (passes and incomplete checks cost the most to report).
    const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: tags };
    const r = await a.run(context, { runOnly, rules: off, resultTypes: ["violations"] });
    return r.violations.map((v) => ({ impact: v.impact, line: `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${JSON.stringify(v.nodes[0]?.target)})` }));
  }, { tags: run.tags ?? WCAG, rules: run.rules, skip: run.skip ?? [], within: run.within });
  return lines.filter((l) => !run.impacts || run.impacts.includes(l.impact)).map((l) => l.line);
}

/** How a test sets up a game in the lobby. */
export interface LobbySetup {
  /** Seats (default: the rules' count nearest 2 or `players`). */
  players?: number;
  /** Each seat "human" or a bot kind (default: seat 0 human, the rest "bot"). */
  seats?: string[];
  /** The seed typed in the lobby (default: the lobby's own). */
  seed?: number;
}

/** Opens the lobby and chooses the game, its seats and seed, without starting it; returns the seat count. */
export async function chooseInLobby(page: Page, url: string, program: Program, setup: LobbySetup = {}): Promise<number> {
  await page.goto(url + "?speed=0");
  const title = page.locator("game-lobby").getByText(program.title, { exact: true });
  await expect.poll(() => title.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  await title.click();
  const players = Math.min(Math.max(setup.players ?? 2, program.players.min), program.players.max);
  await page.locator("game-lobby #players").selectOption(String(players));
  for (let p = 0; p < players; p++) await page.locator(`game-lobby select[data-seat="${p}"]`).selectOption(setup.seats?.[p] ?? (p === 0 ? "human" : "bot"));
  if (setup.seed !== undefined) {
    await page.locator("game-lobby #seed").fill(String(setup.seed));
    await page.locator("game-lobby #seed").dispatchEvent("change");
  }
  return players;
}

/** Starts the game chosen in the lobby. */
export async function startGame(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Start game" }).click();
}

/** The toolbar's move counter. */
export async function moveCount(page: Page): Promise<number> {
  return Number(/\d+/.exec(await page.locator("table-toolbar .moves").innerText())?.[0] ?? 0);
}
