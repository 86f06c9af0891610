// Browser test of actions on offer in another seat's turn (a `reaction` in the rules), on a small
// test game (test/helpers/anytime-game.ts) built as content of its own: one person and two bots
// that move slowly enough to watch. The person sees the reaction button while a bot plays its turn;
// letting it pass never holds the bot up, and taking it runs the reaction's own decision.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ANYTIME_RULES } from "../helpers/anytime-game.js";
import { ARTIFACTS, currentSave, useHarness, watchConsole } from "./browser-harness.js";

const harness = useHarness({ files: { "tokens/game.rules": ANYTIME_RULES }, timeout: 120_000 });

const moveCount = async (page: Page) => Number(/\d+/.exec(await page.locator("table-toolbar .moves").innerText())?.[0] ?? 0);
const moves = async (page: Page) => ((await currentSave(page)) as { moves: { player: number; choice: string; value?: unknown }[] }).moves;

describe("actions on offer in another seat's turn", () => {
  it("shows the person a reaction while a bot plays; letting it pass holds nobody up, taking it asks its own decision", async () => {
    const page = await harness().browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = watchConsole(page);
    page.on("dialog", (d) => void d.accept());
    // Bots wait 1.5 s between moves, as a person watching the table would set them.
    await page.goto(harness().url + "?speed=1500");
    await page.locator("game-lobby").getByText("Tokens", { exact: true }).click();
    await page.locator("game-lobby #players").selectOption("3");
    await page.locator('game-lobby select[data-seat="0"]').selectOption("human");
    await page.locator('game-lobby select[data-seat="1"]').selectOption("random");
    await page.locator('game-lobby select[data-seat="2"]').selectOption("random");
    await page.getByRole("button", { name: "Start game" }).click();

    const prompt = page.locator("decision-prompt");
    await prompt.locator("button[data-option]", { hasText: "Yes" }).click();
    // The person's own turn: "End your turn" hands the turn to the first bot ("Random bot 1": the log and the options use the seats' names).
    await expect.poll(() => prompt.locator("button[data-option]", { hasText: "End your turn" }).count(), { timeout: 30_000 }).toBe(1);
    await prompt.locator("button[data-option]", { hasText: "End your turn" }).click();

    // "reaction heckle ... during turn when tokens of me > 0": offered while Player 2 decides.
    const heckle = prompt.locator(".anytime button", { hasText: "a player loses 1 point" });
    await expect.poll(() => heckle.count(), { timeout: 15_000 }).toBe(1);
    expect(await prompt.locator(".box").first().innerText()).toContain("Random bot 1");
    await page.screenshot({ path: join(ARTIFACTS, "reaction-offered.png") });

    // Declined: the person lets it pass and the bot plays on.
    const before = await moveCount(page);
    await expect.poll(() => moveCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
    expect((await moves(page)).some((m) => m.player === 0 && m.choice === "heckle")).toBe(false);

    // Taken: while a bot is still in its turn, the person clicks it and answers its own question.
    await expect.poll(() => heckle.count(), { timeout: 15_000 }).toBe(1);
    await heckle.click();
    await expect.poll(() => prompt.locator(".prompt").innerText(), { timeout: 10_000 }).toContain("Who loses 1 point?");
    await prompt.locator("button[data-option]", { hasText: "Random bot 1" }).click();
    await expect.poll(async () => (await moves(page)).filter((m) => m.player === 0).map((m) => m.choice), { timeout: 10_000 })
      .toEqual(["mood", "act", "heckle", "target"]);
    // The token is spent: the reaction is no longer on offer, and the bots play on.
    expect(await heckle.count()).toBe(0);
    const after = await moveCount(page);
    await expect.poll(() => moveCount(page), { timeout: 15_000 }).toBeGreaterThan(after);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});

describe("a decision with one option beside an action on offer", () => {
  it("reads as the way to go on: Next ..., a single Go on button, the offer under 'You may first'", async () => {
    const page = await harness().browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = watchConsole(page);
    page.on("dialog", (d) => void d.accept());
    await page.goto(harness().url + "?speed=0");
    await page.locator("game-lobby").getByText("Tokens", { exact: true }).click();
    await page.locator("game-lobby #players").selectOption("3");
    await page.locator('game-lobby select[data-seat="0"]').selectOption("human");
    await page.locator('game-lobby select[data-seat="1"]').selectOption("random");
    await page.locator('game-lobby select[data-seat="2"]').selectOption("random");
    await page.getByRole("button", { name: "Start game" }).click();
    const prompt = page.locator("decision-prompt");
    await prompt.locator("button[data-option]", { hasText: "Yes" }).click();
    // "Gain 1 point" when score of me < 3: after it only "End your turn" is left, with the boost on offer.
    await expect.poll(() => prompt.locator("button[data-option]", { hasText: "Gain 1 point" }).count(), { timeout: 30_000 }).toBe(1);
    // A random bot may heckle the human (1 point less), which offers "Gain 1 point" again: gain until
    // only "End your turn" is left (each bot holds one token, so this ends).
    await expect
      .poll(
        async () => {
          const gain = prompt.locator(".box.mine button[data-option]", { hasText: "Gain 1 point" });
          if (await gain.count()) await gain.click({ timeout: 2_000 }).catch(() => undefined);
          return prompt.locator(".box.mine button[data-option]").allInnerTexts();
        },
        { timeout: 20_000 },
      )
      .toEqual([expect.stringContaining("Go on")]);
    expect(await prompt.locator(".prompt").innerText()).toContain("Next: End your turn");
    expect(await prompt.locator(".anytime").innerText()).toContain("You may first:");
    expect(await prompt.locator(".anytime button", { hasText: "Spend your token: 2 points" }).count()).toBe(1);
    // Going on ends the turn, the same move as before.
    await prompt.locator(".box.mine button[data-option]", { hasText: "Go on" }).click();
    const mine = async () => (await moves(page)).filter((m) => m.player === 0 && m.choice !== "mood").map((m) => `${m.choice}:${String(m.value)}`);
    await expect.poll(async () => (await mine()).at(-1), { timeout: 10_000 }).toBe("act:done");
    expect(await mine()).toEqual([...Array((await mine()).length - 1).fill("act:gain"), "act:done"]);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
