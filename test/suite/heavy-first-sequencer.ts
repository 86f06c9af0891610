// vitest's file order for `npm test`: the slowest files first, so that with two files at a time the
// run does not end on one long file while the other worker idles. On a clean clone vitest has no
// timings and keeps the glob order, which put the slowest file (test/web/whole-games) last.

import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The slowest files of a CI run (2 cores, seconds: 166, 78, 58, ...), slowest first, browser and Node files alternating where they can. */
export const HEAVY_FIRST = [
  "test/web/whole-games.test.ts",
  "test/bin/cli-game.test.ts",
  "test/web/table.test.ts",
  "test/bin/cli-campaign.test.ts",
  "test/web/table-sizes.test.ts",
  "test/content/cryptid-bot.test.ts",
  "test/web/online-play.test.ts",
  "test/server/damaged-store.test.ts",
  "test/bin/balance/queue-workers.test.ts",
  "test/robustness/fuzz.test.ts",
  "test/bin/terminal-table.test.ts",
  "test/server/postgres.test.ts",
  "test/server/restart.test.ts",
  "test/content/cryptic-nature-bot.test.ts",
  "test/server/views-property.test.ts",
  "test/content/kryptothera/legacy-cli.test.ts",
  "test/web/boards.test.ts",
];

/** Sorts as vitest does (its timings when it has them), then moves the files of HEAVY_FIRST to the front in that order. */
export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = HEAVY_FIRST.findIndex((path) => f.moduleId.endsWith("/" + path));
      return i < 0 ? HEAVY_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
