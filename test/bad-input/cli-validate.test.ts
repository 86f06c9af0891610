// The CLI's validate command on a broken copy of a real game: exit code 1 and a compiler-style line.
import { describe, it, expect } from "vitest";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

describe("menagerie validate", () => {
  it("exits 1 and prints file:line:col: error CODE for a broken YAML file", () => {
    const dir = mkdtempSync(join(tmpdir(), "menagerie-validate-"));
    try {
      cpSync("content/beginners", join(dir, "beginners"), { recursive: true });
      const file = join(dir, "beginners", "rewards.yaml");
      const text = readFileSync(file, "utf8");
      const broken = text.replace("  value: 5\n", "  value: 9\n");
      expect(broken).not.toBe(text);
      writeFileSync(file, broken);
      const line = broken.slice(0, broken.indexOf("value: 9")).split("\n").length;
      let status = 0;
      let out = "";
      try {
        execFileSync("node", ["bin/menagerie.js", "validate", "beginners", "--content", dir], { encoding: "utf8", stdio: "pipe" });
      } catch (e) {
        const err = e as { status: number; stdout: string; stderr: string };
        status = err.status;
        out = err.stdout + err.stderr;
      }
      expect(status).toBe(1);
      expect(out).toContain(`beginners/rewards.yaml:${line}:10: error CNT2006: field \`value\` must be at most 6, found integer 9`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
