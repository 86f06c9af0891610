// Browser test of the Legacy Trials at the table: a game played in the campaign (its record in the
// setup, as the lobby's campaign picker starts one), loaded through a shared link at seat 0's first
// movement, shows the stage card with its flavour line, the stage counter, the missions still to complete
// and the one done in an earlier game; a single game of Kryptothera shows none of it.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Engine, makeBot, seededRandom, toSave, type GameSetup, type GameState } from "../../runtime/index.js";
import { ARTIFACTS, compiledProgram, composedDom, expectPrivate, useHarness, watchConsole } from "./browser-harness.js";

const GAME = "kryptothera";
const program = compiledProgram(GAME)!;
const engine = new Engine(program);
const harness = useHarness();

/** Random bots play until seat 0 owes its first movement. */
function firstMovement(setup: GameSetup): GameState {
  const r = engine.start(setup);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.state;
  const rng = seededRandom(5);
  const bots = [0, 1, 2].map((p) => makeBot("random", engine, p, rng));
  for (let i = 0; i < 500; i++) {
    const ds = engine.decisions(s).filter((d) => !d.optional);
    if (ds[0]?.player === 0 && ds[0].choice === "act") return s;
    const a = engine.apply(s, bots[ds[0]!.player]!.choose(s)!);
    if (!a.ok) throw new Error(a.error.message);
    s = a.state;
  }
  throw new Error("seat 0's first movement was not reached");
}

async function tableText(setup: GameSetup, shot: string): Promise<string> {
  const state = firstMovement(setup);
  const page = await harness().browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchConsole(page);
  const save = { ...toSave(program.game, setup, state.moves), seats: ["human", "bot", "bot"] };
  await page.goto(`${harness().url}?speed=0#save=${encodeURIComponent(JSON.stringify(save))}`);
  await expect.poll(() => page.locator("decision-prompt .box.mine").count(), { timeout: 30_000 }).toBe(1);
  const { text } = await composedDom(page);
  await expectPrivate(page, engine, state, 0);
  await page.screenshot({ path: join(ARTIFACTS, shot), fullPage: true });
  expect(problems).toEqual([]);
  await page.close();
  return text;
}

describe("the Legacy Trials at the table", () => {
  it("shows the stage and each mission's state in a campaign game, and nothing of it in a single game", async () => {
    const trials = await tableText({ players: 3, seed: 4, campaign: { stage: "fracturing", done: ["eightMp"], games: 1 } }, `${GAME}-legacy-1280.png`);
    for (const s of [
      "The Legacy Trials stage",
      "II – The Fracturing",
      "The Order tears the Aether grid.",
      "Missions of the stage to complete",
      "Medium threat cryptids deal 1 extra HP damage.",
      "1 player captures 6 High threat cryptids before Round 9.",
      "Missions of the stage done",
      "Reach 8 MP before round 7 in a single game.",
      "Missions needed to clear the stage",
    ])
      expect(trials).toContain(s);
    const single = await tableText({ players: 3, seed: 4 }, `${GAME}-single-1280.png`);
    for (const s of ["Legacy Trials", "Missions of the stage", "The Order tears the Aether grid."]) expect(single).not.toContain(s);
  }, 180_000);

  it("the lobby's new campaign turns the Trials on and shows its record in the players' words", async () => {
    const page = await harness().browser.newPage({ viewport: { width: 1000, height: 800 } });
    const problems = watchConsole(page);
    await page.goto(harness().url + "?speed=0");
    await page.locator('game-lobby input[name="game"][value="kryptothera"]').check();
    const legacy = page.locator("game-lobby #opt-legacy option").first();
    await expect.poll(() => legacy.innerText()).toBe("default (no)");
    await page.locator("game-lobby campaign-picker").getByRole("button", { name: "New campaign" }).click();
    await expect.poll(() => page.locator("game-lobby campaign-picker .record").innerText()).toBe("Stage: I – The Awakening · Done: none · Games: 0");
    await expect.poll(() => legacy.innerText()).toBe("default (yes)");
    await page.getByRole("button", { name: "Start game" }).click();
    await expect.poll(async () => (await composedDom(page)).text.includes("The Eye stirs; the Order notices."), { timeout: 30_000 }).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
