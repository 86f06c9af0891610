// The progress bar of long runs, on stderr and only for people watching (a pipe or CI gets none).

import { Presets, SingleBar } from "cli-progress";

/** A started bar over `total` games, or undefined when stderr is not a terminal. */
export function progressBar(total: number): SingleBar | undefined {
  if (!process.stderr.isTTY) return undefined;
  const bar = new SingleBar({ stream: process.stderr, etaBuffer: 50, format: "balance |{bar}| {value}/{total} games | ETA {eta_formatted}" }, Presets.shades_classic);
  bar.start(total, 0);
  return bar;
}
