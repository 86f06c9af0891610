// `npm run dev` and the balance report: the table's menu links to the game's latest report, which
// the dev server serves from balance-reports/<game>/ as it is now on disk.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { useDevServer } from "../helpers/dev-server.js";

const dev = useDevServer({ games: ["tic-tac-toe"], reports: true });

it("the dev table's menu opens the game's latest balance report", async () => {
  mkdirSync(join(dev.reports, "tic-tac-toe"), { recursive: true });
  writeFileSync(join(dev.reports, "tic-tac-toe", "report.html"), "<!doctype html><title>Balance: Tic-Tac-Toe</title><h1>Balance report: Tic-Tac-Toe</h1>");
  const page = await dev.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(dev.url);
  await page.locator("game-lobby").getByText("Tic-Tac-Toe", { exact: true }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  const link = page.locator("table-toolbar a[data-action=balance-report]");
  await expect.poll(() => link.getAttribute("href"), { timeout: 30_000 }).toBe("balance-reports/tic-tac-toe/report.html");
  const [report] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await report.waitForLoadState();
  expect(await report.locator("h1").innerText()).toBe("Balance report: Tic-Tac-Toe");
  // A newer report is what the next visit shows.
  writeFileSync(join(dev.reports, "tic-tac-toe", "report.html"), "<!doctype html><h1>Balance report, run again</h1>");
  await report.reload();
  expect(await report.locator("h1").innerText()).toBe("Balance report, run again");
});
