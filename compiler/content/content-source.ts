import type { Diagnostic } from "../../dsl/index.js";

/**
 * Where content files come from. The compiler never touches a file system directly: the CLI and the
 * vite plugin hand it a NodeContentSource, tests and the browser a MemoryContentSource.
 * Paths are relative to the content root and always use forward slashes.
 */
export interface ContentSource {
  /** The text of a file, or undefined when there is no such file. */
  read(path: string): string | undefined;
  /** Names (not paths) of the files and sub-folders directly inside a folder, sorted; [] when there are none. */
  list(dir: string): string[];
  /** Problems found while reading a file (e.g. bytes that are not UTF-8), when the source checks for any. */
  warnings?(path: string): Diagnostic[];
}

/** Normalises a content path to the canonical form ("a/b.yaml"): forward slashes, no "./", no trailing slash. */
export function normalizeContentPath(path: string): string {
  const parts: string[] = [];
  for (const part of path.replace(/\\/g, "/").split("/")) {
    if (part === "" || part === ".") continue;
    parts.push(part);
  }
  return parts.join("/");
}
