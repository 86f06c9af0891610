// `npm run dev` and the balance report: the table's menu links to the game's latest report, which
// the dev server serves from balance-reports/<game>/ as it is now on disk.

import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { menagerieGames } from "../../compiler/node/vite-plugin.js";
import { balanceReports } from "../../bin/balance/reports-plugin.js";
import { CHROMIUM, ROOT } from "./browser-harness.js";

const tmp = mkdtempSync(join(tmpdir(), "menagerie-dev-reports-"));
let server: ViteDevServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  cpSync(join(ROOT, "content", "tic-tac-toe"), join(tmp, "content", "tic-tac-toe"), { recursive: true });
  mkdirSync(join(tmp, "reports", "tic-tac-toe"), { recursive: true });
  writeFileSync(join(tmp, "reports", "tic-tac-toe", "report.html"), "<!doctype html><title>Balance: Tic-Tac-Toe</title><h1>Balance report: Tic-Tac-Toe</h1>");
  server = await createServer({
    configFile: false,
    root: join(ROOT, "web"),
    logLevel: "silent",
    plugins: [menagerieGames({ content: join(tmp, "content") }), balanceReports({ dir: join(tmp, "reports") })],
    server: { port: 0, host: "127.0.0.1" },
  });
  await server.listen();
  url = server.resolvedUrls!.local[0]!;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(tmp, { recursive: true, force: true });
});

it("the dev table's menu opens the game's latest balance report", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.locator("game-lobby").getByText("Tic-Tac-Toe", { exact: true }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  const link = page.locator("table-toolbar a[data-action=balance-report]");
  await expect.poll(() => link.getAttribute("href"), { timeout: 30_000 }).toBe("balance-reports/tic-tac-toe/report.html");
  const [report] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await report.waitForLoadState();
  expect(await report.locator("h1").innerText()).toBe("Balance report: Tic-Tac-Toe");
  // A newer report is what the next visit shows.
  writeFileSync(join(tmp, "reports", "tic-tac-toe", "report.html"), "<!doctype html><h1>Balance report, run again</h1>");
  await report.reload();
  expect(await report.locator("h1").innerText()).toBe("Balance report, run again");
});
