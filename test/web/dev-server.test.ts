// `npm run dev` in a browser: saving a content file hot-reloads the games into the open table and the
// game in progress carries on; a content error shows vite's overlay with file:line:col, and fixing
// it clears the overlay. Runs on a copy of one game so the real content is never touched.

import { appendFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { useDevServer } from "../helpers/dev-server.js";
import { ARTIFACTS, compiledProgram } from "./browser-harness.js";

const GAME = "beginners";
const dev = useDevServer({ games: [GAME] });

it("hot-reloads content into the open game and shows content errors as an overlay with file:line:col", async () => {
  const program = compiledProgram(GAME)!;
  const page = await dev.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(dev.url + "?speed=100000");
  await page.locator("game-lobby").getByText(program.title, { exact: true }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  await page.locator("decision-prompt button[data-option]").first().waitFor();
  await page.keyboard.press("1");
  await expect.poll(() => page.locator("table-toolbar .moves").innerText(), { timeout: 20_000 }).toBe("1 move");

  // A harmless edit: the games are recompiled and the game in progress is replayed, not lost.
  const rules = readdirSync(join(dev.content, GAME)).find((f) => f.endsWith(".rules"))!;
  const file = join(dev.content, GAME, rules);
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
