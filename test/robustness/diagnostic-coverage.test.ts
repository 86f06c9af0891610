// One test case per diagnostic code (issue 12 item 14). The codes are the four catalogues
// (dsl/messages.ts, compiler/content/content-codes.ts, compiler/messages.ts, runtime/messages.ts);
// every code the source writes must be in one of them, and every catalogue code must be named by a
// test (a test's title, an expected diagnostic or error, or a golden file), so a new code without a
// test case, or a code only written inline, fails here.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentCode } from "../../compiler/content/content-codes.js";
import { CMP } from "../../compiler/messages.js";
import { messages } from "../../dsl/index.js";
import { RUN } from "../../runtime/index.js";

const SELF = "test/robustness/diagnostic-coverage.test.ts";
const CODE = /\b(?:DSL1|CNT2|CMP3|RUN4)\d{3}\b/g;

function files(dir: string, keep: (f: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "fixtures") return [];
    return statSync(path).isDirectory() ? files(path, keep) : keep(path) ? [path] : [];
  });
}

const catalogue = new Map<string, string>([
  ...Object.entries(messages).map(([k, m]) => [m.code, `dsl/messages.ts ${k}`] as const),
  ...Object.entries(ContentCode).map(([k, c]) => [c, `compiler/content/content-codes.ts ${k}`] as const),
  ...Object.entries(CMP).map(([k, m]) => [m.code, `compiler/messages.ts ${k}`] as const),
  ...Object.entries(RUN).map(([k, m]) => [m.code, `runtime/messages.ts ${k}`] as const),
]);

describe("diagnostic codes", () => {
  it("each catalogue entry has a code of its own", () => {
    const all = [...Object.values(messages).map((m) => m.code), ...Object.values(ContentCode), ...Object.values(CMP).map((m) => m.code), ...Object.values(RUN).map((m) => m.code)];
    expect(all.length).toBeGreaterThan(90);
    expect(all.filter((c, i) => all.indexOf(c) !== i)).toEqual([]);
  });

  it("every code the source writes is in a catalogue", () => {
    const written = new Map<string, string>();
    for (const dir of ["dsl", "compiler", "runtime", "bin", "server", "web"])
      for (const f of files(dir, (p) => /\.(ts|js)$/.test(p)))
        for (const m of readFileSync(f, "utf8").matchAll(CODE)) if (!written.has(m[0])) written.set(m[0], f);
    const stray = [...written].filter(([code]) => !catalogue.has(code)).map(([code, f]) => `${code} (${f})`);
    expect(stray).toEqual([]);
  });

  it("every catalogue code has a test case", () => {
    const tested = new Set<string>();
    for (const f of files("test", (p) => p !== SELF && (/\.test\.ts$/.test(p) || p.includes("__golden__"))))
      for (const m of readFileSync(f, "utf8").matchAll(CODE)) tested.add(m[0]);
    const untested = [...catalogue].filter(([code]) => !tested.has(code)).map(([code, where]) => `${code} (${where})`);
    expect(untested).toEqual([]);
  });
});
