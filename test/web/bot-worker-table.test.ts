// Browser test of bots thinking off the page's thread: a test game whose own bot is a planner with a
// huge budget (test/helpers/slow-bot-game.ts) thinks for seconds per decision in the table's Web
// Worker, and meanwhile the page answers clicks; an undo while it thinks drops its answer.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { SLOW_BOT_RULES } from "../helpers/slow-bot-game.js";
import { BOT_KINDS, botDescription } from "../../runtime/index.js";
import { ARTIFACTS, currentSave, useHarness, watchConsole } from "./browser-harness.js";

const harness = useHarness({ files: { "slow/game.rules": SLOW_BOT_RULES }, timeout: 180_000 });

const thinking = (page: Page) => page.evaluate(() => document.querySelector("table-app")!.hasAttribute("data-bot-thinking"));
const moves = async (page: Page) => ((await currentSave(page)) as { moves: { player: number }[] }).moves;

describe("bots think in a Web Worker", () => {
  it("the page answers clicks while a bot searches, plays the bot's answer, and drops an answer made stale by an undo", async () => {
    const page = await harness().browser.newPage({ viewport: { width: 360, height: 740 } });
    const problems = watchConsole(page);
    page.on("dialog", (d) => void d.accept());
    await page.goto(harness().url + "?speed=0");
    await page.locator("game-lobby").getByText("Slow Thinker", { exact: true }).click();
    // Every bot level the runtime names is offered (`auto` as "Bot"), each with a description.
    const offered = await page.locator('game-lobby select[data-seat="0"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(["human", ...BOT_KINDS.map((k) => (k === "auto" ? "bot" : k))]);
    // The game's own planner thinks for seconds: seat 1 plays it by name.
    await page.locator('game-lobby select[data-seat="0"]').selectOption("planner");
    await page.locator('game-lobby select[data-seat="1"]').selectOption("human");
    expect(await page.locator('game-lobby .level[data-level="0"]').innerText()).toBe(botDescription("planner"));
    await page.getByRole("button", { name: "Start game" }).click();

    // The bot (Player 1) owes the first decision and thinks for seconds.
    await expect.poll(() => thinking(page), { timeout: 20_000 }).toBe(true);
    const menu = page.locator("table-toolbar button.more");
    await menu.click();
    await expect.poll(() => menu.getAttribute("aria-expanded"), { timeout: 2_000 }).toBe("true");
    // The click was answered before the bot's answer came: the page's thread is free.
    expect(await thinking(page)).toBe(true);
    expect(await moves(page)).toEqual([]);
    await menu.click();
    await page.screenshot({ path: join(ARTIFACTS, "bot-thinking.png") });
    // The bot seat is named by its level.
    expect(await page.locator('player-panel section[data-seat="0"] .tag').allInnerTexts()).toContain("Planner bot");

    // The bot's answer is played; then it is the person's turn.
    await expect.poll(async () => (await moves(page)).length, { timeout: 60_000 }).toBe(1);
    expect((await moves(page))[0]!.player).toBe(0);
    const prompt = page.locator("decision-prompt");
    await prompt.locator("button[data-option]", { hasText: "2 points" }).click();

    // The bot thinks again; the person takes their choice back meanwhile: the answer for the old position is dropped.
    await expect.poll(() => thinking(page), { timeout: 20_000 }).toBe(true);
    expect((await moves(page)).length).toBe(2);
    await page.locator('table-toolbar button[data-action="undo"]').click();
    expect((await moves(page)).length).toBe(1);
    await expect.poll(() => prompt.locator("button[data-option]", { hasText: "3 points" }).count(), { timeout: 10_000 }).toBe(1);
    // Nothing the stale search found lands on the table.
    await page.waitForTimeout(500);
    expect((await moves(page)).map((m) => m.player)).toEqual([0]);
    await prompt.locator("button[data-option]", { hasText: "3 points" }).click();
    await expect.poll(async () => (await moves(page)).length, { timeout: 60_000 }).toBe(3);
    expect((await moves(page)).map((m) => m.player)).toEqual([0, 1, 0]);
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
