// Shared set-up for the browser tests: build the table with vite's JS API, serve the build with a
// tiny static server on a free port, and drive Debian's Chromium through playwright-core.

import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { chromium, type Browser, type Download, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { compileGame, listGames } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/node-content-source.js";
import { Engine, componentLabel, fromSave, type GameState, type Program } from "../../runtime/index.js";

export const ROOT = resolve(import.meta.dirname, "../..");
/** Where screenshots are kept (gitignored). */
export const ARTIFACTS = join(ROOT, "test-results", "web");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Chromium's command-line switches for every browser test (headless, no network chatter). */
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** A built and served table with a browser. */
export interface Harness {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Where a test file's table comes from: content/ (the shared build), another content folder, or files written to a folder of its own. */
export interface HarnessContent {
  /** A content folder to build the table from instead of content/. */
  content?: string;
  /** Files of a content folder (path under it → text), written to a temporary folder for the file and removed after it. */
  files?: Record<string, string>;
  /** How long the build and the browser's start may take. */
  timeout?: number;
}

/** Starts the harness before a test file's tests and closes it after them; the getter reads it inside a test. */
export function useHarness(from: HarnessContent = {}): () => Harness {
  let h: Harness | undefined;
  let written: string | undefined;
  beforeAll(async () => {
    if (from.files) {
      written = mkdtempSync(join(tmpdir(), "menagerie-table-"));
      for (const [path, text] of Object.entries(from.files)) {
        mkdirSync(dirname(join(written, path)), { recursive: true });
        writeFileSync(join(written, path), text);
      }
    }
    h = await startHarness(written ?? from.content);
  }, from.timeout ?? 180_000);
  afterAll(async () => {
    await h?.close();
    if (written) rmSync(written, { recursive: true, force: true });
  });
  return () => h!;
}

/** The games of content/ that compile: the ones the table offers. */
export function tableGames(): string[] {
  return listGames(new NodeContentSource(join(ROOT, "content"))).filter((g) => compiledProgram(g, false) !== undefined);
}

/** Serves the table built once for the whole run (test/web/build-once.ts), or builds it here (from `content`, default content/), and launches Chromium. */
export async function startHarness(content?: string): Promise<Harness> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\` (.ci/run does) or set CHROMIUM_PATH`);
  mkdirSync(ARTIFACTS, { recursive: true });
  // The shared build holds content/; another content folder gets a build of its own.
  const shared = content ? undefined : inject("webDist");
  const outDir = shared && existsSync(shared) ? shared : await buildTable(content);
  const server = serve(outDir);
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    url: `http://127.0.0.1:${port}/`,
    browser,
    async close() {
      await browser.close();
      await new Promise<void>((ok) => server.close(() => ok()));
      if (outDir !== shared) rmSync(outDir, { recursive: true, force: true });
    },
  };
}

async function buildTable(content?: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "menagerie-table-"));
  // vitest sets NODE_ENV=test, which would make vite pick libraries' development builds (and Lit
  // warns about that in the console); build exactly what `npm start` builds.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  if (content) process.env.MENAGERIE_CONTENT = content;
  try {
    // vite is loaded only here: most browser files serve the shared build and need no vite in their worker.
    const { build } = await import("vite");
    await build({ configFile: join(ROOT, "vite.config.ts"), logLevel: "warn", build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
    delete process.env.MENAGERIE_CONTENT;
  }
  return outDir;
}

function serve(dir: string): Server {
  return createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, "index.html");
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
}

/** Collects console errors and warnings and page errors, which the table must never produce. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The compiled program, the same one the table plays (undefined when it does not compile and `strict` is false). */
export function compiledProgram(game: string, strict = true): Program | undefined {
  const r = compileGame(new NodeContentSource(join(ROOT, "content")), game);
  if (!r.program && strict) throw new Error(`${game} does not compile`);
  return r.program;
}

/** Reads a download as JSON. */
export async function downloadedJson(download: Download): Promise<unknown> {
  const path = await download.path();
  return JSON.parse(readFileSync(path, "utf8"));
}

/** Clicks Save in the toolbar and returns the save file. */
export async function saveGame(page: Page): Promise<{ json: unknown; file: string }> {
  const save = page.locator('table-toolbar button[data-action="save"]');
  // Chromium may hold back one of several downloads a page starts in quick succession; a second
  // click is what a person would do, and it must then produce the file.
  const download = await Promise.all([page.waitForEvent("download", { timeout: 10_000 }), save.click()])
    .then(([d]) => d)
    .catch(async () => (await Promise.all([page.waitForEvent("download", { timeout: 20_000 }), save.click()]))[0]);
  const json = await downloadedJson(download);
  const file = join(ARTIFACTS, download.suggestedFilename());
  await download.saveAs(file);
  return { json, file };
}

/** The save the table would download now, read from the table's session without a download (for tests that check many positions). */
export async function currentSave(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const app = document.querySelector("table-app") as unknown as { session?: { save(): unknown } } | null;
    if (!app?.session) throw new Error("no game is running");
    return JSON.parse(JSON.stringify(app.session.save()));
  });
}

/** Rebuilds the real state behind a save, in Node. */
export function replaySave(engine: Engine, json: unknown): GameState {
  const read = fromSave(json);
  if (!read.ok) throw new Error(read.error.message);
  const r = engine.replay(read.state.setup, read.state.moves);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Everything the page holds: text and attribute values of the document and every shadow root. */
export async function composedDom(page: Page): Promise<{ text: string; cids: number[] }> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const cids: number[] = [];
    const visit = (root: Document | ShadowRoot) => {
      parts.push(root instanceof Document ? (root.body?.innerText ?? "") : (root.textContent ?? ""));
      for (const el of root.querySelectorAll("*")) {
        for (const a of Array.from(el.attributes)) parts.push(`${a.name}=${a.value}`);
        if (el.hasAttribute("data-cid")) cids.push(Number(el.getAttribute("data-cid")));
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return { text: parts.join("\n"), cids };
  });
}

/** What seat `seat` may not see in `state`: hidden component numbers, and labels only hidden cards carry. */
export function hiddenFrom(engine: Engine, state: GameState, seat: number): { ids: Set<number>; labels: string[]; shown: string[] } {
  const view = engine.view(state, seat);
  const visible = new Set<number>();
  for (const z of Object.values(view.zones)) for (const x of z.flat()) if (x >= 0) visible.add(x);
  const ids = new Set<number>();
  for (let id = 0; id < engine.program.components.length; id++) if (!visible.has(id)) ids.add(id);
  // A card shown once stays in the seat's log (a revealed cryptid later shuffled back, an event put
  // back on the deck): the engine's redacted log says what the seat saw, so those labels may show.
  const seen = new Set(visible);
  JSON.stringify(view.log, (key, v) => {
    if (key === "c" && typeof v === "number" && v >= 0) seen.add(v);
    if (key === "c" && Array.isArray(v)) for (const x of v) if (typeof x === "number" && x >= 0) seen.add(x);
    return v;
  });
  const shown = new Set([...seen].map((id) => componentLabel(engine.program, id)));
  const labels = [...new Set([...ids].map((id) => componentLabel(engine.program, id)))].filter((l) => !shown.has(l));
  return { ids, labels, shown: [...shown] };
}

/** Fails when the page holds any component id or label that `seat` may not see. */
export async function expectPrivate(page: Page, engine: Engine, state: GameState, seat: number | undefined): Promise<void> {
  const dom = await composedDom(page);
  // On a hand-over screen nobody's private cards may show: check against every seat.
  const seats = seat === undefined ? Array.from({ length: state.players }, (_, p) => p) : [seat];
  for (const p of seats) {
    const hidden = hiddenFrom(engine, state, p);
    const leakedIds = dom.cids.filter((id) => hidden.ids.has(id));
    if (leakedIds.length) throw new Error(`the DOM holds component ids hidden from Player ${p + 1}: ${leakedIds.join(", ")}`);
    // A visible label may contain a hidden one ("Big X (red)" holds "X (red)"): blank visible ones out first.
    let text = dom.text;
    for (const l of hidden.shown.sort((a, b) => b.length - a.length)) text = text.split(l).join("\u0000");
    const leakedLabels = hidden.labels.filter((l) => text.includes(l));
    if (leakedLabels.length) {
      const at = text.indexOf(leakedLabels[0]!);
      const context = text.slice(Math.max(0, at - 120), at + 80).replace(/\s+/g, " ");
      throw new Error(`the DOM shows labels hidden from Player ${p + 1} at move ${state.moves.length}: ${leakedLabels.join("; ")} (in "…${context}…")`);
    }
  }
}
