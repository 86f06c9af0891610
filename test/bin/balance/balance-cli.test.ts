// `menagerie balance` end to end: worker threads, the two files, bots per seat from BOT_KINDS, the
// same seeds giving the same report, and clear refusals.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BOT_KINDS } from "../../../runtime/index.js";
import type { BalanceReport } from "../../../bin/balance/summary-types.js";

const root = resolve(import.meta.dirname, "../../..");
const tmp = mkdtempSync(join(tmpdir(), "menagerie-balance-cli-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// Each case starts a process (most of its time on a loaded machine), so the refusals run with
// `npm run test:balance-long` (BALANCE_LONG=1); npm test plays the report case.
const itLong = process.env.BALANCE_LONG ? it : it.skip;

function cli(args: string[]) {
  return spawnSync(process.execPath, ["bin/menagerie.js", ...args], { cwd: root, encoding: "utf8", timeout: 110_000 });
}

describe("menagerie balance", () => {
  it("writes report.json and report.html from games on two threads, with a bot kind per seat", () => {
    const out = join(tmp, "ttt");
    const run = cli(["balance", "tic-tac-toe", "--games", "30", "--bots", "planner,random", "--threads", "2", "--seed", "5", "--out", out]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.split("\n").slice(0, 2)).toEqual([join(out, "report.html"), join(out, "report.json")]);
    const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8")) as BalanceReport;
    expect(report).toMatchObject({ game: "tic-tac-toe", players: 2, games: 30, seed: 5, bots: ["planner", "random"] });
    const seats = report.runs[0]!.seats;
    expect(seats[0]!.n).toBe(30);
    // The planner never loses to random tic-tac-toe play.
    expect(seats[1]!.k).toBe(0);
    expect(existsSync(join(out, "report.html"))).toBe(true);
  });

  itLong("refuses an unknown bot, naming every kind there is", () => {
    const run = cli(["balance", "tic-tac-toe", "--games", "2", "--bots", "genius"]);
    expect(run.status).toBe(1);
    for (const k of BOT_KINDS) expect(run.stderr).toContain(k);
  });

  itLong("refuses a sweep over an option the game does not have", () => {
    expect(cli(["balance", "tic-tac-toe", "--games", "2", "--sweep", "nope"]).stderr).toMatch(/no option "nope"/);
  });
});
