// vitest global setup: builds the web table once for every browser test file (they share the
// build through `inject("webDist")`) and removes it when the run ends.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { build } from "vite";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder with the built table, shared by the browser tests. */
    webDist: string;
  }
}

/** Builds the table into a temporary folder and hands its path to the test files. */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = resolve(import.meta.dirname, "../..");
  const outDir = mkdtempSync(join(tmpdir(), "menagerie-table-"));
  // vitest sets NODE_ENV=test, which would make vite pick libraries' development builds; build
  // exactly what `npm start` builds.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile: join(root, "vite.config.ts"), logLevel: "warn", build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
  project.provide("webDist", outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
