// `npm run bench -- --baseline <rev>`: another revision's engine, played on the same content in the
// same process, so a speed-up is shown as a ratio measured side by side rather than claimed from
// two runs on a machine whose load changes. The revision's runtime/, compiler/ and dsl/ are
// extracted once (with `git archive`) into a temporary folder and imported through tsx, which is
// what runs the bench.

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, realpathSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = resolve(import.meta.dirname, "../..");

/** The folder holding `rev`'s engine sources, extracted on first use and kept for later runs. */
export function baselineDir(rev: string): string {
  const sha = execFileSync("git", ["rev-parse", "--verify", `${rev}^{commit}`], { cwd: ROOT, encoding: "utf8" }).trim();
  const dir = join(tmpdir(), `menagerie-bench-${sha}`);
  if (existsSync(dir)) {
    // A copy made from a checkout since removed points at libraries that are gone: point it here.
    if (!existsSync(join(dir, "node_modules"))) {
      rmSync(join(dir, "node_modules"), { force: true });
      symlinkSync(realpathSync(join(ROOT, "node_modules")), join(dir, "node_modules"), "dir");
    }
    return dir;
  }
  // Extracted beside its final name and renamed, so a bench stopped half-way leaves no partial copy.
  const part = `${dir}.part-${process.pid}`;
  rmSync(part, { recursive: true, force: true });
  mkdirSync(part, { recursive: true });
  const tar = execFileSync("git", ["archive", "--format=tar", sha, "runtime", "compiler", "dsl", "package.json"], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", part], { input: tar });
  // The revision's engine resolves its libraries (xstate, chevrotain, yaml, ajv) from this checkout's.
  // The link goes to the real folder, so it outlives a worktree whose node_modules is itself a link.
  symlinkSync(realpathSync(join(ROOT, "node_modules")), join(part, "node_modules"), "dir");
  renameSync(part, dir);
  return dir;
}

/** What the bench uses of an engine revision: its compiler, content source and Engine class. */
export interface EngineModules {
  compileGame: typeof import("../../compiler/index.js").compileGame;
  hasErrors: typeof import("../../dsl/index.js").hasErrors;
  NodeContentSource: typeof import("../../compiler/node/node-content-source.js").NodeContentSource;
  Engine: typeof import("../../runtime/index.js").Engine;
  resample?: typeof import("../../runtime/index.js").resample;
}

/** Imports an extracted revision's modules (typed as today's: the bench only uses what both share). */
export async function loadEngine(dir: string): Promise<EngineModules> {
  const at = (p: string) => pathToFileURL(join(dir, p)).href;
  const compiler = await import(at("compiler/index.ts"));
  const dsl = await import(at("dsl/index.ts"));
  const node = await import(at("compiler/node/node-content-source.ts"));
  const runtime = await import(at("runtime/index.ts"));
  // A revision that generates expressions only when asked is measured as its entry points run it.
  runtime.useGeneratedExpressions?.();
  return { compileGame: compiler.compileGame, hasErrors: dsl.hasErrors, NodeContentSource: node.NodeContentSource, Engine: runtime.Engine, resample: runtime.resample };
}
