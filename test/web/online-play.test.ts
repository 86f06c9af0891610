// Online play in real browsers: the table is built and served by the game server itself; two
// Chromium contexts play a whole game of Cryptozoology for Beginners against each other through it
// (one creates the table in the lobby and sends the other an invite link) while a third watches
// through the spectator link. Every page is checked, whenever it has caught up, to hold nothing
// its seat may not see; a name with markup shows as text; a closed page shows its seat as away and
// takes the seat again when reopened; the finished game is listed and replays move by move.

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadCatalog, startServer, type RunningServer } from "../../server/index.js";
import { SPECTATOR } from "../../runtime/index.js";
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, ROOT, expectPrivate, watchConsole } from "./browser-harness.js";

const GAME = "beginners";
const WEIRD_NAME = '<b id="injected">Bea</b>';

let server: RunningServer;
let browser: Browser;
let outDir = "";

beforeAll(async () => {
  // The table the whole run built once (test/web/build-once.ts) is what `npm run serve` serves too;
  // a build of its own only when that one is missing.
  const shared = inject("webDist");
  if (shared && existsSync(shared)) outDir = shared;
  else {
    outDir = mkdtempSync(join(tmpdir(), "menagerie-online-table-"));
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build({ configFile: join(ROOT, "vite.config.ts"), logLevel: "warn", build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = env;
    }
  }
  server = await startServer({ port: 0, dataDir: "memory", log: false, botDelayMs: 0, webDir: outDir, catalog: loadCatalog(join(ROOT, "content")) });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir && outDir !== inject("webDist")) rmSync(outDir, { recursive: true, force: true });
});

/** The position a page shows (from the online table's header). */
async function shownSeq(page: Page): Promise<number> {
  const v = await page.locator("online-table header[data-seq]").getAttribute("data-seq", { timeout: 10_000 });
  return Number(v);
}

/** The server's true state of the table. */
async function truth(id: string) {
  const t = (await server.service.table(id))!;
  return { engine: t.game.engine, state: t.state };
}

/** Waits until the page shows the server's current position, then checks it holds nothing `seat` may not see. */
async function checkPrivate(page: Page, id: string, seat: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { engine, state } = await truth(id);
    if ((await shownSeq(page)) === state.moves.length) {
      await expectPrivate(page, engine, state, seat);
      if ((await truth(id)).state.moves.length === state.moves.length) return;
    }
    await page.waitForTimeout(100);
  }
  throw new Error("the page never caught up with the server");
}

describe("online play in the browser", () => {
  it("a table played on the creator's chosen seed says so to a spectator, in the lobby and at the table", async () => {
    const made = await server.service.create({ game: GAME, players: 2, seed: 42, seededBy: "Ann", seats: [{ kind: "open" }, { kind: "open" }] });
    if (!made.ok) throw new Error(made.error);
    const ctx = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}/?table=${made.value.id}`);
    await expect.poll(() => page.locator('[data-testid="online-seeded"]').innerText(), { timeout: 20_000 }).toBe("Seeded by Ann");
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator(`online-tables li[data-table="${made.value.id}"] [data-seeded]`).innerText(), { timeout: 20_000 }).toBe("seeded by Ann");
    await ctx.close();
  }, 120_000);


  it("two browsers play a whole game through the server while a spectator watches", async () => {
    const ctxA = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ctxB = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ctxC = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    const a = await ctxA.newPage();
    const problems = [watchConsole(a)];

    // The creator: in the lobby, both seats people, then an online table with named seats.
    await a.goto(server.url + "/");
    const create = a.getByRole("button", { name: "Create online table" });
    await expect.poll(() => create.count(), { timeout: 20_000 }).toBe(1);
    const title = [...loadCatalog(join(ROOT, "content")).games.values()].find((g) => g.game === GAME)!.title;
    await a.locator("game-lobby").getByText(title).click();
    await a.locator("game-lobby #players").selectOption("2");
    await a.locator('game-lobby select[data-seat="1"]').selectOption("human");
    await create.click();
    // A name that would reverse the text after it is refused before anything is sent, saying why.
    await a.locator('online-create input[data-online-name="0"]').fill("Ann\u202E");
    await a.getByRole("button", { name: "Create the table" }).click();
    await expect.poll(() => a.locator("online-create [role=alert]").innerText()).toBe("Player 1's name: a name may not hold invisible or direction-changing characters (U+202E).");
    await a.locator('online-create input[data-online-name="0"]').fill("Ann");
    await a.locator('online-create input[data-online-name="1"]').fill(WEIRD_NAME);
    await a.locator('online-create select[data-online-seat="1"]').selectOption("reserved");
    await a.getByRole("button", { name: "Create the table" }).click();
    const invite = await a.locator('online-create input[data-invite="1"]').inputValue();
    const spectatorLink = await a.locator("online-create input[data-spectator]").inputValue();
    expect(invite).toMatch(/\?table=[A-Za-z0-9_-]{16}#seat=[A-Za-z0-9_-]{43}$/);
    const id = new URL(spectatorLink).searchParams.get("table")!;
    await a.locator("online-create button[data-take-seat]").click();
    await expect.poll(() => a.locator('[data-testid="online-role"]').innerText(), { timeout: 20_000 }).toContain("Ann");
    // The token left the address bar once the browser had stored it.
    expect(a.url()).not.toContain("#seat=");

    // The invited player and a spectator.
    let b = await ctxB.newPage();
    problems.push(watchConsole(b));
    await b.goto(invite);
    await expect.poll(() => b.locator('[data-testid="online-role"]').innerText(), { timeout: 20_000 }).toContain("Player 2");
    const c = await ctxC.newPage();
    problems.push(watchConsole(c));
    await c.goto(spectatorLink);
    await expect.poll(() => c.locator('[data-testid="online-role"]').innerText(), { timeout: 20_000 }).toBe("Watching");
    // The lobby's seed was not chosen for this table: the server drew a secret one, so no "seeded by" mark.
    expect(await c.locator('[data-testid="online-seeded"]').count()).toBe(0);

    // Who is connected, as the spectator sees it; the markup name is text, not an element.
    const seatChip = (p: Page, seat: number) => p.locator(`online-table li[data-online-seat="${seat}"]`);
    await expect.poll(() => seatChip(c, 0).innerText()).toContain("connected");
    await expect.poll(() => seatChip(c, 1).innerText()).toContain("connected");
    expect(await seatChip(c, 1).innerText()).toContain(WEIRD_NAME);
    for (const p of [a, b, c]) expect(await p.locator("#injected").count()).toBe(0);
    expect(await c.evaluate(() => document.querySelector("table-app")?.shadowRoot?.querySelector("online-table")?.shadowRoot?.querySelector("#injected") ?? null)).toBeNull();

    // Play: whoever has options clicks one; every 25 moves every page is checked for privacy.
    const pages = [a, b];
    let clicks = 0;
    let misses = 0;
    let checkedAt = -1;
    let reopened = false;
    for (let round = 0; round < 3000; round++) {
      const { state } = await truth(id);
      if (state.result) break;
      if (state.moves.length >= checkedAt + 25) {
        checkedAt = state.moves.length;
        await checkPrivate(a, id, 0);
        await checkPrivate(b, id, 1);
        await checkPrivate(c, id, SPECTATOR);
      }
      if (!reopened && state.moves.length > 40) {
        // Player 2 closes the browser tab: the spectator sees the seat away; reopening takes it again.
        reopened = true;
        await b.close();
        await expect.poll(() => seatChip(c, 1).innerText(), { timeout: 10_000 }).toContain("away");
        b = await ctxB.newPage();
        problems.push(watchConsole(b));
        await b.goto(`${server.url}/?table=${id}`);
        await expect.poll(() => b.locator('[data-testid="online-role"]').innerText(), { timeout: 20_000 }).toContain("Player 2");
        await expect.poll(() => seatChip(c, 1).innerText(), { timeout: 10_000 }).toContain("connected");
        pages[1] = b;
      }
      let moved = false;
      for (const [seat, p] of pages.entries()) {
        if (state.moves.length !== (await shownSeq(p))) continue;
        const options = p.locator("online-table decision-prompt button[data-option]");
        const n = await options.count();
        if (!n) continue;
        const before = state.moves.length;
        await options.nth((clicks * 7 + seat) % n).click({ timeout: 5_000 }).catch(() => undefined);
        clicks++;
        // A button re-rendered under the pointer (a view arriving) takes no click; the next round
        // clicks again. A table that takes no click at all still fails, after a few tries.
        const landed = await expect
          .poll(async () => (await truth(id)).state.moves.length, { timeout: 10_000 })
          .toBeGreaterThan(before)
          .then(() => true, () => false);
        misses = landed ? 0 : misses + 1;
        expect(misses, `${misses} clicks in a row were not played`).toBeLessThan(3);
        moved = true;
        break;
      }
      if (!moved) await a.waitForTimeout(50);
    }
    const end = await truth(id);
    expect(end.state.result).not.toBeNull();
    // Everybody sees the end and the score sheet; the last check covers the revealed end.
    for (const [p, seat] of [[a, 0], [b, 1], [c, SPECTATOR]] as const) {
      await expect.poll(() => p.locator('score-sheet [data-testid="score-sheet"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await checkPrivate(p, id, seat);
    }
    await c.screenshot({ path: join(ARTIFACTS, "online-spectator-end.png") });

    // The finished game is in the lobby's list and replays move by move from the spectator's seat.
    const lobby = await ctxC.newPage();
    await lobby.goto(server.url + "/");
    const row = lobby.locator(`online-tables li[data-table="${id}"]`);
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await row.getByRole("link", { name: "Replay" }).click();
    const position = lobby.locator('[data-testid="replay-position"]');
    await expect.poll(() => position.innerText(), { timeout: 20_000 }).toBe(`move 0 of ${end.state.moves.length}`);
    await lobby.getByRole("button", { name: "Next move" }).click();
    await expect.poll(() => position.innerText()).toBe(`move 1 of ${end.state.moves.length}`);

    expect(problems.flat()).toEqual([]);
    for (const ctx of [ctxA, ctxB, ctxC] as BrowserContext[]) await ctx.close();
  }, 600_000);
});
