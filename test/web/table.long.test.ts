// The long form of table.test.ts (`npm run test:table-long`): the whole game of every rulebook game
// that table.test.ts does not play today, and Cryptic Nature's solo and module games played out by bots.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ARTIFACTS, compiledProgram, composedDom, tableGames, useHarness, watchConsole } from "./browser-harness.js";
import { playWholeGame, rulebookGames, todaysRulebookGame } from "./table-whole-game.js";

// Games that do not compile are left off the table (and fail their own compiler tests).
const GAMES = tableGames();
/** The rulebook games table.test.ts leaves out today. */
const REST = rulebookGames(GAMES).filter((g) => g !== todaysRulebookGame(GAMES));
const harness = useHarness({ timeout: 120_000 });

describe.each(REST)("web table: %s", (game) => {
  it("plays a whole game from the lobby: one human against bots, undo, save/load, privacy, score sheet", () => playWholeGame(harness(), game, compiledProgram(game)!), 300_000);
});

describe("web table: Cryptic Nature's modes from the lobby", () => {
  const program = compiledProgram("cryptic-nature", false);

  // Games that do not compile have no lobby entry to test (their compiler tests fail instead).
  if (program) {
    /** Picks the game, the player count, options by id and every seat a bot, then starts. */
    async function startWith(page: Page, players: number, options: Record<string, string>): Promise<void> {
      await page.goto(harness().url + "?speed=0");
      await page.locator("game-lobby").getByText(program!.title, { exact: true }).click();
      await page.locator("game-lobby #players").selectOption(String(players));
      for (const [name, value] of Object.entries(options)) {
        // Expansions and modules are checkboxes with their descriptions; other options are selects.
        const box = page.locator(`game-lobby input[data-expansion="${name}"]`);
        if (await box.count()) await box.setChecked(value === "true");
        else await page.locator(`game-lobby #opt-${name}`).selectOption(value);
      }
      for (let p = 0; p < players; p++) await page.locator(`game-lobby select[data-seat="${p}"]`).selectOption("bot");
      await page.getByRole("button", { name: "Start game" }).click();
    }

    const sheet = (page: Page) => page.locator('score-sheet [data-testid="score-sheet"]');

    it("plays solo against the Poacher to its end: a rating or the Poacher's win in the log", async () => {
      const page = await harness().browser.newPage({ viewport: { width: 1280, height: 800 } });
      const problems = watchConsole(page);
      await startWith(page, 1, { mode: "solo" });
      await expect.poll(() => sheet(page).count(), { timeout: 120_000 }).toBeGreaterThan(0);
      const log = (await composedDom(page)).text;
      expect(log).toMatch(/Still an intern|Not bad for a newbie|Mediocre cryptozoologist|Great work of a true cryptozoologist|A monument in the sanctuary|you lose/);
      await page.screenshot({ path: join(ARTIFACTS, "cryptic-nature-solo-end.png") });
      expect(problems).toEqual([]);
      await page.close();
    }, 180_000);

    it("plays 3 players with the Wolpertinger and without bid markers to the score sheet", async () => {
      const page = await harness().browser.newPage({ viewport: { width: 1280, height: 800 } });
      const problems = watchConsole(page);
      await startWith(page, 3, { wolpertinger: "true", bids: "false" });
      await expect.poll(() => sheet(page).count(), { timeout: 150_000 }).toBeGreaterThan(0);
      expect((await composedDom(page)).text).toMatch(/Wolpertinger/);
      await page.screenshot({ path: join(ARTIFACTS, "cryptic-nature-modes-end.png") });
      expect(problems).toEqual([]);
      await page.close();
    }, 200_000);
  }
});
