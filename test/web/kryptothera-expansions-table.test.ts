// Browser test of Kryptothera's expansions: the lobby lists the six expansion options with their
// sentences (7 players only once Frontiers Awaken is ticked), and a 7-hunter table with every expansion
// shows each expansion card with its mark ("All expansion cards include a unique mark per expansion").
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Engine, toSave } from "../../runtime/index.js";
import { ARTIFACTS, compiledProgram, currentSave, expectPrivate, replaySave, useHarness, watchConsole } from "./browser-harness.js";

const GAME = "kryptothera";
const program = compiledProgram(GAME)!;
const engine = new Engine(program);
const harness = useHarness();
const TITLES = ["Frontiers Awaken", "A Cryptid in Every City", "Something Lurks in the Shadows", "From the Mountains to the Sea", "The Threat was Never Higher", "Monstrous Holiday"];
const ALL = { frontiers: true, cities: true, shadows: true, seas: true, threat: true, holiday: true };

describe("Kryptothera's expansions at the table", () => {
  it("the lobby lists the six expansions; 7 players with Frontiers Awaken", async () => {
    const page = await harness().browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const problems = watchConsole(page);
    await page.goto(harness().url + "?speed=0");
    await page.locator(`game-lobby input[name="game"][value="${GAME}"]`).check();
    const list = page.locator("game-lobby expansion-list fieldset");
    await expect.poll(() => list.innerText()).toContain("Frontiers Awaken");
    const text = await list.innerText();
    for (const t of TITLES) expect(text).toContain(t);
    expect(text).toContain("up to 7 players");
    // Every expansion and 7 hunters: the lobby as a player sees it.
    for (const x of Object.keys(ALL)) await page.locator(`game-lobby expansion-list input[data-expansion="${x}"]`).check();
    await page.locator("game-lobby #players").selectOption("7");
    await page.screenshot({ path: join(ARTIFACTS, `${GAME}-expansions-lobby.png`), fullPage: true });
    // Frontiers Awaken off: the lobby sets the nearest count the rules accept.
    const frontiers = page.locator('game-lobby expansion-list input[data-expansion="frontiers"]');
    await frontiers.uncheck();
    await expect.poll(() => page.locator("game-lobby #players").inputValue()).toBe("6");
    // 7 hunters chosen anyway: the require's sentence, and no game.
    await page.locator("game-lobby #players").selectOption("7");
    await page.getByRole("button", { name: "Start game" }).click();
    await expect.poll(() => page.locator("game-lobby [role=alert]").innerText()).toContain("A 7th hunter needs the Frontiers Awaken expansion");
    expect(await page.locator("decision-prompt").count()).toBe(0);
    await frontiers.check();
    expect(await page.locator("game-lobby #players").inputValue()).toBe("7");
    await page.getByRole("button", { name: "Start game" }).click();
    await expect.poll(() => page.locator("decision-prompt").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("a 7-hunter table shows the expansion marks on the cards and keeps hands private", async () => {
    // A seed whose first seat holds cards of several expansions (seat 0 chooses its HQ from its 8 cards).
    let setup = { players: 7, seed: 1, options: ALL as Record<string, unknown> };
    let state = engine.start(setup);
    for (let seed = 1; seed < 60; seed++) {
      const s = { players: 7, seed, options: ALL as Record<string, unknown> };
      const r = engine.start(s);
      if (!r.ok) throw new Error(r.error.message);
      const v = engine.view(r.state, 0);
      const seen = [...(v.zones.hand as number[][])[0]!, ...(v.zones.shop as number[])].filter((id) => program.components[id]!.props.mark);
      if (new Set(seen.map((id) => program.components[id]!.props.mark)).size >= 2) {
        setup = s;
        state = r;
        break;
      }
    }
    if (!state.ok) throw new Error(state.error.message);
    const view = engine.view(state.state, 0);
    const shown = [...(view.zones.hand as number[][])[0]!, ...(view.zones.shop as number[])];
    const marked = shown.filter((id) => program.components[id]!.props.mark);
    expect(new Set(marked.map((id) => program.components[id]!.props.mark)).size).toBeGreaterThanOrEqual(2);
    const page = await harness().browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const problems = watchConsole(page);
    const save = { ...toSave(program.game, setup, []), seats: ["human", "bot", "bot", "bot", "bot", "bot", "bot"] };
    await page.goto(`${harness().url}?speed=0#save=${encodeURIComponent(JSON.stringify(save))}`);
    await expect.poll(() => page.locator("decision-prompt .box.mine").count(), { timeout: 30_000 }).toBe(1);
    const words: Record<string, string> = { frontiers: "Frontiers Awaken", cities: "A Cryptid in Every City", shadows: "Something Lurks in the Shadows", seas: "From the Mountains to the Sea", threat: "The Threat was Never Higher", holiday: "Monstrous Holiday" };
    for (const id of marked) {
      const icon = page.locator(`[data-cid="${id}"] .icon[title="mark"]`).first();
      await expect.poll(() => icon.innerText()).toContain(words[program.components[id]!.props.mark as string]!);
    }
    // A base card carries no mark.
    const plain = shown.find((id) => !program.components[id]!.props.mark);
    if (plain !== undefined) expect(await page.locator(`[data-cid="${plain}"] .icon[title="mark"]`).count()).toBe(0);
    // The bots choose their HQs and discard meanwhile (6 bots, 4 moves each): once they are done, the page
    // is checked against the state it shows.
    const moves = async () => ((await currentSave(page)) as { moves: unknown[] }).moves.length;
    await expect.poll(moves, { timeout: 30_000 }).toBe(24);
    const shownState = replaySave(engine, await currentSave(page));
    await expectPrivate(page, engine, shownState, 0);
    await page.screenshot({ path: join(ARTIFACTS, `${GAME}-expansions-table-1920.png`), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
