// Browser test on the Expedition test game (test/fixtures/content): one person holding two seats
// plays a co-op game with no hand-over, in a campaign picked in the lobby; the record is stored in the
// browser when the game ends, exports to a file, and a foreign file is refused on import.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { ARTIFACTS, useHarness, watchConsole } from "./browser-harness.js";
import { FIXTURE_CONTENT } from "../helpers/expedition.js";

const harness = useHarness({ content: FIXTURE_CONTENT, timeout: 120_000 });

const stored = (page: import("playwright-core").Page) => page.evaluate(() => JSON.parse(localStorage.getItem("menagerie.campaigns") ?? "[]") as { name: string; file: { record: unknown } }[]);

describe("web table: teams, seats held by one person, campaigns", () => {
  it("plays two seats as one person without a hand-over, in a new campaign that records the end", async () => {
    const page = await harness().browser.newPage({ viewport: { width: 1000, height: 800 }, acceptDownloads: true });
    const problems = watchConsole(page);
    await page.goto(harness().url + "?speed=0");
    await page.locator('game-lobby input[name="game"][value="expedition"]').check();
    await page.locator("game-lobby #players").selectOption("2");
    await page.locator('game-lobby select[data-seat="1"]').selectOption("human");
    // Seat 2 is played by whoever plays seat 1.
    await page.locator('game-lobby select[data-holder="1"]').selectOption("0");
    // The Storm module is listed with its description.
    await expect.poll(() => page.locator("game-lobby expansion-list fieldset").innerText()).toContain("a gust may blow the leader down");
    await page.locator("game-lobby campaign-picker").getByRole("button", { name: "New campaign" }).click();
    await expect.poll(() => page.locator("game-lobby campaign-picker .record").innerText()).toContain("Stage: 1");
    await page.screenshot({ path: join(ARTIFACTS, "expedition-lobby.png") });
    await page.getByRole("button", { name: "Start game" }).click();

    // Six steady climbs, alternating seats, with never a hand-over screen.
    for (let i = 0; i < 6; i++) {
      expect(await page.locator("hand-over").count()).toBe(0);
      await page.locator("decision-prompt button[data-option]", { hasText: "Climb steadily" }).click();
    }
    await expect.poll(() => page.locator('score-sheet [data-testid="score-sheet"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => stored(page)).toEqual([expect.objectContaining({ file: expect.objectContaining({ record: { stage: 2, missions: [], games: 1 } }) })]);
    await page.screenshot({ path: join(ARTIFACTS, "expedition-end.png") });

    // Back in the lobby: the campaign is there with its new record, and exports as a campaign file.
    await page.locator("table-toolbar").getByRole("button", { name: /New game/ }).click();
    await page.locator('game-lobby input[name="game"][value="expedition"]').check();
    await page.locator("game-lobby #campaign").selectOption({ index: 1 });
    await expect.poll(() => page.locator("game-lobby campaign-picker .record").innerText()).toContain("Stage: 2");
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("game-lobby campaign-picker").getByRole("button", { name: "Export" }).click()]);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as { format: string; campaign: string; record: unknown };
    expect(exported).toMatchObject({ format: "menagerie-campaign", game: "expedition", campaign: "trials", record: { stage: 2, missions: [], games: 1 } });

    // A file of another campaign is refused with the reason, and nothing is added.
    const foreign = join(tmpdir(), "foreign-campaign.json");
    writeFileSync(foreign, JSON.stringify({ ...exported, campaign: "saga" }));
    await page.locator('game-lobby [data-testid="campaign-import"]').setInputFiles(foreign);
    await expect.poll(() => page.locator("game-lobby campaign-picker [role=alert]").innerText()).toContain("it belongs to the campaign 'saga', not 'trials'");
    expect(await stored(page)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
