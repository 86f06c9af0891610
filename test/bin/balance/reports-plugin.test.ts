// The dev server serves each game's latest balance report, read afresh on every request, and says
// how to make one when there is none.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import { balanceReports } from "../../../bin/balance/reports-plugin.js";

const root = resolve(import.meta.dirname, "../../..");
const dir = mkdtempSync(join(tmpdir(), "menagerie-reports-"));
let server: ViteDevServer;
let url: string;

beforeAll(async () => {
  server = await createServer({ configFile: false, root: join(root, "web"), logLevel: "silent", plugins: [balanceReports({ dir })], server: { port: 0, host: "127.0.0.1" } });
  await server.listen();
  url = server.resolvedUrls!.local[0]!;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("balance reports on the dev server", () => {
  it("serves the newest report.html and report.json of a game, uncached", async () => {
    mkdirSync(join(dir, "my-game"));
    writeFileSync(join(dir, "my-game/report.html"), "<!doctype html><h1>first</h1>");
    writeFileSync(join(dir, "my-game/report.json"), '{"games":3}');
    const first = await fetch(`${url}balance-reports/my-game/report.html`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(await first.text()).toContain("first");
    writeFileSync(join(dir, "my-game/report.html"), "<!doctype html><h1>second</h1>");
    expect(await (await fetch(`${url}balance-reports/my-game/report.html`)).text()).toContain("second");
    expect(await (await fetch(`${url}balance-reports/my-game/report.json`)).json()).toEqual({ games: 3 });
  });

  it("answers a game without a report with 404 and the command that makes one", async () => {
    const missing = await fetch(`${url}balance-reports/other-game/report.html`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("npx menagerie balance other-game");
  });
});
