import { normalizeContentPath, type ContentSource } from "./content-source.js";

/** A ContentSource over an in-memory map from path to text, for tests and the browser. */
export class MemoryContentSource implements ContentSource {
  private readonly files = new Map<string, string>();

  /** Takes a map from content path (e.g. "beginners/cards.yaml") to file text. */
  constructor(files: Record<string, string>) {
    // A Map rather than the record itself, so paths like "constructor" never hit Object.prototype.
    for (const [path, text] of Object.entries(files)) this.files.set(normalizeContentPath(path), text);
  }

  /** The text of a file, or undefined when there is no such file. */
  read(path: string): string | undefined {
    return this.files.get(normalizeContentPath(path));
  }

  /** Names of the files and sub-folders directly inside a folder, sorted; folders exist only through their files. */
  list(dir: string): string[] {
    const folder = normalizeContentPath(dir);
    const prefix = folder === "" ? "" : folder + "/";
    const names = new Set<string>();
    for (const path of this.files.keys()) {
      if (!path.startsWith(prefix) || path.length === prefix.length) continue;
      names.add(path.slice(prefix.length).split("/")[0]!);
    }
    return [...names].sort();
  }
}
