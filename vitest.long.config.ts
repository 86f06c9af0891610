// The long forms (`npm run test:*-long`): the same options as vitest.config.ts with the
// `*.long.test.ts` files included; the scripts name the files to run.
import { configDefaults, defineConfig } from "vitest/config";
import { common } from "./vitest.config.js";

export default defineConfig({
  test: {
    ...common,
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude],
  },
});
