// A bot worker for the pool test: its thread dies on a decision while the marker file named by
// MENAGERIE_BOT_CRASH exists (removing it first, so exactly one decision crashes), else it is the real one.
import { existsSync, rmSync } from "node:fs";
import { register } from "tsx/esm/api";

register();
const { decide } = await import("../../server/bots/bot-worker.ts");

export default function crashOnce(task) {
  const marker = process.env.MENAGERIE_BOT_CRASH;
  if (marker && existsSync(marker)) {
    rmSync(marker);
    process.exit(3);
  }
  return decide(task);
}
