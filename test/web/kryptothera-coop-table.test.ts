// Browser test of Kryptothera's co-op at the table: one person holds all four hunters ("If playing with
// fewer than 4 players, control additional characters cooperatively"), loaded through a shared link at
// the first hunter's movement in the shared HQ. The table shows no hand-over screen, offers the free
// trade among the actions on offer at any time, shows the ritual and the Order's counters, and keeps the
// NPC area and the other hunters' hands off the page of the hunter shown.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Engine, makeBot, seededRandom, toSave, type GameState } from "../../runtime/index.js";
import { ARTIFACTS, compiledProgram, composedDom, expectPrivate, useHarness, watchConsole } from "./browser-harness.js";

const GAME = "kryptothera";
const program = compiledProgram(GAME)!;
const engine = new Engine(program);
const harness = useHarness();

/** Random bots play a co-op setup until seat 0 owes its movement in round 1 (every hunter in the shared HQ). */
function firstMovement(): { setup: { players: number; seed: number; options: Record<string, unknown> }; state: GameState } {
  const setup = { players: 4, seed: 12, options: { mode: "coop" } };
  const r = engine.start(setup);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.state;
  const rng = seededRandom(9);
  const bots = [0, 1, 2, 3].map((p) => makeBot("random", engine, p, rng));
  for (let i = 0; i < 500; i++) {
    const ds = engine.decisions(s).filter((d) => !d.optional);
    if (ds[0]?.player === 0 && ds[0].choice === "act") return { setup, state: s };
    const m = bots[ds[0]!.player]!.choose(s)!;
    // Keep the setup's swaps out: every hunter keeps its starting hand.
    const a = engine.apply(s, m.choice === "startSwap" ? { ...m, value: null } : m);
    if (!a.ok) throw new Error(a.error.message);
    s = a.state;
  }
  throw new Error("seat 0's first movement was not reached");
}

describe("Kryptothera co-op at the table", () => {
  it("one person plays all four hunters: no hand-over, the trade on offer, the Order shown, hidden cards kept off", async () => {
    const { setup, state } = firstMovement();
    const page = await harness().browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    const save = { ...toSave(program.game, setup, state.moves), seats: ["human", "human", "human", "human"], holders: [0, 0, 0, 0] };
    await page.goto(`${harness().url}?speed=0#save=${encodeURIComponent(JSON.stringify(save))}`);
    await expect.poll(() => page.locator("decision-prompt .box.mine").count(), { timeout: 30_000 }).toBe(1);
    const { text } = await composedDom(page);
    expect(await page.locator("hand-over").count()).toBe(0);
    expect(text).toContain("Trade with a hunter in your location");
    for (const label of ["Order influence", "Glyphs", "Ritual card", "Hunter of the Order (NPC) area (face down)"]) expect(text).toContain(label);
    await expectPrivate(page, engine, state, 0);
    await page.screenshot({ path: join(ARTIFACTS, `${GAME}-coop-1280.png`), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
