// Runs the `menagerie` command the way a user does (a new Node process on bin/menagerie.js), shared
// by the CLI test files and their long forms.

import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect } from "vitest";

/** The repository root, the CLI's working directory. */
export const ROOT = resolve(import.meta.dirname, "../..");

/** Runs `menagerie ARGS` with `input` on stdin and waits for it to exit. */
export function cli(args: string[], input = ""): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ["bin/menagerie.js", ...args], { cwd: ROOT, encoding: "utf8", input, timeout: 110_000 });
}

/** A temporary folder for this test file, removed after its tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Asserts that a message shows no stack trace (the CLI reports, it does not crash). */
export function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
}
