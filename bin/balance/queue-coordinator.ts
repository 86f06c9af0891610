import type { BalancePlan } from "./plan.js";
import type { JobResult } from "./thread-pool.js";

/** stub */
export async function runOnQueue(_url: string, _plan: BalancePlan, _batch: number, _progress: (done: number) => void): Promise<JobResult[]> {
  throw new Error("not yet");
}
