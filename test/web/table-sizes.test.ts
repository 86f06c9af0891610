// Browser tests of the table as a player meets it, for every game at the smallest phone size the
// table is for (360×740), a common phone size (390×844) and a desktop size (1280×800): no horizontal
// scroll, the prompt and the toolbar on screen, a legal choice clicked on the table itself (a card or
// a space, not the prompt), a reload mid-game that resumes at the same move (the game is kept in
// IndexedDB), full card texts on the cards, no internal ids in the log, and axe-core finding no
// serious or critical problem. Screenshots of each size go to
// test-results/web/<game>-<width>x<height>.png. In `npm test` each game is opened at one of the sizes
// (taking turns, moving on each day); `npm run test:table-long` opens each at all three.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { Program } from "../../runtime/index.js";
import { axe, chooseInLobby, moveCount, startGame } from "../helpers/table-page.js";
import { ARTIFACTS, ROOT, compiledProgram, currentSave, tableGames, useHarness, watchConsole } from "./browser-harness.js";

/** axe-core's serious and critical violations on the page, one line each. */
const axeProblems = (page: Page) => axe(page, { impacts: ["serious", "critical"] });

const GAMES = tableGames();
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
/**
 * The sizes each game is opened at: all in the long form (`npm run test:table-long`); in `npm test`
 * one, taking turns between games and moving on each day, so every game meets each size over three days.
 */
function sizesOf(game: number): (typeof SIZES)[number][] {
  if (process.env.TABLE_LONG === "1") return [...SIZES];
  return [SIZES[(game + Math.floor(Date.now() / 86_400_000)) % SIZES.length]!];
}
/** Elements of the table (not the prompt) that a player clicks to choose. */
const ON_TABLE = ["game-card", "board-view", "graph-map", "polyomino-grid", "dice-tray"].map((t) => `${t} [data-option]`).join(", ");

const harness = useHarness({ timeout: 120_000 });

/** Layout facts: horizontal overflow of the page and of the scrolling body, and where the prompt and the toolbar are. */
async function layoutFacts(page: Page) {
  return page.evaluate(() => {
    const app = document.querySelector("table-app")!.shadowRoot!;
    const body = app.querySelector<HTMLElement>(".body, .lobby")!;
    const table = app.querySelector("game-table");
    const prompt = table?.shadowRoot?.querySelector("decision-prompt")?.getBoundingClientRect();
    const bar = app.querySelector("table-toolbar")?.getBoundingClientRect();
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      body: body.scrollWidth - body.clientWidth,
      innerHeight: window.innerHeight,
      prompt: prompt ? { top: prompt.top, bottom: prompt.bottom } : undefined,
      bar: bar ? { top: bar.top, bottom: bar.bottom } : undefined,
    };
  });
}

async function expectFits(page: Page) {
  const f = await layoutFacts(page);
  expect(f.page, "the page scrolls sideways").toBeLessThanOrEqual(0);
  expect(f.body, "the table scrolls sideways").toBeLessThanOrEqual(0);
  expect(f.bar!.top).toBeGreaterThanOrEqual(0);
  expect(f.prompt!.top, "the prompt is above the screen").toBeGreaterThanOrEqual(f.bar!.bottom - 1);
  expect(f.prompt!.bottom, "the prompt is below the screen").toBeLessThanOrEqual(f.innerHeight);
}

/** Texts every drawn card must carry: its `text` field in full, when the content gives one. */
async function cardTexts(page: Page, program: Program): Promise<{ cards: number; missing: string[] }> {
  const cards = await page.evaluate(() => {
    const out: { cid: number; text: string }[] = [];
    const visit = (root: ParentNode) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.tagName === "GAME-CARD" && el.shadowRoot) {
          const face = el.shadowRoot.querySelector<HTMLElement>("[data-cid]");
          if (face) out.push({ cid: Number(face.dataset.cid), text: face.textContent ?? "" });
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return out;
  });
  const missing = cards.flatMap(({ cid, text }) => {
    const want = program.components[cid]?.props.text;
    return typeof want === "string" && !text.replace(/\s+/g, " ").includes(want) ? [`${program.components[cid]!.id}: "${want}"`] : [];
  });
  return { cards: cards.length, missing };
}

/** Component ids that look like internal names (with digits or dashes) and appear in the log. */
function internalIds(program: Program, log: string): string[] {
  const ids = new Set(program.components.map((c) => c.id.replace(/#\d+$/, "")).filter((id) => id.length >= 3 && /[-_\d]/.test(id)));
  return [...ids].filter((id) => new RegExp(`(^|[^\\w-])${id.replace(/[-/]/g, "\\$&")}([^\\w-]|$)`).test(log));
}

describe.each(GAMES)("the table at phone and desktop sizes: %s", (game) => {
  const program = compiledProgram(game)!;

  it.each(sizesOf(GAMES.indexOf(game)))("$width×$height: fits, plays on the table, resumes after a reload, texts, log, axe", async ({ width, height }) => {
    // Reduced motion: the screenshots show where things are, not cards in flight.
    const context = await harness().browser.newContext({ viewport: { width, height }, reducedMotion: "reduce" });
    const page = await context.newPage();
    const problems = watchConsole(page);
    // Leaving with a game in progress asks first; the reload below answers "leave".
    page.on("dialog", (d) => void d.accept());
    await chooseInLobby(page, harness().url, program, { seed: 77 });
    expect(await axeProblems(page), "axe on the lobby").toEqual([]);
    await startGame(page);

    // Play until a legal choice has been clicked on the table itself (and at least two moves).
    const mine = page.locator("decision-prompt .box.mine");
    let onTable = 0;
    for (let i = 0; i < 30 && (onTable < 1 || (await moveCount(page)) < 2); i++) {
      // A deduction bot may think for many seconds on a busy machine (seen: 29 s per move at load 20 on 2 cores).
      await expect.poll(() => mine.count(), { timeout: 60_000 }).toBe(1);
      await expectFits(page);
      const before = await moveCount(page);
      const choices = page.locator(ON_TABLE);
      // A board zoomed onto its choices (so each is a finger wide) may leave some of them panned out
      // of its window: click the first one a player can reach without panning.
      let reachable = -1;
      for (let c = 0, n = await choices.count(); c < Math.min(n, 40) && reachable < 0; c++) {
        if (await choices.nth(c).click({ trial: true, timeout: 500 }).then(() => true, () => false)) reachable = c;
      }
      if (reachable >= 0) {
        await choices.nth(reachable).click({ timeout: 5_000, noWaitAfter: true });
        onTable++;
      } else {
        await page.locator("decision-prompt button[data-option]").first().click({ timeout: 5_000, noWaitAfter: true });
      }
      // Bots answer in the page right after the click (a deduction bot may think for seconds).
      await expect.poll(() => moveCount(page), { timeout: 60_000 }).toBeGreaterThan(before);
    }
    expect(onTable, "no legal choice was ever clickable on the table").toBeGreaterThan(0);
    await expect.poll(() => mine.count(), { timeout: 60_000 }).toBe(1);
    await expectFits(page);
    // Scrolled to the bottom of the table, the prompt and the toolbar are still on screen.
    await page.evaluate(() => {
      const body = document.querySelector("table-app")!.shadowRoot!.querySelector(".body")!;
      body.scrollTop = body.scrollHeight;
    });
    await expectFits(page);
    await page.evaluate(() => (document.querySelector("table-app")!.shadowRoot!.querySelector(".body")!.scrollTop = 0));
    // The pointer leaves the table (a card under it would be shown enlarged in the screenshot).
    await page.mouse.move(0, height - 1);
    await page.screenshot({ path: join(ARTIFACTS, `${game}-${width}x${height}.png`) });

    // A game whose layout declares a running score shows it on the players' headers.
    const layoutFile = join(ROOT, "content", game, "table.yaml");
    if (existsSync(layoutFile) && /^score:/m.test(readFileSync(layoutFile, "utf8"))) {
      expect(await page.locator('player-panel [data-testid="score"]').count(), "no running score on the headers").toBeGreaterThan(0);
    }
    // The rules are on the cards, and the log speaks the players' language.
    const texts = await cardTexts(page, program);
    expect(texts.missing).toEqual([]);
    const log = await page.locator("game-log").innerText();
    expect(internalIds(program, log)).toEqual([]);
    expect(await axeProblems(page), "axe on the table").toEqual([]);

    // A reload resumes the game at the same move. Saved once only the human decides: a bot seat still
    // thinking (a search bot takes a moment) would otherwise move after the save is read.
    await expect.poll(async () => (await mine.count()) === 1 && !(await page.locator("decision-prompt .who").innerText()).includes("also waiting"), { timeout: 60_000 }).toBe(true);
    const saved = (await currentSave(page)) as { moves: unknown[] };
    await page.reload();
    await expect.poll(() => page.locator("table-toolbar").count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => moveCount(page), { timeout: 20_000 }).toBe(saved.moves.length);
    expect(((await currentSave(page)) as { moves: unknown[] }).moves).toEqual(saved.moves);

    // Back in the lobby (after confirming), the unfinished game is listed to resume.
    await page.locator('table-toolbar button[data-action="lobby"]').click();
    await page.locator('table-app [data-action="leave"]').click();
    await expect.poll(() => page.locator('game-lobby [data-testid="kept-games"]').innerText(), { timeout: 10_000 }).toContain(`move ${saved.moves.length}`);
    await page.locator("game-lobby button[data-resume]").first().click();
    await expect.poll(() => moveCount(page), { timeout: 20_000 }).toBe(saved.moves.length);
    // And a kept game can be deleted from the lobby.
    await page.locator('table-toolbar button[data-action="lobby"]').click();
    await page.locator('table-app [data-action="leave"]').click();
    await page.locator("game-lobby button[data-delete]").first().click();
    await expect.poll(() => page.locator('game-lobby [data-testid="kept-games"]').count(), { timeout: 10_000 }).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});

describe("fast to open", () => {
  it("loads each game's program as its own chunk; the engine and table without content stay under 100 KB gzipped", () => {
    const dir = join(inject("webDist"), "assets");
    const files = readdirSync(dir).filter((f) => f.endsWith(".js"));
    const entry = files.filter((f) => f.startsWith("index-"));
    expect(entry).toHaveLength(1);
    const code = readFileSync(join(dir, entry[0]!));
    // What the table loads before it can start: the entry and the chunks it imports statically (pages
    // loaded later, such as the online ones, and the games' programs are not counted).
    const statics = [...new Set([...code.toString("utf8").matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!))];
    const start = statics.reduce((n, f) => n + gzipSync(readFileSync(join(dir, f))).length, gzipSync(code).length);
    expect(start).toBeLessThan(100_000);
    // The expression generator (runtime/compile-js.ts, which names each generated function's source
    // `rules:<file>`) is left out of the start and travels in the bots' Web Worker, which registers it.
    const GENERATOR = "sourceURL=rules:";
    for (const f of [entry[0]!, ...statics]) expect(readFileSync(join(dir, f), "utf8"), f).not.toContain(GENERATOR);
    const worker = files.filter((f) => f.startsWith("bot-worker-"));
    expect(worker).toHaveLength(1);
    expect(readFileSync(join(dir, worker[0]!), "utf8")).toContain(GENERATOR);
    // No program in the entry: the compiled components of a game live in that game's chunk only.
    for (const game of GAMES) {
      const chunk = files.find((f) => f.startsWith(`${game}-`));
      expect(chunk, `no chunk for ${game}`).toBeDefined();
      const first = compiledProgram(game)!.components[0]!.id;
      expect(readFileSync(join(dir, chunk!), "utf8")).toContain(JSON.stringify(first).slice(1, -1));
      expect(code.toString("utf8")).not.toContain(`\\"components\\"`);
    }
  });
});
