// The order of `npm test`'s files: the list of slow files names files that exist and run there.

import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { HEAVY_FIRST } from "./heavy-first-sequencer.js";

const ROOT = resolve(import.meta.dirname, "../..");

describe("the heavy-first file order", () => {
  it("names only test files that exist and that npm test runs (no long-only file), each once", () => {
    for (const path of HEAVY_FIRST) {
      expect(existsSync(join(ROOT, path)), path).toBe(true);
      expect(path).toMatch(/^test\/.*(?<!\.long)\.test\.ts$/);
    }
    expect(new Set(HEAVY_FIRST).size).toBe(HEAVY_FIRST.length);
  });
});
