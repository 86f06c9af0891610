// `menagerie balance` end to end: worker threads, the two files, bots per seat from BOT_KINDS, the
// same seeds giving the same report, and clear refusals.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BalanceReport } from "../../../bin/balance/summary-types.js";
import { cli, tempDir } from "../../helpers/cli.js";

const tmp = tempDir("menagerie-balance-cli-");

// Each case starts a process (most of its time on a loaded machine), so npm test plays the report
// case; the refusals are in balance-cli.long.test.ts (`npm run test:balance-long`).

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
});
