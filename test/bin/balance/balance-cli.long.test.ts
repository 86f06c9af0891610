// The long form of balance-cli.test.ts (`npm run test:balance-long`): `menagerie balance` refuses an
// unknown bot or sweep option with the reason, each case a process of its own.

import { describe, expect, it } from "vitest";
import { BOT_KINDS } from "../../../runtime/index.js";
import { cli } from "../../helpers/cli.js";

describe("menagerie balance", () => {
  it("refuses an unknown bot, naming every kind there is", () => {
    const run = cli(["balance", "tic-tac-toe", "--games", "2", "--bots", "genius"]);
    expect(run.status).toBe(1);
    for (const k of BOT_KINDS) expect(run.stderr).toContain(k);
  });

  it("refuses a sweep over an option the game does not have", () => {
    expect(cli(["balance", "tic-tac-toe", "--games", "2", "--sweep", "nope"]).stderr).toMatch(/no option "nope"/);
  });
});
