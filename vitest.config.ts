import { configDefaults, defineConfig, type ViteUserConfig } from "vitest/config";
import HeavyFirstSequencer from "./test/suite/heavy-first-sequencer.js";

/** The long forms (`*.long.test.ts`): left out of `npm test`, run by the `test:*-long` scripts with vitest.long.config.ts. */
export const LONG_TESTS = "test/**/*.long.test.ts";

/** Options shared by `npm test` and the long forms. */
export const common: NonNullable<ViteUserConfig["test"]> = {
  // The browser tests share one build of the table.
  globalSetup: ["test/web/build-once.ts"],
  // Engines compile expressions as the Node entry points have them (see the file).
  setupFiles: ["test/helpers/use-generated-expressions.ts"],
  testTimeout: 120_000,
  pool: "forks",
  // vitest 4 runs max(cores − 1, 1) files at once, one on a 2-core CI machine; the files spend much
  // of their time waiting on Chromium, servers, PostgreSQL and child processes, so two at once
  // cut the suite's wall time (measured: README, "Fast and long test runs").
  maxWorkers: 2,
  sequence: { sequencer: HeavyFirstSequencer },
};

export default defineConfig({
  test: {
    ...common,
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, LONG_TESTS],
  },
});
