// Browser test of the gestures on a graph map, on a phone (390×844, touch): a tap on a destination
// several steps away plays the walk as the legal moves the rules record, one by one (the chain the
// table computes, web/session/far-moves.ts); a two-finger pinch zooms about the point between the
// fingers (the board point under them stays under them), not about the board's centre.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { Engine, makeBot, seededRandom, toSave, type GameState, type Move } from "../../runtime/index.js";
import { farMoves } from "../../web/session/far-moves.js";
import { ARTIFACTS, compiledProgram, currentSave, useHarness, watchConsole } from "./browser-harness.js";

const GAME = "kryptothera";
const program = compiledProgram(GAME)!;
const engine = new Engine(program);
const harness = useHarness();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" } as const;

/** The map's locations as seat 0 sees them. */
const places = (s: GameState) => new Set((engine.view(s, 0).zones.map as number[]).filter((id) => id >= 0));

/** Random bots play 3-player games until seat 0 alone owes a decision and can walk further than one step. */
function findWalk(): { setup: { players: number; seed: number }; state: GameState; walks: Map<number, Move[]> } {
  for (let seed = 1; seed <= 40; seed++) {
    const setup = { players: 3, seed };
    const r = engine.start(setup);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.state;
    const rng = seededRandom(seed * 13);
    const bots = [0, 1, 2].map((p) => makeBot("random", engine, p, rng));
    for (let i = 0; i < 3000 && !engine.isOver(s); i++) {
      const ds = engine.decisions(s).filter((d) => !d.optional);
      if (ds.length === 1 && ds[0]!.player === 0) {
        const walks = farMoves(engine, s, 0, places(s));
        if (walks.size > 0) return { setup, state: s, walks };
      }
      const m = bots[ds[0]!.player]!.choose(s);
      if (!m) break;
      const a = engine.apply(s, m);
      if (!a.ok) throw new Error(a.error.message);
      s = a.state;
    }
  }
  throw new Error("no seed reached a walk of more than one step for seat 0");
}

/** Opens the position at the table on a phone, from a shared link. */
async function open(page: Page, setup: { players: number; seed: number }, state: GameState): Promise<void> {
  const save = { ...toSave(program.game, setup, state.moves), seats: ["human", "bot", "bot"] };
  await page.goto(`${harness().url}?speed=0#save=${encodeURIComponent(JSON.stringify(save))}`);
  await expect.poll(() => page.locator("decision-prompt .box.mine").count(), { timeout: 30_000 }).toBe(1);
  // Let the pane frame the choices.
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

describe("gestures on a graph map, on a phone", () => {
  const { setup, state, walks } = findWalk();

  it("a tap on a far destination plays the walk as its recorded steps, one legal move after another", async () => {
    const context = await harness().browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, setup, state);
    // The far destinations the table offers are the ones the engine's look-ahead finds in Node.
    const offered = page.locator("graph-map .loc:has([data-path])");
    await expect.poll(() => offered.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const cids = (await offered.evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-cid"))))).sort((a, b) => a - b);
    expect(cids.every((id) => walks.has(id)), `offered ${cids.join(",")}, walks to ${[...walks.keys()].join(",")}`).toBe(true);
    // Tap the first one a finger reaches without panning.
    let place = -1;
    for (const id of cids) {
      const button = page.locator(`graph-map .loc[data-cid="${id}"] [data-path]`);
      if (await button.tap({ trial: true, timeout: 500 }).then(() => true, () => false)) {
        place = id;
        const steps = Number(await button.getAttribute("data-path"));
        expect(steps).toBeGreaterThan(1);
        await page.screenshot({ path: join(ARTIFACTS, `${GAME}-far-destination-390.png`) });
        await button.tap();
        break;
      }
    }
    expect(place, "no far destination could be tapped").toBeGreaterThanOrEqual(0);
    const chain = walks.get(place)!;
    // The save holds the walk move by move, exactly as the rules record each step (bots may move after it).
    await expect.poll(async () => ((await currentSave(page)) as { moves: Move[] }).moves.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(state.moves.length + chain.length);
    const moves = ((await currentSave(page)) as { moves: Move[] }).moves;
    expect(moves.slice(0, state.moves.length)).toEqual(state.moves);
    expect(moves.slice(state.moves.length, state.moves.length + chain.length)).toEqual(chain);
    expect(chain.length).toBeGreaterThan(1);
    // And the pawn stands there: seat 0's position counter holds the place.
    let s = state;
    for (const m of chain) {
      const r = engine.apply(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect((engine.view(s, 0).counters.position as number[])[0]).toBe(place);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it("a pinch zooms about the point between the fingers", async () => {
    const context = await harness().browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, setup, state);
    const pane = page.locator("zoom-pane").first();
    await pane.scrollIntoViewIfNeeded();
    const view = (await page.locator("graph-map").first().evaluate((m) => {
      // The pane's window on the board (under its strip of buttons).
      const host = m.closest("zoom-pane")!;
      const r = host.shadowRoot!.querySelector(".viewport")!.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    }))!;
    // A location away from the window's centre, so a zoom about the centre would move it.
    const anchors = await page.locator("graph-map .at").evaluateAll((els, v) =>
      els.map((e, i) => ({ i, x: e.getBoundingClientRect().left, y: e.getBoundingClientRect().top }))
        .filter((a) => a.x > v.left + 40 && a.x < v.left + v.width * 0.35 && a.y > v.top + 60 && a.y < v.top + v.height - 60), view);
    expect(anchors.length, "no location in the left part of the map's window").toBeGreaterThan(0);
    const a = anchors[0]!;
    const at = page.locator("graph-map .at").nth(a.i);
    const scale = () => page.locator("graph-map").first().evaluate((m) => m.getBoundingClientRect().width / ((m as HTMLElement).offsetWidth || 1));
    const before = await scale();
    // Two fingers either side of the location, spreading apart (real touch events, through the DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const fingers = (d: number) => [{ x: a.x - d, y: a.y, id: 1 }, { x: a.x + d, y: a.y, id: 2 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(20) });
    for (let d = 25; d <= 60; d += 5) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(d) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    // Panzoom draws its transform at the next frame.
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const after = await scale();
    expect(after, "the pinch did not zoom in").toBeGreaterThan(before * 1.5);
    // The location under the fingers stays under them (within a few pixels).
    const box = await at.evaluate((e) => ({ x: e.getBoundingClientRect().left, y: e.getBoundingClientRect().top }));
    expect(Math.abs(box.x - a.x), `moved from ${a.x} to ${box.x} sideways`).toBeLessThan(4);
    expect(Math.abs(box.y - a.y), `moved from ${a.y} to ${box.y} up or down`).toBeLessThan(4);
    await page.screenshot({ path: join(ARTIFACTS, `${GAME}-pinched-390.png`) });
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
