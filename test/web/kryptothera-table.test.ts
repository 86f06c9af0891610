// Browser test of Kryptothera at the table: a position reached by random play (a legendary revealed,
// seat 0 to move its standee) is loaded through a shared link; the map of North America shows every
// location and connection, each seat's standee and HQ marker, the legendary tokens; the player boards'
// zones are there, and nothing hidden from seat 0 (other hands, contracts, decks) reaches the page.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Engine, makeBot, seededRandom, toSave, type GameState } from "../../runtime/index.js";
import { graphEdges } from "../../web/components/graph-map/graph-geometry.js";
import { ARTIFACTS, compiledProgram, composedDom, expectPrivate, useHarness, watchConsole } from "./browser-harness.js";

const GAME = "kryptothera";
const program = compiledProgram(GAME)!;
const engine = new Engine(program);
const harness = useHarness();

const view = (s: GameState) => engine.view(s, 0);
const props = (id: number) => program.components[id]!.props;

/** Random bots play 3-player games until seat 0 alone owes its movement decision with a legendary on the map. */
function findPosition(): { setup: { players: number; seed: number }; state: GameState } {
  for (let seed = 1; seed <= 40; seed++) {
    const setup = { players: 3, seed };
    const r = engine.start(setup);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.state;
    const rng = seededRandom(seed * 17);
    const bots = [0, 1, 2].map((p) => makeBot("random", engine, p, rng));
    for (let i = 0; i < 3000 && !engine.isOver(s); i++) {
      const ds = engine.decisions(s);
      if (ds.length === 1 && ds[0]!.player === 0 && ds[0]!.choice === "act" && (view(s).zones.onMap as number[]).length > 0) return { setup, state: s };
      const m = bots[ds[0]!.player]!.choose(s);
      if (!m) break;
      const a = engine.apply(s, m);
      if (!a.ok) throw new Error(a.error.message);
      s = a.state;
    }
  }
  throw new Error("no seed reached seat 0's movement with a legendary on the map");
}

describe("Kryptothera at the table", () => {
  const { setup, state } = findPosition();

  it("draws North America with standees, HQs and legendary tokens, the boards, and keeps hands private", async () => {
    const page = await harness().browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const problems = watchConsole(page);
    const save = { ...toSave(program.game, setup, state.moves), seats: ["human", "bot", "bot"] };
    await page.goto(`${harness().url}?speed=0#save=${encodeURIComponent(JSON.stringify(save))}`);
    await expect.poll(() => page.locator("decision-prompt .box.mine").count(), { timeout: 30_000 }).toBe(1);

    const map = view(state).zones.map as number[];
    expect(map.length).toBe(104);
    expect(await page.locator("graph-map .loc").count()).toBe(104);
    const edges = graphEdges(map.map((id) => ({ id, links: props(id).links as number[] })));
    expect(await page.locator("graph-map line").count()).toBe(edges.length);
    // Standees, HQ markers and tokens are placed by typed state: the counters and attribute hold the location.
    const at = (loc: number) => map.find((id) => id === loc)!;
    const position = view(state).counters.position as number[];
    const hq = view(state).counters.hq as number[];
    for (let p = 0; p < 3; p++) {
      expect(await page.locator(`graph-map .loc[data-cid="${at(position[p]!)}"] .seat[data-seat="${p}"]`).count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator(`graph-map .loc[data-cid="${at(hq[p]!)}"] .seat[data-seat="${p}"]`).count()).toBeGreaterThanOrEqual(1);
    }
    for (const tok of view(state).zones.onMap as number[]) {
      const site = view(state).attrs.site![tok] as number;
      expect(await page.locator(`graph-map .loc[data-cid="${at(site)}"] [data-cid="${tok}"]`).count()).toBe(1);
    }
    // The shop's 4 cards are shown; seat 0's hand is its own.
    for (const g of view(state).zones.shop as number[]) expect(await page.locator(`[data-cid="${g}"]`).count()).toBeGreaterThan(0);
    await expectPrivate(page, engine, state, 0);
    // "B. Character Skills": each player board names its skills beside their values, in the board's order.
    const boards = view(state).zones.board as number[][];
    const names = ["Might", "Agility", "Intelligence", "Wisdom", "Charisma"];
    const { text } = await composedDom(page);
    for (let p = 0; p < 3; p++) {
      // A board's skills are values keyed by skill name (`int per Skill`).
      const skills = props(boards[p]![0]!).skills as Record<string, number>;
      expect(text).toContain(names.map((n) => `${n} ${skills[n.toLowerCase()]}`).join(" · "));
    }
    expect(text).not.toMatch(/Skills\s*:?\s*\d, \d/);
    await page.screenshot({ path: join(ARTIFACTS, `${GAME}-table-1920.png`), fullPage: true });
    await page.locator("graph-map").screenshot({ path: join(ARTIFACTS, `${GAME}-map.png`) });
    // The map's pane zooms out (the table's zoom buttons) to be seen whole.
    const width = async () => (await page.locator("graph-map .map").boundingBox())!.width;
    const before = await width();
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Zoom out of the North America" }).click();
    await expect.poll(width).toBeLessThan(before * 0.9);
    await page.locator("graph-map").screenshot({ path: join(ARTIFACTS, `${GAME}-map-zoomed-out.png`) });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("solo: shows the ritual card, the Order's influence and glyphs, and the NPC area face down", async () => {
    // "Hunter of the Order (NPC) Area ... Place them face down in this area. They should remain secret
    // until final scoring." Random play (a seeded bot) reaches round 4's movement with the Order holding
    // cryptids.
    const soloSetup = { players: 1, seed: 3, options: { mode: "solo" } };
    const r = engine.start(soloSetup);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.state;
    const bot = makeBot("random", engine, 0, seededRandom(5));
    const round = program.counters.findIndex((c) => c.name === "round");
    for (let i = 0; i < 3000; i++) {
      const ds = engine.decisions(s).filter((d) => !d.optional);
      if (s.counters[round] === 4 && ds[0]?.choice === "act" && (view(s).zones.npcArea as number[]).length > 0) break;
      const m = bot.choose(s)!;
      const a = engine.apply(s, m);
      if (!a.ok) throw new Error(a.error.message);
      s = a.state;
    }
    expect(s.counters[round]).toBe(4);
    const npc = view(s).zones.npcArea as number[];
    expect(npc.length).toBeGreaterThan(0);
    expect(npc.every((id) => id < 0)).toBe(true);
    const page = await harness().browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    const save = { ...toSave(program.game, soloSetup, s.moves), seats: ["human"] };
    await page.goto(`${harness().url}?speed=0#save=${encodeURIComponent(JSON.stringify(save))}`);
    await expect.poll(() => page.locator("decision-prompt .box.mine").count(), { timeout: 30_000 }).toBe(1);
    const ritual = view(s).zones.ritual as number[];
    expect(await page.locator(`[data-cid="${ritual[0]}"]`).count()).toBeGreaterThan(0);
    const { text } = await composedDom(page);
    for (const label of ["Order influence", "Glyphs", "Hunter of the Order (NPC) area (face down)", "Ritual card"]) expect(text).toContain(label);
    await expectPrivate(page, engine, s, 0);
    await page.screenshot({ path: join(ARTIFACTS, `${GAME}-solo-1280.png`), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
