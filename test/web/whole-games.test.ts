// A whole game of a rulebook game at a phone (390×844, touch) and a laptop (1280×800) size, one
// person against bots, clicking on the table itself wherever the option is drawn there. At every
// decision: every legal space on a board is a tap target of at least 44×44 px, nothing scrolls
// sideways, no text is cut short, cards, tags and options neither overlap nor are clipped (their
// bounding boxes), the prompt's options are all reachable, map names are legible, and axe-core finds
// nothing (any impact, best practices included; colour contrast, its costliest rule, on the prompt at
// every decision and on the whole page every 10th). The score sheet says why the winner won.
// Screenshots: test-results/web/whole-<game>-<w>x<h>-<moment>.png.
//
// In `npm test` two whole games are played, a different rulebook game at each size, rotating with the
// day (WHOLE_GAMES="cryptid@390,beginners@1280" picks them); `npm run test:table-long` plays all
// four games at both sizes (TABLE_LONG=1).

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../runtime/index.js";
import { BOARDS, tableProblems } from "../helpers/table-checks.js";
import { WCAG_AND_BEST, axe, chooseInLobby, moveCount, startGame } from "../helpers/table-page.js";
import { ARTIFACTS, compiledProgram, useHarness, watchConsole } from "./browser-harness.js";

const GAMES = ["beginners", "cryptid", "cryptic-nature", "kryptothera"];
const SIZES = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
] as const;
/** Full colour contrast (axe's costliest rule, about 2 of its 4 s on Cryptic Nature's table) in the fast form: every this many decisions. */
const CONTRAST_EVERY = 10;
/** The region every decision changes: the prompt, where its question, options and last move are written. */
const PROMPT = [["table-app", "game-table", "decision-prompt"]];

/** The long form (`npm run test:table-long`). */
const LONG = process.env.TABLE_LONG === "1";
/** The games played at each size in this run. */
function chosen(): { game: string; width: number }[] {
  if (LONG) return SIZES.flatMap((s) => GAMES.map((game) => ({ game, width: s.width })));
  if (process.env.WHOLE_GAMES) return process.env.WHOLE_GAMES.split(",").map((g) => ({ game: g.split("@")[0]!, width: Number(g.split("@")[1]) }));
  // One game per size, two different games, the pair moving on each day: all eight in four days.
  const day = Math.floor(Date.now() / 86_400_000);
  return [
    { game: GAMES[day % 4]!, width: 390 },
    { game: GAMES[(day + 1) % 4]!, width: 1280 },
  ];
}
const RUNS = chosen();
const h = useHarness();

describe.each(GAMES.filter((g) => RUNS.some((r) => r.game === g)))("a whole game on the table: %s", (game) => {
  const program = compiledProgram(game)!;

  it.each(SIZES.filter((s) => RUNS.some((r) => r.game === game && r.width === s.width)))("$width×$height", async ({ width, height, touch }) => {
    const context = await h().browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch, reducedMotion: "reduce" });
    const page = await context.newPage();
    const console = watchConsole(page);
    page.on("dialog", (d) => void d.accept());
    await chooseInLobby(page, h().url, program, { seed: 11 });
    expect(await tableProblems(page), "the lobby").toEqual([]);
    expect(await axe(page, { tags: WCAG_AND_BEST }), "axe on the lobby").toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, `whole-${game}-${width}x${height}-lobby.png`) });
    await startGame(page);

    const rng = seededRandom(5);
    const sheet = page.locator('score-sheet [data-testid="score-sheet"]');
    const options = page.locator("decision-prompt .box.mine button[data-option]");
    const found: string[] = [];
    let decisions = 0;
    let onTable = 0;
    let axeMs = 0;
    const started = Date.now();
    for (;;) {
      await expect.poll(async () => (await sheet.count()) + (await options.count()), { timeout: 60_000 }).toBeGreaterThan(0);
      if (await sheet.count()) break;
      decisions++;
      if (process.env.WHOLE_PROGRESS && decisions % 10 === 0) process.stdout.write(`${game} ${width}: decision ${decisions}, move ${await moveCount(page)}, ${found.length} problems\n`);
      // Let the board frame its choices (after a frame of rendering).
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      for (const p of await tableProblems(page)) found.push(`decision ${decisions}: ${p}`);
      // axe at every decision: every rule on the whole page, colour contrast on the prompt; contrast on the
      // whole page at the first decision, every CONTRAST_EVERY-th and at the end (every decision in the long form).
      const t = Date.now();
      const fullContrast = LONG || decisions === 1 || decisions % CONTRAST_EVERY === 0;
      const problems = [
        ...(await axe(page, { tags: WCAG_AND_BEST, skip: fullContrast ? [] : ["color-contrast"] })),
        ...(fullContrast ? [] : await axe(page, { rules: ["color-contrast"], within: PROMPT })),
      ];
      for (const p of problems) found.push(`decision ${decisions}: axe ${p}`);
      axeMs += Date.now() - t;
      if (decisions === 1 || decisions === 6) {
        // Seen from the top of the table, as the player finds it (clicks may have scrolled it).
        await page.evaluate(() => (document.querySelector("table-app")!.shadowRoot!.querySelector(".body")!.scrollTop = 0));
        await page.screenshot({ path: join(ARTIFACTS, `whole-${game}-${width}x${height}-${decisions}.png`) });
      }
      // Options name things as a player sees them, never by a number the rules keep ("Bid marker (on 3)").
      for (const label of await options.allInnerTexts()) if (/\([a-z]+ \d+\)/i.test(label)) found.push(`decision ${decisions}: an option reads "${label.trim()}"`);
      const count = await options.count();
      const n = Number(await options.nth(Math.floor(rng() * count)).getAttribute("data-option"));
      const before = await moveCount(page);
      // The same option drawn on the table (a card, a space, a die) is clicked there.
      const drawn = page.locator(["game-card", ...BOARDS].map((t) => `${t} [data-option="${n}"]:visible`).join(", "));
      const target = (await drawn.count()) ? drawn.first() : page.locator(`decision-prompt button[data-option="${n}"]`).first();
      if (await drawn.count()) onTable++;
      const summary = page.locator("decision-prompt summary");
      if (!(await drawn.count()) && !(await target.isVisible()) && (await summary.count())) await summary.first().click();
      const clicked = await target.click({ timeout: 5_000, noWaitAfter: true }).then(() => true, () => false);
      if (!clicked) continue;
      await expect.poll(async () => (await moveCount(page)) > before || (await sheet.count()) > 0, { timeout: 60_000 }).toBe(true);
    }
    if (process.env.WHOLE_PROGRESS) process.stdout.write(`${game} ${width}: ${decisions} decisions in ${((Date.now() - started) / 1000).toFixed(0)} s, axe ${(axeMs / 1000).toFixed(0)} s\n`);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(ok)));
    await page.screenshot({ path: join(ARTIFACTS, `whole-${game}-${width}x${height}-end.png`) });
    for (const p of await tableProblems(page)) found.push(`end: ${p}`);
    for (const p of await axe(page, { tags: WCAG_AND_BEST })) found.push(`end: axe ${p}`);
    // The score sheet says why the game ended as it did: the deciding key, the tie-break or the moment.
    const why = await sheet.locator('[data-testid="why-won"]').innerText();
    expect(why, "the score sheet does not say why").toMatch(/ with |tie is broken|What decided it: .{10,}|Nobody won|lost/);
    expect(found).toEqual([]);
    expect(decisions).toBeGreaterThan(3);
    expect(onTable, "no option was ever clicked on the table").toBeGreaterThan(0);
    expect(console).toEqual([]);
    await context.close();
  }, 600_000);
});
