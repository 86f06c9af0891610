// Bots on the server weigh the actions on offer to them in other seats' turns, as the hot-seat table's
// bots do (runtime nextBotTurn): "reaction heckle ... a player loses 1 point" (test/helpers/anytime-game.ts),
// offered to the bot seats while a person decides. A planner bot heckles the leader and picks its
// target; with nothing to gain it lets the offer pass and nobody waits for it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalog, startServer, type RunningServer, type ViewMessage } from "../../server/index.js";
import { ANYTIME_RULES } from "../helpers/anytime-game.js";
import { api, createTable } from "./client.js";

let server: RunningServer;
let base: string;
let content: string;

beforeAll(async () => {
  content = mkdtempSync(join(tmpdir(), "menagerie-server-reactions-"));
  mkdirSync(join(content, "tokens"));
  // With a heuristic (a player stands by their score) the bot seats play the planner.
  writeFileSync(join(content, "tokens", "game.rules"), ANYTIME_RULES.replace("flow {", "heuristic = score of me\nflow {"));
  server = await startServer({ port: 0, dataDir: "memory", log: false, botDelayMs: 0, catalog: loadCatalog(content), webDir: "/nonexistent" });
  base = server.url;
}, 180_000); // a store in memory is created from scratch: minutes on a loaded machine
afterAll(() => {
  server?.close();
  rmSync(content, { recursive: true, force: true });
});

type Moves = { seq: number; moves: { player: number; choice: string; value: unknown }[] };

/** Waits until the table's moves (read from the spectator's log) satisfy `pred`; bots move by themselves. */
async function until(id: string, pred: (moves: { player: number; choice: string; value: unknown }[]) => boolean): Promise<{ player: number; choice: string; value: unknown }[]> {
  for (let i = 0; i < 400; i++) {
    const view = (await api<ViewMessage>(base, `/api/tables/${id}/view`)).body;
    const moves = view.view.log
      .filter((e) => e.e === "choice")
      .map((e) => ({ player: e.p!, choice: String(e.a!.choice), value: e.a!.value }));
    if (pred(moves)) return moves;
    await new Promise((ok) => setTimeout(ok, 10));
  }
  throw new Error("timed out");
}

describe("bots on the server react in other seats' turns", () => {
  it("a planner bot heckles the person who leads, during the person's turn", async () => {
    const { id, tokens } = await createTable(base, { game: "tokens", players: 3, seed: 4, seats: [{ kind: "open" }, { kind: "bot", bot: "planner" }, { kind: "bot", bot: "planner" }] });
    const token = tokens[0]!;
    const move = async (choice: string, value: unknown) => {
      const m = (await api<Moves>(base, `/api/tables/${id}/moves`, { token })).body;
      const r = await api(base, `/api/tables/${id}/moves`, { token, body: { move: { player: 0, choice, value }, seq: m.seq } });
      expect(r.status).toBe(200);
    };
    // Everyone is ready (the bots answer by themselves); then it is the person's turn.
    await move("mood", "yes");
    await until(id, (ms) => ms.filter((m) => m.choice === "mood").length === 3);
    // Everyone has 2 points: a heckle would leave another rival level, so the bots let it pass.
    await new Promise((ok) => setTimeout(ok, 100));
    const view = (await api<ViewMessage>(base, `/api/tables/${id}/view`, { token })).body;
    expect(view.view.counters.score).toEqual([2, 2, 2]);
    // The person gains a point and leads: a bot takes the reaction and aims it at them.
    await move("act", "gain");
    const moves = await until(id, (ms) => ms.some((m) => m.choice === "target"));
    const heckle = moves.findIndex((m) => m.choice === "heckle");
    expect(heckle).toBeGreaterThan(0);
    expect([1, 2]).toContain(moves[heckle]!.player);
    expect(moves[heckle + 1]).toEqual({ player: moves[heckle]!.player, choice: "target", value: 0 });
    expect(moves.slice(0, heckle).some((m) => m.choice === "heckle")).toBe(false);
  }, 60_000);
});
