// `npm run dev` in a browser: saving a content file hot-reloads the games into the open table and the
// game in progress carries on; a content error shows vite's overlay with file:line:col, and fixing
// it clears the overlay. Runs on a copy of one game so the real content is never touched.

import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { menagerieGames } from "../../compiler/node/vite-plugin.js";
import { ARTIFACTS, CHROMIUM, ROOT, compiledProgram } from "./browser-harness.js";

const GAME = "beginners";
let content: string;
let server: ViteDevServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\``);
  content = mkdtempSync(join(tmpdir(), "menagerie-dev-content-"));
  cpSync(join(ROOT, "content", GAME), join(content, GAME), { recursive: true });
  server = await createServer({
    configFile: false,
    root: join(ROOT, "web"),
    logLevel: "silent",
    plugins: [menagerieGames({ content })],
    server: { port: 0, host: "127.0.0.1" },
  });
  await server.listen();
  url = server.resolvedUrls!.local[0]!;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (content) rmSync(content, { recursive: true, force: true });
});

it("hot-reloads content into the open game and shows content errors as an overlay with file:line:col", async () => {
  const program = compiledProgram(GAME)!;
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url + "?speed=100000");
  await page.locator("game-lobby").getByText(program.title, { exact: true }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  await page.locator("decision-prompt button[data-option]").first().waitFor();
  await page.keyboard.press("1");
  await expect.poll(() => page.locator("table-toolbar .moves").innerText(), { timeout: 20_000 }).toBe("1 move");

  // A harmless edit: the games are recompiled and the game in progress is replayed, not lost.
  const rules = readdirSync(join(content, GAME)).find((f) => f.endsWith(".rules"))!;
  const file = join(content, GAME, rules);
  const original = readFileSync(file, "utf8");
  appendFileSync(file, "\n# edited while the table was open\n");
  await expect.poll(() => page.locator(".notice").innerText(), { timeout: 30_000 }).toContain("Content reloaded");
  expect(await page.locator("table-toolbar .moves").innerText()).toBe("1 move");

  // A broken edit: the overlay names the file, line and column.
  const lines = original.split("\n").length;
  writeFileSync(file, original + "\n@@@ this is not a rule\n");
  const overlayText = () => page.evaluate(() => document.querySelector("vite-error-overlay")?.shadowRoot?.textContent ?? "");
  await expect.poll(overlayText, { timeout: 30_000 }).toMatch(new RegExp(`${GAME}/${rules.replace(".", "\\.")}:${lines + 1}:1: error`));
  await page.screenshot({ path: join(ARTIFACTS, "dev-error-overlay.png") });

  // Fixed: the overlay goes away.
  writeFileSync(file, original);
  await expect.poll(() => page.locator("vite-error-overlay").count(), { timeout: 30_000 }).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);
