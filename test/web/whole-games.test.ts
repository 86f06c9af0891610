// A whole game of each rulebook game at a phone (390×844, touch) and a laptop (1280×800) size, one
// person against bots, clicking on the table itself wherever the option is drawn there. At every
// decision: every legal space on a board is a tap target of at least 44×44 px, nothing scrolls
// sideways, no text is cut short, the prompt's options are all reachable; axe-core (any impact) on
// the lobby, at the first decision, at every 15th decision and at the end (axe at every decision
// would take minutes). Screenshots: test-results/web/whole-<game>-<w>x<h>-<moment>.png.

import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seededRandom } from "../../runtime/index.js";
import { ARTIFACTS, compiledProgram, startHarness, watchConsole, type Harness } from "./browser-harness.js";

const GAMES = ["beginners", "cryptid", "cryptic-nature", "kryptothera"];
const SIZES = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
] as const;
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_EVERY = 15;
/** Where options are drawn on the table (not the prompt). */
const BOARDS = ["graph-map", "board-view", "polyomino-grid", "dice-tray"];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

/** axe-core's violations of any impact, one line each. */
async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const a = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const r = await a.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
    return r.violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length}×, e.g. ${JSON.stringify(v.nodes[0]?.target)})`);
  });
}

/** What a player would see wrong at this moment: sideways scrolling, cut text, small targets, options out of reach. */
async function problemsNow(page: Page, boards: string[]): Promise<string[]> {
  return page.evaluate((boards) => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) out.push(`the page scrolls sideways by ${doc.scrollWidth - window.innerWidth} px`);
    const all: Element[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll("*")) {
        all.push(el);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    const inPane = (el: Element) => {
      for (let e: Node | null = el; e; e = (e as Element).assignedSlot ?? e.parentNode ?? (e as ShadowRoot).host ?? null) if ((e as Element).tagName === "ZOOM-PANE") return true;
      return false;
    };
    for (const el of all) {
      const cs = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (!box.width || cs.visibility === "hidden") continue;
      // Sideways scrolling inside the table (a zoom pane pans instead, and a track may scroll on purpose).
      if ((cs.overflowX === "auto" || cs.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1 && !inPane(el) && el.tagName !== "TRACK-VIEW") {
        out.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className} scrolls sideways by ${el.scrollWidth - el.clientWidth} px`);
      }
      // Text cut short with an ellipsis.
      if (cs.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1) out.push(`text cut: "${(el.textContent ?? "").trim().slice(0, 40)}"`);
      // A box that scrolls vertically must say so (a cue), so no option is hidden without a sign.
      if ((el as HTMLElement).classList?.contains("options") && el.scrollHeight > el.clientHeight + 1 && !el.parentElement?.querySelector("[data-testid=more-options]")) {
        out.push("the prompt's options are cut with no sign of more");
      }
    }
    // Legal spaces on boards: a finger wide.
    for (const el of all) {
      if (!boards.includes(el.tagName.toLowerCase()) || !el.shadowRoot) continue;
      for (const t of el.shadowRoot.querySelectorAll("[data-option], [data-path]")) {
        const r = t.getBoundingClientRect();
        if (r.width && (r.width < 43.5 || r.height < 43.5)) out.push(`${el.tagName.toLowerCase()}: a legal space is ${r.width.toFixed(0)}×${r.height.toFixed(0)} px`);
      }
    }
    return [...new Set(out)];
  }, boards);
}

/** Names drawn on a map at under 11 px on screen. */
async function smallNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelector("table-app")!.shadowRoot!.querySelectorAll("game-table")].flatMap((t) =>
      [...t.shadowRoot!.querySelectorAll("graph-map")].flatMap((m) =>
        [...m.shadowRoot!.querySelectorAll<HTMLElement>(".name > span:not(.mark)")].flatMap((n) => {
          const r = n.getBoundingClientRect();
          // Names hidden from the eye (a map zoomed out) are 1 px boxes: not drawn.
          if (r.width < 2 || !n.getClientRects().length) return [];
          // The size on screen: the font size times the zoom the map is drawn at.
          const px = parseFloat(getComputedStyle(n).fontSize) * (r.width / (n.offsetWidth || r.width));
          return px < 10.9 ? [`${n.textContent?.trim()}: ${px.toFixed(1)} px`] : [];
        }),
      ),
    ),
  );
}

const moveCount = async (page: Page) => Number(/\d+/.exec(await page.locator("table-toolbar .moves").innerText())?.[0] ?? 0);

describe.each(GAMES)("a whole game on the table: %s", (game) => {
  const program = compiledProgram(game)!;

  it.each(SIZES)("$width×$height", async ({ width, height, touch }) => {
    const context = await h.browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch, reducedMotion: "reduce" });
    const page = await context.newPage();
    const console = watchConsole(page);
    page.on("dialog", (d) => void d.accept());
    await page.goto(h.url + "?speed=0");
    await page.locator("game-lobby").getByText(program.title, { exact: true }).click();
    const players = Math.min(Math.max(2, program.players.min), program.players.max);
    await page.locator("game-lobby #players").selectOption(String(players));
    await page.locator('game-lobby select[data-seat="0"]').selectOption("human");
    for (let p = 1; p < players; p++) await page.locator(`game-lobby select[data-seat="${p}"]`).selectOption("bot");
    await page.locator("game-lobby #seed").fill("11");
    await page.locator("game-lobby #seed").dispatchEvent("change");
    expect(await problemsNow(page, BOARDS), "the lobby").toEqual([]);
    expect(await axe(page), "axe on the lobby").toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, `whole-${game}-${width}x${height}-lobby.png`) });
    await page.getByRole("button", { name: "Start game" }).click();

    const rng = seededRandom(5);
    const sheet = page.locator('score-sheet [data-testid="score-sheet"]');
    const options = page.locator("decision-prompt .box.mine button[data-option]");
    const found: string[] = [];
    let decisions = 0;
    let onTable = 0;
    for (;;) {
      await expect.poll(async () => (await sheet.count()) + (await options.count()), { timeout: 60_000 }).toBeGreaterThan(0);
      if (await sheet.count()) break;
      decisions++;
      if (process.env.WHOLE_PROGRESS && decisions % 10 === 0) process.stdout.write(`${game} ${width}: decision ${decisions}, move ${await moveCount(page)}, ${found.length} problems\n`);
      // Let the board frame its choices (after a frame of rendering).
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      for (const p of [...(await problemsNow(page, BOARDS)), ...(await smallNames(page))]) found.push(`decision ${decisions}: ${p}`);
      if (decisions === 1 || decisions % AXE_EVERY === 0) for (const p of await axe(page)) found.push(`decision ${decisions}: axe ${p}`);
      if (decisions === 1 || decisions === 6) {
        // Seen from the top of the table, as the player finds it (clicks may have scrolled it).
        await page.evaluate(() => (document.querySelector("table-app")!.shadowRoot!.querySelector(".body")!.scrollTop = 0));
        await page.screenshot({ path: join(ARTIFACTS, `whole-${game}-${width}x${height}-${decisions}.png`) });
      }
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
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(ok)));
    await page.screenshot({ path: join(ARTIFACTS, `whole-${game}-${width}x${height}-end.png`) });
    for (const p of await problemsNow(page, BOARDS)) found.push(`end: ${p}`);
    for (const p of await axe(page)) found.push(`end: axe ${p}`);
    expect(found).toEqual([]);
    expect(decisions).toBeGreaterThan(3);
    expect(onTable, "no option was ever clicked on the table").toBeGreaterThan(0);
    expect(console).toEqual([]);
    await context.close();
  }, 400_000);
});
