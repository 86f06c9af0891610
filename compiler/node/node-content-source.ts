import { readdirSync, readFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import type { Diagnostic } from "../../dsl/index.js";
import { decodeText } from "../content/decode-text.js";
import type { ContentSource } from "../content/index.js";

/** A ContentSource over a folder on disk; the only ContentSource that uses Node APIs. */
export class NodeContentSource implements ContentSource {
  private readonly root: string;
  private readonly problems = new Map<string, Diagnostic[]>();

  /** Serves the files under `root` (a path on disk, usually the `content/` folder). */
  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The text of a file (UTF-8), or undefined when it does not exist or lies outside the root. */
  read(path: string): string | undefined {
    const full = this.resolveInside(path);
    if (full === undefined) return undefined;
    try {
      const { text, diagnostics } = decodeText(readFileSync(full), path.replace(/\\/g, "/"));
      if (diagnostics.length) this.problems.set(path, diagnostics);
      else this.problems.delete(path);
      return text;
    } catch {
      // Missing files are a user error the caller reports with a span (CNT2009), not an exception.
      return undefined;
    }
  }

  /** Warnings about the last read of a file (bytes that are not UTF-8), positioned in its text. */
  warnings(path: string): Diagnostic[] {
    return this.problems.get(path) ?? [];
  }

  /** Names of the files and sub-folders directly inside a folder, sorted so compilation is deterministic. */
  list(dir: string): string[] {
    const full = this.resolveInside(dir);
    if (full === undefined) return [];
    try {
      return readdirSync(full).sort();
    } catch {
      return [];
    }
  }

  /** Maps a content path to a disk path, refusing ones that climb out of the root (e.g. "../../etc"). */
  private resolveInside(path: string): string | undefined {
    const full = resolve(this.root, path.replace(/\\/g, "/"));
    const rel = relative(this.root, full);
    if (rel.startsWith("..") || isAbsolute(rel)) return undefined;
    return full;
  }
}
