// File access for commands, with failures turned into user errors that name the file.

import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { CliError } from "./cli-error.js";

/** Reads a text file, failing with a message that names it. */
export function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    throw new CliError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
}

/** Reads and parses a JSON file, failing with the parser's reason. */
export function readJson(file: string): unknown {
  // Editors on some systems save UTF-8 with a byte-order mark; it is not part of the JSON.
  const text = readText(file).replace(/^\uFEFF/, "");
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new CliError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
}

/** Writes a file through a temporary sibling, so an interrupted write never leaves half a save. */
export function writeText(file: string, text: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    // A device or pipe (`--save /dev/null`) is written to, never replaced by a renamed file.
    const existing = statSync(file, { throwIfNoEntry: false });
    if (existing && !existing.isFile()) {
      writeFileSync(file, text);
      return;
    }
    const tmp = `${file}.tmp-${process.pid}`;
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (err) {
    throw new CliError(`cannot write ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
}
