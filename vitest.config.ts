import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The browser tests share one build of the table.
    globalSetup: ["test/web/build-once.ts"],
    testTimeout: 120_000,
    pool: "forks",
  },
});
