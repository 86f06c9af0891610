// CPU time of one thread, from Linux's /proc. A case's time limit counts the CPU its worker thread
// used, not wall time, so a run on a machine busy with other work does not report slow cases as hangs.

import { readFileSync, readlinkSync } from "node:fs";

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

/** The calling thread's kernel id, or undefined where /proc/thread-self does not exist. */
export function currentThreadId(): number | undefined {
  try {
    return Number(readlinkSync("/proc/thread-self").split("/").pop());
  } catch {
    return undefined;
  }
}

/** CPU milliseconds (user + system) thread `tid` of this process has used, or undefined if unknown. */
export function threadCpuMs(tid: number | undefined): number | undefined {
  if (tid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
