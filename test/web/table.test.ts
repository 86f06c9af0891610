// Browser tests of the web table: the built table, served over HTTP, driven in Debian's Chromium.
// For each game in content/: from the lobby, one human seat clicks legal moves (cards, buttons and
// number keys) against bots until the score sheet; on the way, undo, a save/load round trip, and
// checks that the DOM never holds another player's hidden cards. Screenshots go to test-results/web/.
// Here the whole game is played for the classic games and one rulebook game a day (the hand-over for
// every game); table.long.test.ts (`npm run test:table-long`) plays the other rulebook games and
// Cryptic Nature's modes.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/index.js";
import { chooseInLobby, startGame } from "../helpers/table-page.js";
import { ARTIFACTS, compiledProgram, currentSave, expectPrivate, replaySave, tableGames, useHarness, watchConsole } from "./browser-harness.js";
import { playWholeGame, rulebookGames, todaysRulebookGame } from "./table-whole-game.js";

// Games that do not compile are left off the table (and fail their own compiler tests).
const GAMES = tableGames();
/** The games whose whole game is played here: the classic games and today's rulebook game (the rest in table.long.test.ts). */
const WHOLE = GAMES.filter((g) => !rulebookGames(GAMES).includes(g) || g === todaysRulebookGame(GAMES));
const harness = useHarness({ timeout: 120_000 });

describe.each(GAMES)("web table: %s", (game) => {
  const program = compiledProgram(game)!;
  const engine = new Engine(program);

  // Whole games are long: the classic games and today's rulebook game here, the rest in table.long.test.ts.
  if (WHOLE.includes(game)) {
    it("plays a whole game from the lobby: one human against bots, undo, save/load, privacy, score sheet", () => playWholeGame(harness(), game, program), 300_000);
  }

  it("hot-seat: a hand-over screen with nothing private on it between two people", async () => {
    const page = await harness().browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const problems = watchConsole(page);
    const players = Math.max(2, program.players.min);
    await chooseInLobby(page, harness().url, program, { players, seats: Array.from({ length: players }, (_, p) => (p < 2 ? "human" : "bot")) });
    await startGame(page);

    let handOvers = 0;
    for (let step = 0; step < 12; step++) {
      const over = page.locator("hand-over");
      const prompt = page.locator("decision-prompt button[data-option]");
      await expect.poll(async () => (await over.count()) + (await prompt.count()), { timeout: 15_000 }).toBeGreaterThan(0);
      // Twelve downloads from one page would trip Chromium's multiple-downloads limiter under load;
      // the download path has its own round trip in the game test above.
      const state = replaySave(engine, await currentSave(page));
      if (await over.count()) {
        handOvers++;
        await expectPrivate(page, engine, state, undefined);
        if (handOvers === 1) await page.screenshot({ path: join(ARTIFACTS, `${game}-hand-over.png`) });
        await over.locator("button").click();
        continue;
      }
      const seat = Number(await page.locator("player-panel section.me").getAttribute("data-seat"));
      await expectPrivate(page, engine, state, seat);
      await page.keyboard.press("1");
    }
    expect(handOvers).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});

describe("web table: Cryptic Nature's modes from the lobby", () => {
  const program = compiledProgram("cryptic-nature", false);

  // Games that do not compile have no lobby entry to test (their compiler tests fail instead).
  if (program) {
    it("choosing solo sets one player; solo with two players is refused with the rules' reason as a sentence", async () => {
      const page = await harness().browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(harness().url + "?speed=0");
      await page.locator("game-lobby").getByText(program.title, { exact: true }).click();
      await page.locator("game-lobby #players").selectOption("3");
      await page.locator("game-lobby #opt-mode").selectOption("solo");
      await expect.poll(() => page.locator("game-lobby #players").inputValue(), { timeout: 10_000 }).toBe("1");
      await page.locator("game-lobby #players").selectOption("2");
      await page.getByRole("button", { name: "Start game" }).click();
      const error = page.locator('game-lobby [role="alert"]');
      await expect.poll(() => error.innerText(), { timeout: 10_000 }).toMatch(/^Solo mode .* is for 1 player/);
      // A sentence for a player: no error code, no command-line syntax.
      expect(await error.innerText()).not.toMatch(/RUN\d|--players|--option/);
      await page.close();
    });
  }
});

it("keeps screenshots as artifacts", () => {
  expect(readFileSync(join(ARTIFACTS, `${WHOLE[0]}-score-sheet.png`)).length).toBeGreaterThan(1000);
});
